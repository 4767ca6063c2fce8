// Every kind of mail the site sends, from the form a parent fills in to what a
// real SMTP server (smtp-server, in this process) receives (decision 0024):
// the office's mail and the parent's confirmation for a visit request (with its
// .ics file), an enquiry and a contact message, and a reply from a record's page;
// and a visit requested from the Hindi page, whose confirmation arrives in Hindi
// (docs/specification.md §21).
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deliverDueMail, smtpTransport } from "~/features/mail/mail-worker.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { action as enquiryAction } from "~/routes/admin/requests/enquiry";
import { action as admissionsAction } from "~/routes/site/admissions";
import { action as contactAction } from "~/routes/site/contact";

import * as schema from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";
import { formBody, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { enquiry as enquiryForm, visit as visitForm } from "../../support/form-input";
import { routeArgs } from "../../support/route-args";
import { TestMailServer } from "../../support/smtp";

const OFFICE = "admissions@fatehabad-school.test";
const SCHOOL = "office@fatehabad-school.test";
const FROM = "School Office <office@fatehabad-school.test>";
const ADMIN = "admin@school.example";

/** The next Monday to Friday after today, in the school's zone. */
const visitDay = (() => {
  let date = addDays(schoolDate(new Date(), "Asia/Kolkata"), 2);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
})();

describe.each(testDatabaseKinds)("every kind of mail, received by an SMTP server, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });
  let smtp: TestMailServer;
  let transport: ReturnType<typeof smtpTransport>;
  let address = 10;

  const submit = async (act: (args: never) => Promise<unknown>, url: string, fields: Record<string, string>) => {
    // Every public form asks for consent (decision 0032).
    const args = routeArgs(url, { method: "POST", body: formBody({ ...fields, consent: "on" }) });
    args.context.set(clientAddressContext, `198.51.100.${address++}`);
    const response = (await act(args as never)) as Response;
    expect(response.status).toBe(302);
  };
  const deliver = async () => {
    const outcome = await deliverDueMail(transport, FROM, new Date(Date.now() + 5_000));
    expect(outcome.retry + outcome.failed).toBe(0);
  };
  const received = (to: string, subject: RegExp) => {
    const found = smtp.to(to).filter((mail) => subject.test(mail.mail.subject ?? ""));
    expect(found, `${to}: ${subject}`).toHaveLength(1);
    return found[0]!.mail;
  };

  beforeAll(async () => {
    smtp = await TestMailServer.start();
    transport = smtpTransport(smtp.url);
    await database.db.update(schema.siteSettings).set({
      email: SCHOOL,
      phonePrimary: "+91 98120 45678",
      notifyVisitRequestsEmail: OFFICE,
      notifyEnquiriesEmail: OFFICE,
      notifyContactEmail: "",
    });
  });
  afterAll(async () => {
    transport.close?.();
    await smtp.stop();
  });

  it("a visit request: the office gets every field and a link; the parent the date, time, address and an .ics", async () => {
    await submit(admissionsAction, "/admissions", {
      ...visitForm,
      contact_no: "9876500001",
      email: "visit.parent@example.com",
      previous_school: "St. Mary's",
      visit_date: visitDay,
      visit_time: "11:00 AM",
      message: "Morning please",
    });
    await deliver();

    const office = received(OFFICE, /^New visit request: Asha Rani/);
    expect(office.replyTo?.text).toBe("visit.parent@example.com");
    for (const text of ["Asha Rani", "Class I", "9876500001", "St. Mary's", "11:00 AM", "Morning please"]) {
      expect(office.text).toContain(text);
    }
    expect(office.text).toMatch(/Open it in the back office: http:\/\/localhost\/admin\/visit-requests\/[0-9a-f-]{36}/);

    const confirmation = received("visit.parent@example.com", /^Your visit to /);
    expect(confirmation.text).toContain("Time: 11:00 AM");
    expect(confirmation.text).toContain("Address: Khan Mohammed Road, Fatehabad 125050, Haryana, India");
    const [file] = confirmation.attachments;
    expect(file).toMatchObject({ filename: "school-visit.ics", contentType: "text/calendar" });
    const event = new ICAL.Component(ICAL.parse(file!.content.toString("utf8"))).getFirstSubcomponent("vevent")!;
    // 11:00 AM in India is 05:30 UTC.
    expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(
      `${visitDay}T05:30:00.000Z`,
    );
  });

  it("an enquiry: the office's mail, and the parent's confirmation with the phone numbers and office hours", async () => {
    await submit(admissionsAction, "/admissions", {
      ...enquiryForm,
      student_name: "Kavya",
      contact_no: "9876500002",
      email: "enquiry.parent@example.com",
    });
    await deliver();
    expect(received(OFFICE, /^New admission enquiry: Kavya \(UKG\)$/).text).toContain("Ravi Kumar");
    const confirmation = received("enquiry.parent@example.com", /^We have your admission enquiry/);
    expect(confirmation.text).toContain("+91 98120 45678");
    expect(confirmation.text).toContain("Office hours: Mon-Fri 8:00 AM-4:00 PM");
  });

  it("a contact message: to the school's address when the settings name none, and a confirmation", async () => {
    await submit(contactAction, "/contact", {
      name: "Meena Devi",
      email: "contact.parent@example.com",
      phone: "9876500003",
      message: "Is there a bus from Bhuna?",
    });
    await deliver();
    expect(received(SCHOOL, /^New message from Meena Devi$/).text).toContain("Is there a bus from Bhuna?");
    expect(received("contact.parent@example.com", /^We have your message/).text).toContain("+91 98120 45678");
  });

  it("a visit requested from the Hindi page: the parent's mail and its .ics arrive in Hindi, the office's in English", async () => {
    await submit(admissionsAction, "/hi/admissions", {
      ...visitForm,
      student_name: "Kavya Rani",
      class_for_admission: "Class IV",
      contact_no: "9876500004",
      email: "hindi.parent@example.com",
      visit_date: visitDay,
      visit_time: "02:00 PM",
    });
    await deliver();

    const office = received(OFFICE, /^New visit request: Kavya Rani/);
    expect(office.text).toContain("Form language: Hindi");
    const confirmation = received("hindi.parent@example.com", /में आपका भ्रमण: .+, दोपहर 2:00 बजे$/);
    expect(confirmation.text).toMatch(/^आदरणीय अभिभावक,\n\n/);
    expect(confirmation.text).toContain("समय: दोपहर 2:00 बजे");
    expect(confirmation.text).toContain("विद्यार्थी: Kavya Rani (कक्षा 4)");
    // The address and numbers as written, under Hindi labels.
    expect(confirmation.text).toContain("पता: Khan Mohammed Road, Fatehabad 125050, Haryana, India");
    expect(confirmation.text).toContain("फ़ोन: +91 98120 45678");
    expect(confirmation.text).not.toMatch(/Dear|Thank|Office hours:/);
    const [file] = confirmation.attachments;
    const event = new ICAL.Component(ICAL.parse(file!.content.toString("utf8"))).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toMatch(/^विद्यालय भ्रमण: /);
    expect(event.getFirstPropertyValue("description")).toBe("Kavya Rani के लिए विद्यालय भ्रमण। फ़ोन: +91 98120 45678");
    // 2:00 PM in India is 08:30 UTC.
    expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(
      `${visitDay}T08:30:00.000Z`,
    );
  });

  it("a reply from an enquiry's page: to the parent, answered to the school", async () => {
    const [enquiry] = await database.db.select().from(schema.admissionEnquiries);
    const args = staffArgs(`/admin/enquiries/${enquiry!.id}`, cookies[ADMIN]!, {
      method: "POST",
      body: formBody({ intent: "reply", subject: "Seats in UKG", message: "Seats are open; please visit." }),
      params: { id: enquiry!.id },
    });
    await enquiryAction(args as never);
    await deliver();
    const reply = received("enquiry.parent@example.com", /^Seats in UKG$/);
    expect(reply.text).toContain("Seats are open; please visit.");
    expect(reply.replyTo?.text).toBe(SCHOOL);
    expect(reply.from?.text).toContain("office@fatehabad-school.test");
  });
});

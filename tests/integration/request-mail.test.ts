// Who gets what when a request comes in (decision 0024): the office one
// mail with every field and a link to the record, at the settings' address
// (else the school's, never a placeholder); the parent, when they gave an
// address, a confirmation (a visit's with an .ics file), at most three an
// hour per address or phone number.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { contactMessageDefinition } from "~/features/contact/contact-message.server";
import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import { CONFIRMATIONS_PER_HOUR, mailsForNewRequest, type NewRequest } from "~/features/mail/request-mail.server";
import { newRequestOf } from "~/features/requests/request-definition.server";
import { PLACEHOLDERS } from "~/features/settings/schema";
import type { SchoolSettings } from "~/features/settings/settings";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { visitRequestDefinition } from "~/features/visits/visit-request.server";

import { testDatabaseKinds, useTestDatabase } from "../support/database";

const ORIGIN = "https://school.example";
const TZ = "Asia/Kolkata";
const RECEIVED = new Date("2026-11-23T04:30:00Z"); // 10:00 AM in India

let serial = 0;
/** A fresh parent each time, so the confirmation limits of one test do not reach the next. */
const parent = () => {
  serial++;
  return { email: `parent${serial}@example.test`, phone: `98765${String(10000 + serial).slice(-5)}` };
};

const visit = (who = parent()): NewRequest =>
  newRequestOf(visitRequestDefinition, {
    id: "11111111-1111-4111-8111-111111111111",
    studentName: "Asha Rani",
    classForAdmission: "Class I",
    contactNo: who.phone,
    email: who.email,
    previousSchool: null,
    visitDate: "2026-12-02",
    visitTime: "10:00 AM",
    message: "Morning,\nplease",
    createdAt: RECEIVED,
  } as never);
const enquiry = (who = parent()): NewRequest =>
  newRequestOf(enquiryDefinition, {
    id: "22222222-2222-4222-8222-222222222222",
    enquirerName: "Ravi Kumar",
    relationship: "Father",
    studentName: "Asha Rani",
    classForAdmission: "UKG",
    contactNo: who.phone,
    email: who.email,
    previousSchool: "St. Mary's",
    message: null,
    createdAt: RECEIVED,
  } as never);
const contact = (who = parent()): NewRequest =>
  newRequestOf(contactMessageDefinition, {
    id: "33333333-3333-4333-8333-333333333333",
    name: "Ravi Kumar",
    email: who.email,
    phone: who.phone,
    message: "Is there a school bus from Bhuna?",
    createdAt: RECEIVED,
  } as never);

describe.each(testDatabaseKinds)("the mails of a new request on %s", (kind) => {
  useTestDatabase(kind);
  const school = async (changes: Partial<SchoolSettings> = {}): Promise<SchoolSettings> => ({
    ...(await getSchoolSettings()),
    email: "office@fatehabad-school.test",
    phonePrimary: "+91 98120 45678",
    phoneSecondary: "+91 98120 45679",
    mapUrl: "https://maps.example/school",
    ...changes,
  });
  const mailsOf = async (request: NewRequest, settings?: SchoolSettings) =>
    mailsForNewRequest(request, { settings: settings ?? (await school()), origin: ORIGIN, timeZone: TZ });

  it.each([
    [
      "visit_request",
      visit,
      "notifyVisitRequestsEmail",
      "/admin/visit-requests/",
      "New visit request: Asha Rani, 2 December 2026 at 10:00 AM",
    ],
    ["enquiry", enquiry, "notifyEnquiriesEmail", "/admin/enquiries/", "New admission enquiry: Asha Rani (UKG)"],
    ["contact_message", contact, "notifyContactEmail", "/admin/contact-messages/", "New message from Ravi Kumar"],
  ] as const)("%s: the office gets every field and a link to the record", async (_, make, setting, path, subject) => {
    const request = make();
    const [office] = await mailsOf(request, await school({ [setting]: "admissions@fatehabad-school.test" }));
    expect(office).toMatchObject({
      purpose: `office.${request.type}`,
      to: ["admissions@fatehabad-school.test"],
      replyTo: request.contact.email,
      subject,
      record: { type: request.type, id: request.record.id },
    });
    // Every field; the visit date as a day ("Wednesday, 2 December 2026").
    const { id: _id, createdAt: _createdAt, ...fields } = request.record as Record<string, unknown>;
    for (const [name, value] of Object.entries(fields)) {
      if (name === "visitDate") expect(office!.text).toContain("Visit date: Wednesday, 2 December 2026");
      else if (typeof value === "string") expect(office!.text).toContain(value);
    }
    expect(office!.text).toContain(`Open it in the back office: ${ORIGIN}${path}${request.record.id}`);
    expect(office!.text).toContain("Received: 23 Nov 2026, 10:00 AM");
  });

  it("sends the office's mail to the school's address when the settings name none, and to nobody for a placeholder", async () => {
    expect((await mailsOf(enquiry()))[0]!.to).toEqual(["office@fatehabad-school.test"]);
    const mails = await mailsOf(enquiry(), await school({ email: PLACEHOLDERS.email }));
    expect(mails.map((mail) => mail.purpose)).toEqual(["confirmation.enquiry"]);
  });

  it("confirms a visit with its date, time and the school's address, and a calendar file of it", async () => {
    const request = visit();
    const confirmation = (await mailsOf(request)).find((mail) => mail.purpose === "confirmation.visit_request")!;
    expect(confirmation.to).toEqual([request.contact.email]);
    expect(confirmation.replyTo).toBe("office@fatehabad-school.test");
    expect(confirmation.subject).toContain("2 December 2026 at 10:00 AM");
    expect(confirmation.text).toContain("Date: Wednesday, 2 December 2026");
    expect(confirmation.text).toContain("Time: 10:00 AM");
    expect(confirmation.text).toContain("Address: Khan Mohammed Road, Fatehabad 125050, Haryana, India");
    expect(confirmation.text).toContain("+91 98120 45678");

    const [file] = confirmation.attachments!;
    expect(file).toMatchObject({ filename: "school-visit.ics", contentType: "text/calendar" });
    const event = new ICAL.Component(ICAL.parse(file!.content)).getFirstSubcomponent("vevent")!;
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    // 10:00 AM in India is 04:30 UTC.
    expect(start.toJSDate().toISOString()).toBe("2026-12-02T04:30:00.000Z");
    expect(end.toJSDate().getTime() - start.toJSDate().getTime()).toBe(3600_000);
    expect(event.getFirstPropertyValue("location")).toBe("Khan Mohammed Road, Fatehabad 125050, Haryana, India");
    expect(event.getFirstPropertyValue("uid")).toBe(`visit-${request.record.id}@school.example`);
  });

  it.each([
    ["enquiry", enquiry],
    ["contact_message", contact],
  ] as const)("confirms %s with the school's phone numbers and office hours", async (_, make) => {
    const request = make();
    const confirmation = (await mailsOf(request)).find((mail) => mail.purpose === `confirmation.${request.type}`)!;
    expect(confirmation.to).toEqual([request.contact.email]);
    expect(confirmation.text).toContain("Phone: +91 98120 45678, +91 98120 45679");
    expect(confirmation.text).toContain("Office hours: Mon-Fri 8:00 AM-4:00 PM; Sat 8:00 AM-1:00 PM");
    expect(confirmation.attachments ?? []).toEqual([]);
  });

  it("confirms nothing to a parent who gave no e-mail address", async () => {
    const mails = await mailsOf(visit({ ...parent(), email: null as unknown as string }));
    expect(mails.map((mail) => mail.purpose)).toEqual(["office.visit_request"]);
  });

  it(`sends one address or phone number at most ${CONFIRMATIONS_PER_HOUR} confirmations an hour; the office hears of all`, async () => {
    const who = parent();
    const confirmations = async (request: NewRequest) =>
      (await mailsOf(request)).filter((mail) => mail.purpose.startsWith("confirmation.")).length;
    expect(await confirmations(visit(who))).toBe(1);
    expect(await confirmations(enquiry(who))).toBe(1);
    expect(await confirmations(contact(who))).toBe(1);
    expect(await confirmations(enquiry(who))).toBe(0);
    expect((await mailsOf(enquiry(who))).map((mail) => mail.purpose)).toEqual(["office.enquiry"]);
    // Another address with the same phone number: still that phone's fourth.
    expect(await confirmations(enquiry({ email: "other@example.test", phone: who.phone }))).toBe(0);
    // The same address written differently is the same address.
    expect(await confirmations(enquiry({ email: who.email.toUpperCase(), phone: "9000000001" }))).toBe(0);
  });
});

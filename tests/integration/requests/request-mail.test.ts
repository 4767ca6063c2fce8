// Who gets what when a request comes in (decision 0024): the office one
// mail with every field and a link to the record, at the settings' address
// (else the school's, never a placeholder); the parent, when they gave an
// address, a confirmation (a visit's with an .ics file), at most three an
// hour per address or phone number. The parent's is in the language of the
// request's form, the English word for word; the office's stays English
// (docs/specification.md §21).
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { contactMessageDefinition } from "~/features/contact/contact-message.server";
import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import type { OutgoingMail } from "~/features/mail/outbox.server";
import { CONFIRMATIONS_PER_HOUR, mailsForNewRequest, type NewRequest } from "~/features/mail/request-mail.server";
import { newRequestOf } from "~/features/requests/request-definition.server";
import { PLACEHOLDERS } from "~/features/settings/schema";
import { postalAddress, type SchoolSettings } from "~/features/settings/settings";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { visitRequestDefinition } from "~/features/visits/visit-request.server";
import type { Locale } from "~/lib/language/locale";

import { testDatabaseKinds, useTestDatabase } from "../../support/database";

const ORIGIN = "https://school.example";
const TZ = "Asia/Kolkata";
const RECEIVED = new Date("2026-11-23T04:30:00Z"); // 10:00 AM in India

let serial = 0;
/** A fresh parent each time, so the confirmation limits of one test do not reach the next. */
const parent = () => {
  serial++;
  return { email: `parent${serial}@example.test`, phone: `98765${String(10000 + serial).slice(-5)}` };
};

const visit = (who = parent(), language: Locale = "en"): NewRequest =>
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
    language,
    createdAt: RECEIVED,
  } as never);
const enquiry = (who = parent(), language: Locale = "en"): NewRequest =>
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
    language,
    createdAt: RECEIVED,
  } as never);
const contact = (who = parent(), language: Locale = "en"): NewRequest =>
  newRequestOf(contactMessageDefinition, {
    id: "33333333-3333-4333-8333-333333333333",
    name: "Ravi Kumar",
    email: who.email,
    phone: who.phone,
    message: "Is there a school bus from Bhuna?",
    language,
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
      else if (name === "language") expect(office!.text).toContain("Form language: English");
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

  describe("in the request's language (docs/specification.md §21)", () => {
    const confirmationOf = async (request: NewRequest) =>
      (await mailsOf(request)).find((mail) => mail.purpose === `confirmation.${request.type}`)!;
    const eventOf = (mail: OutgoingMail) =>
      new ICAL.Component(ICAL.parse(mail.attachments![0]!.content)).getFirstSubcomponent("vevent")!;
    /** The school's name and contacts that end every confirmation, with the labels in `language`. */
    const footer = (settings: SchoolSettings, language: Locale) => {
      const [address, map, phone, hours] =
        language === "en" ? ["Address", "Map", "Phone", "Office hours"] : ["पता", "नक्शा", "फ़ोन", "कार्यालय का समय"];
      return [
        settings.schoolName,
        `${address}: ${postalAddress(settings)}`,
        `${map}: https://maps.example/school`,
        `${phone}: +91 98120 45678, +91 98120 45679`,
        `${hours}: ${settings.officeHoursWeekdays}; ${settings.officeHoursSaturday}`,
      ].join("\n");
    };

    it("keeps an English request's confirmations word for word", async () => {
      const settings = await school();
      const name = settings.schoolName;
      const who = parent();
      const visitMail = await confirmationOf(visit(who));
      expect(visitMail.subject).toBe(`Your visit to ${name}: 2 December 2026 at 10:00 AM`);
      expect(visitMail.text).toBe(
        [
          "Dear parent,",
          `Thank you for asking to visit ${name}. We have your request:`,
          "Date: Wednesday, 2 December 2026\nTime: 10:00 AM\nStudent: Asha Rani (Class I)",
          `The school office will call you on ${who.phone} to confirm the visit. The attached file adds it to your calendar.`,
          footer(settings, "en"),
        ].join("\n\n"),
      );
      expect(eventOf(visitMail).getFirstPropertyValue("summary")).toBe(`School visit: ${name}`);
      expect(eventOf(visitMail).getFirstPropertyValue("description")).toBe(
        "Campus visit for Asha Rani. Phone: +91 98120 45678",
      );

      const enquiryMail = await confirmationOf(enquiry());
      expect(enquiryMail.subject).toBe(`We have your admission enquiry: ${name}`);
      expect(enquiryMail.text).toBe(
        [
          "Dear parent,",
          "Thank you for your admission enquiry. The school office will get back to you soon.",
          "If it is urgent, please call us during office hours.",
          footer(settings, "en"),
        ].join("\n\n"),
      );
      const contactMail = await confirmationOf(contact());
      expect(contactMail.subject).toBe(`We have your message: ${name}`);
      expect(contactMail.text).toBe(
        [
          "Dear parent,",
          "Thank you for your message. The school office will get back to you soon.",
          "If it is urgent, please call us during office hours.",
          footer(settings, "en"),
        ].join("\n\n"),
      );
    });

    it("writes a Hindi request's confirmation and calendar file in Hindi; names, numbers and the address as written", async () => {
      const settings = await school();
      const name = settings.schoolName;
      const who = parent();
      const visitMail = await confirmationOf(visit(who, "hi"));
      expect(visitMail.subject).toBe(`${name} में आपका भ्रमण: 2 दिसंबर 2026, सुबह 10:00 बजे`);
      expect(visitMail.text).toBe(
        [
          "आदरणीय अभिभावक,",
          `${name} के भ्रमण का अनुरोध करने के लिए धन्यवाद। हमें आपका अनुरोध मिल गया है:`,
          "तारीख: बुधवार, 2 दिसंबर 2026\nसमय: सुबह 10:00 बजे\nविद्यार्थी: Asha Rani (कक्षा 1)",
          `भ्रमण की पुष्टि के लिए विद्यालय कार्यालय आपको ${who.phone} पर फ़ोन करेगा। साथ लगी फ़ाइल से आप इसे अपने कैलेंडर में जोड़ सकते हैं।`,
          footer(settings, "hi"),
        ].join("\n\n"),
      );
      const event = eventOf(visitMail);
      expect(event.getFirstPropertyValue("summary")).toBe(`विद्यालय भ्रमण: ${name}`);
      expect(event.getFirstPropertyValue("description")).toBe("Asha Rani के लिए विद्यालय भ्रमण। फ़ोन: +91 98120 45678");
      // The same visit, at the same time, as the English file has it.
      expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(
        "2026-12-02T04:30:00.000Z",
      );

      const enquiryMail = await confirmationOf(enquiry(parent(), "hi"));
      expect(enquiryMail.subject).toBe(`आपकी प्रवेश संबंधी पूछताछ हमें मिल गई है: ${name}`);
      expect(enquiryMail.text).toBe(
        [
          "आदरणीय अभिभावक,",
          "आपकी प्रवेश संबंधी पूछताछ के लिए धन्यवाद। विद्यालय कार्यालय जल्द ही आपसे संपर्क करेगा।",
          "यदि कोई बात ज़रूरी हो, तो कृपया कार्यालय के समय में हमें फ़ोन करें।",
          footer(settings, "hi"),
        ].join("\n\n"),
      );
      const contactMail = await confirmationOf(contact(parent(), "hi"));
      expect(contactMail.subject).toBe(`आपका संदेश हमें मिल गया है: ${name}`);
      expect(contactMail.text).toMatch(/^आदरणीय अभिभावक,\n\nआपके संदेश के लिए धन्यवाद। विद्यालय कार्यालय/);
      // No English words of the mails' own, whatever the school's settings say.
      for (const mail of [visitMail, enquiryMail, contactMail]) {
        expect(mail.text).not.toMatch(/Dear|Thank|Address:|Phone:|Office hours:|Date:|Time:|Student:/);
      }
    });

    it("keeps the office's mail about a Hindi request in English, saying the form's language", async () => {
      const [office] = await mailsOf(visit(parent(), "hi"));
      expect(office!.purpose).toBe("office.visit_request");
      expect(office!.subject).toBe("New visit request: Asha Rani, 2 December 2026 at 10:00 AM");
      expect(office!.text).toMatch(/^A parent has asked to visit the school\./);
      expect(office!.text).toContain("Visit date: Wednesday, 2 December 2026");
      expect(office!.text).toContain("Form language: Hindi");
    });
  });
});

import { count, gt, notLike } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { IN_PAGE_REPLY } from "~/features/public-forms/form-key";
import { setCurrentDatabase } from "~/lib/database/db.server";
import { CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/form-fields";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { clientAddressContext } from "~/lib/server/request-context";
import { action as admissionsAction } from "~/routes/site/admissions";
import { action as contactAction } from "~/routes/site/contact";

import * as schema from "../../../db/schema";
import { addDays } from "../../../db/time";
import {
  createTestDatabase,
  emptyTables,
  REQUEST_TABLES,
  testDatabaseKinds,
  useTestDatabase,
} from "../../support/database";
import { contact, enquiry, nextSaturday, today, visit } from "../../support/form-input";
import { CONSENT_REQUIRED } from "../../support/form-rules";
import { routeArgs } from "../../support/route-args";

let address = "203.0.113.1";

// SPEC §8's texts, word for word.
const THANKS = {
  visit: "Visit request submitted successfully! We'll contact you soon.",
  enquiry: "Enquiry submitted successfully! We'll contact you soon.",
  contact: "Thank you for your message! We'll get back to you soon.",
};
const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a while and try again, or call the school office.";

/** Calls an action as a form POST from `address`; returns the response or thrown response. */
async function post(
  act: typeof admissionsAction | typeof contactAction,
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const args = routeArgs(url, { method: "POST", body });
  args.context.set(clientAddressContext, address);
  let result: unknown;
  try {
    result = await act(args as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: null };
  const wrapped = result as { data: unknown; init?: ResponseInit };
  return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), body: wrapped.data };
}

/** The toast a redirect carries in its cookie. */
function toastOf(reply: { headers: Headers }) {
  const cookie = reply.headers.get("Set-Cookie")!;
  const value = cookie.split(";")[0]!.split("=").slice(1).join("=");
  return JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8"));
}

const fieldErrors = (reply: { body: unknown }) =>
  (reply.body as { result: { error?: Record<string, string[]> } }).result.error ?? {};

describe.each(testDatabaseKinds)("the public forms on %s", (kind) => {
  const database = useTestDatabase(kind);
  const visits = async () => database.db.select().from(schema.visitRequests);
  const enquiryCount = async () => (await database.db.select({ n: count() }).from(schema.admissionEnquiries))[0]!.n;
  const contactMessages = async () => database.db.select().from(schema.contactMessages);

  beforeEach(async () => {
    address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    await emptyTables(...REQUEST_TABLES, schema.rateLimitHits);
    await database.db.delete(schema.privacyNotices).where(gt(schema.privacyNotices.version, 1));
  });

  describe("consent (decision 0032)", () => {
    const forms = [
      { name: "visit", act: admissionsAction, url: "/admissions?form=visit", fields: visit, rows: visits },
      {
        name: "enquiry",
        act: admissionsAction,
        url: "/admissions?form=enquiry",
        fields: enquiry,
        rows: () => database.db.select().from(schema.admissionEnquiries),
      },
      { name: "contact", act: contactAction, url: "/contact", fields: contact, rows: contactMessages },
    ] as const;

    it.each(forms)(
      "refuses a $name post without consent, or with a value no box sends, storing nothing",
      async (form) => {
        const { consent: _consent, ...withoutConsent } = form.fields;
        for (const fields of [
          withoutConsent,
          { ...withoutConsent, consent: "" },
          { ...withoutConsent, consent: "yes" },
        ]) {
          const reply = await post(form.act, form.url, fields);
          expect(reply.status).toBe(400);
          expect(fieldErrors(reply)).toEqual({ consent: [CONSENT_REQUIRED] });
        }
        expect(await form.rows()).toEqual([]);
      },
    );

    it.each(forms)("stores when a $name's consent was given and under which notice", async (form) => {
      const before = new Date();
      expect((await post(form.act, form.url, form.fields)).status).toBe(302);
      await database.db.insert(schema.privacyNotices).values({ version: 2, bodyEn: "New", bodyHi: "नया" });
      address = "203.0.113.251";
      expect((await post(form.act, form.url, form.fields)).status).toBe(302);
      const rows = await form.rows();
      expect(rows.map((row) => row.consentNoticeVersion).sort()).toEqual([1, 2]);
      for (const row of rows) {
        expect(row.consentedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
        expect(row.consentedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    });
  });

  describe("a form sent from a hydrated page (decision 0040)", () => {
    const inPage = { [IN_PAGE_REPLY.name]: IN_PAGE_REPLY.value };
    it.each([
      ["a visit request", admissionsAction, "/admissions?form=visit", visit, "visit", THANKS.visit],
      ["an enquiry", admissionsAction, "/admissions?form=enquiry", enquiry, "enquiry", THANKS.enquiry],
      ["a contact message", contactAction, "/contact", contact, "contact", THANKS.contact],
    ])(
      "answers %s with the thanks as data, in one round trip, and stores it",
      async (_case, act, url, fields, form, message) => {
        const reply = await post(act, url, { ...fields, ...inPage });
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual({ form, sent: true, message });
        expect(reply.headers.get("Set-Cookie")).toBeNull();
        expect((await visits()).length + (await enquiryCount()) + (await contactMessages()).length).toBe(1);
      },
    );

    it("still answers what must be corrected with the messages, and a post without the field with a redirect", async () => {
      const refused = await post(admissionsAction, "/admissions?form=visit", { ...visit, ...inPage, student_name: "" });
      expect(refused.status).toBe(400);
      expect(fieldErrors(refused).student_name).toEqual(["Student name is required"]);
      const redirected = await post(contactAction, "/contact", contact);
      expect(redirected.status).toBe(302);
    });
  });

  describe("Schedule a Visit", () => {
    it("stores the request as pending, trimmed, and redirects with the success toast", async () => {
      const reply = await post(admissionsAction, "/admissions?form=visit", visit);
      expect(reply.status).toBe(302);
      // The page then says what happens next (decision 0039).
      expect(reply.headers.get("Location")).toBe("/admissions?sent=visit");
      const rows = await visits();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        studentName: "Asha Rani",
        classForAdmission: "Class I",
        contactNo: "9876543210",
        email: null,
        previousSchool: null,
        visitDate: visit.visit_date,
        visitTime: "10:00 AM",
        message: null,
        status: "pending",
      });
    });

    it("carries the spec's success text in the toast cookie", async () => {
      const reply = await post(admissionsAction, "/admissions?form=visit", visit);
      expect(toastOf(reply)).toMatchObject({
        type: "success",
        title: "Visit request submitted successfully! We'll contact you soon.",
      });
    });

    it.each([
      ["a weekend", { visit_date: nextSaturday }, "visit_date", "Visits are possible Monday to Friday only"],
      ["a past date", { visit_date: addDays(today, -7) }, "visit_date", "Visit date cannot be in the past"],
      ["a bad e-mail", { email: "parent@" }, "email", "Invalid email address"],
      [
        "an over-long name",
        { student_name: "x".repeat(101) },
        "student_name",
        "Student name must be less than 100 characters",
      ],
      [
        "an unknown class",
        { class_for_admission: "Class XIV" },
        "class_for_admission",
        "Please choose a class from the list",
      ],
      ["an unknown time", { visit_time: "06:00 PM" }, "visit_time", "Please choose a visit time from the list"],
      ["no student name", { student_name: "" }, "student_name", "Student name is required"],
    ])("refuses %s with the message and stores nothing", async (_case, change, field, message) => {
      const reply = await post(admissionsAction, "/admissions?form=visit", { ...visit, ...change });
      expect(reply.status).toBe(400);
      expect(fieldErrors(reply)[field]).toEqual([message]);
      expect(await visits()).toHaveLength(0);
    });

    it("answers a filled honeypot as if accepted, and stores nothing", async () => {
      const reply = await post(admissionsAction, "/admissions?form=visit", {
        ...visit,
        [HONEYPOT_FIELD]: "http://spam.example",
      });
      expect(reply.status).toBe(302);
      expect(await visits()).toHaveLength(0);
    });

    it("refuses an address past its limit with a clear message, while others still get through", async () => {
      for (let i = 0; i < 10; i++) {
        expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(302);
      }
      const refused = await post(admissionsAction, "/admissions?form=visit", visit);
      expect(refused.status).toBe(429);
      expect(fieldErrors(refused)[""]).toEqual([RATE_LIMITED_MESSAGE]);
      expect(await visits()).toHaveLength(10);

      address = "198.51.100.7";
      expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(302);
    });
  });

  describe("Enquire Now", () => {
    it("stores the enquiry as pending", async () => {
      const reply = await post(admissionsAction, "/admissions?form=enquiry", enquiry);
      expect(reply.status).toBe(302);
      expect(reply.headers.get("Location")).toBe("/admissions?sent=enquiry");
      const [row] = await database.db.select().from(schema.admissionEnquiries);
      expect(row).toMatchObject({
        enquirerName: "Ravi Kumar",
        relationship: "Father",
        status: "pending",
        email: "ravi@example.com",
      });
    });

    it.each([
      [{ relationship: "Uncle" }, "relationship", "Please choose a relationship from the list"],
      [{ enquirer_name: " " }, "enquirer_name", "Enquirer name is required"],
      [{ contact_no: "12" }, "contact_no", "Contact number must be at least 10 digits"],
      [{ message: "m".repeat(501) }, "message", "Message must be less than 500 characters"],
    ])("refuses %j with the message", async (change, field, message) => {
      const reply = await post(admissionsAction, "/admissions?form=enquiry", { ...enquiry, ...change });
      expect(reply.status).toBe(400);
      expect(fieldErrors(reply)[field]).toEqual([message]);
      expect(await enquiryCount()).toBe(0);
    });

    it("counts its own limit, apart from visit requests", async () => {
      for (let i = 0; i < 10; i++) await post(admissionsAction, "/admissions?form=visit", visit);
      expect((await post(admissionsAction, "/admissions?form=enquiry", enquiry)).status).toBe(302);
    });
  });

  describe("Contact (decision 0026)", () => {
    it("stores the message as new, trimmed, and redirects to /contact with the spec's thanks", async () => {
      const reply = await post(contactAction, "/contact", contact);
      expect(reply.status).toBe(302);
      expect(reply.headers.get("Location")).toBe("/contact");
      expect(toastOf(reply)).toMatchObject({
        type: "success",
        title: "Thank you for your message! We'll get back to you soon.",
      });
      expect(await contactMessages()).toMatchObject([
        {
          name: "Meena Devi",
          email: "meena@example.com",
          phone: "9876543210",
          message: "When does the new session start?\r\nAnd is there a bus from Bhuna?",
          status: "new",
          followUpOn: null,
        },
      ]);
    });

    it("refuses what SPEC §5 refuses with its messages, storing nothing", async () => {
      const reply = await post(contactAction, "/contact", { name: "", email: "x", phone: "", message: "" });
      expect(reply.status).toBe(400);
      expect(fieldErrors(reply)).toMatchObject({
        name: ["Name is required"],
        email: ["Invalid email address"],
        phone: ["Phone is required"],
        message: ["Message is required"],
      });
      for (const [change, field, message] of [
        [{ name: "n".repeat(101) }, "name", "Name must be less than 100 characters"],
        [{ phone: "9".repeat(21) }, "phone", "Phone must be less than 20 characters"],
        [{ message: "m".repeat(1001) }, "message", "Message must be less than 1000 characters"],
        [{ message: "Hello\u0000" }, "message", CONTROL_CHARACTERS_MESSAGE],
      ] as const) {
        const refused = await post(contactAction, "/contact", { ...contact, ...change });
        expect(refused.status, field).toBe(400);
        expect(fieldErrors(refused)[field]).toEqual([message]);
      }
      expect(await contactMessages()).toHaveLength(0);
    });

    it("answers a filled honeypot with the thanks, and stores nothing", async () => {
      const reply = await post(contactAction, "/contact", { ...contact, [HONEYPOT_FIELD]: "http://spam.example" });
      expect(reply.status).toBe(302);
      expect(toastOf(reply)).toMatchObject({ title: "Thank you for your message! We'll get back to you soon." });
      expect(await contactMessages()).toHaveLength(0);
    });

    it("refuses an address past its limit with 429 and stores nothing more; the limit is its own", async () => {
      for (let i = 0; i < 10; i++) expect((await post(contactAction, "/contact", contact)).status).toBe(302);
      const refused = await post(contactAction, "/contact", contact);
      expect(refused.status).toBe(429);
      expect(fieldErrors(refused)[""]).toEqual([RATE_LIMITED_MESSAGE]);
      expect(await contactMessages()).toHaveLength(10);
      // The admissions forms count their own.
      expect((await post(admissionsAction, "/admissions?form=enquiry", enquiry)).status).toBe(302);
      address = "198.51.100.9";
      expect((await post(contactAction, "/contact", contact)).status).toBe(302);
    });
  });

  describe("the mail each form sets off (decision 0024)", () => {
    const OFFICE = "admissions@fatehabad-school.test";
    const outbox = () => database.db.select().from(schema.mailOutbox);
    beforeEach(async () => {
      await database.db.delete(schema.mailOutbox);
      await database.db.update(schema.siteSettings).set({
        notifyVisitRequestsEmail: OFFICE,
        notifyEnquiriesEmail: OFFICE,
        notifyContactEmail: OFFICE,
      });
    });

    it.each([
      ["a visit request", "/admissions?form=visit", { ...visit, email: "asha.parent@example.com" }, "visit_request"],
      ["an enquiry", "/admissions?form=enquiry", enquiry, "enquiry"],
      ["a contact message", "/contact", contact, "contact_message"],
    ] as const)("queues, with %s, the office's mail and the parent's confirmation", async (_, url, fields, type) => {
      const act = url === "/contact" ? contactAction : admissionsAction;
      expect((await post(act, url, fields)).status).toBe(302);
      const table = {
        visit_request: schema.visitRequests,
        enquiry: schema.admissionEnquiries,
        contact_message: schema.contactMessages,
      }[type];
      const [record] = await database.db.select({ id: table.id }).from(table);
      const mails = await outbox();
      expect(mails.map((mail) => [mail.purpose, mail.to, mail.recordType, mail.recordId]).sort()).toEqual(
        [
          [`confirmation.${type}`, [fields.email], type, record!.id],
          [`office.${type}`, [OFFICE], type, record!.id],
        ].sort(),
      );
      // Links to the record use the site's trusted address (here the test's localhost).
      expect(mails.find((mail) => mail.purpose === `office.${type}`)!.text).toContain(
        `Open it in the back office: http://localhost/admin/`,
      );
    });

    it.each([
      ["a visit request", "/admissions?form=visit", visit, schema.visitRequests, "/hi/admissions?sent=visit"],
      ["an enquiry", "/admissions?form=enquiry", enquiry, schema.admissionEnquiries, "/hi/admissions?sent=enquiry"],
      ["a contact message", "/contact", contact, schema.contactMessages, "/hi/contact"],
    ] as const)(
      "keeps the language of %s's page, comes back to it, and tells the office (docs/specification.md §21)",
      async (_, url, fields, table, back) => {
        const act = url === "/contact" ? contactAction : admissionsAction;
        const english = await post(act, url, fields);
        address = `203.0.113.${Math.floor(Math.random() * 250)}`;
        const hindi = await post(act, `/hi${url}`, fields);
        expect(hindi.status).toBe(302);
        expect(hindi.headers.get("Location")).toBe(back);
        expect(english.headers.get("Location")).toBe(back.replace(/^\/hi/, ""));
        const languages = (await database.db.select({ language: table.language }).from(table)).map(
          (row) => row.language,
        );
        expect(languages.sort()).toEqual(["en", "hi"]);
        const office = (await outbox()).filter((mail) => mail.purpose.startsWith("office.")).map((mail) => mail.text);
        expect(office.filter((text) => text.includes("Form language: Hindi"))).toHaveLength(1);
        expect(office.filter((text) => text.includes("Form language: English"))).toHaveLength(1);
      },
    );

    it("queues the office's mail only, for a parent who gave no e-mail address", async () => {
      expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(302);
      expect((await outbox()).map((mail) => mail.purpose)).toEqual(["office.visit_request"]);
    });

    it("queues nothing for what the honeypot or a rate limit refused", async () => {
      const spam = { ...enquiry, [HONEYPOT_FIELD]: "http://spam.example" };
      expect((await post(admissionsAction, "/admissions?form=enquiry", spam)).status).toBe(302);
      expect(await outbox()).toEqual([]);
      for (let i = 0; i < 10; i++)
        await post(contactAction, "/contact", {
          ...contact,
          email: `p${i}@example.com`,
          phone: `98100000${String(i).padStart(2, "0")}`,
        });
      const before = (await outbox()).length;
      expect(before).toBe(20);
      expect(
        (await post(contactAction, "/contact", { ...contact, email: "late@example.com", phone: "9810000099" })).status,
      ).toBe(429);
      expect(await outbox()).toHaveLength(before);
    });
  });

  describe("sent from a Hindi page (docs/specification.md §21)", () => {
    const inPage = { [IN_PAGE_REPLY.name]: IN_PAGE_REPLY.value };

    it("refuses what must be corrected in Hindi, and the same post from the English page in the spec's English", async () => {
      const bad = { ...visit, student_name: "", visit_date: nextSaturday, consent: "" };
      const hindi = await post(admissionsAction, "/hi/admissions?form=visit", bad);
      expect(hindi.status).toBe(400);
      expect(fieldErrors(hindi)).toEqual({
        student_name: ["कृपया विद्यार्थी का नाम लिखें"],
        visit_date: ["विद्यालय भ्रमण केवल सोमवार से शुक्रवार तक हो सकता है"],
        consent: ["कृपया सहमति के लिए बॉक्स पर टिक करें"],
      });
      const english = await post(admissionsAction, "/admissions?form=visit", bad);
      expect(english.status).toBe(400);
      expect(fieldErrors(english)).toEqual({
        student_name: ["Student name is required"],
        visit_date: ["Visits are possible Monday to Friday only"],
        consent: [CONSENT_REQUIRED],
      });

      const enquiryRefused = await post(admissionsAction, "/hi/admissions?form=enquiry", {
        ...enquiry,
        relationship: "Uncle",
        contact_no: "12",
      });
      expect(enquiryRefused.status).toBe(400);
      expect(fieldErrors(enquiryRefused)).toEqual({
        relationship: ["कृपया सूची में से संबंध चुनें"],
        contact_no: ["संपर्क नंबर में कम से कम 10 अंक होने चाहिए"],
      });
      const contactRefused = await post(contactAction, "/hi/contact", {
        ...contact,
        email: "x",
        message: "Hello\u0000",
      });
      expect(contactRefused.status).toBe(400);
      expect(fieldErrors(contactRefused)).toEqual({
        email: ["कृपया सही ई-मेल पता लिखें"],
        message: ["इस लिखावट में कुछ छिपे हुए चिह्न हैं जो सहेजे नहीं जा सकते। कृपया इसे दोबारा टाइप करें।"],
      });
      expect((await visits()).length + (await enquiryCount()) + (await contactMessages()).length).toBe(0);
    });

    it("thanks in Hindi: in the page, in the toast of the redirect back to the Hindi page, and to a bot", async () => {
      const inPageReply = await post(admissionsAction, "/hi/admissions?form=enquiry", { ...enquiry, ...inPage });
      expect(inPageReply).toMatchObject({
        status: 200,
        body: { form: "enquiry", sent: true, message: "आपकी पूछताछ भेज दी गई है! हम जल्द ही आपसे संपर्क करेंगे।" },
      });
      const redirected = await post(admissionsAction, "/hi/admissions?form=visit", visit);
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get("Location")).toBe("/hi/admissions?sent=visit");
      expect(toastOf(redirected)).toMatchObject({
        type: "success",
        title: "भ्रमण का आपका अनुरोध भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।",
      });
      const bot = await post(contactAction, "/hi/contact", { ...contact, [HONEYPOT_FIELD]: "http://spam.example" });
      expect(bot.status).toBe(302);
      expect(toastOf(bot)).toMatchObject({ title: "आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।" });
      expect(await contactMessages()).toHaveLength(0);
    });

    it("refuses a sender past the limit in Hindi", async () => {
      for (let i = 0; i < 10; i++) await post(contactAction, "/hi/contact", contact);
      const refused = await post(contactAction, "/hi/contact", contact);
      expect(refused.status).toBe(429);
      expect(fieldErrors(refused)[""]).toEqual([
        "आपने कम समय में कई अनुरोध भेजे हैं। कृपया कुछ देर बाद फिर से कोशिश करें, या विद्यालय के कार्यालय को फ़ोन करें।",
      ]);
      expect((await post(contactAction, "/contact", contact)).status).toBe(429);
      expect(fieldErrors(await post(contactAction, "/contact", contact))[""]).toEqual([RATE_LIMITED_MESSAGE]);
    });
  });

  describe("limits that never refuse a parent for what others send (decision 0016)", () => {
    // The forms' own limits (the confirmations a parent's address gets are counted apart: request-mail.test.ts).
    const rateLimitRows = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(schema.rateLimitHits)
          .where(notLike(schema.rateLimitHits.key, "confirmation:%"))
      )[0]!.n;

    it("lets parents from elsewhere, and next door, through a flood of 600 requests from one address", async () => {
      address = "203.0.113.66";
      const statuses = [];
      for (let i = 0; i < 600; i++)
        statuses.push((await post(admissionsAction, "/admissions?form=enquiry", enquiry)).status);
      expect(statuses.filter((status) => status === 302)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(590);

      for (address of ["198.51.100.7", "203.0.113.67", "2001:db8:1:2::5"]) {
        expect((await post(admissionsAction, "/admissions?form=enquiry", enquiry)).status).toBe(302);
        expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(302);
      }
      expect(await enquiryCount()).toBe(13);
      // One row per address and network block, however many requests came.
      expect(await rateLimitRows()).toBeLessThanOrEqual(2 + 3 * 2 * 2);
    });

    it("stops many addresses of one network at the network's limit, and only that network", async () => {
      for (let i = 0; i < 40; i++) {
        address = `192.0.2.${i}`;
        await post(admissionsAction, "/admissions?form=visit", visit);
        await post(admissionsAction, "/admissions?form=visit", visit);
      }
      expect(await visits()).toHaveLength(30);
      address = "192.0.2.200";
      expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(429);
      address = "198.51.100.8";
      expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(302);
    });

    it("counts a phone's rotating IPv6 addresses as one", async () => {
      for (let i = 0; i < 10; i++) {
        address = `2001:db8:aa:bb::${i + 1}`;
        expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(302);
      }
      address = "2001:db8:aa:bb:1234:5678:9abc:def0";
      expect((await post(admissionsAction, "/admissions?form=visit", visit)).status).toBe(429);
    });
  });

  it("refuses an unknown form with 400", async () => {
    expect((await post(admissionsAction, "/admissions", { intent: "newsletter" })).status).toBe(400);
  });

  it("refuses an oversized body with 413 before reading it", async () => {
    const args = routeArgs("/admissions", {
      method: "POST",
      body: "intent=visit",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(1024 * 1024) },
    });
    await expect(admissionsAction(args as never)).rejects.toMatchObject({ init: { status: 413 } });
  });
});

describe("the public forms when the database fails", () => {
  it("answers 503 with the spec's failure message, keeping what was typed", async () => {
    const database = await createTestDatabase("pglite", { prepared: true });
    setCurrentDatabase(database);
    await database.destroy();
    const reply = await post(admissionsAction, "/admissions?form=visit", visit);
    expect(reply.status).toBe(503);
    expect(fieldErrors(reply)[""]).toEqual(["Failed to submit visit request. Please try again."]);
    const result = (reply.body as { result: { initialValue?: Record<string, string> } }).result;
    expect(result.initialValue?.student_name).toBe(visit.student_name);

    const failedEnquiry = await post(admissionsAction, "/admissions?form=enquiry", enquiry);
    expect(fieldErrors(failedEnquiry)[""]).toEqual(["Failed to submit enquiry. Please try again."]);

    const failedMessage = await post(contactAction, "/contact", contact);
    expect(failedMessage.status).toBe(503);
    expect(fieldErrors(failedMessage)[""]).toEqual(["Failed to send message. Please try again."]);
    expect(
      (failedMessage.body as { result: { initialValue?: Record<string, string> } }).result.initialValue,
    ).toMatchObject({ name: contact.name, message: contact.message });

    // From a Hindi page, in Hindi.
    const failedInHindi = await post(admissionsAction, "/hi/admissions?form=visit", visit);
    expect(failedInHindi.status).toBe(503);
    expect(fieldErrors(failedInHindi)[""]).toEqual(["भ्रमण का अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।"]);
  });
});

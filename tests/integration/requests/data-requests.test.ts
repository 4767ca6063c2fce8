// Requests from data principals (decision 0033), on both databases: the
// "Your data" form (consent, honeypot, limits, the office's mail), who asked
// verified before anything happens (decision 0041: a link to an address on
// the records, or staff's call), a withdrawal that stops queued mail only
// then and never the school's own, the queue with due dates behind its own
// permission, and the tool that finds a person's every record across the
// tables, exports them all, corrects them and erases them in one audited
// action, after which no table holds the phone number or e-mail address.
import { eq, isNull, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { PERSONAL_DATA_MESSAGES, VERIFICATION_LINK_DAYS, VERIFICATION_MESSAGES } from "~/features/data-requests/schema";
import { queueMail } from "~/features/mail/outbox.server";
import { findPersonalData, personOf } from "~/features/personal-data/personal-data.server";
import type { VerificationView } from "~/features/personal-data/verification.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { clientAddressContext } from "~/lib/server/request-context";
import * as dataRequestPage from "~/routes/admin/requests/data-request";
import * as downloadRoute from "~/routes/admin/requests/data-request-personal-data";
import * as dataRequestsPage from "~/routes/admin/requests/data-requests";
import * as contactPage from "~/routes/site/contact";
import * as yourDataPage from "~/routes/site/your-data/your-data";
import * as verifyRoute from "~/routes/site/your-data/your-data-verify";

import * as schema from "../../../db/schema";
import { addDays, longDate, schoolDate } from "../../../db/time";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { emptyTables, REQUEST_TABLES, rowsOf, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { CONSENT_REQUIRED } from "../../support/form-rules";
import { routeArgs } from "../../support/route-args";

const ADMIN = "admin@school.example";
const OFFICER = "privacy@school.example";
const EDITOR = "editor@school.example";
const today = schoolDate(new Date(), "Asia/Kolkata");

// One parent, written three ways across the forms; and another parent who must be left alone.
const PHONE = "9812345678";
const EMAIL = "asha.parent@example.com";
const OTHER_PHONE = "9898989898";
const OTHER_EMAIL = "other.parent@example.com";

let address = 10;
async function postYourData(fields: Record<string, string>, page = "/your-data") {
  const args = routeArgs(page, { method: "POST", body: formBody(fields) });
  args.context.set(clientAddressContext, `198.51.100.${address++ % 250}`);
  return outcome<{ result: { error?: Record<string, string[]> } }>(() => yourDataPage.action(args as never));
}

describe.each(testDatabaseKinds)("data requests on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [OFFICER]: { sections: ["data_requests"] },
    [EDITOR]: { sections: ["content", "contact_messages"] },
  });

  beforeEach(async () => {
    const { db } = database;
    await emptyTables(...REQUEST_TABLES, schema.rateLimitHits);
    await db.delete(schema.auditLog).where(sql`${schema.auditLog.action} not like 'user.%'`);
  });

  const request = {
    kind: "erasure",
    name: "Asha Devi",
    phone: `+91 ${PHONE.slice(0, 5)} ${PHONE.slice(5)}`,
    email: "",
    details: "Please erase what you hold about my daughter.",
    consent: "on",
  };

  describe("the Your Data form", () => {
    it("stores a request due in 90 days with its consent, and mails the privacy contact and the parent", async () => {
      await database.db.update(schema.siteSettings).set({ privacyContactEmail: "dpo@school.example" });
      const reply = await postYourData({ ...request, email: EMAIL });
      expect(reply).toMatchObject({ status: 302, location: "/your-data" });
      const [stored] = await database.db.select().from(schema.dataRequests);
      expect(stored).toMatchObject({
        kind: "erasure",
        name: "Asha Devi",
        phone: "+91 98123 45678",
        email: EMAIL,
        status: "new",
        dueOn: addDays(today, 90),
        consentNoticeVersion: 1,
      });
      expect(stored!.consentedAt).toBeInstanceOf(Date);
      const mails = await database.db.select().from(schema.mailOutbox);
      expect(mails.map((mail) => mail.purpose).sort()).toEqual(["confirmation.data_request", "office.data_request"]);
      const office = mails.find((mail) => mail.purpose === "office.data_request")!;
      expect(office.to).toEqual(["dpo@school.example"]);
      expect(office.subject).toBe("New data request: Erasure from Asha Devi");
      expect(office.text).toContain(`/admin/data-requests/${stored!.id}`);
      expect(mails.find((mail) => mail.purpose === "confirmation.data_request")!.to).toEqual([EMAIL]);
    });

    it("refuses a request without consent, or naming nobody, with clear messages, storing nothing", async () => {
      const { consent: _consent, ...withoutConsent } = request;
      const refused = await postYourData(withoutConsent);
      expect(refused.status).toBe(400);
      expect(refused.reply!.result.error).toEqual({ consent: [CONSENT_REQUIRED] });

      const nobody = await postYourData({ ...request, phone: "", email: "" });
      expect(nobody.status).toBe(400);
      expect(nobody.reply!.result.error).toEqual({
        phone: ["Please give the phone number or e-mail address you gave the school"],
      });

      const badKind = await postYourData({ ...request, kind: "everything" });
      expect(badKind.reply!.result.error).toEqual({ kind: ["Please choose a request from the list"] });
      expect(await database.db.select().from(schema.dataRequests)).toEqual([]);
    });

    it("drops a bot's post and limits one address like the other forms", async () => {
      expect((await postYourData({ ...request, [HONEYPOT_FIELD]: "http://spam.example" })).status).toBe(302);
      expect(await database.db.select().from(schema.dataRequests)).toEqual([]);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const args = routeArgs("/your-data", { method: "POST", body: formBody(request) });
        args.context.set(clientAddressContext, "203.0.113.77");
        statuses.push((await outcome(() => yourDataPage.action(args as never))).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe("verifying who asks (decision 0041)", () => {
    const linkIn = (text: string) => /\/your-data\/verify\?token=([\w-]+)/.exec(text)?.[1] ?? null;
    const verifyPage = (token: string | null) =>
      outcome(() => verifyRoute.loader(routeArgs(`/your-data/verify?token=${token ?? ""}`) as never));
    const pressConfirm = (token: string) => {
      const args = routeArgs("/your-data/verify", { method: "POST", body: formBody({ token }) });
      args.context.set(clientAddressContext, "198.51.100.200");
      return outcome(() => verifyRoute.action(args as never));
    };
    const statusOf = async (id: string) =>
      (await database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0]!.status;

    it("mails the link only to an address already on the records the phone leads to, never to the one typed", async () => {
      const { db } = database;
      await db.insert(schema.contactMessages).values({ name: "Asha", email: EMAIL, phone: PHONE, message: "Hello" });
      const reply = await postYourData({ ...request, name: "Attacker", phone: PHONE, email: "attacker@example.com" });
      expect(reply.status).toBe(302);
      const links = (await db.select().from(schema.mailOutbox)).filter(
        (mail) => mail.purpose === "verification.data_request",
      );
      expect(links.map((mail) => mail.to)).toEqual([[EMAIL]]);
      expect(linkIn(links[0]!.text)).toMatch(/^[\w-]{43}$/);
      // No mail to the typed address carries a link, and only the token's hash is stored.
      const typed = (await db.select().from(schema.mailOutbox)).filter((mail) =>
        mail.to.includes("attacker@example.com"),
      );
      expect(typed.map((mail) => mail.purpose)).toEqual(["confirmation.data_request"]);
      expect(typed.every((mail) => linkIn(mail.text) === null)).toBe(true);
      const [token] = await db.select().from(schema.dataRequestTokens);
      expect(token!.tokenHash).not.toBe(linkIn(links[0]!.text));

      // With no address on the records, none is sent: staff call instead.
      await db.delete(schema.mailOutbox);
      await postYourData({ ...request, phone: OTHER_PHONE, email: "attacker@example.com" });
      expect(
        (await db.select().from(schema.mailOutbox)).filter((mail) => mail.purpose === "verification.data_request"),
      ).toEqual([]);
    });

    it("marks the request verified when the link is pressed, once; opening it alone changes nothing", async () => {
      const { db } = database;
      await db.insert(schema.contactMessages).values({ name: "Asha", email: EMAIL, phone: PHONE, message: "Hello" });
      await postYourData({ ...request, phone: PHONE });
      const [mail] = (await db.select().from(schema.mailOutbox)).filter(
        (row) => row.purpose === "verification.data_request",
      );
      const token = linkIn(mail!.text)!;
      expect((await verifyPage(token)).status).toBe(200);
      expect((await db.select().from(schema.dataRequests))[0]!.verifiedAt).toBeNull();

      expect(await pressConfirm(token)).toMatchObject({ status: 302, location: "/your-data/verify?confirmed=1" });
      const [verified] = await db.select().from(schema.dataRequests);
      expect(verified).toMatchObject({ verifiedHow: "email_link", verifiedBy: null });
      expect(verified!.verifiedAt).toBeInstanceOf(Date);
      expect(await db.select().from(schema.dataRequestTokens)).toEqual([]);
      expect(
        await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "data_request.verify")),
      ).toMatchObject([{ targetId: verified!.id, details: { how: "email_link" } }]);

      // Used up: the same link, or a made-up one, is refused in words.
      for (const used of [await verifyPage(token), await pressConfirm(token), await verifyPage("x".repeat(43))]) {
        expect(used).toMatchObject({ status: 403, reply: VERIFICATION_MESSAGES.linkInvalid });
      }
      // An expired link is refused too.
      await postYourData({ ...request, phone: PHONE });
      const newer = (await db.select().from(schema.mailOutbox)).filter(
        (row) => row.purpose === "verification.data_request" && row.id !== mail!.id,
      );
      await db.update(schema.dataRequestTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await pressConfirm(linkIn(newer[0]!.text)!)).toMatchObject({
        status: 403,
        reply: VERIFICATION_MESSAGES.linkExpired,
      });
    });

    it("answers on a Hindi page in Hindi: the form's refusals, the link's refusals and the confirmation", async () => {
      const { db } = database;
      const hindiPost = (fields: Record<string, string>) => postYourData(fields, "/hi/your-data");
      const refused = await hindiPost({ ...request, kind: "", phone: "", email: "" });
      expect(refused.status).toBe(400);
      expect(refused.reply!.result.error).toEqual({
        kind: ["कृपया चुनें कि आप क्या माँग रहे हैं"],
        phone: ["कृपया वह फ़ोन नंबर या ई-मेल पता लिखें जो आपने विद्यालय को दिया था"],
      });
      expect(await db.select().from(schema.dataRequests)).toEqual([]);

      await db.insert(schema.contactMessages).values({ name: "Asha", email: EMAIL, phone: PHONE, message: "Hello" });
      expect(await hindiPost({ ...request, phone: PHONE })).toMatchObject({ status: 302, location: "/hi/your-data" });
      const [mail] = (await db.select().from(schema.mailOutbox)).filter(
        (row) => row.purpose === "verification.data_request",
      );
      const token = linkIn(mail!.text)!;
      const hindiVerify = (path: string, init?: RequestInit) => {
        const args = routeArgs(path, init);
        args.context.set(clientAddressContext, "198.51.100.202");
        return outcome(() => (init ? verifyRoute.action(args as never) : verifyRoute.loader(args as never)));
      };
      expect(await hindiVerify(`/hi/your-data/verify?token=${"x".repeat(43)}`)).toMatchObject({
        status: 403,
        reply:
          "यह लिंक सही नहीं है, या इसका उपयोग पहले ही हो चुका है। कृपया अपना अनुरोध फिर से भेजें, या विद्यालय के कार्यालय को फ़ोन करें।",
      });
      expect(await hindiVerify("/hi/your-data/verify", { method: "POST", body: formBody({ token }) })).toMatchObject({
        status: 302,
        location: "/hi/your-data/verify?confirmed=1",
      });
      expect((await db.select().from(schema.dataRequests))[0]!.verifiedAt).toBeInstanceOf(Date);

      // An expired link, refused in Hindi; the same in English says the office's words.
      await hindiPost({ ...request, phone: PHONE });
      const [newer] = (await db.select().from(schema.mailOutbox)).filter(
        (row) => row.purpose === "verification.data_request" && row.id !== mail!.id,
      );
      await db.update(schema.dataRequestTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await hindiVerify(`/hi/your-data/verify?token=${linkIn(newer!.text)}`)).toMatchObject({
        status: 403,
        reply: "इस लिंक की समय-सीमा समाप्त हो गई है। कृपया अपना अनुरोध फिर से भेजें, या विद्यालय के कार्यालय को फ़ोन करें।",
      });
      expect(await verifyPage(linkIn(newer!.text))).toMatchObject({
        status: 403,
        reply: VERIFICATION_MESSAGES.linkExpired,
      });
    });

    it("writes the link's mail and the confirmation in the language of the form's page; the English word for word", async () => {
      const { db } = database;
      await db.update(schema.siteSettings).set({ privacyContactEmail: "dpo@school.example" });
      await db.insert(schema.contactMessages).values({ name: "Asha", email: EMAIL, phone: PHONE, message: "Hello" });
      const school = (await db.select().from(schema.siteSettings))[0]!.schoolName;
      const due = addDays(today, 90);
      const expires = addDays(today, VERIFICATION_LINK_DAYS);
      const mailsOf = async () => {
        const mails = await db.select().from(schema.mailOutbox);
        await db.delete(schema.mailOutbox);
        return {
          link: mails.find((mail) => mail.purpose === "verification.data_request")!,
          confirmation: mails.find((mail) => mail.purpose === "confirmation.data_request")!,
          office: mails.find((mail) => mail.purpose === "office.data_request")!,
        };
      };

      await postYourData({ ...request, phone: PHONE, email: "asha.typed@example.com" });
      const english = await mailsOf();
      expect(english.link.subject).toBe(`Please confirm your request about your details: ${school}`);
      expect(english.link.text.replace(/token=[\w-]+/, "token=…")).toBe(
        [
          "Dear parent,",
          `Someone using the name Asha Devi has asked ${school} to: erase my details. We are writing to the e-mail address you gave the school before.`,
          `If you made this request, open this link and press "Confirm My Request" (it works until ${longDate(expires)}):`,
          "http://localhost/your-data/verify?token=…",
          "If you did not make it, do nothing: the school will not act on it without checking with you. You may also call the office.",
          `The school will answer a confirmed request by ${longDate(due)}.`,
          school,
        ].join("\n\n"),
      );
      expect(english.confirmation.subject).toBe(`We have your request about your details: ${school}`);
      expect(english.confirmation.text).toMatch(
        new RegExp(
          `^Dear Asha Devi,\n\nThank you\\. We have your request to erase my details\\. The school will answer it by ${longDate(due)}, within the 90 days the law allows\\.\n\nBefore it acts, `,
        ),
      );

      await postYourData({ ...request, phone: PHONE, email: "asha.typed@example.com" }, "/hi/your-data");
      const hindi = await mailsOf();
      expect(hindi.link.subject).toBe(`कृपया अपनी जानकारी से जुड़े अनुरोध की पुष्टि करें: ${school}`);
      expect(hindi.link.text.replace(/token=[\w-]+/, "token=…")).toBe(
        [
          "आदरणीय अभिभावक,",
          `Asha Devi नाम से किसी ने ${school} से यह अनुरोध किया है: मेरी जानकारी मिटाना। हम आपको उस ई-मेल पते पर लिख रहे हैं, जो आपने पहले विद्यालय को दिया था।`,
          `यदि यह अनुरोध आपने किया है, तो यह लिंक खोलें और "मेरे अनुरोध की पुष्टि करें" दबाएँ (यह लिंक ${longDate(expires, "hi")} तक काम करेगा):`,
          // The link opens the confirm page in Hindi too.
          "http://localhost/hi/your-data/verify?token=…",
          "यदि यह अनुरोध आपने नहीं किया है, तो कुछ न करें: विद्यालय आपसे पूछे बिना इस पर कुछ नहीं करेगा। आप कार्यालय को फ़ोन भी कर सकते हैं।",
          `पुष्टि किए गए अनुरोध का उत्तर विद्यालय ${longDate(due, "hi")} तक देगा।`,
          school,
        ].join("\n\n"),
      );
      expect(hindi.confirmation.subject).toBe(`आपकी जानकारी से जुड़ा आपका अनुरोध हमें मिल गया है: ${school}`);
      expect(hindi.confirmation.text).toContain(
        `नमस्ते Asha Devi जी,\n\nधन्यवाद। हमें आपका यह अनुरोध मिल गया है: मेरी जानकारी मिटाना। विद्यालय ${longDate(due, "hi")} तक`,
      );
      // The office's stays English, and says the form's language.
      expect(hindi.office.subject).toBe("New data request: Erasure from Asha Devi");
      expect(hindi.office.text).toContain("Form language: Hindi");
      // The Hindi link works like the English one.
      const token = /\/hi\/your-data\/verify\?token=([\w-]+)/.exec(hindi.link.text)![1]!;
      expect(await pressConfirm(token)).toMatchObject({ status: 302 });
    });

    it("an unverified withdrawal cancels nobody's mail; verified, it cancels the parent's, never the school's", async () => {
      const { db } = database;
      await db.update(schema.siteSettings).set({
        email: "office@fatehabad-school.example",
        notifyContactEmail: "messages@fatehabad-school.example",
        privacyContactEmail: "dpo@fatehabad-school.example",
      });
      // The parent's message, with its confirmation and the office's notice pending, and a reply staff wrote.
      const message = { name: "Asha Devi", email: EMAIL, phone: PHONE, message: "Is there a bus?", consent: "on" };
      const args = routeArgs("/contact", { method: "POST", body: formBody(message) });
      args.context.set(clientAddressContext, "198.51.100.201");
      expect((await outcome(() => contactPage.action(args as never))).status).toBe(302);
      const reply = await queueMail(db, { purpose: "reply", to: [EMAIL], subject: "Re", text: "See you then" });
      const queued = await db.select().from(schema.mailOutbox);
      const confirmation = queued.find((mail) => mail.purpose === "confirmation.contact_message")!;
      const notice = queued.find((mail) => mail.purpose === "office.contact_message")!;
      expect(notice.to).toEqual(["messages@fatehabad-school.example"]);

      // A stranger withdraws in the parent's name, and in the office's.
      expect((await postYourData({ ...request, kind: "withdrawal", name: "Stranger", phone: PHONE })).status).toBe(302);
      for (const address of ["messages@fatehabad-school.example", "dpo@fatehabad-school.example"]) {
        await postYourData({ ...request, kind: "withdrawal", name: "Stranger", phone: "", email: address });
      }
      for (const id of [confirmation.id, reply, notice.id]) expect(await statusOf(id)).toBe("pending");
      const office = (await db.select().from(schema.mailOutbox)).filter((mail) =>
        mail.to.some((to) => to.endsWith("@fatehabad-school.example")),
      );
      expect(office.length).toBeGreaterThan(1);
      expect(office.every((mail) => mail.status === "pending")).toBe(true);

      // The parent presses the link mailed to them: now their mail stops, and the school's does not.
      const link = (await db.select().from(schema.mailOutbox)).find(
        (mail) => mail.purpose === "verification.data_request" && mail.to.includes(EMAIL),
      )!;
      await pressConfirm(linkIn(link.text)!);
      expect(await statusOf(confirmation.id)).toBe("cancelled");
      expect(await statusOf(reply)).toBe("cancelled");
      expect(await statusOf(notice.id)).toBe("pending");
      // Even when staff confirm the withdrawals that named the school's addresses, the school's own mail still goes.
      const strangers = await db.select().from(schema.dataRequests).where(isNull(schema.dataRequests.verifiedAt));
      expect(strangers).toHaveLength(2);
      for (const stranger of strangers) {
        const applied = await outcome<AdminReply>(() =>
          dataRequestPage.action(
            staffArgs(`/admin/data-requests/${stranger.id}`, cookies[OFFICER]!, {
              method: "POST",
              params: { id: stranger.id },
              body: formBody({ intent: "apply_withdrawal", identityChecked: "on" }),
            }) as never,
          ),
        );
        expect(applied.reply).toMatchObject({ ok: true });
      }
      expect(await statusOf(notice.id)).toBe("pending");
      const after = (await db.select().from(schema.mailOutbox)).filter((mail) =>
        mail.to.some((to) => to.endsWith("@fatehabad-school.example")),
      );
      expect(after.every((mail) => mail.status === "pending")).toBe(true);
    });
  });

  describe("the queue", () => {
    it("is open to staff with the Data Requests permission, and shows each request's due date", async () => {
      await postYourData(request);
      const page = await outcome(() =>
        dataRequestsPage.loader(staffArgs("/admin/data-requests", cookies[OFFICER]!) as never),
      );
      expect(page.status).toBe(200);
      const rows = (page.value as { page: { rows: { name: string; dueOn: string; status: string }[] } }).page.rows;
      expect(rows).toMatchObject([{ name: "Asha Devi", dueOn: addDays(today, 90), status: "new" }]);
      // The open ones, by the status group.
      const open = await outcome(() =>
        dataRequestsPage.loader(staffArgs("/admin/data-requests?status=open", cookies[OFFICER]!) as never),
      );
      expect((open.value as { page: { rows: unknown[] } }).page.rows).toHaveLength(1);
    });

    it("refuses staff without the permission: the list, the page, its changes and its downloads", async () => {
      await postYourData(request);
      const [stored] = await database.db.select().from(schema.dataRequests);
      const id = stored!.id;
      const as = (cookie: string) => ({
        list: () => dataRequestsPage.loader(staffArgs("/admin/data-requests", cookie) as never),
        page: () =>
          dataRequestPage.loader(staffArgs(`/admin/data-requests/${id}`, cookie, { params: { id } }) as never),
        erase: () =>
          dataRequestPage.action(
            staffArgs(`/admin/data-requests/${id}`, cookie, {
              method: "POST",
              params: { id },
              body: formBody({ intent: "erase_personal_data", phone: PHONE, confirm: "on" }),
            }) as never,
          ),
        download: () =>
          downloadRoute.loader(
            staffArgs(`/admin/data-requests/${id}/personal-data?format=json`, cookie, { params: { id } }) as never,
          ),
      });
      for (const run of Object.values(as(cookies[EDITOR]!))) {
        expect(await outcome(run)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      }
      for (const run of Object.values(as("")))
        expect(await outcome(run)).toMatchObject({ status: 302, location: "/admin" });
      // Nothing was erased.
      expect(await database.db.select().from(schema.dataRequests)).toMatchObject([{ phone: request.phone }]);
    });
  });

  describe("the personal data tool", () => {
    /** The parent's details, written as people write them, in every table that can hold them. */
    async function seedParent() {
      const { db } = database;
      const [visit] = await db
        .insert(schema.visitRequests)
        .values({
          studentName: "Asha Rani",
          classForAdmission: "Class I",
          contactNo: `0${PHONE.slice(0, 5)}-${PHONE.slice(5)}`,
          visitDate: addDays(today, 3),
          visitTime: "10:00 AM",
        })
        .returning();
      const [enquiry] = await db
        .insert(schema.admissionEnquiries)
        .values({
          enquirerName: "Asha Devi",
          relationship: "Mother",
          studentName: "Asha Rani",
          classForAdmission: "UKG",
          contactNo: "7000000001",
          email: "Asha.Parent@Example.com",
        })
        .returning();
      const [message] = await db
        .insert(schema.contactMessages)
        .values({ name: "Asha Devi", email: "someone@example.com", phone: PHONE, message: "Bus?" })
        .returning();
      const [dataRequest] = await db
        .insert(schema.dataRequests)
        .values({ kind: "erasure", name: "Asha Devi", phone: PHONE, email: EMAIL, dueOn: addDays(today, 90) })
        .returning();
      // A note on the other parent's enquiry that names this one, and a mail that does.
      const [other] = await db
        .insert(schema.admissionEnquiries)
        .values({
          enquirerName: "Other Parent",
          relationship: "Father",
          studentName: "Ravi",
          classForAdmission: "LKG",
          contactNo: OTHER_PHONE,
          email: OTHER_EMAIL,
        })
        .returning();
      await db.insert(schema.requestHistory).values([
        { recordType: "visit_request", recordId: visit!.id, kind: "note", body: "Called her back" },
        { recordType: "enquiry", recordId: other!.id, kind: "note", body: `Cousin of the parent on 98123 45678` },
      ]);
      await queueMail(db, {
        purpose: "office.enquiry",
        to: ["office@school.example"],
        subject: "New admission enquiry",
        text: `Email: ${EMAIL}`,
        record: { type: "enquiry", id: enquiry!.id },
      });
      await queueMail(db, { purpose: "reply", to: [EMAIL], subject: "Re", text: "Seats are open." });
      await db.insert(schema.auditLog).values({
        action: "contact_message.delete",
        targetType: "contact_message",
        details: { name: "Asha Devi", email: EMAIL, status: "new" },
      });
      return { visit: visit!, enquiry: enquiry!, message: message!, dataRequest: dataRequest!, other: other! };
    }

    const pageOf = (id: string, search = "") =>
      outcome<AdminReply>(() =>
        dataRequestPage.loader(
          staffArgs(`/admin/data-requests/${id}${search}`, cookies[OFFICER]!, { params: { id } }) as never,
        ),
      );
    const act = (id: string, fields: Record<string, string>) =>
      outcome<AdminReply>(() =>
        dataRequestPage.action(
          staffArgs(`/admin/data-requests/${id}`, cookies[OFFICER]!, {
            method: "POST",
            params: { id },
            body: formBody(fields),
          }) as never,
        ),
      );

    it("records staff's verification by phone: who, how and with whom they spoke, audited and on the page", async () => {
      const seeded = await seedParent();
      const id = seeded.dataRequest.id;
      const before = await pageOf(id);
      expect((before.value as { verification: { verified: unknown } }).verification.verified).toBeNull();

      const missing = await act(id, { intent: "verify_by_phone", note: "" });
      expect(missing.status).toBe(400);
      expect(missing.reply!.result!.error).toEqual({
        note: [VERIFICATION_MESSAGES.noteRequired],
        called: [VERIFICATION_MESSAGES.calledConfirm],
      });
      const called = await act(id, {
        intent: "verify_by_phone",
        note: "Asha Devi herself, on 0981234-5678",
        called: "on",
      });
      expect(called.reply).toMatchObject({ ok: true });
      const [stored] = await database.db.select().from(schema.dataRequests).where(eq(schema.dataRequests.id, id));
      expect(stored).toMatchObject({
        verifiedHow: "phone_call",
        verifiedBy: OFFICER,
        verificationNote: "Asha Devi herself, on 0981234-5678",
      });
      const [audit] = await database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "data_request.verify"));
      expect(audit).toMatchObject({ actorEmail: OFFICER, targetId: id, details: { how: "phone_call" } });
      const after = await pageOf(id);
      expect((after.value as { verification: { verified: unknown } }).verification.verified).toMatchObject({
        how: "phone_call",
        by: OFFICER,
        note: "Asha Devi herself, on 0981234-5678",
      });
      // Once is enough.
      expect((await act(id, { intent: "verify_by_phone", note: "Again", called: "on" })).status).toBe(409);
    });

    it("warns when the phone typed leads to records with another name or e-mail, and lists them", async () => {
      const seeded = await seedParent();
      const [attacker] = await database.db
        .insert(schema.dataRequests)
        .values({ kind: "erasure", name: "Attacker", phone: PHONE, email: "attacker@example.com", dueOn: today })
        .returning();
      const page = await pageOf(attacker!.id);
      const view = (page.value as { verification: VerificationView }).verification;
      expect(view.verified).toBeNull();
      expect(view.mismatches).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: `/admin/contact-messages/${seeded.message.id}`, name: "Asha Devi" }),
          expect.objectContaining({ path: `/admin/data-requests/${seeded.dataRequest.id}`, email: EMAIL }),
        ]),
      );
      // The parent's own request, under their own name and address, is not warned about the visit that has no e-mail.
      const own = (await pageOf(seeded.dataRequest.id)).value as { verification: VerificationView };
      expect(own.verification.mismatches.map((record) => record.path)).not.toContain(
        `/admin/visit-requests/${seeded.visit.id}`,
      );
    });

    it("stops a withdrawal's mail from its page only once verified or confirmed", async () => {
      const { db } = database;
      await db.insert(schema.contactMessages).values({ name: "Asha", email: EMAIL, phone: PHONE, message: "Hello" });
      const [withdrawal] = await db
        .insert(schema.dataRequests)
        .values({ kind: "withdrawal", name: "Asha", phone: PHONE, dueOn: today })
        .returning();
      const reply = await queueMail(db, { purpose: "reply", to: [EMAIL], subject: "Re", text: "Text" });
      const refused = await act(withdrawal!.id, { intent: "apply_withdrawal" });
      expect(refused.status).toBe(409);
      expect(refused.reply!.result!.error).toEqual({ identityChecked: [VERIFICATION_MESSAGES.unverified] });
      expect((await db.select().from(schema.mailOutbox))[0]!.status).toBe("pending");
      const applied = await act(withdrawal!.id, { intent: "apply_withdrawal", identityChecked: "on" });
      expect(applied.reply).toMatchObject({ ok: true, toast: { title: VERIFICATION_MESSAGES.withdrawalApplied } });
      const [mail] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, reply));
      expect(mail!.status).toBe("cancelled");
      expect((await act(withdrawal!.id, { intent: "apply_withdrawal", identityChecked: "on" })).status).toBe(409);
    });

    it("finds every record that holds the phone or the e-mail, however written, and nothing of others", async () => {
      const seeded = await seedParent();
      const held = await findPersonalData(personOf({ phone: PHONE, email: EMAIL })!);
      const ids = (place: string) => held.find((found) => found.place === place)!.rows.map((row) => row.id);
      expect(ids("visit_requests")).toEqual([seeded.visit.id]);
      expect(ids("admission_enquiries")).toEqual([seeded.enquiry.id]);
      expect(ids("contact_messages")).toEqual([seeded.message.id]);
      expect(ids("data_requests")).toEqual([seeded.dataRequest.id]);
      expect(ids("request_history")).toHaveLength(2);
      expect(ids("mail_outbox")).toHaveLength(2);
      expect(ids("audit_log")).toHaveLength(1);

      // The record page shows where, with links to the requests.
      const page = await pageOf(seeded.dataRequest.id);
      const view = (page.value as { personalData: { places: { place: string; count: number }[] } }).personalData;
      expect(view.places.find((place) => place.place === "visit_requests")).toMatchObject({
        count: 1,
        records: [{ path: `/admin/visit-requests/${seeded.visit.id}`, title: "Visit request of Asha Rani" }],
      });
    });

    it("exports every such record as JSON and as CSV, and audits the export with counts only", async () => {
      const seeded = await seedParent();
      const id = seeded.dataRequest.id;
      // Not verified: nothing leaves without staff's confirm step (decision 0041).
      const refused = await outcome(() =>
        downloadRoute.loader(
          staffArgs(`/admin/data-requests/${id}/personal-data?format=json`, cookies[OFFICER]!, {
            params: { id },
          }) as never,
        ),
      );
      expect(refused).toMatchObject({ status: 409, reply: VERIFICATION_MESSAGES.unverified });
      const download = async (format: string) => {
        const response = (await downloadRoute.loader(
          staffArgs(`/admin/data-requests/${id}/personal-data?format=${format}&identityChecked=on`, cookies[OFFICER]!, {
            params: { id },
          }) as never,
        )) as Response;
        expect(response.headers.get("Content-Disposition")).toMatch(
          new RegExp(`attachment; filename="personal-data-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
        );
        return response.text();
      };
      const json = JSON.parse(await download("json")) as { places: { place: string; rows: { id: string }[] }[] };
      const exported = json.places.flatMap((place) => place.rows.map((row) => row.id));
      for (const record of [seeded.visit, seeded.enquiry, seeded.message, seeded.dataRequest]) {
        expect(exported).toContain(record.id);
      }
      expect(exported).not.toContain(seeded.other.id);
      expect(exported).toHaveLength(4 + 2 + 2 + 1);

      const csv = await download("csv");
      // text() drops the byte-order mark the file starts with.
      expect(csv.split("\r\n")[0]).toBe("Where,Record,Field,Value");
      for (const record of [seeded.visit, seeded.enquiry, seeded.message, seeded.dataRequest]) {
        expect(csv).toContain(record.id);
      }
      const audits = await database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "data_request.export"));
      expect(audits.map((audit) => audit.details)).toEqual([
        expect.objectContaining({ format: "json", rows: expect.objectContaining({ visit_requests: 1 }) }),
        expect.objectContaining({ format: "csv" }),
      ]);
      expect(JSON.stringify(audits)).not.toContain(EMAIL);
    });

    it("corrects the phone and e-mail in every request that holds them, audited without the values", async () => {
      const seeded = await seedParent();
      const correction = {
        intent: "correct_personal_data",
        phone: PHONE,
        email: EMAIL,
        newPhone: "9000000009",
        newEmail: "asha.new@example.com",
      };
      const unconfirmed = await act(seeded.dataRequest.id, correction);
      expect(unconfirmed.status).toBe(409);
      expect(unconfirmed.reply!.result!.error).toEqual({ identityChecked: [VERIFICATION_MESSAGES.unverified] });
      expect((await database.db.select().from(schema.contactMessages))[0]!.phone).toBe(PHONE);
      const reply = await act(seeded.dataRequest.id, { ...correction, identityChecked: "on" });
      expect(reply.reply).toMatchObject({ ok: true, toast: { title: PERSONAL_DATA_MESSAGES.corrected } });
      const { db } = database;
      expect((await db.select().from(schema.visitRequests))[0]!.contactNo).toBe("9000000009");
      expect((await db.select().from(schema.contactMessages))[0]!.phone).toBe("9000000009");
      const enquiries = await db.select().from(schema.admissionEnquiries);
      expect(enquiries.find((row) => row.id === seeded.enquiry.id)!.email).toBe("asha.new@example.com");
      expect(enquiries.find((row) => row.id === seeded.other.id)).toMatchObject({
        contactNo: OTHER_PHONE,
        email: OTHER_EMAIL,
      });
      const [audit] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "data_request.correct"));
      expect(audit).toMatchObject({ actorEmail: OFFICER, targetId: seeded.dataRequest.id });
      expect(JSON.stringify(audit)).not.toContain("9000000009");

      const nothing = await act(seeded.dataRequest.id, {
        intent: "correct_personal_data",
        phone: PHONE,
        identityChecked: "on",
      });
      expect(nothing.status).toBe(400);
      expect(nothing.reply!.result!.error).toEqual({ newPhone: [PERSONAL_DATA_MESSAGES.newValue] });
    });

    it("erases it all in one audited action: afterwards no table holds the phone number or the e-mail address", async () => {
      const seeded = await seedParent();
      const id = seeded.dataRequest.id;
      const unverified = await act(id, { intent: "erase_personal_data", phone: PHONE, email: EMAIL, confirm: "on" });
      expect(unverified.status).toBe(409);
      expect(unverified.reply!.result!.error).toEqual({ identityChecked: [VERIFICATION_MESSAGES.unverified] });
      // Staff call the phone on the records: the request is verified, and the erasure needs no more.
      const called = await act(id, { intent: "verify_by_phone", note: "Asha Devi, on 98123 45678", called: "on" });
      expect(called.reply).toMatchObject({ ok: true, toast: { title: VERIFICATION_MESSAGES.verified } });
      const unconfirmed = await act(id, { intent: "erase_personal_data", phone: PHONE, email: EMAIL });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.reply!.result!.error).toEqual({ confirm: [PERSONAL_DATA_MESSAGES.confirmErase] });

      const erased = await act(id, { intent: "erase_personal_data", phone: PHONE, email: EMAIL, confirm: "on" });
      expect(erased.reply).toMatchObject({ ok: true, toast: { title: PERSONAL_DATA_MESSAGES.erased } });

      // Every table of the database, read whole, as text.
      const { db } = database;
      const tables = rowsOf<{ name: string }>(
        await db.execute(sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`),
      ).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(["visit_requests", "mail_outbox", "audit_log", "data_requests"]));
      for (const table of tables) {
        const rows = rowsOf<{ row: string }>(
          await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`),
        );
        const text = rows.map((row) => row.row).join("\n");
        expect(text.replace(/\D/g, " "), table).not.toMatch(/9\s*8\s*1\s*2\s*3\s*4\s*5\s*6\s*7\s*8/);
        expect(text.toLowerCase(), table).not.toContain(EMAIL);
      }

      // The other parent is untouched but for the mention of this one in a note about them.
      const [other] = await db
        .select()
        .from(schema.admissionEnquiries)
        .where(eq(schema.admissionEnquiries.id, seeded.other.id));
      expect(other).toMatchObject({ contactNo: OTHER_PHONE, email: OTHER_EMAIL });
      const notes = await db.select().from(schema.requestHistory);
      expect(notes.map((note) => note.body)).toEqual(["Cousin of the parent on [erased]"]);
      // The data request stays, without who sent it, as the record that it was answered.
      const [request] = await db.select().from(schema.dataRequests);
      expect(request).toMatchObject({ id, name: "Erased", phone: null, email: null, kind: "erasure" });

      const [audit] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "data_request.erase"));
      expect(audit).toMatchObject({
        actorEmail: OFFICER,
        targetId: id,
        details: {
          changed: expect.objectContaining({
            visit_requests: 1,
            admission_enquiries: 1,
            contact_messages: 1,
            data_requests: 1,
            mail_outbox: 2,
            audit_log_redacted: 1,
          }),
        },
      });

      // Looked for again: nothing is held.
      const page = await pageOf(id, `?phone=${PHONE}&email=${encodeURIComponent(EMAIL)}`);
      const view = (page.value as { personalData: { places: { count: number }[] } }).personalData;
      expect(view.places.every((place) => place.count === 0)).toBe(true);
    });
  });
});

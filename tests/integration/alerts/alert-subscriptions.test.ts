// Parents subscribe to the school's alerts (docs/specification.md §24 "Subscribing", decision 0066), on both
// databases: the form's messages, honeypot and limits; an e-mail address confirmed by a mailed link (single use,
// 7 days) before it is listed for anything; one-click unsubscribe by the link's page and by RFC 8058's post; the
// confirmation mail's List-Unsubscribe headers; the personal data tool; retention.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ALERT_SUBSCRIPTION_NOTICE } from "~/features/alert-subscriptions/notice";
import { alertSubscriptionSchema } from "~/features/alert-subscriptions/schema";
import { subscribersFor } from "~/features/alert-subscriptions/subscriptions.server";
import { deliverDueMail, type MailTransport } from "~/features/mail/mail-worker.server";
import {
  correctPersonalData,
  erasePersonalData,
  findPersonalData,
  personOf,
} from "~/features/personal-data/personal-data.server";
import { runRetention } from "~/features/retention/retention.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { clientAddressContext } from "~/lib/server/request-context";
import * as adminAlertsPage from "~/routes/admin/alerts";
import * as confirmPage from "~/routes/site/alerts/alerts-confirm";
import * as subscribePage from "~/routes/site/alerts/alerts-subscribe";
import * as unsubscribePage from "~/routes/site/alerts/alerts-unsubscribe";
import * as privacyPage from "~/routes/site/privacy";

import * as schema from "../../../db/schema";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { emptyTables, REQUEST_TABLES, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { CONSENT_REQUIRED, english } from "../../support/form-rules";
import { routeArgs } from "../../support/route-args";

const EMAIL = "asha.parent@example.com";
const MOBILE = "+91 98123 45678";
const DAY = 24 * 3600_000;
const GATEWAY = "https://gateway.example/messages";

type FormReply = { form: string; result?: { error?: Record<string, string[]> }; sent?: true; message?: string };

let address = 10;
async function postForm(fields: Record<string, string | string[]>, { page = "/alerts/subscribe", from = "" } = {}) {
  const args = routeArgs(page, { method: "POST", body: formBody(fields) });
  args.context.set(clientAddressContext, from || `198.51.100.${address++ % 250}`);
  return outcome<FormReply>(() => subscribePage.action(args as never));
}

const form = { email: EMAIL, mobile: "", topics: ["announcements"], language: "en", consent: "on" };

const confirmationMails = (db: ReturnType<typeof useTestDatabase>["db"]) =>
  db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.purpose, "confirmation.alert_subscription"));

const linkIn = (text: string, path: string) =>
  new RegExp(`(https?://[^\\s]+${path.replace("/", "\\/")}\\?token=([\\w-]+))`).exec(text);
const confirmTokenIn = (text: string) => linkIn(text, "/alerts/confirm")?.[2] ?? null;
const unsubscribeTokenIn = (text: string) => linkIn(text, "/alerts/unsubscribe")?.[2] ?? null;

const openConfirm = (token: string, page = "/alerts/confirm") =>
  outcome<string>(() => confirmPage.loader(routeArgs(`${page}?token=${token}`) as never));
const pressConfirm = (token: string, page = "/alerts/confirm") =>
  outcome<string>(() => confirmPage.action(routeArgs(page, { method: "POST", body: formBody({ token }) }) as never));
const openUnsubscribe = (token: string) =>
  outcome<{ address?: string }>(() => unsubscribePage.loader(routeArgs(`/alerts/unsubscribe?token=${token}`) as never));

describe.each(testDatabaseKinds)("alert subscriptions on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    "admin@school.example": { role: "admin" },
    "alerts@school.example": { sections: ["alerts"] },
  });

  beforeEach(async () => {
    await emptyTables(...REQUEST_TABLES, schema.alertSubscribers, schema.rateLimitHits, schema.retentionRuns);
    // A school that sends texts; "without a gateway" below takes it away.
    await database.db.update(schema.siteSettings).set({ gatewayUrl: GATEWAY });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("the form", () => {
    it("refuses what is wrong with clear messages, in English and in Hindi, storing nothing", async () => {
      const nothing = await postForm({ ...form, email: "", mobile: "" });
      expect(nothing.status).toBe(400);
      expect(nothing.reply!.result!.error).toEqual({
        email: ["Please give an e-mail address or a mobile number, or both"],
      });
      const wrong = await postForm({
        email: "asha@",
        mobile: "98123",
        topics: ["everything"],
        language: "fr",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.reply!.result!.error).toEqual({
        email: ["Invalid email address"],
        mobile: ["Mobile number must have at least 10 digits"],
        "topics[0]": ["Please choose from the list"],
        language: ["Please choose a language"],
        consent: [CONSENT_REQUIRED],
      });
      const letters = await postForm({ ...form, mobile: "call me" });
      expect(letters.reply!.result!.error).toEqual({
        mobile: ["Mobile number can only contain digits, spaces, + and -"],
      });
      const inHindi = await postForm({ ...form, email: "", mobile: "" }, { page: "/hi/alerts/subscribe" });
      expect(inHindi.reply!.result!.error).toEqual({ email: ["कृपया ई-मेल पता या मोबाइल नंबर, या दोनों लिखें"] });
      expect(await database.db.select().from(schema.alertSubscribers)).toEqual([]);
      expect(await database.db.select().from(schema.mailOutbox)).toEqual([]);
    });

    it("keeps what was typed in its answer to a refusal", async () => {
      const refused = await postForm({ ...form, consent: "" });
      expect(refused.status).toBe(400);
      expect(refused.reply!.result).toMatchObject({ initialValue: { email: EMAIL, topics: "announcements" } });
    });

    it("drops a bot's post as if it were sent, and limits one address like the other public forms", async () => {
      const bot = await postForm({ ...form, [HONEYPOT_FIELD]: "http://spam.example" });
      expect(bot).toMatchObject({ status: 303, location: "/alerts/subscribe?sent=email" });
      expect(await database.db.select().from(schema.alertSubscribers)).toEqual([]);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await postForm({ ...form, email: `parent${i}@example.com` }, { from: "203.0.113.77" })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
      expect(statuses[10]).toBe(429);
    });

    it("answers by what was given, never by what was found: the same answer for a new and a known address", async () => {
      const first = await postForm({ ...form, reply: "in-page" });
      const again = await postForm({ ...form, reply: "in-page" });
      expect(first.reply).toEqual(again.reply);
      expect(first.reply).toEqual({
        form: "alert_subscription",
        sent: true,
        message:
          "Thank you. Look in your mailbox for a message from the school and open its link to confirm: alerts are sent only after that.",
      });
      expect((await postForm({ ...form, email: "", mobile: MOBILE, reply: "in-page" })).reply!.message).toBe(
        "Thank you. The school's alerts will come to your mobile by SMS or WhatsApp when the school sends them.",
      );
      // Without scripts, the form's page in the form's language says it.
      expect(await postForm({ ...form, mobile: MOBILE }, { page: "/hi/alerts/subscribe" })).toMatchObject({
        status: 303,
        location: "/hi/alerts/subscribe?sent=both",
      });
      const page = await outcome<{ sent: string | null }>(async () =>
        subscribePage.loader(routeArgs("/alerts/subscribe?sent=both") as never),
      );
      expect(page.value).toEqual({ sent: "both" });
      const odd = await outcome(async () =>
        subscribePage.loader(routeArgs("/alerts/subscribe?sent=toString") as never),
      );
      expect(odd.value).toEqual({ sent: null });
    });
  });

  describe("double opt-in", () => {
    it("sends nothing but the confirmation until its link is used, then lists the address", async () => {
      const { db } = database;
      await postForm({ ...form, mobile: MOBILE });
      const rows = await db.select().from(schema.alertSubscribers);
      expect(rows).toHaveLength(2);
      const email = rows.find((row) => row.email)!;
      expect(email).toMatchObject({
        email: EMAIL,
        confirmedAt: null,
        wantsAnnouncements: true,
        wantsCalendar: false,
        language: "en",
        consentNoticeVersion: 1,
      });
      expect(email.consentedAt).toBeInstanceOf(Date);
      expect(rows.find((row) => row.mobile)).toMatchObject({ mobile: MOBILE, mobileKey: "9812345678" });

      // The mobile is listed at once; the e-mail address not yet.
      const origin = "https://school.example";
      expect((await subscribersFor("alert", origin)).map((r) => r.address)).toEqual([MOBILE]);

      const [mail] = await confirmationMails(db);
      expect(mail!.to).toEqual([EMAIL]);
      const token = confirmTokenIn(mail!.text)!;
      expect(token).toMatch(/^[\w-]{43}$/);
      // Only the token's hash is kept.
      expect(email.confirmTokenHash).not.toBe(token);
      expect(JSON.stringify(rows)).not.toContain(token);

      // Opening the link changes nothing (a mail scanner follows links); the button confirms.
      expect((await openConfirm(token)).status).toBe(200);
      expect((await subscribersFor("alert", origin)).map((r) => r.address)).toEqual([MOBILE]);
      expect(await pressConfirm(token)).toMatchObject({ status: 303, location: "/alerts/confirm?confirmed=1" });
      const confirmed = await outcome(() => confirmPage.loader(routeArgs("/alerts/confirm?confirmed=1") as never));
      expect(confirmed.value).toMatchObject({ confirmed: true });

      const urgent = await subscribersFor("alert", origin);
      expect(urgent.map((r) => r.address).sort()).toEqual([MOBILE, EMAIL].sort());
      const byEmail = urgent.find((r) => r.channel === "email")!;
      const unsubscribeToken = (
        await db.select().from(schema.alertSubscribers).where(eq(schema.alertSubscribers.email, EMAIL))
      )[0]!.unsubscribeToken;
      expect(byEmail).toMatchObject({
        language: "en",
        unsubscribeUrl: `${origin}/alerts/unsubscribe?token=${unsubscribeToken}`,
        headers: {
          "List-Unsubscribe": `<${origin}/alerts/unsubscribe?token=${unsubscribeToken}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      expect(urgent.find((r) => r.channel === "mobile")!.headers).toBeNull();
      // Each kind of message goes to those who want it.
      expect((await subscribersFor("announcements", origin)).map((r) => r.address).sort()).toEqual(
        [MOBILE, EMAIL].sort(),
      );
      expect(await subscribersFor("calendar", origin)).toEqual([]);
    });

    it("uses a link once: a second press, or a used link opened, is a clear 404, never a 500", async () => {
      await postForm(form);
      const token = confirmTokenIn((await confirmationMails(database.db))[0]!.text)!;
      expect((await pressConfirm(token)).status).toBe(303);
      const used = await pressConfirm(token);
      expect(used).toMatchObject({
        status: 404,
        reply:
          "This link is not valid, or it has been used already. To get the school's alerts, fill in the form again.",
      });
      expect((await openConfirm(token)).status).toBe(404);
      expect((await openConfirm("not-a-token")).status).toBe(404);
      expect((await pressConfirm("")).status).toBe(404);
      // In the page's language.
      expect((await openConfirm(token, "/hi/alerts/confirm")).reply).toBe(
        "यह लिंक सही नहीं है, या इसका उपयोग पहले ही हो चुका है। विद्यालय के अलर्ट पाने के लिए फ़ॉर्म फिर से भरें।",
      );
    });

    it("lets a link expire after 7 days: 410 and a clear message", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-12-01T04:00:00Z"));
      await postForm(form);
      const token = confirmTokenIn((await confirmationMails(database.db))[0]!.text)!;
      vi.setSystemTime(new Date("2026-12-08T03:59:00Z"));
      expect((await openConfirm(token)).status).toBe(200);
      vi.setSystemTime(new Date("2026-12-08T04:00:01Z"));
      expect(await openConfirm(token)).toMatchObject({
        status: 410,
        reply: "This link has expired. To get the school's alerts, fill in the form again.",
      });
      expect((await pressConfirm(token)).status).toBe(410);
      expect((await database.db.select().from(schema.alertSubscribers))[0]!.confirmedAt).toBeNull();
    });

    it("sends a known unconfirmed address a new link with the new choices; a confirmed one keeps its choices until the new link is used", async () => {
      const { db } = database;
      await postForm(form);
      await postForm({ ...form, topics: ["calendar"], language: "hi" });
      const mails = await confirmationMails(db);
      expect(mails).toHaveLength(2);
      expect(await db.select().from(schema.alertSubscribers)).toHaveLength(1);
      // Only the newest link works; it is in the language chosen.
      const [older, newer] = [confirmTokenIn(mails[0]!.text)!, confirmTokenIn(mails[1]!.text)!];
      expect(mails[1]!.text).toContain("/hi/alerts/confirm?token=");
      expect(mails[1]!.subject).toMatch(/^कृपया विद्यालय के अलर्ट की पुष्टि करें: /);
      expect((await pressConfirm(older)).status).toBe(404);
      expect((await pressConfirm(newer)).status).toBe(303);
      const [row] = await db.select().from(schema.alertSubscribers);
      expect(row).toMatchObject({ wantsAnnouncements: false, wantsCalendar: true, language: "hi" });

      // Someone types the confirmed address again with other choices: nothing changes until that link is used.
      await postForm({ ...form, topics: [], language: "en" });
      expect((await db.select().from(schema.alertSubscribers))[0]).toMatchObject({
        wantsCalendar: true,
        language: "hi",
        confirmedAt: row!.confirmedAt,
      });
      const third = (await confirmationMails(db))[2]!;
      expect((await pressConfirm(confirmTokenIn(third.text)!)).status).toBe(303);
      expect((await db.select().from(schema.alertSubscribers))[0]).toMatchObject({
        wantsAnnouncements: false,
        wantsCalendar: false,
        language: "en",
        pendingChoices: null,
        confirmedAt: row!.confirmedAt,
      });
    });

    it("mails one mailbox at most three links an hour, however its address is spelled", async () => {
      const { db } = database;
      for (const spelling of [
        "asha.parent@gmail.com",
        "ashaparent@gmail.com",
        "Asha.Parent+x@gmail.com",
        "a.s.h.a.parent@googlemail.com",
      ]) {
        expect((await postForm({ ...form, email: spelling })).status).toBe(303);
      }
      expect(await confirmationMails(db)).toHaveLength(3);
    });

    it("writes a mobile number once, however it is written, with the latest choices", async () => {
      const { db } = database;
      await postForm({ ...form, email: "", mobile: "98123 45678" });
      await postForm({ ...form, email: "", mobile: "+91-9812345678", topics: ["calendar"] });
      const rows = await db.select().from(schema.alertSubscribers);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ mobile: "+91-9812345678", wantsAnnouncements: false, wantsCalendar: true });
      expect(await db.select().from(schema.mailOutbox)).toEqual([]);
    });
  });

  describe("the confirmation mail", () => {
    it("goes through the outbox with the unsubscribe link in its text and RFC 8058's headers, which the worker sends", async () => {
      const { db } = database;
      await postForm(form);
      const [mail] = await confirmationMails(db);
      const [row] = await db.select().from(schema.alertSubscribers);
      const unsubscribe = `http://localhost/alerts/unsubscribe?token=${row!.unsubscribeToken}`;
      expect(mail!.text).toContain(unsubscribe);
      expect(mail!.subject).toMatch(/^Please confirm your school alerts: /);
      expect(mail!.headers).toEqual({
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
      const transport: MailTransport = {
        sendMail: async (message) => {
          sent.push(message);
          return { accepted: message.to, rejected: [] };
        },
      };
      await deliverDueMail(transport, "office@school.example");
      expect(sent).toHaveLength(1);
      expect(sent[0]!.headers).toEqual(mail!.headers);
    });
  });

  describe("unsubscribing", () => {
    async function subscribedRow() {
      await postForm(form);
      const [mail] = await confirmationMails(database.db);
      return { token: unsubscribeTokenIn(mail!.text)!, mail: mail! };
    }

    it("shows a page with one button, which unsubscribes without signing in", async () => {
      const { token } = await subscribedRow();
      const page = await openUnsubscribe(token);
      expect(page.value).toMatchObject({ done: false, address: EMAIL });
      expect(await database.db.select().from(schema.alertSubscribers)).toHaveLength(1);
      const pressed = await outcome(() =>
        unsubscribePage.action(
          routeArgs(`/alerts/unsubscribe?token=${token}`, { method: "POST", body: formBody({}) }) as never,
        ),
      );
      expect(pressed).toMatchObject({ status: 303, location: "/alerts/unsubscribe?done=1" });
      expect(await database.db.select().from(schema.alertSubscribers)).toEqual([]);
      // The link now names nobody: a plain 404.
      expect(await openUnsubscribe(token)).toMatchObject({
        status: 404,
        reply: "This link is not valid, or these alerts were stopped already.",
      });
    });

    it("unsubscribes at once on a mail client's one-click post (RFC 8058), answered 200, and stops a waiting confirmation", async () => {
      const { token, mail } = await subscribedRow();
      const args = routeArgs(`/alerts/unsubscribe?token=${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      const oneClick = await outcome(() => unsubscribePage.action(args as never));
      expect(oneClick).toMatchObject({ status: 200, reply: { done: true } });
      expect(await database.db.select().from(schema.alertSubscribers)).toEqual([]);
      expect(await database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, mail.id))).toEqual([]);
      // The page rendered after it says so: the loader is told by the action, not by the token, now gone.
      const after = await outcome(() =>
        unsubscribePage.loader({ ...args, request: new Request(args.request.url) } as never),
      );
      expect(after.value).toMatchObject({ done: true });
      const again = await outcome(() =>
        unsubscribePage.action(
          routeArgs(`/alerts/unsubscribe?token=${token}`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "List-Unsubscribe=One-Click",
          }) as never,
        ),
      );
      expect(again.status).toBe(404);
    });

    it("answers an unknown or malformed token 404 with a plain message", async () => {
      for (const token of ["", "nope", "a".repeat(43), "%00"]) {
        expect((await openUnsubscribe(token)).status).toBe(404);
      }
      const posted = await outcome(() =>
        unsubscribePage.action(
          routeArgs("/alerts/unsubscribe", { method: "POST", body: formBody({ token: "x" }) }) as never,
        ),
      );
      expect(posted.status).toBe(404);
    });
  });

  describe("personal data and retention", () => {
    it("the tool finds a subscriber by phone (last 10 digits) or e-mail (any case), corrects and erases them", async () => {
      const { db } = database;
      await postForm({ ...form, mobile: MOBILE });
      const byEmail = await findPersonalData(personOf({ email: "ASHA.Parent@Example.com" })!);
      expect(byEmail.find((place) => place.place === "alert_subscribers")!.rows).toHaveLength(1);
      const byPhone = await findPersonalData(personOf({ phone: "09812345678" })!);
      expect(byPhone.find((place) => place.place === "alert_subscribers")!.rows).toMatchObject([{ mobile: MOBILE }]);

      const actor = { actorUserId: null, actorEmail: "privacy@school.example", ipAddress: "127.0.0.1" };
      const corrected = await correctPersonalData(
        personOf({ phone: MOBILE, email: EMAIL })!,
        { phone: "9876500000", email: "asha.new@example.com" },
        actor,
        null,
      );
      expect(corrected.alert_subscribers).toBe(2);
      expect((await db.select().from(schema.alertSubscribers)).map((row) => row.email ?? row.mobileKey).sort()).toEqual(
        ["9876500000", "asha.new@example.com"],
      );

      const erased = await erasePersonalData(
        personOf({ phone: "9876500000", email: "asha.new@example.com" })!,
        actor,
        null,
      );
      expect(erased.alert_subscribers).toBe(2);
      expect(await db.select().from(schema.alertSubscribers)).toEqual([]);
      // The confirmation mail to the old address went with the erasure of that address.
      const left = await findPersonalData(personOf({ email: EMAIL })!);
      expect(left.find((place) => place.place === "alert_subscribers")!.rows).toEqual([]);
    });

    it("retention erases an e-mail address never confirmed once its link has expired, and keeps confirmed ones", async () => {
      const { db } = database;
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-12-01T04:00:00Z"));
      await postForm({ ...form, email: "never@example.com" });
      await postForm({ ...form, email: "confirmed@example.com", mobile: MOBILE });
      const mails = await confirmationMails(db);
      const confirmedMail = mails.find((mail) => mail.to[0] === "confirmed@example.com")!;
      expect((await pressConfirm(confirmTokenIn(confirmedMail.text)!)).status).toBe(303);

      const sixDays = await runRetention(new Date(Date.now() + 6 * DAY));
      expect(sixDays!.erased.alert_subscribers_unconfirmed).toBe(0);
      await db.delete(schema.retentionRuns);
      const eightDays = await runRetention(new Date(Date.now() + 8 * DAY));
      expect(eightDays!.erased.alert_subscribers_unconfirmed).toBe(1);
      const left = await db.select().from(schema.alertSubscribers);
      expect(left.map((row) => row.email ?? row.mobile).sort()).toEqual([MOBILE, "confirmed@example.com"].sort());
    });
  });

  describe("without a gateway, alerts go by e-mail alone (decision 0075)", () => {
    const noGateway = () => database.db.update(schema.siteSettings).set({ gatewayUrl: "" });

    it("tells every page whether texts go, so that none offers the mobile number without a gateway", async () => {
      const root = await import("~/root");
      const rootData = async (page: string) =>
        (await outcome<{ settings: { textMessages: boolean } }>(() => root.loader(routeArgs(page) as never))).reply!;
      expect((await rootData("/alerts/subscribe")).settings.textMessages).toBe(true);
      await noGateway();
      expect((await rootData("/alerts/subscribe")).settings.textMessages).toBe(false);
      expect((await rootData("/hi/contact")).settings.textMessages).toBe(false);
    });

    it("refuses a mobile number sent all the same, in the page's language, rather than promise texts", async () => {
      await noGateway();
      const mobileOnly = await postForm({ ...form, email: "", mobile: MOBILE });
      expect(mobileOnly.status).toBe(400);
      expect(mobileOnly.reply!.result!.error).toEqual({
        mobile: ["The school does not send alerts by SMS or WhatsApp yet. Please give an e-mail address."],
      });
      const nothing = await postForm({ ...form, email: "" });
      expect(nothing.reply!.result!.error).toEqual({ email: ["Please give an e-mail address"] });
      const both = await postForm({ ...form, mobile: MOBILE }, { page: "/hi/alerts/subscribe" });
      expect(both.status).toBe(400);
      expect(both.reply!.result!.error).toEqual({
        mobile: ["विद्यालय अभी एसएमएस या व्हाट्सऐप से अलर्ट नहीं भेजता। कृपया ई-मेल पता लिखें।"],
      });
      expect(await database.db.select().from(schema.alertSubscribers)).toEqual([]);
      // An e-mail address alone is taken, and its thanks promise no text.
      const email = await postForm({ ...form, reply: "in-page" });
      expect(email.reply!.message).toBe(
        "Thank you. Look in your mailbox for a message from the school and open its link to confirm: alerts are sent only after that.",
      );
    });

    it("tells admins on the dashboard how many parents wait for texts, and nobody else", async () => {
      const { loader } = await import("~/routes/admin/dashboard");
      const texts = async (who: string) =>
        (
          (await outcome<never>(() => loader(staffArgs("/admin/dashboard", cookies[who]!) as never))).value as {
            texts: number | null;
          }
        ).texts;
      await postForm({ ...form, email: "", mobile: MOBILE });
      await postForm({ ...form, email: "both@example.com", mobile: "9812300001" });
      // With a gateway they get their texts: nobody waits.
      expect(await texts("admin@school.example")).toBeNull();
      await noGateway();
      // Each mobile number waits; the second parent's e-mail address has a row of its own.
      expect(await texts("admin@school.example")).toBe(2);
      expect(await texts("alerts@school.example")).toBeNull();
    });
  });

  describe("the Alerts page", () => {
    it("counts the subscribers: e-mail addresses confirmed and not yet, and mobile numbers", async () => {
      await postForm({ ...form, mobile: MOBILE });
      await postForm({ ...form, email: "second@example.com" });
      const token = confirmTokenIn((await confirmationMails(database.db))[0]!.text)!;
      expect((await pressConfirm(token)).status).toBe(303);
      const page = await outcome<never>(() =>
        adminAlertsPage.loader(staffArgs("/admin/alerts", cookies["admin@school.example"]!) as never),
      );
      expect((page.value as { subscribers: unknown }).subscribers).toEqual({ email: 1, unconfirmed: 1, mobile: 1 });
    });
  });

  describe("the privacy notice", () => {
    it("lists the form's every field, as the form itself declares them, and who delivers the alerts", async () => {
      const keys = Object.keys(alertSubscriptionSchema(english).shape);
      expect(ALERT_SUBSCRIPTION_NOTICE.fields.map((field) => field.key).sort()).toEqual(keys.sort());
      const page = await outcome<never>(() => privacyPage.loader(routeArgs("/privacy") as never));
      type Forms = { name: string; fields: { label: string }[]; shared: string | null }[];
      const forms = (page.value as { forms: Forms }).forms;
      // The mobile number goes to the provider that delivers the alerts (decision 0067); no request form shares.
      expect(forms.map((entry) => [entry.name, entry.shared !== null])).toContainEqual(["alert_subscription", true]);
      expect(forms.filter((entry) => entry.shared !== null)).toHaveLength(1);
      expect(forms.find((entry) => entry.name === "alert_subscription")!.shared).toBe(
        "Your mobile number is given to the SMS or WhatsApp service that delivers the school's alerts to your mobile, and only for that.",
      );
      const hindi = await outcome<never>(() => privacyPage.loader(routeArgs("/hi/privacy") as never));
      expect((hindi.value as { forms: Forms }).forms.find((entry) => entry.name === "alert_subscription")!.shared).toBe(
        "आपका मोबाइल नंबर केवल उस एसएमएस या व्हाट्सऐप सेवा को दिया जाता है जो विद्यालय के अलर्ट आपके मोबाइल तक पहुँचाती है।",
      );
      expect(forms.find((entry) => entry.name === "alert_subscription")!.fields.map((field) => field.label)).toEqual([
        "Email",
        "Mobile number",
        "Which alerts you want",
        "The language of the alerts",
        "Your consent, with when it was given and under which version of this notice",
      ]);
    });
  });
});

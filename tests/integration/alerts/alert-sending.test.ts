// Sending to subscribers (docs/specification.md §24 "Sending", decision 0067): an alert published with "Send it to
// subscribers now", or sent later, queues one message per subscriber in their language (an e-mail for a confirmed
// address, a gateway message for a mobile while a gateway is set); a second sending needs its confirmation; the
// outbox keeps within the school's hourly rate, the school's own mail first; the gateway gets each message signed
// (checked by a real HTTP server with another implementation of Standard Webhooks), and a 500 is tried again.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { ALERT_MESSAGES } from "~/features/alerts/schema";
import { BROADCAST_MESSAGES, type BroadcastSummary } from "~/features/broadcasts/broadcasts";
import { deliverDueMessages, gatewaySecret, renewGatewaySecret } from "~/features/broadcasts/gateway.server";
import { deliverDueMail, smtpTransport } from "~/features/mail/mail-worker.server";
import { mailToOrNaming, queueMail } from "~/features/mail/outbox.server";
import { personOf } from "~/lib/database/person.server";
import { loader as adminLoader } from "~/routes/admin/alerts";

import * as schema from "../../../db/schema";
import { auditFor, refused, staffArgs, succeeded, useStaff } from "../../support/admin";
import { postAlert, publishAlert } from "../../support/alerts";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { TestGateway } from "../../support/gateway";
import { allowInside } from "../../support/outbound";
import { TestMailServer } from "../../support/smtp";

// Its servers are on this machine, which is inside (decision 0080).
allowInside("127.0.0.1");

const PATH = "/admin/alerts";
const OFFICE = "office@school.example";
const NEWS = "news@school.example";
const FROM = "School Office <office@school.test>";
const MINUTE = 60_000;

// 10:00 in Fatehabad on a January morning, before the staff's sessions began (so they have not yet expired).
const NOW = new Date("2026-01-14T04:30:00Z");

const token = () => crypto.randomBytes(32).toString("base64url");

describe.each(testDatabaseKinds)("sending to subscribers on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [OFFICE]: { sections: ["alerts"] },
    [NEWS]: { sections: ["announcements"] },
  });
  let smtp: TestMailServer;
  let gateway: TestGateway;
  beforeAll(async () => {
    [smtp, gateway] = await Promise.all([TestMailServer.start(), TestGateway.start()]);
  });
  afterAll(async () => {
    await Promise.all([smtp.stop(), gateway.stop()]);
  });
  beforeEach(async () => {
    await database.db.delete(schema.alerts);
    await database.db.delete(schema.alertSubscribers);
    await database.db.delete(schema.mailOutbox);
    await database.db.update(schema.siteSettings).set({
      gatewayUrl: "",
      mailPerHour: null,
      gatewayPerHour: null,
      alertDltTemplate: "1207170000000000001",
      alertWhatsappTemplate: "school_alert",
    });
    smtp.received.length = 0;
    gateway.posts.length = 0;
    gateway.mode = "accept";
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Subscribers: English and Hindi confirmed addresses, one never confirmed, and a Hindi reader's mobile. */
  async function subscribers() {
    const consent = { consentedAt: NOW, wantsAnnouncements: false, wantsCalendar: false };
    await database.db.insert(schema.alertSubscribers).values([
      { ...consent, email: "ravi@example.test", language: "en", confirmedAt: NOW, unsubscribeToken: token() },
      { ...consent, email: "sunita@example.test", language: "hi", confirmedAt: NOW, unsubscribeToken: token() },
      { ...consent, email: "unconfirmed@example.test", language: "en", unsubscribeToken: token() },
      { ...consent, mobile: "98123 45678", mobileKey: "9812345678", language: "hi", unsubscribeToken: token() },
    ]);
    return database.db.select().from(schema.alertSubscribers);
  }

  const post = (fields: Record<string, string>, email = OFFICE) => postAlert(cookies[email]!, fields);
  // In both languages, with a link, from now.
  const publish = (fields: Record<string, string> = {}) =>
    publishAlert(cookies[OFFICE]!, {
      textHi: "कोहरे के कारण कल विद्यालय बंद रहेगा।",
      link: "/calendar",
      startsAt: "2026-01-14T10:00",
      ...fields,
    });
  const onlyAlert = async () => (await database.db.select().from(schema.alerts))[0]!;
  const messages = () => database.db.select().from(schema.mailOutbox).orderBy(schema.mailOutbox.createdAt);
  const sendings = async (alertId: string) => {
    const data = (await adminLoader(staffArgs(PATH, cookies[OFFICE]!) as never)) as {
      sendings: Record<string, BroadcastSummary[]>;
    };
    return data.sendings[alertId] ?? [];
  };

  describe("queueing", () => {
    it("publishing with the box ticked queues one e-mail per confirmed address, in its reader's language", async () => {
      const rows = await subscribers();
      expect(await publish({ send: "on" })).toMatchObject(succeeded(ALERT_MESSAGES.published));
      const alert = await onlyAlert();
      const queued = await messages();
      // No gateway is set: the mobile gets nothing; the unconfirmed address gets nothing.
      expect(queued.map((message) => message.to[0]).sort()).toEqual(["ravi@example.test", "sunita@example.test"]);
      const english = queued.find((message) => message.to[0] === "ravi@example.test")!;
      const hindi = queued.find((message) => message.to[0] === "sunita@example.test")!;
      const ravi = rows.find((row) => row.email === "ravi@example.test")!;
      expect(english).toMatchObject({
        channel: "email",
        purpose: "broadcast.alert",
        status: "pending",
        subject: "Urgent: School closed tomorrow for fog.",
        subscriberId: ravi.id,
        headers: {
          "List-Unsubscribe": `<http://localhost/alerts/unsubscribe?token=${ravi.unsubscribeToken}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      expect(english.text).toContain("Read more: http://localhost/calendar");
      expect(english.text).toContain(`http://localhost/alerts/unsubscribe?token=${ravi.unsubscribeToken}`);
      expect(hindi.subject).toBe("ज़रूरी: कोहरे के कारण कल विद्यालय बंद रहेगा।");
      expect(hindi.text).toContain("और पढ़ें: http://localhost/hi/calendar");
      expect(hindi.text).toContain("http://localhost/hi/alerts/unsubscribe?token=");
      expect(await auditFor(alert.id, "alert.send")).toMatchObject([{ details: { emails: 2, mobiles: 0 } }]);
      expect(await sendings(alert.id)).toMatchObject([{ emails: 2, mobiles: 0, delivered: 0, waiting: 2, failed: 0 }]);
    });

    it("publishing without the box sends nothing; a second sending is refused unless confirmed", async () => {
      await subscribers();
      expect(await publish()).toMatchObject(succeeded(ALERT_MESSAGES.published));
      const alert = await onlyAlert();
      expect(await messages()).toEqual([]);

      await database.db.update(schema.siteSettings).set({ gatewayUrl: gateway.url });
      expect(await post({ intent: "send", id: alert.id })).toMatchObject(succeeded(BROADCAST_MESSAGES.queued));
      expect(await messages()).toHaveLength(3);
      // The same press again, from a page that did not know it was sent: refused, nothing more queued.
      expect(await post({ intent: "send", id: alert.id })).toMatchObject(
        refused(409, BROADCAST_MESSAGES.failed, BROADCAST_MESSAGES.sentAlready),
      );
      expect(await messages()).toHaveLength(3);
      // Confirmed: every subscriber gets it a second time.
      vi.setSystemTime(NOW.getTime() + MINUTE);
      expect(await post({ intent: "send", id: alert.id, again: "yes" })).toMatchObject(
        succeeded(BROADCAST_MESSAGES.queued),
      );
      expect(await messages()).toHaveLength(6);
      expect((await auditFor(alert.id, "alert.send")).map((row) => row.details)).toEqual([
        { emails: 2, mobiles: 1 },
        { emails: 2, mobiles: 1, again: true },
      ]);
      expect(await sendings(alert.id)).toMatchObject([
        { emails: 2, mobiles: 1, waiting: 3 },
        { emails: 2, mobiles: 1, waiting: 3 },
      ]);
    });

    it("queues a sending to more subscribers than one statement takes, each once, in their language", async () => {
      // 401: two full batches of 200 and one message over, e-mails and mobiles, English and Hindi.
      const consent = { consentedAt: NOW, wantsAnnouncements: false, wantsCalendar: false };
      await database.db.insert(schema.alertSubscribers).values(
        Array.from({ length: 401 }, (_, index) => ({
          ...consent,
          language: index % 2 === 0 ? ("en" as const) : ("hi" as const),
          unsubscribeToken: token(),
          ...(index % 3 === 0
            ? { mobile: `98${String(index).padStart(8, "0")}`, mobileKey: `98${String(index).padStart(8, "0")}` }
            : { email: `parent${index}@example.test`, confirmedAt: NOW }),
        })),
      );
      await database.db.update(schema.siteSettings).set({ gatewayUrl: gateway.url });
      expect(await publish({ send: "on" })).toMatchObject(succeeded(ALERT_MESSAGES.published));
      const queued = await messages();
      const rows = await database.db.select().from(schema.alertSubscribers);
      expect(queued).toHaveLength(401);
      expect(new Set(queued.map((message) => message.subscriberId)).size).toBe(401);
      expect(queued.filter((message) => message.channel === "webhook")).toHaveLength(134);
      const languageOf = new Map(rows.map((row) => [row.id, row.language]));
      for (const message of queued) {
        const hindi = languageOf.get(message.subscriberId!) === "hi";
        expect(message.subject.startsWith("ज़रूरी:")).toBe(hindi);
      }
      expect(await auditFor((await onlyAlert()).id, "alert.send")).toMatchObject([
        { details: { emails: 267, mobiles: 134 } },
      ]);
    });

    it("gives a gateway message the number in E.164, the school's templates and the values in their order", async () => {
      const rows = await subscribers();
      await database.db.update(schema.siteSettings).set({ gatewayUrl: gateway.url });
      await publish({ send: "on" });
      const [message] = (await messages()).filter((row) => row.channel === "webhook");
      const mobile = rows.find((row) => row.mobile)!;
      const unsubscribe = `http://localhost/hi/alerts/unsubscribe?token=${mobile.unsubscribeToken}`;
      expect(message!.to).toEqual(["+919812345678"]);
      expect(message!.webhookPayload).toEqual({
        type: "message.alert",
        timestamp: NOW.toISOString(),
        data: {
          id: message!.id,
          kind: "alert",
          to: "+919812345678",
          language: "hi",
          templates: { dlt: "1207170000000000001", whatsapp: "school_alert" },
          values: [
            "Fatehabad International School",
            "ज़रूरी: कोहरे के कारण कल विद्यालय बंद रहेगा।",
            "http://localhost/hi/calendar",
            unsubscribe,
          ],
          text: expect.stringContaining(unsubscribe),
        },
      });
    });

    it("the personal data tool finds a gateway message by the number it went to", async () => {
      await subscribers();
      await database.db.update(schema.siteSettings).set({ gatewayUrl: gateway.url });
      await publish({ send: "on" });
      const found = await database.db
        .select({ to: schema.mailOutbox.to })
        .from(schema.mailOutbox)
        .where(mailToOrNaming(personOf({ phone: "+91 98123-45678" })!));
      expect(found).toEqual([{ to: ["+919812345678"] }]);
    });

    it("refuses a sending to nobody, of an alert that is gone, or by staff without Alerts", async () => {
      await publish();
      const alert = await onlyAlert();
      expect(await post({ intent: "send", id: alert.id })).toMatchObject(
        refused(409, BROADCAST_MESSAGES.failed, BROADCAST_MESSAGES.nobody),
      );
      await subscribers();
      expect(await post({ intent: "send", id: MISSING_ID })).toMatchObject(
        refused(404, BROADCAST_MESSAGES.failed, BROADCAST_MESSAGES.notFound),
      );
      // Staff without Alerts are sent to their dashboard (as every guarded page does, admin-authorization.test.ts).
      expect(await post({ intent: "send", id: alert.id }, NEWS)).toMatchObject({ status: 302 });
      expect(await messages()).toEqual([]);
    });

    it("removing an alert takes back its messages still waiting", async () => {
      await subscribers();
      await publish({ send: "on" });
      const alert = await onlyAlert();
      expect(await messages()).toHaveLength(2);
      expect(await post({ intent: "remove", id: alert.id })).toMatchObject(succeeded(ALERT_MESSAGES.removed));
      expect(await messages()).toEqual([]);
      expect(await database.db.select().from(schema.broadcasts)).toEqual([]);
    });
  });

  describe("delivering", () => {
    it("keeps within the hourly rate, the school's own mail first", async () => {
      const consent = { consentedAt: NOW, confirmedAt: NOW };
      await database.db.insert(schema.alertSubscribers).values(
        ["a", "b", "c", "d"].map((name) => ({
          ...consent,
          email: `${name}@example.test`,
          unsubscribeToken: token(),
        })),
      );
      await database.db.update(schema.siteSettings).set({ mailPerHour: 2 });
      await publish({ send: "on" });
      // A parent's visit confirmation queued after the alert's four e-mails.
      vi.setSystemTime(NOW.getTime() + 1000);
      await database.db.transaction((tx) =>
        queueMail(tx, {
          purpose: "confirmation.visit_request",
          to: ["parent@example.test"],
          subject: "Visit",
          text: "Visit",
        }),
      );
      const transport = smtpTransport(smtp.url);
      try {
        const now = new Date();
        expect(await deliverDueMail(transport, FROM, now)).toEqual({ sent: 2, retry: 0, failed: 0 });
        expect(smtp.received.map((mail) => mail.mail.subject)).toEqual([
          "Visit",
          "Urgent: School closed tomorrow for fog.",
        ]);
        // The hour is used up: nothing more until its first mail is an hour old.
        expect(await deliverDueMail(transport, FROM, new Date(now.getTime() + 30 * MINUTE))).toEqual({
          sent: 0,
          retry: 0,
          failed: 0,
        });
        // The clock moves on with the worker's time, so each mail is marked sent at it.
        vi.setSystemTime(now.getTime() + 61 * MINUTE);
        expect(await deliverDueMail(transport, FROM, new Date(now.getTime() + 61 * MINUTE))).toEqual({
          sent: 2,
          retry: 0,
          failed: 0,
        });
        vi.setSystemTime(now.getTime() + 122 * MINUTE);
        expect(await deliverDueMail(transport, FROM, new Date(now.getTime() + 122 * MINUTE))).toEqual({
          sent: 1,
          retry: 0,
          failed: 0,
        });
      } finally {
        transport.close?.();
      }
      expect(smtp.received).toHaveLength(5);
      const mail = smtp.received.find((received) => received.envelope.to[0] === "a@example.test")!.mail;
      // As the mail arrived (mailparser folds the List-* fields into one object).
      expect(mail.headerLines.find((header) => header.key === "list-unsubscribe-post")?.line).toBe(
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      );
      expect(await sendings((await onlyAlert()).id)).toMatchObject([
        { emails: 4, delivered: 4, waiting: 0, failed: 0 },
      ]);
    });

    it("signs each gateway message, tries again after a 500 with the same id, and gives up on a refusal", async () => {
      await subscribers();
      await database.db.update(schema.siteSettings).set({ gatewayUrl: gateway.url });
      gateway.secret = await gatewaySecret();
      await publish({ send: "on" });
      const now = new Date();

      gateway.mode = "fail";
      expect(await deliverDueMessages(now)).toEqual({ sent: 0, retry: 1, failed: 0 });
      expect(await deliverDueMessages(new Date(now.getTime() + MINUTE / 2))).toEqual({ sent: 0, retry: 0, failed: 0 });
      gateway.mode = "accept";
      expect(await deliverDueMessages(new Date(now.getTime() + MINUTE))).toEqual({ sent: 1, retry: 0, failed: 0 });
      expect(gateway.posts.map((one) => [one.verified, one.answered])).toEqual([
        [true, 500],
        [true, 200],
      ]);
      const [first, second] = gateway.posts;
      expect(second!.id).toBe(first!.id);
      expect(second!.payload.data).toMatchObject({ id: first!.id, to: "+919812345678", language: "hi" });

      // A secret the gateway does not know: its refusal (401) is final, as an SMTP 5xx is.
      const alert = await onlyAlert();
      await renewGatewaySecret();
      vi.setSystemTime(now.getTime() + MINUTE);
      await post({ intent: "send", id: alert.id, again: "yes" });
      expect(await deliverDueMessages(new Date(now.getTime() + 2 * MINUTE))).toEqual({ sent: 0, retry: 0, failed: 1 });
      expect(gateway.posts.at(-1)).toMatchObject({ verified: false, answered: 401 });
      const [failed] = await database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.status, "failed"));
      expect(failed!.lastError).toMatch(/^The gateway answered 401/);
      expect(
        (await sendings(alert.id)).map(({ delivered, failed: given, waiting }) => [delivered, waiting, given]),
      ).toEqual([
        // The newest first: the English and Hindi e-mails wait, the gateway gave up on the mobile's.
        [0, 2, 1],
        [1, 2, 0],
      ]);
    });

    it("sends nothing to the gateway while none is set, and keeps within its own rate", async () => {
      const consent = { consentedAt: NOW };
      await database.db.insert(schema.alertSubscribers).values(
        ["9812300001", "9812300002", "9812300003"].map((mobile) => ({
          ...consent,
          mobile,
          mobileKey: mobile,
          unsubscribeToken: token(),
        })),
      );
      await database.db.update(schema.siteSettings).set({ gatewayUrl: gateway.url, gatewayPerHour: 2 });
      gateway.secret = await gatewaySecret();
      await publish({ send: "on" });
      await database.db.update(schema.siteSettings).set({ gatewayUrl: "" });
      const now = new Date();
      expect(await deliverDueMessages(now)).toEqual({ sent: 0, retry: 0, failed: 0 });
      await database.db.update(schema.siteSettings).set({ gatewayUrl: gateway.url });
      expect(await deliverDueMessages(now)).toEqual({ sent: 2, retry: 0, failed: 0 });
      expect(await deliverDueMessages(new Date(now.getTime() + 61 * MINUTE))).toEqual({ sent: 1, retry: 0, failed: 0 });
      expect(gateway.taken.map((one) => one.payload.data.to).sort()).toEqual([
        "+919812300001",
        "+919812300002",
        "+919812300003",
      ]);
    });
  });
});

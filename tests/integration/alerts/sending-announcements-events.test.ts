// Announcements and calendar events sent to subscribers (docs/specification.md §24 "Sending", decision 0067),
// through /admin/announcements' and /admin/calendar's loaders and actions, on both databases: the add form's box,
// Send and Send Again, the refusals, what each subscriber's message says in their language with their way out, the
// audit, the counts the page shows, and a delete taking its sendings and their waiting messages with it.
import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import type { AnnouncementReply } from "~/features/announcements/manage-announcements.server";
import { ANNOUNCEMENT_MESSAGES } from "~/features/announcements/schema";
import { BROADCAST_MESSAGES, type BroadcastSummary, type Reach } from "~/features/broadcasts/broadcasts";
import { EVENT_MESSAGES, type EventReply } from "~/features/calendar/event-form";
import * as announcementsPage from "~/routes/admin/announcements/announcements";
import * as calendarPage from "~/routes/admin/calendar";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, refused, staffArgs, succeeded, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";

const EDITOR = "office@school.example";
const GALLERY = "gallery@school.example";
const GATEWAY = "https://gateway.example/messages";

/** What differs between the two pages: the form, the table, the words. */
const PAGES = [
  {
    name: "announcements",
    path: "/admin/announcements",
    route: announcementsPage,
    table: schema.announcements,
    column: schema.broadcasts.announcementId,
    audit: "announcement.send",
    targetType: "announcement",
    purpose: "broadcast.announcement",
    wants: "wantsAnnouncements",
    created: ANNOUNCEMENT_MESSAGES.created,
    notFound: ANNOUNCEMENT_MESSAGES.notFound,
    form: { title: "Sports day", titleHi: "खेल दिवस", content: "On the school ground.", date: "2026-12-20" },
    deleting: (id: string) => ({ intent: "delete", id }),
  },
  {
    name: "calendar events",
    path: "/admin/calendar",
    route: calendarPage,
    table: schema.calendarEvents,
    column: schema.broadcasts.calendarEventId,
    audit: "calendar_event.send",
    targetType: "calendar_event",
    purpose: "broadcast.calendar",
    wants: "wantsCalendar",
    created: EVENT_MESSAGES.created,
    notFound: EVENT_MESSAGES.notFound,
    form: {
      title: "Sports day",
      titleHi: "खेल दिवस",
      category: "Events",
      allDay: "on",
      start: "2990-12-02",
      end: "2990-12-02",
      location: "School ground",
    },
    deleting: (id: string) => ({ intent: "delete", eventId: id }),
  },
] as const;

type Page = (typeof PAGES)[number];
type Loaded = { sendings: Record<string, BroadcastSummary[]>; reach: Reach };

describe.each(testDatabaseKinds)("sending to subscribers on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [EDITOR]: { sections: ["announcements", "publish_announcements", "calendar"] },
    [GALLERY]: { sections: ["gallery"] },
  });
  const db = () => database.db;

  beforeEach(async () => {
    await db().delete(schema.mailOutbox);
    await db().delete(schema.broadcasts);
    await db().delete(schema.alertSubscribers);
    await db().delete(schema.announcements);
    await db().delete(schema.calendarEvents);
    await setGateway("");
  });

  const setGateway = (url: string) => db().update(schema.siteSettings).set({ gatewayUrl: url });

  /** A subscription as the form and its link leave it: consent given, a way out, confirmed unless said. */
  const subscriber = (fields: Partial<typeof schema.alertSubscribers.$inferInsert>) => ({
    consentedAt: new Date(),
    confirmedAt: new Date(),
    unsubscribeToken: crypto.randomBytes(32).toString("base64url"),
    ...fields,
  });

  /**
   * Parents who asked for alerts: some want `page`'s kind (in English, in Hindi, by mobile), some do not (the other
   * kind only, alerts only), one never confirmed their address. Each one's token, by address.
   */
  async function subscribe(page: Page) {
    const other = page.wants === "wantsAnnouncements" ? "wantsCalendar" : "wantsAnnouncements";
    const rows = await db()
      .insert(schema.alertSubscribers)
      .values([
        subscriber({ email: "asha@example.com", wantsAnnouncements: true, wantsCalendar: true }),
        subscriber({ email: "ravi@example.com", language: "hi", wantsAnnouncements: true, wantsCalendar: true }),
        subscriber({ email: "meena@example.com", [page.wants]: true }),
        subscriber({ email: "other@example.com", [other]: true }),
        subscriber({ email: "alerts.only@example.com" }),
        subscriber({ email: "new@example.com", confirmedAt: null, wantsAnnouncements: true, wantsCalendar: true }),
        subscriber({
          mobile: "+91 98123 45678",
          mobileKey: "9812345678",
          language: "hi",
          confirmedAt: null,
          wantsAnnouncements: true,
          wantsCalendar: true,
        }),
      ])
      .returning();
    return Object.fromEntries(rows.map((row) => [(row.email ?? row.mobile)!, row.unsubscribeToken]));
  }

  const post = (page: Page, fields: Record<string, string>, email = EDITOR) =>
    outcome<AnnouncementReply | EventReply>(() =>
      page.route.action(staffArgs(page.path, cookies[email]!, { method: "POST", body: formBody(fields) }) as never),
    );
  const load = async (page: Page) => {
    const loaded = await outcome(() => page.route.loader(staffArgs(page.path, cookies[EDITOR]!) as never));
    expect(loaded.status).toBe(200);
    return loaded.value as Loaded;
  };

  /** A new row made through the page's add form, the box ticked or not; its id. */
  async function create(page: Page, send: boolean) {
    const result = await post(page, { intent: "create", ...page.form, ...(send ? { send: "on" } : {}) });
    expect(result).toMatchObject(succeeded(page.created));
    const [row] = await db().select({ id: page.table.id }).from(page.table).where(eq(page.table.title, "Sports day"));
    return row!.id;
  }

  const sendingsOf = (page: Page, id: string) =>
    db().select().from(schema.broadcasts).where(eq(page.column, id)).orderBy(schema.broadcasts.createdAt);
  const messagesOf = async (page: Page, id: string) => {
    const sendings = (await sendingsOf(page, id)).map((sending) => sending.id);
    if (sendings.length === 0) return [];
    return db().select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.broadcastId, sendings));
  };
  const unsubscribeUrl = (token: string, language: "en" | "hi") =>
    `http://localhost${language === "hi" ? "/hi" : ""}/alerts/unsubscribe?token=${token}`;

  describe.each(PAGES)("$name", (page) => {
    it("sends a new one with the box ticked to each confirmed address that chose it, in its language, audited", async () => {
      const tokens = await subscribe(page);
      const id = await create(page, true);

      const [sending, ...more] = await sendingsOf(page, id);
      expect(more).toHaveLength(0);
      // No gateway yet: the mobile number gets nothing.
      expect(sending).toMatchObject({ emails: 3, mobiles: 0 });
      const messages = await messagesOf(page, id);
      expect(messages.map((message) => message.to[0]).sort()).toEqual([
        "asha@example.com",
        "meena@example.com",
        "ravi@example.com",
      ]);
      for (const message of messages) {
        const address = message.to[0]!;
        const url = unsubscribeUrl(tokens[address]!, address === "ravi@example.com" ? "hi" : "en");
        expect(message).toMatchObject({
          purpose: page.purpose,
          channel: "email",
          status: "pending",
          headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        });
        expect(message.text).toContain(url);
      }
      const byAddress = (address: string) => messages.find((message) => message.to[0] === address)!;
      // The Hindi subscriber reads the Hindi title; the others the English.
      expect(byAddress("ravi@example.com").subject).toContain("खेल दिवस");
      expect(byAddress("ravi@example.com").text).toContain("और पढ़ें: http://localhost/hi");
      expect(byAddress("asha@example.com").subject).toContain("Sports day");
      expect(byAddress("asha@example.com").subject).not.toContain("खेल दिवस");

      const [entry, ...others] = await auditFor(id, page.audit);
      expect(others).toHaveLength(0);
      expect(entry).toMatchObject({
        ...actedBy(ids[EDITOR], EDITOR),
        targetType: page.targetType,
        details: { emails: 3, mobiles: 0 },
      });
    });

    it("sends to a mobile number too once the school has set a gateway, in the subscriber's language", async () => {
      const tokens = await subscribe(page);
      await setGateway(GATEWAY);
      const id = await create(page, true);

      expect(await sendingsOf(page, id)).toMatchObject([{ emails: 3, mobiles: 1 }]);
      const messages = await messagesOf(page, id);
      expect(messages).toHaveLength(4);
      const [mobile, ...more] = messages.filter((message) => message.channel === "webhook");
      expect(more).toHaveLength(0);
      const url = unsubscribeUrl(tokens["+91 98123 45678"]!, "hi");
      expect(mobile).toMatchObject({ purpose: page.purpose, to: ["+919812345678"], status: "pending" });
      expect(mobile!.text).toContain("खेल दिवस");
      expect(mobile!.text).toContain(url);
      expect(mobile!.webhookPayload).toMatchObject({
        data: { to: "+919812345678", language: "hi", values: expect.arrayContaining([url]) },
      });
      expect((await auditFor(id, page.audit))[0]?.details).toEqual({ emails: 3, mobiles: 1 });
    });

    it("queues nothing without the box", async () => {
      await subscribe(page);
      await setGateway(GATEWAY);
      const id = await create(page, false);
      expect(await sendingsOf(page, id)).toHaveLength(0);
      expect(await db().select().from(schema.mailOutbox)).toHaveLength(0);
      expect(await auditFor(id, page.audit)).toHaveLength(0);
    });

    it("adds it with the box ticked when nobody has subscribed, sending nothing", async () => {
      const id = await create(page, true);
      expect(await sendingsOf(page, id)).toHaveLength(0);
      expect(await auditFor(id, page.audit)).toHaveLength(0);
    });

    it("Send sends it once; again only with the confirmation, each audited", async () => {
      await subscribe(page);
      const id = await create(page, false);

      expect(await post(page, { intent: "send", id })).toMatchObject(succeeded(BROADCAST_MESSAGES.queued));
      expect(await messagesOf(page, id)).toHaveLength(3);

      // A second press, or a stale page, without "again": refused, nothing more queued.
      expect(await post(page, { intent: "send", id })).toMatchObject(
        refused(409, BROADCAST_MESSAGES.failed, BROADCAST_MESSAGES.sentAlready),
      );
      expect(await sendingsOf(page, id)).toHaveLength(1);
      expect(await messagesOf(page, id)).toHaveLength(3);

      await setGateway(GATEWAY);
      expect(await post(page, { intent: "send", id, again: "yes" })).toMatchObject(
        succeeded(BROADCAST_MESSAGES.queued),
      );
      expect(await sendingsOf(page, id)).toMatchObject([
        { emails: 3, mobiles: 0 },
        { emails: 3, mobiles: 1 },
      ]);
      expect(await messagesOf(page, id)).toHaveLength(7);
      expect((await auditFor(id, page.audit)).map((entry) => entry.details)).toEqual([
        { emails: 3, mobiles: 0 },
        { emails: 3, mobiles: 1, again: true },
      ]);
    });

    it("refuses Send when nobody has subscribed to it, or for one that does not exist", async () => {
      const id = await create(page, false);
      // Only those who chose the other kind, or alerts only, or never confirmed.
      await subscribe(page);
      await db().delete(schema.alertSubscribers).where(eq(schema.alertSubscribers[page.wants], true));

      expect(await post(page, { intent: "send", id })).toMatchObject(
        refused(409, BROADCAST_MESSAGES.failed, BROADCAST_MESSAGES.nobody),
      );
      expect(await post(page, { intent: "send", id: MISSING_ID })).toMatchObject(
        refused(404, BROADCAST_MESSAGES.failed, BROADCAST_MESSAGES.notFound),
      );
      expect(await post(page, { intent: "send", id: "42" })).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { title: page.notFound } },
      });
      expect(await post(page, { intent: "send", id, again: "no" })).toMatchObject({ status: 400 });
      expect(await db().select().from(schema.broadcasts)).toHaveLength(0);
      expect(await db().select().from(schema.mailOutbox)).toHaveLength(0);
      expect(await auditFor(id, page.audit)).toHaveLength(0);
    });

    it("sends staff without the section to the dashboard, sending nothing", async () => {
      await subscribe(page);
      const id = await create(page, false);
      expect(await post(page, { intent: "send", id }, GALLERY)).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
      expect(await post(page, { intent: "create", ...page.form, send: "on" }, GALLERY)).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
      expect(await db().select().from(schema.broadcasts)).toHaveLength(0);
      expect(await db().select().from(schema.mailOutbox)).toHaveLength(0);
    });

    it("lists each one's sendings, newest first, with how many messages were delivered, wait or failed", async () => {
      await subscribe(page);
      const id = await create(page, true);
      const [first] = await sendingsOf(page, id);
      // One delivered, one given up on, one still waiting.
      const [delivered, failed] = await messagesOf(page, id);
      await db()
        .update(schema.mailOutbox)
        .set({ status: "sent", sentAt: new Date() })
        .where(eq(schema.mailOutbox.id, delivered!.id));
      await db().update(schema.mailOutbox).set({ status: "failed" }).where(eq(schema.mailOutbox.id, failed!.id));
      await setGateway(GATEWAY);
      expect((await post(page, { intent: "send", id, again: "yes" })).status).toBe(200);
      const second = (await sendingsOf(page, id))[1]!;

      const loaded = await load(page);
      expect(loaded.sendings[id]).toEqual([
        {
          id: second.id,
          sentAt: second.createdAt.toISOString(),
          emails: 3,
          mobiles: 1,
          delivered: 0,
          waiting: 4,
          failed: 0,
        },
        {
          id: first!.id,
          sentAt: first!.createdAt.toISOString(),
          emails: 3,
          mobiles: 0,
          delivered: 1,
          waiting: 1,
          failed: 1,
        },
      ]);
      expect(loaded.reach).toEqual({ emails: 3, mobiles: 1, gateway: true });
    });

    it("deleting it deletes its sendings and the messages still waiting", async () => {
      await subscribe(page);
      const id = await create(page, true);
      expect(await messagesOf(page, id)).toHaveLength(3);

      expect(await post(page, page.deleting(id))).toMatchObject({ status: 200, reply: { ok: true } });
      expect(await sendingsOf(page, id)).toHaveLength(0);
      expect(await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.purpose, page.purpose))).toEqual(
        [],
      );
      // What was sent stays in the audit.
      expect(await auditFor(id, page.audit)).toHaveLength(1);
    });
  });
});

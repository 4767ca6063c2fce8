// Notices (decision 0077): drafts and who may publish them, publishing at a time to come and a last day, circular
// numbers, the audit of every field, the Notice Board and a notice's page, and sending at a notice's time.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Page } from "~/features/admin/pagination";
import { sendDueNotices } from "~/features/announcements/announcements.server";
import type { AnnouncementReply } from "~/features/announcements/manage-announcements.server";
import { listLatestAnnouncements, nextNoticeChange, type BoardNotice } from "~/features/announcements/notices.server";
import { ANNOUNCEMENT_MESSAGES } from "~/features/announcements/schema";
import { dashboardFigures } from "~/features/dashboard/dashboard.server";
import { pageFillContext, type PageFill } from "~/features/page-cache/page-cache.server";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/announcements/announcement";
import { action as listAction, loader as listLoader } from "~/routes/admin/announcements/announcements";
import { loader as noticeLoader } from "~/routes/site/notice";
import { loader as boardLoader } from "~/routes/site/notices";

import * as schema from "../../../db/schema";
import { auditFor, formBody, outcome, refused, staffArgs, succeeded, useStaff } from "../../support/admin";
import { insertRows, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const PATH = "/admin/announcements";
const WRITER = "writer@school.example";
const PUBLISHER = "publisher@school.example";
type Staff = typeof WRITER | typeof PUBLISHER;
// 10:00 in Fatehabad on a Sunday in December.
const NOW = new Date("2026-12-06T04:30:00Z");

describe.each(testDatabaseKinds)("notices on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [WRITER]: { sections: ["announcements"] },
    [PUBLISHER]: { sections: ["publish_announcements"] },
  });
  const db = () => database.db;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    await db().delete(schema.announcements);
    await db().delete(schema.alertSubscribers);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (who: Staff, fields: Record<string, string>) =>
    outcome<AnnouncementReply>(() =>
      listAction(staffArgs(PATH, cookies[who], { method: "POST", body: formBody(fields) }) as never),
    );
  const NOTICE = { title: "Winter vacation", content: "School is closed from **25 December**.", date: "2026-12-02" };
  const byTitle = async (title: string) => {
    const [row] = await db().select().from(schema.announcements).where(eq(schema.announcements.title, title));
    return row!;
  };
  const board = async (search = "", path = "/notices") => {
    const args = routeArgs(`${path}${search}`);
    const changes: Date[] = [];
    const fill: PageFill = { changesAt: (time) => changes.push(time), keep: () => {} };
    args.context.set(pageFillContext, fill);
    const data = (await boardLoader(args as never)) as {
      page: Page<BoardNotice>;
      sessions: string[];
      lastUpdated: string | null;
    };
    return { ...data, titles: data.page.rows.map((row) => row.title.text), changesAt: changes[0] ?? null };
  };
  const noticePage = (address: string, locale: "en" | "hi" = "en") =>
    outcome(() =>
      noticeLoader(routeArgs(`${locale === "hi" ? "/hi" : ""}/notices/${address}`, { params: { address } }) as never),
    );
  const addressOf = (row: { ref: number; slug: string }) => `${row.ref}${row.slug ? `-${row.slug}` : ""}`;

  describe("who may publish", () => {
    it("a writer's new notice goes to a publisher: not on the site, and the toast says what happens next", async () => {
      const result = await post(WRITER, { intent: "create", ...NOTICE });
      expect(result).toMatchObject(succeeded(ANNOUNCEMENT_MESSAGES.submitted));
      expect(result.reply?.toast.description).toBe(ANNOUNCEMENT_MESSAGES.submittedDescription);
      const row = await byTitle("Winter vacation");
      expect(row).toMatchObject({ status: "submitted", session: "2026-27", slug: "winter-vacation" });
      expect(await listLatestAnnouncements("en")).toEqual([]);
      expect((await board()).titles).toEqual([]);
      expect((await noticePage(addressOf(row))).status).toBe(404);
    });

    it("refuses a crafted post that publishes without the right, storing nothing", async () => {
      const result = await post(WRITER, { intent: "create", step: "publish", ...NOTICE });
      expect(result).toMatchObject(refused(403, "Failed to create announcement", ANNOUNCEMENT_MESSAGES.mayNotPublish));
      expect(await db().select().from(schema.announcements)).toHaveLength(0);

      const [draft] = await db()
        .insert(schema.announcements)
        .values({ ...NOTICE, status: "submitted", publishAt: null })
        .returning();
      expect(await post(WRITER, { intent: "publish", id: draft!.id })).toMatchObject({ status: 403 });
      expect(
        await post(WRITER, { intent: "update", id: draft!.id, step: "publish", ...NOTICE, title: "Changed" }),
      ).toMatchObject({ status: 403 });
      expect(await byTitle("Winter vacation")).toMatchObject({ status: "submitted" });
    });

    it("a writer may not change, take off or delete what is published", async () => {
      const [row] = await db()
        .insert(schema.announcements)
        .values({ ...NOTICE, publishAt: NOW })
        .returning();
      expect(await post(WRITER, { intent: "update", id: row!.id, ...NOTICE, title: "Changed" })).toMatchObject({
        status: 403,
      });
      expect(await post(WRITER, { intent: "unpublish", id: row!.id })).toMatchObject({ status: 403 });
      expect(await post(WRITER, { intent: "delete", id: row!.id })).toMatchObject({ status: 403 });
      expect(await byTitle("Winter vacation")).toMatchObject({ status: "published" });
    });

    it("a publisher publishes what waits, and it shows on the home page, the board and its own page", async () => {
      await post(WRITER, { intent: "create", ...NOTICE });
      const row = await byTitle("Winter vacation");
      expect(await post(PUBLISHER, { intent: "publish", id: row.id })).toMatchObject(
        succeeded(ANNOUNCEMENT_MESSAGES.published),
      );
      expect(await byTitle("Winter vacation")).toMatchObject({ status: "published", publishAt: NOW });
      expect((await listLatestAnnouncements("en")).map((notice) => notice.title.text)).toEqual(["Winter vacation"]);
      expect((await board()).titles).toEqual(["Winter vacation"]);
      const page = await noticePage(addressOf(row));
      expect(page.status).toBe(200);
      const [entry] = await auditFor(row.id, "announcement.publish");
      expect(entry?.details).toMatchObject({
        changes: {
          status: { from: "submitted", to: "published" },
          publishAt: { from: null, to: NOW.toISOString() },
        },
      });
    });

    it("a notice sent to a publisher shows on their dashboard, and not on a writer's", async () => {
      await post(WRITER, { intent: "create", ...NOTICE });
      const row = await byTitle("Winter vacation");
      expect(await dashboardFigures(["announcements", "publish_announcements"])).toMatchObject({
        notices: { waiting: 1, notices: [{ id: row.id, title: "Winter vacation" }] },
      });
      expect((await dashboardFigures(["announcements"])).notices).toBeUndefined();
      const listed = await outcome(() => listLoader(staffArgs(`${PATH}?waiting=1`, cookies[PUBLISHER]) as never));
      expect((listed.value as { page: Page<{ id: string }> }).page.rows.map((notice) => notice.id)).toEqual([row.id]);
      await post(PUBLISHER, { intent: "publish", id: row.id });
      expect((await dashboardFigures(["publish_announcements"])).notices).toEqual({ waiting: 0, notices: [] });
    });

    it("publishing needs the right that admins hold, which also opens the section", async () => {
      const result = await outcome(() => editorLoader(staffArgs(`${PATH}/new`, cookies[PUBLISHER]) as never));
      expect(result.status).toBe(200);
      expect(result.value).toMatchObject({ mayPublish: true });
      const writer = await outcome(() => editorLoader(staffArgs(`${PATH}/new`, cookies[WRITER]) as never));
      expect(writer.value).toMatchObject({ mayPublish: false });
    });
  });

  describe("the editor", () => {
    const save = (who: Staff, fields: Record<string, string>, path = `${PATH}/new`) =>
      outcome<AnnouncementReply>(() =>
        editorAction(staffArgs(path, cookies[who], { method: "POST", body: formBody(fields) }) as never),
      );

    it("saves a draft, then opens it at its own address", async () => {
      const result = await save(WRITER, {
        intent: "create",
        step: "draft",
        category: "circular",
        number: "P/2627/1",
        ...NOTICE,
      });
      const row = await byTitle("Winter vacation");
      expect(result).toMatchObject({ status: 302, location: `${PATH}/${row.id}` });
      expect(row).toMatchObject({ status: "draft", category: "circular", number: "P/2627/1" });
      const opened = await outcome(() =>
        editorLoader(staffArgs(`${PATH}/${row.id}`, cookies[WRITER], { params: { id: row.id } }) as never),
      );
      expect(opened.value).toMatchObject({
        notice: { id: row.id, status: "draft", values: { title: "Winter vacation", number: "P/2627/1" } },
        suggestedNumber: "P/2627/2",
      });
    });

    it("answers 404 for a notice that is not there, and refuses what is wrong with its message", async () => {
      for (const id of ["6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e", "not-an-id"]) {
        const result = await outcome(() =>
          editorLoader(staffArgs(`${PATH}/${id}`, cookies[WRITER], { params: { id } }) as never),
        );
        expect(result.status).toBe(404);
      }
      const cases: [Record<string, string>, string][] = [
        [{ category: "gossip" }, ANNOUNCEMENT_MESSAGES.categoryUnknown],
        [{ endsOn: "2026-12-01" }, ANNOUNCEMENT_MESSAGES.endsBeforeDate],
        [{ endsOn: "soon" }, ANNOUNCEMENT_MESSAGES.endsInvalid],
        [{ publishAt: "next tuesday" }, ANNOUNCEMENT_MESSAGES.publishAtInvalid],
        [{ number: "N".repeat(41), category: "circular" }, ANNOUNCEMENT_MESSAGES.numberTooLong],
        [{ step: "shout" }, 'Invalid option: expected one of "draft"|"submit"|"publish"'],
      ];
      for (const [fields, message] of cases) {
        const result = await save(PUBLISHER, { intent: "create", ...NOTICE, ...fields });
        expect(result.status, JSON.stringify(fields)).toBe(400);
        expect(result.reply?.toast.title).toBe(message);
      }
      expect(await db().select().from(schema.announcements)).toHaveLength(0);
    });
  });

  describe("circular numbers", () => {
    it("are unique in their session, whatever the case, and free again in the next", async () => {
      const circular = (number: string, date: string, title: string) =>
        post(PUBLISHER, { intent: "create", ...NOTICE, title, date, category: "circular", number });
      expect(await circular("P/2627/14", "2026-12-02", "First")).toMatchObject({ status: 200 });
      expect(await circular("p/2627/14", "2027-03-31", "Same session")).toMatchObject(
        refused(409, "Failed to create announcement", ANNOUNCEMENT_MESSAGES.numberTaken),
      );
      expect(await circular("P/2627/14", "2027-04-01", "Next session")).toMatchObject({ status: 200 });
      expect((await byTitle("Next session")).session).toBe("2027-28");
    });

    it("are kept only for a circular", async () => {
      await post(PUBLISHER, { intent: "create", ...NOTICE, category: "news", number: "N/1" });
      expect((await byTitle("Winter vacation")).number).toBeNull();
    });

    it("follow the school's pattern", async () => {
      await db().update(schema.siteSettings).set({ circularNumberPattern: "{n}/{session}" });
      await post(PUBLISHER, { intent: "create", ...NOTICE, category: "circular", number: "7/2026-27" });
      const opened = await outcome(() => editorLoader(staffArgs(`${PATH}/new`, cookies[WRITER]) as never));
      expect(opened.value).toMatchObject({ suggestedNumber: "8/2026-27" });
      await db().update(schema.siteSettings).set({ circularNumberPattern: "P/{yy}/{n}" });
    });
  });

  describe("every change is audited", () => {
    it("with each field's value before and after", async () => {
      await post(PUBLISHER, { intent: "create", ...NOTICE });
      const row = await byTitle("Winter vacation");
      await post(PUBLISHER, {
        intent: "update",
        id: row.id,
        ...NOTICE,
        title: "Winter vacation (changed)",
        endsOn: "2026-12-31",
        pinned: "on",
      });
      const [entry] = await auditFor(row.id, "announcement.update");
      expect(entry?.details).toEqual({
        title: "Winter vacation (changed)",
        changes: {
          title: { from: "Winter vacation", to: "Winter vacation (changed)" },
          endsOn: { from: null, to: "2026-12-31" },
          pinned: { from: false, to: true },
        },
      });
      // Saved again, a published notice keeps the time it was published, and its address.
      const after = await byTitle("Winter vacation (changed)");
      expect(after).toMatchObject({ status: "published", publishAt: row.publishAt, slug: "winter-vacation" });
    });
  });

  describe("a time to come", () => {
    it("keeps a scheduled notice out of every page until its time, and tells kept pages when that is", async () => {
      const result = await post(PUBLISHER, { intent: "create", ...NOTICE, publishAt: "2026-12-06T18:00" });
      expect(result).toMatchObject(succeeded(ANNOUNCEMENT_MESSAGES.created));
      const row = await byTitle("Winter vacation");
      const at = new Date("2026-12-06T12:30:00Z"); // 18:00 in Fatehabad
      expect(row).toMatchObject({ status: "published", publishAt: at });

      expect(await listLatestAnnouncements("en")).toEqual([]);
      const before = await board();
      expect(before.titles).toEqual([]);
      expect(before.changesAt).toEqual(at);
      expect((await noticePage(addressOf(row))).status).toBe(404);
      expect(await nextNoticeChange(NOW)).toEqual(at);

      vi.setSystemTime(new Date(at.getTime() - 1));
      expect((await board()).titles).toEqual([]);
      vi.setSystemTime(at);
      expect((await board()).titles).toEqual(["Winter vacation"]);
      // Gone up by itself, it dates the board: the day of its time, not of its last save.
      await db()
        .update(schema.pageAreaChanges)
        .set({ changedAt: new Date("2026-11-01T00:00:00Z") });
      expect(await board()).toMatchObject({ lastUpdated: "2026-12-06" });
      expect((await listLatestAnnouncements("en")).map((notice) => notice.title.text)).toEqual(["Winter vacation"]);
      expect((await noticePage(addressOf(row))).status).toBe(200);
      expect(await nextNoticeChange(at)).toBeNull();
    });

    it("sends a scheduled notice to its subscribers at its time, once", async () => {
      await db()
        .insert(schema.alertSubscribers)
        .values({
          email: "asha@example.com",
          wantsAnnouncements: true,
          consentedAt: NOW,
          confirmedAt: NOW,
          unsubscribeToken: "t".repeat(43),
        });
      await post(PUBLISHER, { intent: "create", ...NOTICE, publishAt: "2026-12-06T18:00", send: "on" });
      const row = await byTitle("Winter vacation");
      const sendings = () => db().select().from(schema.broadcasts).where(eq(schema.broadcasts.announcementId, row.id));
      expect(await sendDueNotices(new Date(), "https://school.example")).toBe(0);
      expect(await sendings()).toHaveLength(0);

      const at = new Date("2026-12-06T12:30:00Z");
      vi.setSystemTime(at);
      expect(await sendDueNotices(new Date(), "https://school.example")).toBe(1);
      expect(await sendDueNotices(new Date(), "https://school.example")).toBe(0);
      expect(await sendings()).toMatchObject([{ emails: 1, mobiles: 0 }]);
      const [mail] = await db().select().from(schema.mailOutbox);
      expect(mail?.to).toEqual(["asha@example.com"]);
      // Its title, its first lines without their marks, and its page.
      expect(mail?.text).toContain("School is closed from 25 December.");
      expect(mail?.text).toContain(`https://school.example/notices/${row.ref}-winter-vacation`);
    });

    it("sends one published now at once, when asked", async () => {
      await db()
        .insert(schema.alertSubscribers)
        .values({
          email: "ravi@example.com",
          wantsAnnouncements: true,
          consentedAt: NOW,
          confirmedAt: NOW,
          unsubscribeToken: "u".repeat(43),
        });
      await post(PUBLISHER, { intent: "create", ...NOTICE, send: "on" });
      const row = await byTitle("Winter vacation");
      expect(row.sendWhenPublished).toBe(false);
      expect(
        await db().select().from(schema.broadcasts).where(eq(schema.broadcasts.announcementId, row.id)),
      ).toHaveLength(1);
      expect(await sendDueNotices()).toBe(0);
    });
  });

  describe("the last day", () => {
    it("takes a notice off the home page and the current list after its last day, keeping it in the archive", async () => {
      await post(PUBLISHER, { intent: "create", ...NOTICE, endsOn: "2026-12-06" });
      const row = await byTitle("Winter vacation");
      expect((await board()).titles).toEqual(["Winter vacation"]);
      vi.setSystemTime(new Date("2026-12-06T18:30:00Z")); // midnight in Fatehabad
      expect(await listLatestAnnouncements("en")).toEqual([]);
      expect((await board()).titles).toEqual([]);
      expect((await board("?session=2026-27")).titles).toEqual(["Winter vacation"]);
      const page = await noticePage(addressOf(row));
      expect(page).toMatchObject({ status: 200, value: { notice: { current: false } } });
    });
  });

  describe("the Notice Board", () => {
    beforeEach(async () => {
      await db()
        .insert(schema.announcements)
        .values(
          (
            [
              {
                title: "Sports day",
                titleHi: "खेल दिवस",
                content: "On the ground.",
                date: "2026-11-20",
                category: "event",
              },
              { title: "Unit test timetable", content: "See the PDF.", date: "2026-11-25", category: "examination" },
              {
                title: "Fees reminder",
                content: "Pay by 10th.",
                date: "2026-10-01",
                category: "circular",
                number: "P/2627/3",
                pinned: true,
              },
              {
                title: "Last year's result",
                content: "Well done.",
                date: "2026-03-20",
                category: "result",
                endsOn: "2026-04-30",
              },
              { title: "A draft", content: "Not yet.", date: "2026-12-01", status: "draft", publishAt: null },
            ] satisfies (typeof schema.announcements.$inferInsert)[]
          )
            // Published at the tests' clock: a row's own default is the database server's.
            .map((row) => ({ publishAt: NOW, ...row })),
        );
    });

    it("lists current notices, pinned first, then newest, with what each is", async () => {
      const { page, sessions, titles } = await board();
      expect(titles).toEqual(["Fees reminder", "Unit test timetable", "Sports day"]);
      expect(page.rows[0]).toMatchObject({
        pinned: true,
        category: "circular",
        number: "P/2627/3",
        date: "2026-10-01",
      });
      expect(sessions).toEqual(["2026-27", "2025-26"]);
    });

    it("offers the sessions it has shown notices of, newest first, and not one a notice to come opens", async () => {
      await db()
        .insert(schema.announcements)
        .values([
          { title: "Old circular", content: "Text", date: "2023-06-01", category: "circular", publishAt: NOW },
          {
            title: "Next year's calendar",
            content: "Text",
            date: "2027-04-01",
            category: "event",
            publishAt: new Date(NOW.getTime() + 86_400_000),
          },
          { title: "Drafted", content: "Text", date: "2028-04-01", status: "draft", publishAt: null },
        ]);
      expect((await board()).sessions).toEqual(["2026-27", "2025-26", "2023-24"]);
    });

    it("filters by category and by session, and searches either language's words", async () => {
      expect((await board("?category=event")).titles).toEqual(["Sports day"]);
      expect((await board("?session=2025-26")).titles).toEqual(["Last year's result"]);
      expect((await board("?session=2025-26&category=event")).titles).toEqual([]);
      expect((await board("?q=TIMETABLE")).titles).toEqual(["Unit test timetable"]);
      expect((await board("?q=खेल", "/hi/notices")).titles).toEqual(["खेल दिवस"]);
      expect((await board("?q=100%25")).titles).toEqual([]);
      expect((await board("?q=p/2627/3")).titles).toEqual(["Fees reminder"]);
      // What the board does not know is left out: every notice that is current.
      expect((await board("?category=gossip&session=yesterday&page=x")).titles).toHaveLength(3);
    });

    it("is read twenty a page", async () => {
      await insertRows(schema.announcements, 45, (index) => ({
        title: `Notice ${index}`,
        content: "Text",
        publishAt: NOW,
        date: `2026-11-${String((index % 28) + 1).padStart(2, "0")}`,
      }));
      const first = await board();
      expect(first.page).toMatchObject({ total: 48, pageCount: 3, page: 1 });
      expect(first.titles).toHaveLength(20);
      const third = await board("?page=3");
      expect(third.titles).toHaveLength(8);
      const seen = new Set([...first.titles, ...(await board("?page=2")).titles, ...third.titles]);
      expect(seen.size).toBe(48);
    });

    it("gives a notice a page of its own, sending other words of its address on to its own", async () => {
      const [row] = await db()
        .insert(schema.announcements)
        .values({
          title: "Annual Day",
          slug: "annual-day",
          publishAt: NOW,
          content: "Dear parents,\n\n- Come at 9\n- Bring **tickets**",
          date: "2026-12-01",
        })
        .returning();
      const page = await noticePage(`${row!.ref}-annual-day`);
      expect(page).toMatchObject({
        status: 200,
        value: {
          address: `http://localhost/notices/${row!.ref}-annual-day`,
          notice: {
            title: { text: "Annual Day" },
            summary: "Dear parents,\n\n• Come at 9\n• Bring tickets",
            blocks: [
              { t: "p", c: [{ t: "text", v: "Dear parents," }] },
              { t: "ul", items: [[{ t: "p", c: [{ t: "text", v: "Come at 9" }] }], expect.anything()] },
            ],
          },
        },
      });
      // Without photos, its share image is the school's logo beside its title.
      expect((page.value as { shareImage: string }).shareImage).toMatch(/^\/share\.png\?/);
      expect(await noticePage(`${row!.ref}-old-title`)).toMatchObject({
        status: 301,
        location: `/notices/${row!.ref}-annual-day`,
      });
      expect(await noticePage(`${row!.ref}`, "hi")).toMatchObject({
        status: 301,
        location: `/hi/notices/${row!.ref}-annual-day`,
      });
      for (const address of ["999999", "abc", "0-annual-day"]) {
        expect((await noticePage(address)).status, address).toBe(404);
      }
      const [draft] = await db().select().from(schema.announcements).where(eq(schema.announcements.title, "A draft"));
      expect((await noticePage(addressOf(draft!))).status).toBe(404);
    });
  });

  describe("taken off the site", () => {
    it("leaves every page, back to a draft", async () => {
      await post(PUBLISHER, { intent: "create", ...NOTICE });
      const row = await byTitle("Winter vacation");
      expect(await post(PUBLISHER, { intent: "unpublish", id: row.id })).toMatchObject(
        succeeded(ANNOUNCEMENT_MESSAGES.unpublished),
      );
      expect(await byTitle("Winter vacation")).toMatchObject({ status: "draft", publishAt: null });
      expect((await noticePage(addressOf(row))).status).toBe(404);
      expect((await board()).titles).toEqual([]);
      expect(await auditFor(row.id, "announcement.unpublish")).toHaveLength(1);
    });
  });
});

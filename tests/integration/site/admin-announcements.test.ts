// /admin/announcements: add, show or hide, delete; each refusal with its
// message; the audit row beside every change; and the home page's latest
// announcements showing active ones only.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import type { Page } from "~/features/admin/pagination";
import type { AnnouncementRow } from "~/features/announcements/announcements";
import type { AnnouncementReply } from "~/features/announcements/manage-announcements.server";
import { listLatestAnnouncements } from "~/features/announcements/notices.server";
import { ANNOUNCEMENT_MESSAGES } from "~/features/announcements/schema";
import { action, loader } from "~/routes/admin/announcements/announcements";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, refused, staffArgs, succeeded, useStaff } from "../../support/admin";
import { insertRows, MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";

const PATH = "/admin/announcements";
const EDITOR = "news@school.example";

describe.each(testDatabaseKinds)("announcements on %s", (kind) => {
  const database = useTestDatabase(kind);
  // SPEC's add shows a new announcement at once: for staff who may publish (decision 0077; tests/integration/site/notices.test.ts
  // has staff who may only write).
  const { ids, cookies } = useStaff(database, { [EDITOR]: { sections: ["announcements", "publish_announcements"] } });
  // Each test starts from no announcements at all (the seed's examples removed).
  beforeEach(async () => {
    await database.db.delete(schema.announcements);
  });

  const db = () => database.db;
  const post = (fields: Record<string, string>) =>
    outcome<AnnouncementReply>(() =>
      action(staffArgs(PATH, cookies[EDITOR], { method: "POST", body: formBody(fields) }) as never),
    );
  const list = async (search = "") => {
    const page = await outcome(() => loader(staffArgs(`${PATH}${search}`, cookies[EDITOR]) as never));
    expect(page.status).toBe(200);
    return (page.value as { page: Page<AnnouncementRow> }).page;
  };
  const insert = async (title: string, date: string, isActive = true) => {
    const [row] = await db()
      .insert(schema.announcements)
      // Published a moment ago by this process's clock (PostgreSQL's now() keeps microseconds).
      .values({ title, content: `About ${title}`, date, isActive, publishAt: new Date(Date.now() - 1000) })
      .returning();
    return row!;
  };
  const byTitle = async (title: string) =>
    db().select().from(schema.announcements).where(eq(schema.announcements.title, title));
  /** Adds an announcement through the page, which says so; the row stored under its title, trimmed. */
  const create = async (fields: Record<string, string> & { title: string }) => {
    expect(await post({ intent: "create", ...fields })).toMatchObject(succeeded("Announcement created successfully"));
    const [row] = await byTitle(fields.title.trim());
    return row;
  };

  describe("add", () => {
    it("adds an active announcement, writes its audit row, and the home page shows it", async () => {
      const row = await create({
        title: "  Winter break  ",
        content: " School closes on Friday. ",
        date: "2026-12-20",
      });
      expect(row).toMatchObject({ content: "School closes on Friday.", date: "2026-12-20", isActive: true });
      const [entry, ...more] = await auditFor(row!.id, "announcement.create");
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        ...actedBy(ids[EDITOR], EDITOR),
        targetType: "announcement",
        details: { title: "Winter break", date: "2026-12-20" },
      });
      expect((await listLatestAnnouncements("en")).map((a) => a.title.text)).toEqual(["Winter break"]);
    });

    it("keeps a Hindi title and content beside the English, which the Hindi home page shows (decision 0054)", async () => {
      const row = await create({
        title: "Sports day",
        titleHi: "  खेल दिवस  ",
        content: "On the ground.",
        contentHi: "",
        date: "2026-12-20",
      });
      // A Hindi field left blank is stored as null: the Hindi page shows the English there.
      expect(row).toMatchObject({ titleHi: "खेल दिवस", contentHi: null });
      expect((await auditFor(row!.id, "announcement.create"))[0]?.details).toMatchObject({ titleHi: "खेल दिवस" });

      expect(await listLatestAnnouncements("hi")).toMatchObject([
        {
          id: row!.id,
          title: { text: "खेल दिवस" },
          content: { text: "On the ground.", lang: "en" },
          date: "2026-12-20",
        },
      ]);
      expect(await listLatestAnnouncements("en")).toMatchObject([
        { id: row!.id, title: { text: "Sports day" }, content: { text: "On the ground." }, date: "2026-12-20" },
      ]);
      const listed = (await list()).rows.find((announcement) => announcement.id === row!.id);
      expect(listed).toMatchObject({ title: "Sports day", titleHi: "खेल दिवस", contentHi: null });
    });

    it("refuses a Hindi title longer than the English may be", async () => {
      const result = await post({
        intent: "create",
        title: "Sports day",
        titleHi: "ख".repeat(101),
        content: "On the ground.",
        date: "2026-12-20",
      });
      expect(result).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { type: "error", title: "Title (Hindi) must be less than 100 characters" } },
      });
      expect(await byTitle("Sports day")).toHaveLength(0);
    });

    it("takes no extra fields: an announcement added with is_active=false is still active", async () => {
      await post({
        intent: "create",
        title: "Sneaky",
        content: "Hidden?",
        date: "2026-12-01",
        is_active: "false",
        isActive: "false",
      });
      expect((await byTitle("Sneaky"))[0]?.isActive).toBe(true);
    });

    it.each([
      ["a blank title", { title: "", content: "Text", date: "2026-12-01" }, "Title is required"],
      [
        "a title of 101",
        { title: "t".repeat(101), content: "Text", date: "2026-12-01" },
        "Title must be less than 100 characters",
      ],
      ["a blank content", { title: "Title", content: "", date: "2026-12-01" }, "Content is required"],
      [
        "a content of 5001",
        { title: "Title", content: "c".repeat(5001), date: "2026-12-01" },
        "Content must be less than 5000 characters",
      ],
      ["a blank date", { title: "Title", content: "Text", date: "" }, "Date is required"],
      ["no date", { title: "Title", content: "Text" }, "Date is required"],
      [
        "a date that does not exist",
        { title: "Title", content: "Text", date: "2026-02-31" },
        ANNOUNCEMENT_MESSAGES.dateInvalid,
      ],
    ])("refuses %s with its message as the toast, adding nothing", async (_label, fields, message) => {
      const audits = async () =>
        (await db().select().from(schema.auditLog).where(eq(schema.auditLog.action, "announcement.create"))).length;
      const before = await audits();
      const result = await post({ intent: "create", ...fields });
      expect(result).toMatchObject({ status: 400, reply: { ok: false, toast: { type: "error", title: message } } });
      expect(await db().select().from(schema.announcements)).toHaveLength(0);
      expect(await audits()).toBe(before);
    });
  });

  describe("the switch", () => {
    it("hides an announcement from the home page and shows it again, one audit row each", async () => {
      const row = await insert("Sports day", "2026-11-20");
      const other = await insert("Exams", "2026-11-10");

      const hidden = await post({ intent: "set_active", id: row.id, active: "false" });
      expect(hidden).toMatchObject(succeeded(ANNOUNCEMENT_MESSAGES.hidden));
      expect((await byTitle("Sports day"))[0]?.isActive).toBe(false);
      expect((await listLatestAnnouncements("en")).map((a) => a.id)).toEqual([other.id]);

      const shown = await post({ intent: "set_active", id: row.id, active: "true" });
      expect(shown).toMatchObject({ status: 200, reply: { ok: true, toast: { title: ANNOUNCEMENT_MESSAGES.shown } } });
      expect((await listLatestAnnouncements("en")).map((a) => a.id)).toEqual([row.id, other.id]);

      const entries = await auditFor(row.id, "announcement.update");
      expect(entries.map((entry) => entry.details)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ title: "Sports day", isActive: false }),
          expect.objectContaining({ title: "Sports day", isActive: true }),
        ]),
      );
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({ actorUserId: ids[EDITOR], targetType: "announcement" });
    });

    it("answers 404 for an announcement that no longer exists", async () => {
      const result = await post({ intent: "set_active", id: MISSING_ID, active: "false" });
      expect(result).toMatchObject(refused(404, "Failed to update announcement", ANNOUNCEMENT_MESSAGES.notFound));
      expect(await auditFor(MISSING_ID, "announcement.update")).toHaveLength(0);
    });

    it("refuses a value that is neither shown nor hidden", async () => {
      const row = await insert("Sports day", "2026-11-20");
      expect(await post({ intent: "set_active", id: row.id, active: "maybe" })).toMatchObject({ status: 400 });
      expect((await byTitle("Sports day"))[0]?.isActive).toBe(true);
    });
  });

  describe("delete", () => {
    it("deletes the announcement, writes its audit row, and the home page no longer shows it", async () => {
      const row = await insert("Old news", "2026-10-01");
      const result = await post({ intent: "delete", id: row.id });
      expect(result).toMatchObject(succeeded("Announcement deleted successfully"));
      expect(await byTitle("Old news")).toHaveLength(0);
      const [entry] = await auditFor(row.id, "announcement.delete");
      expect(entry).toMatchObject({ actorEmail: EDITOR, details: { title: "Old news", date: "2026-10-01" } });
      expect(await listLatestAnnouncements("en")).toEqual([]);
    });

    it("answers 404 for an announcement that no longer exists", async () => {
      const result = await post({ intent: "delete", id: MISSING_ID });
      expect(result).toMatchObject(refused(404, "Failed to delete announcement", ANNOUNCEMENT_MESSAGES.notFound));
      expect(await auditFor(MISSING_ID, "announcement.delete")).toHaveLength(0);
    });

    it("refuses a form with no id", async () => {
      expect(await post({ intent: "delete" })).toMatchObject({
        status: 400,
        reply: { toast: { title: ANNOUNCEMENT_MESSAGES.notFound } },
      });
    });
  });

  describe("the list", () => {
    it("shows every announcement, active or not, newest date first", async () => {
      await insert("Middle", "2026-06-15", false);
      await insert("Newest", "2026-09-01");
      await insert("Oldest", "2026-01-05");
      const page = await list();
      expect(page.rows.map((row) => [row.title, row.date, row.isActive])).toEqual([
        ["Newest", "2026-09-01", true],
        ["Middle", "2026-06-15", false],
        ["Oldest", "2026-01-05", true],
      ]);
      expect(page.total).toBe(3);
    });

    it("is read 25 a page, on the server", async () => {
      await insertRows(schema.announcements, 30, (index) => ({
        title: `News ${index + 1}`,
        content: "Text",
        date: `2026-01-${String(index + 1).padStart(2, "0")}`,
      }));
      const first = await list();
      expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
      expect(first.rows).toHaveLength(25);
      expect(first.rows[0]!.title).toBe("News 30");
      const second = await list("?page=2");
      expect(second.rows.map((row) => row.title)).toEqual(["News 5", "News 4", "News 3", "News 2", "News 1"]);
    });
  });

  it("home shows at most three, active only, newest first", async () => {
    await insert("A", "2026-05-01");
    await insert("B", "2026-05-02", false);
    await insert("C", "2026-05-03");
    await insert("D", "2026-05-04");
    await insert("E", "2026-04-01");
    expect((await listLatestAnnouncements("en")).map((a) => a.title.text)).toEqual(["D", "C", "A"]);
  });
});

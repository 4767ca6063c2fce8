// The daily retention run (decision 0032), on both databases, with rows
// made to look old and the clock handed to the run, so no test waits: requests
// unchanged for the retention period go with their history and mails, unless
// kept; a change in the history keeps one; the setting is honoured; one run a
// day; old mail, audit entries and backups go; the audit log says how many,
// never what. And the keep mark on a record's page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { subDays, subMonths } from "date-fns";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { backupFileName } from "~/features/backups/backup-names";
import { LocalBackupStore, setBackupStore } from "~/features/backups/backup-store.server";
import { FOLLOW_UP_MESSAGES } from "~/features/requests/follow-up-schema";
import { runRetention, startRetentionSchedule } from "~/features/retention/retention.server";
import * as enquiryPage from "~/routes/admin/requests/enquiry";

import * as schema from "../../../db/schema";
import { schoolDate } from "../../../db/time";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { emptyTables, REQUEST_TABLES, rowsOf, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { enquiryRow } from "../../support/form-input";

const ADMIN = "admin@school.example";
const PHONE = "9812300001";
const EMAIL = "old.parent@example.com";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "school-retention-"));
afterAll(() => {
  setBackupStore(undefined);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe.each(testDatabaseKinds)("the retention run on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });
  const now = new Date();
  const old = subMonths(now, 13);
  const storeDir = path.join(scratch, kind);

  beforeEach(async () => {
    const { db } = database;
    await emptyTables(...REQUEST_TABLES, schema.retentionRuns, schema.auditLog);
    await db.update(schema.siteSettings).set({ retentionMonths: 12 });
    fs.rmSync(storeDir, { recursive: true, force: true });
    fs.mkdirSync(storeDir, { recursive: true });
    setBackupStore(new LocalBackupStore(storeDir));
  });

  /** A visit request received at `createdAt`, with `more` of its columns. */
  const visit = async (
    studentName: string,
    createdAt: Date,
    more: Partial<typeof schema.visitRequests.$inferInsert> = {},
  ) => {
    const [row] = await database.db
      .insert(schema.visitRequests)
      .values({
        studentName,
        classForAdmission: "Class I",
        contactNo: PHONE,
        email: EMAIL,
        visitDate: schoolDate(createdAt, "Asia/Kolkata"),
        visitTime: "10:00 AM",
        createdAt,
        ...more,
      })
      .returning();
    return row!;
  };
  const auditOf = (action: string) =>
    database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));
  const remaining = async () =>
    (await database.db.select({ name: schema.visitRequests.studentName }).from(schema.visitRequests))
      .map((row) => row.name)
      .sort();

  it("erases requests of every kind unchanged for 12 months, with their history and mail, and says how many", async () => {
    const { db } = database;
    const gone = await visit("Old Visit", old);
    await db.insert(schema.requestHistory).values({
      recordType: "visit_request",
      recordId: gone.id,
      kind: "note",
      body: `Called ${PHONE}`,
      createdAt: old,
    });
    await db.insert(schema.mailOutbox).values({
      purpose: "office.visit_request",
      to: [EMAIL],
      subject: "New visit request",
      text: `Phone ${PHONE}`,
      messageId: "<old@school>",
      recordType: "visit_request",
      recordId: gone.id,
      status: "sent",
      createdAt: old,
    });
    await db
      .insert(schema.admissionEnquiries)
      .values({ ...enquiryRow, enquirerName: "Old Enquirer", contactNo: PHONE, createdAt: old });
    await db
      .insert(schema.contactMessages)
      .values({ name: "Old Sender", email: EMAIL, phone: PHONE, message: "Old question", createdAt: old });
    await visit("Recent Visit", subMonths(now, 11));

    const run = await runRetention(now);
    expect(run).toMatchObject({
      day: schoolDate(now, "Asia/Kolkata"),
      erased: { visit_request: 1, enquiry: 1, contact_message: 1, mail: 0, audit_log: 0, backups: 0 },
    });
    expect(await remaining()).toEqual(["Recent Visit"]);
    expect(await db.select().from(schema.admissionEnquiries)).toEqual([]);
    expect(await db.select().from(schema.contactMessages)).toEqual([]);
    expect(await db.select().from(schema.requestHistory)).toEqual([]);
    expect(await db.select().from(schema.mailOutbox)).toEqual([]);

    // The audit log says how many, never what.
    const [entry] = await auditOf("retention.run");
    expect(entry!.details).toMatchObject({ retentionMonths: 12, erased: { visit_request: 1, enquiry: 1 } });
    const written = JSON.stringify(await db.select().from(schema.auditLog));
    for (const secret of [PHONE, EMAIL, "Old Visit", "Old Enquirer", "Old Sender", "Old question"]) {
      expect(written).not.toContain(secret);
    }
    expect((await db.select().from(schema.retentionRuns))[0]!.erased).toMatchObject({ visit_request: 1 });
  });

  it("keeps a request marked to keep, and one whose history changed within the period", async () => {
    const { db } = database;
    await visit("Kept Visit", old, { keepReason: "Admitted to Class I" });
    const touched = await visit("Touched Visit", old);
    await db.insert(schema.requestHistory).values({
      recordType: "visit_request",
      recordId: touched.id,
      kind: "status",
      details: { from: "pending", to: "completed" },
      createdAt: subMonths(now, 2),
    });
    await visit("Forgotten Visit", old);

    expect((await runRetention(now))!.erased.visit_request).toBe(1);
    expect(await remaining()).toEqual(["Kept Visit", "Touched Visit"]);
    expect(await db.select().from(schema.requestHistory)).toHaveLength(1);
  });

  it("honours the school's retention period", async () => {
    await database.db.update(schema.siteSettings).set({ retentionMonths: 24 });
    await visit("Thirteen Months", old);
    await visit("Twenty-five Months", subMonths(now, 25));
    const run = await runRetention(now);
    expect(run!.cutoff.getTime()).toBe(subMonths(now, 24).getTime());
    expect(await remaining()).toEqual(["Thirteen Months"]);
  });

  it("runs once a school day, whichever process asks, and again the next day", async () => {
    await visit("Old Visit", old);
    const [first, second] = await Promise.all([runRetention(now), runRetention(now)]);
    expect([first, second].filter((run) => run !== null)).toHaveLength(1);
    await visit("Another Old Visit", old);
    expect(await runRetention(now)).toBeNull();
    expect(await remaining()).toEqual(["Another Old Visit"]);

    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect((await runRetention(tomorrow))!.erased.visit_request).toBe(1);
    expect(await database.db.select().from(schema.retentionRuns)).toHaveLength(2);
    expect(await auditOf("retention.run")).toHaveLength(2);
  });

  it("vacuums the embedded database, which has no autovacuum, and leaves PostgreSQL to its own", async () => {
    await visit("Old Visit", old);
    await runRetention(now);
    await database.db.execute(sql`select pg_stat_clear_snapshot()`);
    const [stats] = rowsOf<{ vacuumed: boolean; dead: number }>(
      await database.db.execute(sql`
        select last_vacuum is not null as vacuumed, n_dead_tup::int as dead
        from pg_stat_user_tables where relname = 'visit_requests'`),
    );
    // The erased visit left a dead row; the embedded database's run cleared it.
    expect(stats!.vacuumed).toBe(kind === "pglite");
    if (kind === "pglite") expect(stats!.dead).toBe(0);
  });

  it("deletes mail as old unless it still waits to go, and audit entries after a year", async () => {
    const { db } = database;
    const mail = (messageId: string, status: "sent" | "failed" | "pending", createdAt: Date) => ({
      purpose: "reply",
      to: ["someone@example.com"],
      subject: "Re",
      text: "Text",
      messageId,
      status,
      createdAt,
    });
    await db
      .insert(schema.mailOutbox)
      .values([
        mail("<sent@old>", "sent", old),
        mail("<failed@old>", "failed", old),
        mail("<pending@old>", "pending", old),
        mail("<sent@new>", "sent", subMonths(now, 1)),
      ]);
    await db.insert(schema.auditLog).values([
      { action: "user.create", targetType: "user", createdAt: subMonths(now, 13) },
      { action: "user.update", targetType: "user", createdAt: subDays(subMonths(now, 12), 1) },
      { action: "user.delete", targetType: "user", createdAt: subMonths(now, 11) },
    ]);

    const run = await runRetention(now);
    expect(run!.erased).toMatchObject({ mail: 2, audit_log: 2 });
    expect((await db.select().from(schema.mailOutbox)).map((row) => row.messageId).sort()).toEqual([
      "<pending@old>",
      "<sent@new>",
    ]);
    expect((await db.select().from(schema.auditLog)).map((row) => row.action).sort()).toEqual([
      "retention.run",
      "user.delete",
    ]);
  });

  it("deletes backups of every kind taken before the retention period, and no others", async () => {
    const names = [
      backupFileName(subMonths(now, 14), "scheduled"),
      backupFileName(subMonths(now, 13), "manual"),
      backupFileName(subMonths(now, 13), "before_migration"),
      backupFileName(subMonths(now, 11), "manual"),
      backupFileName(subDays(now, 1), "scheduled"),
    ];
    for (const name of names) fs.writeFileSync(path.join(storeDir, name), "backup");
    fs.writeFileSync(path.join(storeDir, "notes.txt"), "not a backup");

    expect((await runRetention(now))!.erased.backups).toBe(3);
    expect(fs.readdirSync(storeDir).sort()).toEqual([names[3], names[4], "notes.txt"].sort());
  });

  it("is run by every server process soon after start, and stops cleanly", async () => {
    await visit("Old Visit", old);
    const schedule = startRetentionSchedule({ firstAfterMs: 0 });
    await expect.poll(async () => (await database.db.select().from(schema.retentionRuns)).length).toBe(1);
    await schedule.settled();
    await schedule.stop();
    expect(await remaining()).toEqual([]);
  });

  describe("the keep mark on a request's page", () => {
    const act = async (id: string, fields: Record<string, string>, cookie = cookies[ADMIN]!) =>
      outcome<AdminReply>(() =>
        enquiryPage.action(
          staffArgs(`/admin/enquiries/${id}`, cookie, {
            method: "POST",
            body: formBody(fields),
            params: { id },
          }) as never,
        ),
      );

    it("keeps an enquiry with its reason, in its history and the audit log, and lets it go again", async () => {
      const { db } = database;
      const [enquiry] = await db
        .insert(schema.admissionEnquiries)
        .values({ ...enquiryRow, contactNo: PHONE, createdAt: old })
        .returning();
      const id = enquiry!.id;

      const refused = await act(id, { intent: "keep", keepReason: "  " });
      expect(refused.status).toBe(400);
      expect(refused.reply).toMatchObject({
        ok: false,
        result: { error: { keepReason: ["Please say why it should be kept"] } },
      });

      const kept = await act(id, { intent: "keep", keepReason: " Admitted to UKG " });
      expect(kept.reply).toMatchObject({ ok: true, toast: { title: FOLLOW_UP_MESSAGES.kept } });
      const stored = async () =>
        (await db.select().from(schema.admissionEnquiries).where(eq(schema.admissionEnquiries.id, id)))[0];
      expect((await stored())!.keepReason).toBe("Admitted to UKG");
      expect(await auditFor(id, "enquiry.keep")).toMatchObject([
        { actorEmail: ADMIN, targetId: id, details: { from: null, to: "Admitted to UKG" } },
      ]);

      // Kept, and old: the run passes it by, though the keep itself was a change long ago.
      await db.update(schema.requestHistory).set({ createdAt: old });
      await runRetention(now);
      expect(await stored()).toBeDefined();

      const released = await act(id, { intent: "release_keep" });
      expect(released.reply).toMatchObject({ ok: true, toast: { title: FOLLOW_UP_MESSAGES.released } });
      expect((await stored())!.keepReason).toBeNull();
      const history = await db
        .select({ kind: schema.requestHistory.kind, body: schema.requestHistory.body })
        .from(schema.requestHistory)
        .orderBy(sql`${schema.requestHistory.createdAt}`);
      expect(history).toEqual([
        { kind: "keep", body: "Admitted to UKG" },
        { kind: "keep", body: null },
      ]);
      expect(await auditFor(id, "enquiry.release_keep")).toHaveLength(1);

      // Released just now, it is a change: the next day's run leaves it until it is old again.
      await runRetention(new Date(now.getTime() + 24 * 60 * 60 * 1000));
      expect(await stored()).toBeDefined();
    });
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DatabaseInUseError, openDatabase } from "~/lib/database/db.server";

import * as schema from "../../../db/schema";
import { createTestDatabase, rowsOf, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { enquiryRow } from "../../support/form-input";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds)("database schema on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("has a table for every entity of SPEC §3 and the site settings", async () => {
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "visit_requests",
        "admission_enquiries",
        "gallery_images",
        "announcements",
        "content_sections",
        "disclosure_sections",
        "disclosure_items",
        "calendar_events",
        "user_roles",
        "user_permissions",
        "users",
        "sessions",
        "accounts",
        "site_settings",
        "audit_log",
      ]),
    );
  });

  it("gives new visit requests a UUID, status pending and the creation time", async () => {
    const before = Date.now();
    const [row] = await database.db
      .insert(schema.visitRequests)
      .values({
        studentName: "Asha",
        classForAdmission: "Class I",
        contactNo: "9876543210",
        visitDate: "2030-01-07",
        visitTime: "10:00 AM",
      })
      .returning();
    expect(row!.id).toMatch(uuid);
    expect(row!.status).toBe("pending");
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.email).toBeNull();
  });

  it("gives new enquiries status pending", async () => {
    const [row] = await database.db.insert(schema.admissionEnquiries).values(enquiryRow).returning();
    expect(row!.status).toBe("pending");
    expect(row!.id).toMatch(uuid);
  });

  it("makes new announcements active", async () => {
    const [row] = await database.db
      .insert(schema.announcements)
      .values({ title: "t", content: "c", date: "2030-01-01" })
      .returning();
    expect(row!.isActive).toBe(true);
  });

  it("refuses statuses outside the spec's lists", async () => {
    await expect(database.db.execute(sql`update visit_requests set status = 'lost'`)).rejects.toThrow();
  });

  it("deletes a disclosure section's items with it", async () => {
    const [section] = await database.db
      .insert(schema.disclosureSections)
      .values({ sectionLetter: "Z", title: "Temporary", orderNumber: 99 })
      .returning();
    await database.db.insert(schema.disclosureItems).values([
      { sectionId: section!.id, srNo: 1, information: "one" },
      { sectionId: section!.id, srNo: 2, information: "two" },
    ]);
    await database.db.delete(schema.disclosureSections).where(eq(schema.disclosureSections.id, section!.id));
    const [left] = await database.db
      .select({ n: count() })
      .from(schema.disclosureItems)
      .where(eq(schema.disclosureItems.sectionId, section!.id));
    expect(left!.n).toBe(0);
  });

  it("refuses an event that ends before it starts", async () => {
    await expect(
      database.db.insert(schema.calendarEvents).values({
        title: "Backwards",
        category: "Events",
        startDate: new Date("2030-01-02T10:00:00Z"),
        endDate: new Date("2030-01-01T10:00:00Z"),
      }),
    ).rejects.toThrow();
  });

  it("has an index for every list order of SPEC §7", async () => {
    const indexes = rowsOf<{ indexname: string }>(
      await database.db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`),
    );
    const names = indexes.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        "visit_requests_list_idx",
        "admission_enquiries_list_idx",
        "gallery_images_list_idx",
        "announcements_list_idx",
        "announcements_active_idx",
        "content_sections_section_key_unique",
        "disclosure_sections_list_idx",
        "disclosure_items_list_idx",
        "calendar_events_start_idx",
        "user_roles_user_role_idx",
      ]),
    );
  });

  it("can prepare again without changing anything", async () => {
    const countSections = async () => (await database.db.select({ n: count() }).from(schema.disclosureSections))[0]!.n;
    const before = await countSections();
    await database.prepare();
    expect(await countSections()).toBe(before);
  });
  // The embedded database runs in the server's thread (decision 0088): an alert queued for thousands must not hold
  // every other request until its transaction ends.
  it("lets timers run between the statements of a long transaction", async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const ranDuring = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await tx.execute(sql`select ${i}`);
      return timerRan;
    });
    expect(ranDuring).toBe(true);
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind === "postgres"))("migrations on %s", () => {
  it("let two processes start at once on a new database", async () => {
    const database = await createTestDatabase("postgres");
    const second = await openDatabase({ kind: "postgres", url: database.url! });
    try {
      await Promise.all([database.prepare(), second.prepare()]);
      const [sections] = await database.db.select({ n: count() }).from(schema.disclosureSections);
      expect(sections!.n).toBe(5);
    } finally {
      await second.close();
      await database.destroy();
    }
  });
});

describe("the embedded database directory", () => {
  it("can be opened by one process at a time", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-lock-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir });
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
        /is in use by another process \(is the site running\?\)/,
      );
      await first.close();
      const again = await openDatabase({ kind: "pglite", dataDir });
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

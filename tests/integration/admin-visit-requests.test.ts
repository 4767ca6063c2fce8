// SPEC §2 "Visit requests", §4, §7 visit_requests and §8, on the database:
// the list's order, filters and pages, each intent accepted and refused, the
// audit log, and the CSV export.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Page } from "~/features/admin/pagination";
import { UNKNOWN_INTENT, type AdminReply } from "~/features/admin/reply";
import { VISIT_REQUEST_MESSAGES, type VisitRequestRow } from "~/features/visits/visit-requests";
import { setCurrentDatabase } from "~/lib/db.server";
import { action, loader } from "~/routes/admin/visit-requests";
import { loader as exportLoader } from "~/routes/admin/visit-requests-export";

import * as schema from "../../db/schema";
import { formBody, outcome, sessionOf, staffArgs, TEST_ADDRESS } from "../support/admin";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../support/database";
import { createStaff } from "../support/staff";

const PATH = "/admin/visit-requests";
const MISSING_ID = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";

type NewVisit = typeof schema.visitRequests.$inferInsert;
const visit = (overrides: Partial<NewVisit> = {}): NewVisit => ({
  studentName: "Asha Rani",
  classForAdmission: "Class I",
  contactNo: "9876543210",
  visitDate: "2026-03-05",
  visitTime: "10:00 AM",
  ...overrides,
});

describe.each(testDatabaseKinds)("visit requests in the back office on %s", (kind) => {
  let database: TestDatabase;
  let adminCookie: string;
  let adminId: string;
  let galleryCookie: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.prepare();
    setCurrentDatabase(database);
    adminId = (await createStaff(db(), "admin@school.example", { role: "admin" })).id;
    adminCookie = await sessionOf("admin@school.example");
    await createStaff(db(), "visits@school.example", { sections: ["visit_requests"] });
    await createStaff(db(), "gallery@school.example", { sections: ["gallery"] });
    galleryCookie = await sessionOf("gallery@school.example");
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await db().delete(schema.visitRequests);
  });

  const list = async (search = "", cookie = adminCookie) => {
    const got = await outcome(() => loader(staffArgs(`${PATH}${search}`, cookie) as never));
    expect(got.status).toBe(200);
    return (got.value as { page: Page<VisitRequestRow> }).page;
  };
  const post = (fields: Record<string, string>, cookie = adminCookie) =>
    outcome<AdminReply>(() => action(staffArgs(PATH, cookie, { method: "POST", body: formBody(fields) }) as never));
  const exportCsv = async (search = "") => {
    const got = await outcome(() => exportLoader(staffArgs(`${PATH}/export.csv${search}`, adminCookie) as never));
    const response = got.value as Response;
    // Decoded keeping the BOM (Response.text() would drop it).
    return { response, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()) };
  };
  const auditOf = (targetId: string, action: string) =>
    db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, targetId), eq(schema.auditLog.action, action)));
  const insert = async (rows: NewVisit[]) => db().insert(schema.visitRequests).values(rows).returning();

  describe("the list", () => {
    it("shows newest visit date first, then the newest created (SPEC §7)", async () => {
      await insert([
        visit({ studentName: "Early visit", visitDate: "2026-03-02", createdAt: new Date("2026-02-01T05:00:00Z") }),
        visit({
          studentName: "Late visit, asked first",
          visitDate: "2026-03-20",
          createdAt: new Date("2026-02-01T05:00:00Z"),
        }),
        visit({
          studentName: "Late visit, asked last",
          visitDate: "2026-03-20",
          createdAt: new Date("2026-02-10T05:00:00Z"),
        }),
        visit({ studentName: "Middle visit", visitDate: "2026-03-10", createdAt: new Date("2026-02-20T05:00:00Z") }),
      ]);
      const page = await list();
      expect(page.rows.map((row) => row.studentName)).toEqual([
        "Late visit, asked last",
        "Late visit, asked first",
        "Middle visit",
        "Early visit",
      ]);
      expect(page.total).toBe(4);
    });

    it("shows each field, and the created time in the school's time zone", async () => {
      await insert([
        visit({
          studentName: "आशा रानी",
          email: "parent@example.com",
          previousSchool: "Little Stars",
          message: "Morning please",
          status: "confirmed",
          createdAt: new Date("2026-02-01T20:00:00Z"),
        }),
      ]);
      const [row] = (await list()).rows;
      expect(row).toMatchObject({
        studentName: "आशा रानी",
        classForAdmission: "Class I",
        contactNo: "9876543210",
        email: "parent@example.com",
        previousSchool: "Little Stars",
        visitDate: "2026-03-05",
        visitTime: "10:00 AM",
        message: "Morning please",
        status: "confirmed",
        // 20:00 UTC is 01:30 the next day in India.
        received: "2 Feb 2026, 1:30 AM",
      });
    });

    it("filters by visit date and by status, together or alone", async () => {
      await insert([
        visit({ studentName: "A", visitDate: "2026-03-05", status: "pending" }),
        visit({ studentName: "B", visitDate: "2026-03-05", status: "confirmed" }),
        visit({ studentName: "C", visitDate: "2026-03-06", status: "confirmed" }),
        visit({ studentName: "D", visitDate: "2026-03-07", status: "cancelled" }),
      ]);
      const names = async (search: string) => (await list(search)).rows.map((row) => row.studentName).sort();
      expect(await names("?date=2026-03-05")).toEqual(["A", "B"]);
      expect(await names("?status=confirmed")).toEqual(["B", "C"]);
      expect(await names("?date=2026-03-05&status=confirmed")).toEqual(["B"]);
      expect(await names("?date=2026-03-08")).toEqual([]);
      expect((await list("?status=completed")).total).toBe(0);
    });

    it("shows everything for filters it cannot read", async () => {
      await insert([visit({ studentName: "A" }), visit({ studentName: "B", status: "cancelled" })]);
      for (const search of ["?date=2026-02-30", "?date=soon", "?status=closed", "?status=", "?page=abc"]) {
        expect((await list(search)).total, search).toBe(2);
      }
    });

    it("reads 25 a page, counts every page, and shows the last page for one past the end", async () => {
      await insert(
        Array.from({ length: 60 }, (_, i) =>
          visit({
            studentName: `Student ${String(i).padStart(2, "0")}`,
            createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
          }),
        ),
      );
      const first = await list();
      expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3 });
      expect(first.rows).toHaveLength(25);
      expect(first.rows[0]!.studentName).toBe("Student 59");
      const third = await list("?page=3");
      expect(third.rows.map((row) => row.studentName)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Student ${String(9 - i).padStart(2, "0")}`),
      );
      expect(await list("?page=99")).toMatchObject({ page: 3, pageCount: 3, rows: third.rows });
      const all = [...first.rows, ...(await list("?page=2")).rows, ...third.rows].map((row) => row.id);
      expect(new Set(all).size).toBe(60);
    });

    it("counts pages of the filtered list only", async () => {
      await insert([
        ...Array.from({ length: 30 }, () => visit({ status: "pending" })),
        ...Array.from({ length: 3 }, () => visit({ status: "completed" })),
      ]);
      expect(await list("?status=pending")).toMatchObject({ total: 30, pageCount: 2 });
      expect(await list("?status=completed")).toMatchObject({ total: 3, pageCount: 1 });
    });

    it("is not shown to staff without Visit Requests", async () => {
      expect(await outcome(() => loader(staffArgs(PATH, galleryCookie) as never))).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
    });
  });

  describe("set_status", () => {
    it("sets any status from any other, says so, and writes from/to to the audit log", async () => {
      const [row] = await insert([visit()]);
      const steps = ["confirmed", "cancelled", "pending", "completed", "confirmed"] as const;
      let from: string = "pending";
      for (const status of steps) {
        const got = await post({ intent: "set_status", id: row!.id, status });
        expect(got).toMatchObject({
          status: 200,
          reply: { ok: true, toast: { type: "success", title: "Status updated successfully" } },
        });
        const [stored] = await db().select().from(schema.visitRequests).where(eq(schema.visitRequests.id, row!.id));
        expect(stored!.status).toBe(status);
        const entries = await auditOf(row!.id, "visit_request.update_status");
        expect(entries.at(-1)).toMatchObject({
          actorUserId: adminId,
          actorEmail: "admin@school.example",
          ipAddress: TEST_ADDRESS,
          targetType: "visit_request",
          details: { from, to: status },
        });
        from = status;
      }
      expect(await auditOf(row!.id, "visit_request.update_status")).toHaveLength(steps.length);
    });

    it("lets staff with Visit Requests (not an admin) change a status", async () => {
      const [row] = await insert([visit()]);
      const got = await post(
        { intent: "set_status", id: row!.id, status: "completed" },
        await sessionOf("visits@school.example"),
      );
      expect(got).toMatchObject({ status: 200, reply: { ok: true } });
      expect((await auditOf(row!.id, "visit_request.update_status"))[0]!.actorEmail).toBe("visits@school.example");
    });

    it("writes nothing when the status is the one it has", async () => {
      const [row] = await insert([visit({ status: "confirmed" })]);
      expect(await post({ intent: "set_status", id: row!.id, status: "confirmed" })).toMatchObject({ status: 200 });
      expect(await auditOf(row!.id, "visit_request.update_status")).toHaveLength(0);
    });

    it.each(["closed", "contacted", "Confirmed", "", "done"])(
      "refuses the status %j with 400, changing nothing",
      async (status) => {
        const [row] = await insert([visit()]);
        const got = await post({ intent: "set_status", id: row!.id, status });
        expect(got).toMatchObject({
          status: 400,
          reply: { ok: false, toast: { type: "error", title: VISIT_REQUEST_MESSAGES.badStatus } },
        });
        const [stored] = await db().select().from(schema.visitRequests).where(eq(schema.visitRequests.id, row!.id));
        expect(stored!.status).toBe("pending");
        expect(await auditOf(row!.id, "visit_request.update_status")).toHaveLength(0);
      },
    );

    it.each([MISSING_ID, "not-a-uuid"])("answers 404 for the unknown id %j", async (id) => {
      expect(await post({ intent: "set_status", id, status: "confirmed" })).toMatchObject({
        status: 404,
        reply: {
          ok: false,
          toast: { type: "error", title: "Failed to update status", description: VISIT_REQUEST_MESSAGES.notFound },
        },
      });
    });
  });

  describe("delete", () => {
    it("deletes the request, says so, and writes what it was to the audit log", async () => {
      const [row, kept] = await insert([visit({ studentName: "Going" }), visit({ studentName: "Staying" })]);
      expect(await post({ intent: "delete", id: row!.id })).toMatchObject({
        status: 200,
        reply: { ok: true, toast: { type: "success", title: "Visit request deleted" } },
      });
      const left = await db().select().from(schema.visitRequests);
      expect(left.map((r) => r.id)).toEqual([kept!.id]);
      const [entry] = await auditOf(row!.id, "visit_request.delete");
      expect(entry).toMatchObject({
        actorUserId: adminId,
        targetType: "visit_request",
        details: { studentName: "Going", visitDate: "2026-03-05", visitTime: "10:00 AM", status: "pending" },
      });
    });

    it.each([MISSING_ID, "42"])("answers 404 for the unknown id %j", async (id) => {
      expect(await post({ intent: "delete", id })).toMatchObject({
        status: 404,
        reply: {
          ok: false,
          toast: { title: "Failed to delete request", description: VISIT_REQUEST_MESSAGES.notFound },
        },
      });
    });

    it("answers 404 the second time", async () => {
      const [row] = await insert([visit()]);
      expect((await post({ intent: "delete", id: row!.id })).status).toBe(200);
      expect((await post({ intent: "delete", id: row!.id })).status).toBe(404);
    });
  });

  describe("other requests", () => {
    it("refuses a form naming no known change with 400", async () => {
      for (const intent of ["", "update", "set_permissions"]) {
        expect(await post({ intent })).toMatchObject({
          status: 400,
          reply: { ok: false, toast: { title: UNKNOWN_INTENT } },
        });
      }
    });

    it("sends staff without Visit Requests back to the dashboard, changing nothing", async () => {
      const [row] = await insert([visit()]);
      expect(await post({ intent: "delete", id: row!.id }, galleryCookie)).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
      expect(await db().select().from(schema.visitRequests)).toHaveLength(1);
    });
  });

  describe("the CSV export", () => {
    it("is a UTF-8 attachment with a BOM, a header and every matching row in the list's order", async () => {
      await insert([
        visit({
          studentName: "आशा रानी",
          visitDate: "2026-03-05",
          email: "a@example.com",
          message: "Line one\nline two",
        }),
        visit({
          studentName: "Later",
          visitDate: "2026-03-09",
          status: "confirmed",
          previousSchool: "St. Mary's, Hisar",
        }),
      ]);
      const { response, text } = await exportCsv();
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="visit-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(
        "Student,Class,Contact number,Email,Previous school,Visit date,Visit time,Message,Status,Created",
      );
      expect(lines[1]).toMatch(
        /^Later,Class I,9876543210,,"St. Mary's, Hisar",2026-03-09,10:00 AM,,confirmed,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      );
      expect(lines[2]).toMatch(
        /^आशा रानी,Class I,9876543210,a@example.com,,2026-03-05,10:00 AM,"Line one\nline two",pending,/,
      );
      expect(lines).toHaveLength(4); // and the empty string after the last CRLF
    });

    it("keeps the filters and ignores the page", async () => {
      await insert([
        ...Array.from({ length: 30 }, (_, i) =>
          visit({ studentName: `Confirmed ${i}`, status: "confirmed", visitDate: "2026-03-05" }),
        ),
        visit({ studentName: "Other day", status: "confirmed", visitDate: "2026-03-06" }),
        visit({ studentName: "Pending", status: "pending", visitDate: "2026-03-05" }),
      ]);
      const { text } = await exportCsv("?date=2026-03-05&status=confirmed&page=2");
      const rows = text.slice(1).trimEnd().split("\r\n").slice(1);
      expect(rows).toHaveLength(30);
      expect(rows.every((line) => line.startsWith("Confirmed "))).toBe(true);
    });

    it("reads a long list in batches without losing or repeating a row", async () => {
      // Same visit date and created time for all: only the id tells them apart.
      const createdAt = new Date("2026-02-01T05:00:00.123Z");
      await insert(Array.from({ length: 2_345 }, (_, i) => visit({ studentName: `S${i}`, createdAt })));
      const { text } = await exportCsv();
      const names = text
        .slice(1)
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]);
      expect(names).toHaveLength(2_345);
      expect(new Set(names).size).toBe(2_345);
    });

    it("puts an apostrophe before a cell a spreadsheet would run as a formula", async () => {
      await insert([
        visit({
          studentName: '=HYPERLINK("http://evil")',
          contactNo: "+91 98765 43210",
          message: "@SUM(A1)",
          previousSchool: "-1",
        }),
      ]);
      const { text } = await exportCsv();
      const line = text.slice(1).split("\r\n")[1]!;
      expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(line).toContain("'+91 98765 43210");
      expect(line).toContain(",'-1,");
      expect(line).toContain(",'@SUM(A1),");
    });

    it("is not given to staff without Visit Requests", async () => {
      expect(await outcome(() => exportLoader(staffArgs(`${PATH}/export.csv`, galleryCookie) as never))).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
    });
  });
});

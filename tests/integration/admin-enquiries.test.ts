// SPEC §2 "Enquiries", §4, §7 admission_enquiries and §8, on the database: the
// list's order, search, status filter and pages, each intent accepted and
// refused, the audit log, and the CSV export.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Page } from "~/features/admin/pagination";
import { UNKNOWN_INTENT, type AdminReply } from "~/features/admin/reply";
import { ENQUIRY_LIST_MESSAGES, type EnquiryRow } from "~/features/enquiries/enquiry-list";
import { setCurrentDatabase } from "~/lib/db.server";
import { action, loader } from "~/routes/admin/enquiries";
import { loader as exportLoader } from "~/routes/admin/enquiries-export";

import * as schema from "../../db/schema";
import { formBody, outcome, sessionOf, staffArgs, TEST_ADDRESS } from "../support/admin";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../support/database";
import { createStaff } from "../support/staff";

const PATH = "/admin/enquiries";
const MISSING_ID = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";

type NewEnquiry = typeof schema.admissionEnquiries.$inferInsert;
const enquiry = (overrides: Partial<NewEnquiry> = {}): NewEnquiry => ({
  enquirerName: "Ravi Kumar",
  relationship: "Father",
  studentName: "Asha",
  classForAdmission: "UKG",
  contactNo: "9876543210",
  ...overrides,
});

describe.each(testDatabaseKinds)("admission enquiries in the back office on %s", (kind) => {
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
    await createStaff(db(), "enquiries@school.example", { sections: ["enquiries"] });
    await createStaff(db(), "gallery@school.example", { sections: ["gallery", "visit_requests"] });
    galleryCookie = await sessionOf("gallery@school.example");
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await db().delete(schema.admissionEnquiries);
  });

  const list = async (search = "", cookie = adminCookie) => {
    const got = await outcome(() => loader(staffArgs(`${PATH}${search}`, cookie) as never));
    expect(got.status).toBe(200);
    return (got.value as { page: Page<EnquiryRow> }).page;
  };
  const names = async (search: string) => (await list(search)).rows.map((row) => row.enquirerName).sort();
  const post = (fields: Record<string, string>, cookie = adminCookie) =>
    outcome<AdminReply>(() => action(staffArgs(PATH, cookie, { method: "POST", body: formBody(fields) }) as never));
  const exportCsv = async (search = "") => {
    const got = await outcome(() => exportLoader(staffArgs(`${PATH}/export.csv${search}`, adminCookie) as never));
    const response = got.value as Response;
    // Decoded keeping the BOM (Response.text() would drop it).
    return { response, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()) };
  };
  const csvRows = (text: string) => text.slice(1).trimEnd().split("\r\n").slice(1);
  const auditOf = (targetId: string, action: string) =>
    db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, targetId), eq(schema.auditLog.action, action)));
  const insert = async (rows: NewEnquiry[]) => db().insert(schema.admissionEnquiries).values(rows).returning();
  const statusOf = async (id: string) =>
    (await db().select().from(schema.admissionEnquiries).where(eq(schema.admissionEnquiries.id, id)))[0]?.status;

  describe("the list", () => {
    it("shows the newest first (SPEC §7) with each field", async () => {
      await insert([
        enquiry({ enquirerName: "Oldest", createdAt: new Date("2026-01-01T05:00:00Z") }),
        enquiry({
          enquirerName: "Newest",
          relationship: "Mother",
          studentName: "आशा",
          email: "mother@example.com",
          previousSchool: "Little Stars",
          message: "Transport?",
          status: "contacted",
          createdAt: new Date("2026-03-01T20:00:00Z"),
        }),
        enquiry({ enquirerName: "Middle", createdAt: new Date("2026-02-01T05:00:00Z") }),
      ]);
      const page = await list();
      expect(page.rows.map((row) => row.enquirerName)).toEqual(["Newest", "Middle", "Oldest"]);
      expect(page.rows[0]).toMatchObject({
        relationship: "Mother",
        studentName: "आशा",
        classForAdmission: "UKG",
        contactNo: "9876543210",
        email: "mother@example.com",
        previousSchool: "Little Stars",
        message: "Transport?",
        status: "contacted",
        received: "2 Mar 2026, 1:30 AM",
      });
    });

    it("searches the enquirer, the student, the phone and the e-mail, in any case", async () => {
      await insert([
        enquiry({ enquirerName: "Ravi Kumar", studentName: "Asha", contactNo: "9876500001" }),
        enquiry({
          enquirerName: "Meena Devi",
          studentName: "Kabir Singh",
          contactNo: "9876500002",
          email: "meena@example.com",
        }),
        enquiry({
          enquirerName: "Suresh",
          studentName: "Anil",
          contactNo: "+91 99999 12345",
          email: "SURESH@Mail.example",
        }),
      ]);
      expect(await names("?q=ravi")).toEqual(["Ravi Kumar"]);
      expect(await names("?q=KABIR")).toEqual(["Meena Devi"]);
      expect(await names("?q=12345")).toEqual(["Suresh"]);
      expect(await names("?q=suresh%40mail")).toEqual(["Suresh"]);
      expect(await names("?q=98765")).toEqual(["Meena Devi", "Ravi Kumar"]);
      expect(await names("?q=nobody")).toEqual([]);
      expect(await names("?q=%20%20")).toEqual(["Meena Devi", "Ravi Kumar", "Suresh"]);
    });

    it("reads % and _ in the search box as themselves", async () => {
      await insert([
        enquiry({ enquirerName: "100% sure" }),
        enquiry({ enquirerName: "1000 sure" }),
        enquiry({ enquirerName: "a_b" }),
        enquiry({ enquirerName: "axb" }),
        enquiry({ enquirerName: "back\\slash" }),
      ]);
      expect(await names(`?q=${encodeURIComponent("100%")}`)).toEqual(["100% sure"]);
      expect(await names(`?q=${encodeURIComponent("%")}`)).toEqual(["100% sure"]);
      expect(await names("?q=a_b")).toEqual(["a_b"]);
      expect(await names("?q=_")).toEqual(["a_b"]);
      expect(await names(`?q=${encodeURIComponent("k\\s")}`)).toEqual(["back\\slash"]);
    });

    it("filters by status, with the search or alone; an unknown status shows all", async () => {
      await insert([
        enquiry({ enquirerName: "Ravi", status: "pending" }),
        enquiry({ enquirerName: "Ravina", status: "closed" }),
        enquiry({ enquirerName: "Meena", status: "closed" }),
      ]);
      expect(await names("?status=closed")).toEqual(["Meena", "Ravina"]);
      expect(await names("?status=closed&q=rav")).toEqual(["Ravina"]);
      expect(await names("?status=contacted")).toEqual([]);
      for (const status of ["confirmed", "CLOSED", ""]) expect((await list(`?status=${status}`)).total).toBe(3);
    });

    it("reads 25 a page and counts the filtered list's pages", async () => {
      await insert([
        ...Array.from({ length: 51 }, (_, i) =>
          enquiry({ enquirerName: `Parent ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }),
        ),
        ...Array.from({ length: 4 }, () => enquiry({ enquirerName: "Closed one", status: "closed" })),
      ]);
      expect(await list()).toMatchObject({ total: 55, pageCount: 3 });
      expect(await list("?status=pending")).toMatchObject({ total: 51, pageCount: 3 });
      expect(await list("?q=closed")).toMatchObject({ total: 4, pageCount: 1 });
      const third = await list("?status=pending&page=3");
      expect(third.rows.map((row) => row.enquirerName)).toEqual(["Parent 0"]);
      expect(await list("?status=pending&page=400")).toMatchObject({ page: 3, rows: third.rows });
      expect((await list("?page=-1")).page).toBe(1);
    });

    it("is not shown to staff without Admission Enquiries", async () => {
      expect(await outcome(() => loader(staffArgs(PATH, galleryCookie) as never))).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
    });
  });

  describe("set_status", () => {
    it("sets any status from any other, says so, and writes from/to to the audit log", async () => {
      const [row] = await insert([enquiry()]);
      let from = "pending";
      for (const status of ["contacted", "closed", "pending", "completed", "contacted"]) {
        expect(await post({ intent: "set_status", id: row!.id, status })).toMatchObject({
          status: 200,
          reply: { ok: true, toast: { type: "success", title: "Status updated successfully" } },
        });
        expect(await statusOf(row!.id)).toBe(status);
        expect((await auditOf(row!.id, "enquiry.update_status")).at(-1)).toMatchObject({
          actorUserId: adminId,
          actorEmail: "admin@school.example",
          ipAddress: TEST_ADDRESS,
          targetType: "admission_enquiry",
          details: { from, to: status },
        });
        from = status;
      }
      expect(await auditOf(row!.id, "enquiry.update_status")).toHaveLength(5);
    });

    it("lets staff with Admission Enquiries (not an admin) change a status", async () => {
      const [row] = await insert([enquiry()]);
      const got = await post(
        { intent: "set_status", id: row!.id, status: "closed" },
        await sessionOf("enquiries@school.example"),
      );
      expect(got).toMatchObject({ status: 200, reply: { ok: true } });
    });

    it.each(["confirmed", "cancelled", "Closed", ""])(
      "refuses the status %j with 400, changing nothing",
      async (status) => {
        const [row] = await insert([enquiry()]);
        expect(await post({ intent: "set_status", id: row!.id, status })).toMatchObject({
          status: 400,
          reply: { ok: false, toast: { type: "error", title: ENQUIRY_LIST_MESSAGES.badStatus } },
        });
        expect(await statusOf(row!.id)).toBe("pending");
        expect(await auditOf(row!.id, "enquiry.update_status")).toHaveLength(0);
      },
    );

    it.each([MISSING_ID, "not-a-uuid"])("answers 404 for the unknown id %j", async (id) => {
      expect(await post({ intent: "set_status", id, status: "closed" })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to update status", description: ENQUIRY_LIST_MESSAGES.notFound } },
      });
    });
  });

  describe("delete", () => {
    it("deletes the enquiry, says so, and writes what it was to the audit log", async () => {
      const [row, kept] = await insert([
        enquiry({ enquirerName: "Going", status: "closed" }),
        enquiry({ enquirerName: "Staying" }),
      ]);
      expect(await post({ intent: "delete", id: row!.id })).toMatchObject({
        status: 200,
        reply: { ok: true, toast: { type: "success", title: "Enquiry deleted" } },
      });
      expect((await db().select().from(schema.admissionEnquiries)).map((r) => r.id)).toEqual([kept!.id]);
      expect((await auditOf(row!.id, "enquiry.delete"))[0]).toMatchObject({
        actorUserId: adminId,
        targetType: "admission_enquiry",
        details: { enquirerName: "Going", studentName: "Asha", status: "closed" },
      });
    });

    it.each([MISSING_ID, "x"])("answers 404 for the unknown id %j", async (id) => {
      expect(await post({ intent: "delete", id })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to delete enquiry", description: ENQUIRY_LIST_MESSAGES.notFound } },
      });
    });
  });

  describe("other requests", () => {
    it("refuses a form naming no known change with 400", async () => {
      expect(await post({ intent: "close_all" })).toMatchObject({
        status: 400,
        reply: { toast: { title: UNKNOWN_INTENT } },
      });
    });

    it("sends staff without Admission Enquiries back to the dashboard, changing nothing", async () => {
      const [row] = await insert([enquiry()]);
      expect(await post({ intent: "set_status", id: row!.id, status: "closed" }, galleryCookie)).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
      expect(await statusOf(row!.id)).toBe("pending");
    });
  });

  describe("the CSV export", () => {
    it("is a UTF-8 attachment with a BOM, a header and every row, newest first", async () => {
      await insert([
        enquiry({ enquirerName: "Old", createdAt: new Date("2026-01-01T05:00:00Z") }),
        enquiry({
          enquirerName: "रवि कुमार",
          email: "ravi@example.com",
          message: "Hello, school",
          createdAt: new Date("2026-02-01T20:00:00Z"),
        }),
      ]);
      const { response, text } = await exportCsv();
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text.slice(1).split("\r\n")[0]).toBe(
        "Enquirer,Relationship,Student,Class,Contact number,Email,Previous school,Message,Status,Received",
      );
      expect(csvRows(text)).toEqual([
        'रवि कुमार,Father,Asha,UKG,9876543210,ravi@example.com,,"Hello, school",pending,2026-02-02 01:30',
        "Old,Father,Asha,UKG,9876543210,,,,pending,2026-01-01 10:30",
      ]);
    });

    it("keeps the search and the status, and ignores the page", async () => {
      await insert([
        ...Array.from({ length: 40 }, (_, i) => enquiry({ enquirerName: `Kumar ${i}`, status: "contacted" })),
        enquiry({ enquirerName: "Kumar closed", status: "closed" }),
        enquiry({ enquirerName: "Singh", status: "contacted" }),
      ]);
      const rows = csvRows((await exportCsv("?q=kumar&status=contacted&page=2")).text);
      expect(rows).toHaveLength(40);
      expect(rows.every((line) => line.startsWith("Kumar "))).toBe(true);
      expect(csvRows((await exportCsv(`?q=${encodeURIComponent("%")}`)).text)).toEqual([]);
    });

    it("puts an apostrophe before a cell a spreadsheet would run as a formula", async () => {
      await insert([
        enquiry({ enquirerName: "=cmd|' /C calc'!A0", studentName: "@x", contactNo: "+919876543210", message: "-5" }),
      ]);
      const [line] = csvRows((await exportCsv()).text);
      expect(line).toMatch(/^'=cmd\|' \/C calc'!A0,Father,'@x,UKG,'\+919876543210,,,'-5,pending,/);
    });

    it("is not given to staff without Admission Enquiries", async () => {
      expect(await outcome(() => exportLoader(staffArgs(`${PATH}/export.csv`, galleryCookie) as never))).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
    });
  });
});

// SPEC §2 "Visit requests" and "Enquiries", §4, §7 visit_requests and
// admission_enquiries, §8, and contact messages (decision 0026), on the
// database: for each kind of request, the list's order, filters and pages, each
// intent accepted and refused, the audit log, the CSV export, and the page of
// one record. One suite, run with each kind's table of data.
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Page } from "~/features/admin/pagination";
import { UNKNOWN_INTENT, type AdminReply } from "~/features/admin/reply";
import type { SectionKey } from "~/features/admin/sections";
import type { Db } from "~/lib/database/db.server";
import { schoolToday } from "~/lib/database/time.server";
import * as contactMessagePage from "~/routes/admin/requests/contact-message";
import * as contactMessagesPage from "~/routes/admin/requests/contact-messages";
import * as contactMessagesExport from "~/routes/admin/requests/contact-messages-export";
import * as enquiriesPage from "~/routes/admin/requests/enquiries";
import * as enquiriesExport from "~/routes/admin/requests/enquiries-export";
import * as enquiryPage from "~/routes/admin/requests/enquiry";
import * as visitRequestPage from "~/routes/admin/requests/visit-request";
import * as visitRequestsPage from "~/routes/admin/requests/visit-requests";
import * as visitRequestsExport from "~/routes/admin/requests/visit-requests-export";

import * as schema from "../../../db/schema";
import { addDays } from "../../../db/time";
import { actedBy, auditFor, formBody, outcome, sessionOf, staffArgs, succeeded, useStaff } from "../../support/admin";
import { emptyTables, MISSING_ID, REQUEST_TABLES, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { createStaff } from "../../support/staff";

const ADMIN = "admin@school.example";

/** Fields of a stored request, as a test sets them. */
type Fields = Record<string, unknown>;
/** A row of the list or the table, as a test reads it. */
type Row = { id: string; status: string } & Record<string, unknown>;
type Loader = (args: never) => Promise<unknown>;

/** One kind of request, and what the suite expects of it. */
interface RequestCase {
  title: string;
  section: SectionKey;
  path: string;
  route: { loader: Loader; action: Loader; default: unknown };
  exportRoute: { loader: Loader };
  /** The page of one record, `<path>/:id`. */
  recordRoute: { loader: Loader; action: Loader; default: unknown };
  /** Its heading, and a text each field shows, for the record of `fields.row`. */
  record: { title: string; shown: string[] };
  /** The status opening the record page moves it from, and to; none: opening changes nothing. */
  opened?: { from: string; to: string };
  table: typeof schema.visitRequests | typeof schema.admissionEnquiries | typeof schema.contactMessages;
  /** A complete request, with `overrides`. */
  make: (overrides?: Fields) => Fields;
  /** The field that names a request: the table's row header and the CSV's first column. */
  name: string;
  statuses: string[];
  /** SPEC §8, word for word. */
  texts: { deleted: string; deleteFailed: string; notFound: string; badStatus: string };
  order: { rows: Fields[]; names: string[] };
  /** The list reads soonest first (visits from today on), the first created first; otherwise newest first. */
  ascending?: boolean;
  fields: { row: Fields; shown: Fields };
  /** Rows, then [URL search, the names it finds]. */
  filters: { rows: Fields[]; checks: [string, string[]][] };
  /** Searches that read no filter: the whole list. */
  unreadable: string[];
  /** What makes a row match the kind's own filter, and the search that asks for it. */
  ownFilter: { overrides: Fields; search: string };
  statusSteps: string[];
  badStatuses: string[];
  audit: { action: string; targetType: string };
  deleted: { overrides: Fields; details: Fields };
  csv: { name: string; header: string; rows: Fields[]; lines: (string | RegExp)[] };
  /** Rows, then [URL search, how many rows the CSV has, how each starts]. */
  csvFilters: { rows: Fields[]; checks: [string, number, string?][] };
  formula: { row: Fields; line: RegExp };
}

const at = (iso: string) => new Date(iso);

const visit = (overrides: Fields = {}): Fields => ({
  studentName: "Asha Rani",
  classForAdmission: "Class I",
  contactNo: "9876543210",
  visitDate: "2099-03-05",
  visitTime: "10:00 AM",
  ...overrides,
});

const VISIT_REQUESTS: RequestCase = {
  title: "visit requests",
  section: "visit_requests",
  path: "/admin/visit-requests",
  route: visitRequestsPage,
  exportRoute: visitRequestsExport,
  recordRoute: visitRequestPage,
  record: {
    title: "Visit request of आशा रानी",
    shown: [
      "Class I",
      "9876543210",
      "parent@example.com",
      "Little Stars",
      "5 March 2099",
      "10:00 AM",
      "Morning please",
    ],
  },
  table: schema.visitRequests,
  make: visit,
  name: "studentName",
  statuses: ["pending", "confirmed", "completed", "cancelled"],
  texts: {
    deleted: "Visit request deleted",
    deleteFailed: "Failed to delete request",
    notFound: "This visit request no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a status: pending, confirmed, completed or cancelled",
  },
  // From today on (these are all to come), soonest visit date first, then the first asked (decision 0037).
  ascending: true,
  order: {
    rows: [
      visit({ studentName: "Early visit", visitDate: "2099-03-02", createdAt: at("2026-02-01T05:00:00Z") }),
      visit({ studentName: "Late visit, asked first", visitDate: "2099-03-20", createdAt: at("2026-02-01T05:00:00Z") }),
      visit({ studentName: "Late visit, asked last", visitDate: "2099-03-20", createdAt: at("2026-02-10T05:00:00Z") }),
      visit({ studentName: "Middle visit", visitDate: "2099-03-10", createdAt: at("2026-02-20T05:00:00Z") }),
    ],
    names: ["Early visit", "Middle visit", "Late visit, asked first", "Late visit, asked last"],
  },
  fields: {
    row: visit({
      studentName: "आशा रानी",
      email: "parent@example.com",
      previousSchool: "Little Stars",
      message: "Morning please",
      status: "confirmed",
      createdAt: at("2026-02-01T20:00:00Z"),
    }),
    shown: {
      studentName: "आशा रानी",
      classForAdmission: "Class I",
      contactNo: "9876543210",
      email: "parent@example.com",
      previousSchool: "Little Stars",
      visitDate: "2099-03-05",
      visitTime: "10:00 AM",
      message: "Morning please",
      status: "confirmed",
      // 20:00 UTC is 01:30 the next day in India.
      received: "2 Feb 2026, 1:30 AM",
    },
  },
  filters: {
    rows: [
      visit({ studentName: "A", visitDate: "2099-03-05", status: "pending" }),
      visit({ studentName: "B", visitDate: "2099-03-05", status: "confirmed" }),
      visit({ studentName: "C", visitDate: "2099-03-06", status: "confirmed" }),
      visit({ studentName: "D", visitDate: "2099-03-07", status: "cancelled" }),
    ],
    checks: [
      ["?date=2099-03-05", ["A", "B"]],
      ["?status=confirmed", ["B", "C"]],
      ["?date=2099-03-05&status=confirmed", ["B"]],
      ["?date=2099-03-08", []],
      ["?status=completed", []],
      // A range of visit dates, and the visits still to happen (the dashboard's links).
      ["?date=2099-03-05&to=2099-03-06", ["A", "B", "C"]],
      ["?to=2099-03-05", ["A", "B"]],
      ["?date=2099-03-06&to=2099-03-05", []],
      ["?status=due", ["A", "B", "C"]],
      ["?date=2099-03-05&to=2099-03-07&status=due", ["A", "B", "C"]],
      ["?date=2099-03-06&to=2099-03-07&status=due", ["C"]],
    ],
  },
  unreadable: ["?date=2026-02-30", "?date=soon", "?to=2026-13-01", "?status=closed", "?status=", "?page=abc"],
  ownFilter: { overrides: { visitDate: "2099-03-09" }, search: "?date=2099-03-09" },
  statusSteps: ["confirmed", "cancelled", "pending", "completed", "confirmed"],
  badStatuses: ["closed", "contacted", "Confirmed", "", "done"],
  audit: { action: "visit_request", targetType: "visit_request" },
  deleted: {
    overrides: { studentName: "Going" },
    details: { studentName: "Going", visitDate: "2099-03-05", visitTime: "10:00 AM", status: "pending" },
  },
  csv: {
    name: "visit-requests",
    header: "Student,Class,Contact number,Email,Previous school,Visit date,Visit time,Message,Status,Created",
    rows: [
      visit({
        studentName: "आशा रानी",
        visitDate: "2099-03-05",
        email: "a@example.com",
        message: "Line one\nline two",
      }),
      visit({
        studentName: "Later",
        visitDate: "2099-03-09",
        status: "confirmed",
        previousSchool: "St. Mary's, Hisar",
      }),
    ],
    lines: [
      /^आशा रानी,Class I,9876543210,a@example.com,,2099-03-05,10:00 AM,"Line one\nline two",pending,/,
      /^Later,Class I,9876543210,,"St. Mary's, Hisar",2099-03-09,10:00 AM,,confirmed,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    ],
  },
  csvFilters: {
    rows: [
      ...Array.from({ length: 30 }, (_, i) =>
        visit({ studentName: `Confirmed ${i}`, status: "confirmed", visitDate: "2099-03-05" }),
      ),
      visit({ studentName: "Other day", status: "confirmed", visitDate: "2099-03-06" }),
      visit({ studentName: "Pending", status: "pending", visitDate: "2099-03-05" }),
    ],
    checks: [["?date=2099-03-05&status=confirmed&page=2", 30, "Confirmed "]],
  },
  formula: {
    row: visit({
      studentName: '=HYPERLINK("http://evil")',
      contactNo: "+91 98765 43210",
      message: "@SUM(A1)",
      previousSchool: "-1",
    }),
    line: /^"'=HYPERLINK\(""http:\/\/evil""\)",Class I,'\+91 98765 43210,,'-1,2099-03-05,10:00 AM,'@SUM\(A1\),pending,/,
  },
};

const enquiry = (overrides: Fields = {}): Fields => ({
  enquirerName: "Ravi Kumar",
  relationship: "Father",
  studentName: "Asha",
  classForAdmission: "UKG",
  contactNo: "9876543210",
  ...overrides,
});

const ENQUIRIES: RequestCase = {
  title: "admission enquiries",
  section: "enquiries",
  path: "/admin/enquiries",
  route: enquiriesPage,
  exportRoute: enquiriesExport,
  recordRoute: enquiryPage,
  record: {
    title: "Enquiry from Newest",
    shown: ["Mother", "आशा", "UKG", "9876543210", "mother@example.com", "Little Stars", "Transport?"],
  },
  table: schema.admissionEnquiries,
  make: enquiry,
  name: "enquirerName",
  statuses: ["pending", "contacted", "completed", "closed"],
  texts: {
    deleted: "Enquiry deleted",
    deleteFailed: "Failed to delete enquiry",
    notFound: "This enquiry no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a status: pending, contacted, completed or closed",
  },
  // SPEC §7: newest first.
  order: {
    rows: [
      enquiry({ enquirerName: "Oldest", createdAt: at("2026-01-01T05:00:00Z") }),
      enquiry({ enquirerName: "Newest", createdAt: at("2026-03-01T20:00:00Z") }),
      enquiry({ enquirerName: "Middle", createdAt: at("2026-02-01T05:00:00Z") }),
    ],
    names: ["Newest", "Middle", "Oldest"],
  },
  fields: {
    row: enquiry({
      enquirerName: "Newest",
      relationship: "Mother",
      studentName: "आशा",
      email: "mother@example.com",
      previousSchool: "Little Stars",
      message: "Transport?",
      status: "contacted",
      createdAt: at("2026-03-01T20:00:00Z"),
    }),
    shown: {
      enquirerName: "Newest",
      relationship: "Mother",
      studentName: "आशा",
      classForAdmission: "UKG",
      contactNo: "9876543210",
      email: "mother@example.com",
      previousSchool: "Little Stars",
      message: "Transport?",
      status: "contacted",
      received: "2 Mar 2026, 1:30 AM",
    },
  },
  filters: {
    rows: [
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
      // % _ and \ in the search box mean themselves.
      enquiry({ enquirerName: "100% sure", contactNo: "1" }),
      enquiry({ enquirerName: "1000 sure", contactNo: "1" }),
      enquiry({ enquirerName: "a_b", contactNo: "1" }),
      enquiry({ enquirerName: "axb", contactNo: "1" }),
      enquiry({ enquirerName: "back\\slash", contactNo: "1" }),
      enquiry({ enquirerName: "Ravina", contactNo: "1", status: "closed" }),
      enquiry({ enquirerName: "Meena", contactNo: "1", status: "closed" }),
    ],
    checks: [
      // The enquirer, the student, the phone and the e-mail, in any case.
      ["?q=ravi", ["Ravi Kumar", "Ravina"]],
      ["?q=KABIR", ["Meena Devi"]],
      ["?q=12345", ["Suresh"]],
      ["?q=suresh%40mail", ["Suresh"]],
      ["?q=98765", ["Meena Devi", "Ravi Kumar"]],
      ["?q=nobody", []],
      [`?q=${encodeURIComponent("100%")}`, ["100% sure"]],
      [`?q=${encodeURIComponent("%")}`, ["100% sure"]],
      ["?q=a_b", ["a_b"]],
      ["?q=_", ["a_b"]],
      [`?q=${encodeURIComponent("k\\s")}`, ["back\\slash"]],
      // The status, with the search or alone.
      ["?status=closed", ["Meena", "Ravina"]],
      ["?status=closed&q=rav", ["Ravina"]],
      ["?status=contacted", []],
    ],
  },
  unreadable: ["?q=%20%20", "?status=confirmed", "?status=CLOSED", "?status=", "?status=due", "?page=abc"],
  ownFilter: { overrides: { enquirerName: "Closed one" }, search: "?q=closed" },
  statusSteps: ["contacted", "closed", "pending", "completed", "contacted"],
  badStatuses: ["confirmed", "cancelled", "Closed", ""],
  audit: { action: "enquiry", targetType: "admission_enquiry" },
  deleted: {
    overrides: { enquirerName: "Going", status: "closed" },
    details: { enquirerName: "Going", studentName: "Asha", status: "closed" },
  },
  csv: {
    name: "enquiries",
    header: "Enquirer,Relationship,Student,Class,Contact number,Email,Previous school,Message,Status,Received",
    rows: [
      enquiry({ enquirerName: "Old", createdAt: at("2026-01-01T05:00:00Z") }),
      enquiry({
        enquirerName: "रवि कुमार",
        email: "ravi@example.com",
        message: "Hello, school",
        createdAt: at("2026-02-01T20:00:00Z"),
      }),
    ],
    lines: [
      'रवि कुमार,Father,Asha,UKG,9876543210,ravi@example.com,,"Hello, school",pending,2026-02-02 01:30',
      "Old,Father,Asha,UKG,9876543210,,,,pending,2026-01-01 10:30",
    ],
  },
  csvFilters: {
    rows: [
      ...Array.from({ length: 40 }, (_, i) => enquiry({ enquirerName: `Kumar ${i}`, status: "contacted" })),
      enquiry({ enquirerName: "Kumar closed", status: "closed" }),
      enquiry({ enquirerName: "Singh", status: "contacted" }),
    ],
    checks: [
      ["?q=kumar&status=contacted&page=2", 40, "Kumar "],
      [`?q=${encodeURIComponent("%")}`, 0],
    ],
  },
  formula: {
    row: enquiry({ enquirerName: "=cmd|' /C calc'!A0", studentName: "@x", contactNo: "+919876543210", message: "-5" }),
    line: /^'=cmd\|' \/C calc'!A0,Father,'@x,UKG,'\+919876543210,,,'-5,pending,/,
  },
};

const message = (overrides: Fields = {}): Fields => ({
  name: "Meena Devi",
  email: "meena@example.com",
  phone: "9876543210",
  message: "When does the new session start?",
  ...overrides,
});

const CONTACT_MESSAGES: RequestCase = {
  title: "contact messages",
  section: "contact_messages",
  path: "/admin/contact-messages",
  route: contactMessagesPage,
  exportRoute: contactMessagesExport,
  recordRoute: contactMessagePage,
  record: {
    title: "Message from मीना देवी",
    shown: ["meena@example.com", "+91 98765 43210", "Line one\nline two"],
  },
  opened: { from: "new", to: "read" },
  table: schema.contactMessages,
  make: message,
  name: "name",
  statuses: ["new", "read", "replied", "closed"],
  texts: {
    deleted: "Message deleted",
    deleteFailed: "Failed to delete message",
    notFound: "This message no longer exists. Reload the page to see the current list.",
    badStatus: "Choose a status: new, read, replied or closed",
  },
  // Newest first.
  order: {
    rows: [
      message({ name: "Oldest", createdAt: at("2026-01-01T05:00:00Z") }),
      message({ name: "Newest", createdAt: at("2026-03-01T20:00:00Z") }),
      message({ name: "Middle", createdAt: at("2026-02-01T05:00:00Z") }),
    ],
    names: ["Newest", "Middle", "Oldest"],
  },
  fields: {
    row: message({
      name: "मीना देवी",
      email: "meena@example.com",
      phone: "+91 98765 43210",
      message: "Line one\nline two",
      status: "replied",
      createdAt: at("2026-03-01T20:00:00Z"),
    }),
    shown: {
      name: "मीना देवी",
      email: "meena@example.com",
      phone: "+91 98765 43210",
      message: "Line one\nline two",
      status: "replied",
      received: "2 Mar 2026, 1:30 AM",
    },
  },
  filters: {
    rows: [
      message({ name: "Ravi Kumar", phone: "9876500001", email: "ravi@example.com", message: "Fees?" }),
      message({ name: "Meena Devi", phone: "9876500002", email: "MEENA@Mail.example", message: "Bus route" }),
      message({ name: "Suresh", phone: "+91 99999 12345", email: "s@example.com", message: "Transport to Bhuna" }),
      // % _ and \ in the search box mean themselves.
      message({ name: "100% sure", phone: "1", email: "a@example.com", message: "x" }),
      message({ name: "1000 sure", phone: "1", email: "b@example.com", message: "x" }),
      message({ name: "a_b", phone: "1", email: "c@example.com", message: "x" }),
      message({ name: "axb", phone: "1", email: "d@example.com", message: "x" }),
      message({ name: "Ravina", phone: "1", email: "e@example.com", message: "x", status: "closed" }),
      message({ name: "Meena", phone: "1", email: "f@example.com", message: "x", status: "closed" }),
    ],
    checks: [
      // The name, the e-mail, the phone and the message, in any case.
      ["?q=ravi", ["Ravi Kumar", "Ravina"]],
      ["?q=meena%40mail", ["Meena Devi"]],
      ["?q=12345", ["Suresh"]],
      ["?q=BHUNA", ["Suresh"]],
      ["?q=route", ["Meena Devi"]],
      ["?q=98765", ["Meena Devi", "Ravi Kumar"]],
      ["?q=nobody", []],
      [`?q=${encodeURIComponent("%")}`, ["100% sure"]],
      ["?q=_", ["a_b"]],
      // The status, with the search or alone.
      ["?status=closed", ["Meena", "Ravina"]],
      ["?status=closed&q=rav", ["Ravina"]],
      ["?status=replied", []],
    ],
  },
  unreadable: ["?q=%20%20", "?status=pending", "?status=NEW", "?status=", "?status=due", "?page=abc"],
  ownFilter: { overrides: { name: "Closed one" }, search: "?q=closed" },
  statusSteps: ["read", "replied", "new", "closed", "read"],
  badStatuses: ["pending", "contacted", "Read", "", "unread"],
  audit: { action: "contact_message", targetType: "contact_message" },
  deleted: {
    overrides: { name: "Going", email: "going@example.com", status: "replied" },
    details: { name: "Going", email: "going@example.com", status: "replied" },
  },
  csv: {
    name: "contact-messages",
    header: "Name,Email,Phone,Message,Status,Received",
    rows: [
      message({ name: "Old", createdAt: at("2026-01-01T05:00:00Z") }),
      message({
        name: "मीना",
        email: "meena@example.com",
        message: "Hello, school\nTwo lines",
        status: "read",
        createdAt: at("2026-02-01T20:00:00Z"),
      }),
    ],
    lines: [
      'मीना,meena@example.com,9876543210,"Hello, school\nTwo lines",read,2026-02-02 01:30',
      "Old,meena@example.com,9876543210,When does the new session start?,new,2026-01-01 10:30",
    ],
  },
  csvFilters: {
    rows: [
      ...Array.from({ length: 40 }, (_, i) => message({ name: `Kumar ${i}`, status: "read" })),
      message({ name: "Kumar closed", status: "closed" }),
      message({ name: "Singh", status: "read" }),
    ],
    checks: [
      ["?q=kumar&status=read&page=2", 40, "Kumar "],
      [`?q=${encodeURIComponent("%")}`, 0],
    ],
  },
  formula: {
    row: message({ name: "=cmd|' /C calc'!A0", email: "@x", phone: "+919876543210", message: "-5" }),
    line: /^'=cmd\|' \/C calc'!A0,'@x,'\+919876543210,'-5,new,/,
  },
};

describe.each(testDatabaseKinds)("requests from the public in the back office on %s", (databaseKind) => {
  const database = useTestDatabase(databaseKind);
  const { ids, cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });
  const db = (): Db => database.db;

  beforeAll(async () => {
    // For each kind, one member of staff given its section, and one given others (the other kind's among them).
    await createStaff(db(), "visit_requests@school.example", { sections: ["visit_requests"] });
    await createStaff(db(), "enquiries@school.example", { sections: ["enquiries"] });
    await createStaff(db(), "not-visit_requests@school.example", { sections: ["gallery", "enquiries"] });
    await createStaff(db(), "not-enquiries@school.example", { sections: ["gallery", "visit_requests"] });
    await createStaff(db(), "contact_messages@school.example", { sections: ["contact_messages"] });
    await createStaff(db(), "not-contact_messages@school.example", { sections: ["gallery", "enquiries"] });
  });
  beforeEach(async () => {
    await emptyTables(...REQUEST_TABLES);
  });

  describe.each([VISIT_REQUESTS, ENQUIRIES, CONTACT_MESSAGES])("$title", (c) => {
    let outsiderCookie: string;
    beforeAll(async () => {
      outsiderCookie = await sessionOf(`not-${c.section}@school.example`);
    });

    const list = async (search = "", cookie = cookies[ADMIN]) => {
      const got = await outcome(() => c.route.loader(staffArgs(`${c.path}${search}`, cookie) as never));
      expect(got.status).toBe(200);
      return (got.value as { page: Page<Row> }).page;
    };
    const namesOf = (rows: Row[]) => rows.map((row) => row[c.name] as string);
    const sortedNames = async (search: string) => namesOf((await list(search)).rows).sort();
    const post = (fields: Record<string, string>, cookie = cookies[ADMIN]) =>
      outcome<AdminReply>(() =>
        c.route.action(staffArgs(c.path, cookie, { method: "POST", body: formBody(fields) }) as never),
      );
    const exportCsv = async (search = "") => {
      const got = await outcome(() =>
        c.exportRoute.loader(staffArgs(`${c.path}/export.csv${search}`, cookies[ADMIN]) as never),
      );
      const response = got.value as Response;
      // Decoded keeping the BOM (Response.text() would drop it).
      return { response, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()) };
    };
    const csvRows = (text: string) => text.slice(1).trimEnd().split("\r\n").slice(1);
    const insert = async (rows: Fields[]) =>
      (await db()
        .insert(c.table)
        .values(rows as never)
        .returning()) as Row[];
    const stored = async () => (await db().select().from(c.table)) as Row[];
    const statusOf = async (id: string) => (await stored()).find((row) => row.id === id)?.status;
    const [firstStatus, secondStatus] = c.statuses as [string, string];

    describe("the list", () => {
      it("shows the list's order (SPEC §7)", async () => {
        await insert(c.order.rows);
        const page = await list();
        expect(namesOf(page.rows)).toEqual(c.order.names);
        expect(page.total).toBe(c.order.rows.length);
      });

      it("shows each field, and the created time in the school's time zone", async () => {
        await insert([c.fields.row]);
        expect((await list()).rows[0]).toMatchObject(c.fields.shown);
      });

      it("gives each row how long it has waited, and the Call and WhatsApp links of its phone (decision 0050)", async () => {
        await insert([c.make({ createdAt: new Date(Date.now() - 3 * 86_400_000 - 60_000) })]);
        const [row] = (await list()).rows;
        expect(row).toMatchObject({
          waited: "3 days",
          reach: {
            tel: expect.stringMatching(/^tel:\+?\d+$/),
            whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=Namaste/),
          },
        });
      });

      it("filters by its own filter and by status, together or alone", async () => {
        await insert(c.filters.rows);
        for (const [search, names] of c.filters.checks) {
          expect(await sortedNames(search), search).toEqual([...names].sort());
          expect((await list(search)).total, search).toBe(names.length);
        }
      });

      it("shows everything for filters it cannot read", async () => {
        await insert([c.make({ [c.name]: "A" }), c.make({ [c.name]: "B", status: secondStatus })]);
        for (const search of c.unreadable) expect((await list(search)).total, search).toBe(2);
      });

      it("reads 25 a page, counts every page, and shows the last page for one past the end", async () => {
        await insert(
          Array.from({ length: 60 }, (_, i) =>
            c.make({
              [c.name]: `Person ${String(i).padStart(2, "0")}`,
              createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
            }),
          ),
        );
        const first = await list();
        expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3 });
        expect(first.rows).toHaveLength(25);
        expect(first.rows[0]![c.name]).toBe(c.ascending ? "Person 00" : "Person 59");
        const third = await list("?page=3");
        expect(namesOf(third.rows)).toEqual(
          Array.from({ length: 10 }, (_, i) => `Person ${String(c.ascending ? 50 + i : 9 - i).padStart(2, "0")}`),
        );
        expect(await list("?page=99")).toMatchObject({ page: 3, pageCount: 3, rows: third.rows });
        expect((await list("?page=-1")).page).toBe(1);
        const all = [...first.rows, ...(await list("?page=2")).rows, ...third.rows].map((row) => row.id);
        expect(new Set(all).size).toBe(60);
      });

      it("counts pages of the filtered list only", async () => {
        await insert([
          ...Array.from({ length: 51 }, (_, i) =>
            c.make({ [c.name]: `Parent ${i}`, status: firstStatus, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }),
          ),
          ...Array.from({ length: 4 }, () => c.make({ status: secondStatus, ...c.ownFilter.overrides })),
        ]);
        expect(await list()).toMatchObject({ total: 55, pageCount: 3 });
        expect(await list(`?status=${firstStatus}`)).toMatchObject({ total: 51, pageCount: 3 });
        expect(await list(`?status=${secondStatus}`)).toMatchObject({ total: 4, pageCount: 1 });
        expect(await list(c.ownFilter.search)).toMatchObject({ total: 4, pageCount: 1 });
        const third = await list(`?status=${firstStatus}&page=3`);
        expect(namesOf(third.rows)).toEqual([c.ascending ? "Parent 50" : "Parent 0"]);
        expect(await list(`?status=${firstStatus}&page=400`)).toMatchObject({ page: 3, rows: third.rows });
      });

      it("is not shown to staff without the section", async () => {
        expect(await outcome(() => c.route.loader(staffArgs(c.path, outsiderCookie) as never))).toMatchObject({
          status: 302,
          location: "/admin/dashboard",
        });
      });
    });

    describe("set_status", () => {
      const action = `${c.audit.action}.update_status`;

      it("sets any status from any other, says so, and writes from/to to the audit log", async () => {
        const [row] = await insert([c.make()]);
        let from = firstStatus;
        for (const status of c.statusSteps) {
          expect(await post({ intent: "set_status", id: row!.id, status })).toMatchObject(
            succeeded("Status updated successfully"),
          );
          expect(await statusOf(row!.id)).toBe(status);
          expect((await auditFor(row!.id, action)).at(-1)).toMatchObject({
            ...actedBy(ids[ADMIN], "admin@school.example"),
            targetType: c.audit.targetType,
            details: { from, to: status },
          });
          from = status;
        }
        expect(await auditFor(row!.id, action)).toHaveLength(c.statusSteps.length);
      });

      it("lets staff given the section (not an admin) change a status", async () => {
        const [row] = await insert([c.make()]);
        const got = await post(
          { intent: "set_status", id: row!.id, status: secondStatus },
          await sessionOf(`${c.section}@school.example`),
        );
        expect(got).toMatchObject({ status: 200, reply: { ok: true } });
        expect((await auditFor(row!.id, action))[0]!.actorEmail).toBe(`${c.section}@school.example`);
      });

      it("writes nothing when the status is the one it has", async () => {
        const [row] = await insert([c.make({ status: secondStatus })]);
        expect(await post({ intent: "set_status", id: row!.id, status: secondStatus })).toMatchObject({ status: 200 });
        expect(await auditFor(row!.id, action)).toHaveLength(0);
      });

      it.each(c.badStatuses)("refuses the status %j with 400, changing nothing", async (status) => {
        const [row] = await insert([c.make()]);
        expect(await post({ intent: "set_status", id: row!.id, status })).toMatchObject({
          status: 400,
          reply: { ok: false, toast: { type: "error", title: c.texts.badStatus } },
        });
        expect(await statusOf(row!.id)).toBe(firstStatus);
        expect(await auditFor(row!.id, action)).toHaveLength(0);
      });

      it("answers 404 for an id that names no request", async () => {
        expect(await post({ intent: "set_status", id: MISSING_ID, status: secondStatus })).toMatchObject({
          status: 404,
          reply: {
            ok: false,
            toast: { type: "error", title: "Failed to update status", description: c.texts.notFound },
          },
        });
      });

      it.each(["not-a-uuid", "42", ""])("answers 400 for the malformed id %j, with the same words", async (id) => {
        const [row] = await insert([c.make()]);
        expect(await post({ intent: "set_status", id, status: secondStatus })).toMatchObject({
          status: 400,
          reply: { ok: false, toast: { type: "error", title: c.texts.notFound } },
        });
        expect(await statusOf(row!.id)).toBe(firstStatus);
      });
    });

    describe("undo_status (decision 0050)", () => {
      const changed = `${c.audit.action}.update_status`;
      const undone = `${c.audit.action}.undo_status`;

      it("puts the status back, says so, and audits the change once and its undo once", async () => {
        const [row] = await insert([c.make()]);
        expect(await post({ intent: "set_status", id: row!.id, status: secondStatus })).toMatchObject({ status: 200 });
        expect(
          await post({ intent: "undo_status", id: row!.id, status: firstStatus, from: secondStatus }),
        ).toMatchObject(succeeded("Status change undone"));
        expect(await statusOf(row!.id)).toBe(firstStatus);
        expect(await auditFor(row!.id, changed)).toMatchObject([{ details: { from: firstStatus, to: secondStatus } }]);
        expect(await auditFor(row!.id, undone)).toMatchObject([
          { ...actedBy(ids[ADMIN], "admin@school.example"), details: { from: secondStatus, to: firstStatus } },
        ]);
      });

      it("leaves a status someone changed since as it is, with 409", async () => {
        const [row] = await insert([c.make()]);
        const third = c.statuses[2]!;
        await post({ intent: "set_status", id: row!.id, status: secondStatus });
        await post({ intent: "set_status", id: row!.id, status: third });
        expect(
          await post({ intent: "undo_status", id: row!.id, status: firstStatus, from: secondStatus }),
        ).toMatchObject({
          status: 409,
          reply: { ok: false, toast: { type: "error", title: "Failed to undo the status change" } },
        });
        expect(await statusOf(row!.id)).toBe(third);
        expect(await auditFor(row!.id, undone)).toHaveLength(0);
      });

      it.each([
        { status: "lost", from: "pending" },
        { status: "pending", from: "" },
      ])("refuses %j with 400, changing nothing", async (fields) => {
        const [row] = await insert([c.make()]);
        expect(await post({ intent: "undo_status", id: row!.id, ...fields })).toMatchObject({ status: 400 });
        expect(await statusOf(row!.id)).toBe(firstStatus);
      });

      it("answers 404 for an id that names no request", async () => {
        expect(
          await post({ intent: "undo_status", id: MISSING_ID, status: firstStatus, from: secondStatus }),
        ).toMatchObject({ status: 404 });
      });
    });

    describe("delete", () => {
      const action = `${c.audit.action}.delete`;

      it("deletes the request, says so, and writes what it was to the audit log", async () => {
        const [row, kept] = await insert([c.make(c.deleted.overrides), c.make({ [c.name]: "Staying" })]);
        expect(await post({ intent: "delete", id: row!.id })).toMatchObject(succeeded(c.texts.deleted));
        expect((await stored()).map((left) => left.id)).toEqual([kept!.id]);
        expect(await auditFor(row!.id, action)).toMatchObject([
          { actorUserId: ids[ADMIN], targetType: c.audit.targetType, details: c.deleted.details },
        ]);
      });

      it("answers 404 for an id that names no request, and the second time", async () => {
        const [row] = await insert([c.make()]);
        expect((await post({ intent: "delete", id: row!.id })).status).toBe(200);
        for (const id of [MISSING_ID, row!.id]) {
          expect(await post({ intent: "delete", id })).toMatchObject({
            status: 404,
            reply: { ok: false, toast: { title: c.texts.deleteFailed, description: c.texts.notFound } },
          });
        }
      });

      it.each(["42", "x", ""])("answers 400 for the malformed id %j, with the same words", async (id) => {
        await insert([c.make()]);
        expect(await post({ intent: "delete", id })).toMatchObject({
          status: 400,
          reply: { ok: false, toast: { type: "error", title: c.texts.notFound } },
        });
        expect(await stored()).toHaveLength(1);
      });
    });

    describe("other requests", () => {
      it("refuses a form naming no known change with 400", async () => {
        for (const intent of ["", "update", "set_permissions", "close_all"]) {
          expect(await post({ intent })).toMatchObject({
            status: 400,
            reply: { ok: false, toast: { title: UNKNOWN_INTENT } },
          });
        }
      });

      it("sends staff without the section back to the dashboard, changing nothing", async () => {
        const [row] = await insert([c.make()]);
        const changes: Record<string, string>[] = [
          { intent: "delete", id: row!.id },
          { intent: "set_status", id: row!.id, status: secondStatus },
        ];
        for (const fields of changes) {
          expect(await post(fields, outsiderCookie)).toMatchObject({ status: 302, location: "/admin/dashboard" });
        }
        expect(await stored()).toMatchObject([{ id: row!.id, status: firstStatus }]);
      });
    });

    describe("the page of one record", () => {
      const recordPath = (id: string, search = "") => `${c.path}/${id}${search}`;
      const open = (id: string, cookie = cookies[ADMIN], search = "") =>
        outcome<string>(() =>
          c.recordRoute.loader(staffArgs(recordPath(id, search), cookie, { params: { id } }) as never),
        );
      const shownRecord = async (id: string) => ((await open(id)).value as { record: Row }).record;
      const postTo = (id: string, fields: Record<string, string>, search = "") =>
        outcome<AdminReply>(() =>
          c.recordRoute.action(
            staffArgs(recordPath(id, search), cookies[ADMIN], {
              method: "POST",
              body: formBody(fields),
              params: { id },
            }) as never,
          ),
        );
      /** The page as the browser gets it, for the record the loader gave. */
      const render = async (id: string, search = "") => {
        const loaderData = (await open(id, cookies[ADMIN], search)).value;
        const Stub = createRoutesStub([{ path: `${c.path}/:id`, Component: c.recordRoute.default as never }]);
        return renderToString(
          createElement(Stub, {
            initialEntries: [recordPath(id, search)],
            hydrationData: { loaderData: { 0: loaderData } },
          }),
        );
      };

      it("shows every field, the status and the created time in the school's time zone", async () => {
        const [row] = await insert([c.fields.row]);
        const { status: _, ...shown } = c.fields.shown;
        expect(await shownRecord(row!.id)).toMatchObject({ id: row!.id, ...shown, status: c.fields.shown.status });
        const html = await render(row!.id);
        expect(html).toContain(`<h1 class="text-2xl font-semibold text-slate-900">${c.record.title}</h1>`);
        for (const text of [...c.record.shown, c.fields.shown.received as string]) expect(html).toContain(text);
      });

      it("links the phone with tel: and the e-mail with mailto:, and leads back to the list it came from", async () => {
        const [row] = await insert([c.fields.row]);
        const html = await render(row!.id, `?status=${c.fields.shown.status as string}&page=2&junk=%3Cx%3E`);
        expect(html).toMatch(/href="tel:[+\d]+"/);
        expect(html).toMatch(/href="mailto:[^"]+@example\.com"/);
        expect(html).toContain(`href="${c.path}?status=${c.fields.shown.status as string}&amp;page=2"`);
      });

      it("is linked from the first column of the list, with the list's filters", async () => {
        const [row] = await insert([c.make({ status: secondStatus })]);
        const data = (
          await outcome(() => c.route.loader(staffArgs(`${c.path}?status=${secondStatus}`, cookies[ADMIN]) as never))
        ).value;
        const Stub = createRoutesStub([{ path: c.path, Component: c.route.default as never }]);
        const html = renderToString(
          createElement(Stub, {
            initialEntries: [`${c.path}?status=${secondStatus}`],
            hydrationData: { loaderData: { 0: data } },
          }),
        );
        expect(html).toMatch(
          new RegExp(`<th scope="row"[^>]*><a [^>]*href="${recordPath(row!.id, `\\?status=${secondStatus}`)}"`),
        );
      });

      it.each(["not-a-uuid", "42", "%00"])("answers 400 for the id %j, with the kind's not-found words", async (id) => {
        expect(await open(id)).toMatchObject({ status: 400, reply: c.texts.notFound });
      });

      it("answers 404 for an id that names no record, with the same words", async () => {
        expect(await open(MISSING_ID)).toMatchObject({ status: 404, reply: c.texts.notFound });
      });

      it("is not shown to staff without the section, and opening it there changes nothing", async () => {
        const [row] = await insert([c.make()]);
        expect(await open(row!.id, outsiderCookie)).toMatchObject({ status: 302, location: "/admin/dashboard" });
        expect(await statusOf(row!.id)).toBe(firstStatus);
        expect(await auditFor(row!.id, `${c.audit.action}.read`)).toHaveLength(0);
      });

      if (c.opened) {
        const { from, to } = c.opened;

        it(`moves a record from ${from} to ${to} when opened, once, and says who opened it`, async () => {
          const [row] = await insert([c.make({ status: from })]);
          expect((await shownRecord(row!.id)).status).toBe(to);
          expect(await statusOf(row!.id)).toBe(to);
          await shownRecord(row!.id);
          await open(row!.id, await sessionOf(`${c.section}@school.example`));
          expect(await auditFor(row!.id, `${c.audit.action}.read`)).toMatchObject([
            {
              ...actedBy(ids[ADMIN], ADMIN),
              targetType: c.audit.targetType,
              details: { from, to },
            },
          ]);
        });

        it("is opened once however many open it at the same moment", async () => {
          const [row] = await insert([c.make({ status: from })]);
          const opened = await Promise.all(Array.from({ length: 6 }, () => shownRecord(row!.id)));
          expect(opened.every((record) => record.status === to)).toBe(true);
          expect(await auditFor(row!.id, `${c.audit.action}.read`)).toHaveLength(1);
        });

        it(`leaves any other status as it is, and offers no ${from} once open`, async () => {
          for (const status of c.statuses.filter((status) => status !== from)) {
            const [row] = await insert([c.make({ status })]);
            expect((await shownRecord(row!.id)).status).toBe(status);
            expect(await auditFor(row!.id, `${c.audit.action}.read`)).toHaveLength(0);
          }
          const [row] = await insert([c.make({ status: from })]);
          expect(await render(row!.id)).not.toContain(`<option value="${from}">`);
        });
      } else {
        it("changes nothing by being opened", async () => {
          for (const status of c.statuses) {
            const [row] = await insert([c.make({ status })]);
            expect((await shownRecord(row!.id)).status).toBe(status);
            expect(await statusOf(row!.id)).toBe(status);
            const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetId, row!.id));
            expect(audit).toHaveLength(0);
          }
        });
      }

      it("sets the status of the page's own record, whatever id the form names, and audits it", async () => {
        const [row, other] = await insert([c.make({ status: secondStatus }), c.make({ status: secondStatus })]);
        const status = c.statusSteps.find((step) => step !== secondStatus)!;
        expect(await postTo(row!.id, { intent: "set_status", id: other!.id, status })).toMatchObject(
          succeeded("Status updated successfully"),
        );
        expect(await statusOf(row!.id)).toBe(status);
        expect(await statusOf(other!.id)).toBe(secondStatus);
        expect(await auditFor(row!.id, `${c.audit.action}.update_status`)).toMatchObject([
          { details: { from: secondStatus, to: status } },
        ]);
      });

      it("deletes the record and goes back to the list it came from, with the toast", async () => {
        const [row] = await insert([c.make(c.deleted.overrides)]);
        const got = await postTo(row!.id, { intent: "delete" }, `?status=${firstStatus}&page=3&evil=https://x.example`);
        expect(got).toMatchObject({ status: 302, location: `${c.path}?status=${firstStatus}&page=3` });
        expect(await stored()).toHaveLength(0);
        expect(await auditFor(row!.id, `${c.audit.action}.delete`)).toMatchObject([{ details: c.deleted.details }]);
      });

      it("refuses a malformed or unknown id with the same words, changing nothing", async () => {
        const [row] = await insert([c.make()]);
        expect(await postTo("not-a-uuid", { intent: "delete", id: row!.id })).toMatchObject({
          status: 400,
          reply: { ok: false, toast: { title: c.texts.notFound } },
        });
        expect(await postTo(MISSING_ID, { intent: "set_status", status: secondStatus })).toMatchObject({
          status: 404,
          reply: { ok: false, toast: { title: "Failed to update status", description: c.texts.notFound } },
        });
        expect(await stored()).toMatchObject([{ id: row!.id, status: firstStatus }]);
      });
    });

    describe("the CSV export", () => {
      it("is a UTF-8 attachment with a BOM, a header and every matching row in the list's order", async () => {
        await insert(c.csv.rows);
        const { response, text } = await exportCsv();
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
        expect(response.headers.get("Content-Disposition")).toMatch(
          new RegExp(`^attachment; filename="${c.csv.name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
        );
        expect(text.charCodeAt(0)).toBe(0xfeff);
        const lines = text.slice(1).split("\r\n");
        expect(lines[0]).toBe(c.csv.header);
        c.csv.lines.forEach((line, i) => {
          if (typeof line === "string") expect(lines[i + 1]).toBe(line);
          else expect(lines[i + 1]).toMatch(line);
        });
        expect(lines).toHaveLength(c.csv.lines.length + 2); // and the empty string after the last CRLF
      });

      it("keeps the filters and ignores the page", async () => {
        await insert(c.csvFilters.rows);
        for (const [search, count, start] of c.csvFilters.checks) {
          const rows = csvRows((await exportCsv(search)).text);
          expect(rows, search).toHaveLength(count);
          if (start) expect(rows.every((line) => line.startsWith(start))).toBe(true);
        }
      });

      it("reads a long list in batches without losing or repeating a row", async () => {
        // The same sort key for all (visit date, created time): only the id tells them apart.
        const createdAt = new Date("2026-02-01T05:00:00.123Z");
        await insert(Array.from({ length: 2_345 }, (_, i) => c.make({ [c.name]: `S${i}`, createdAt })));
        const names = csvRows((await exportCsv()).text).map((line) => line.split(",")[0]);
        expect(names).toHaveLength(2_345);
        expect(new Set(names).size).toBe(2_345);
      });

      it("puts an apostrophe before a cell a spreadsheet would run as a formula", async () => {
        await insert([c.formula.row]);
        expect(csvRows((await exportCsv()).text)[0]).toMatch(c.formula.line);
      });

      it("is not given to staff without the section", async () => {
        expect(
          await outcome(() => c.exportRoute.loader(staffArgs(`${c.path}/export.csv`, outsiderCookie) as never)),
        ).toMatchObject({ status: 302, location: "/admin/dashboard" });
      });
    });
  });

  // Decision 0037: the visit list starts with today (the school's), soonest first; the past is one filter away.
  describe("visit requests from today on", () => {
    const today = schoolToday();
    const day = (days: number) => addDays(today, days);
    const visitsList = async (search = "") => {
      const got = await outcome(() =>
        visitRequestsPage.loader(staffArgs(`/admin/visit-requests${search}`, cookies[ADMIN]) as never),
      );
      expect(got.status).toBe(200);
      return got.value as { page: Page<Row>; today: string };
    };
    const names = async (search = "") => (await visitsList(search)).page.rows.map((row) => row.studentName);
    const csvNames = async (search = "") => {
      const got = await outcome(() =>
        visitRequestsExport.loader(staffArgs(`/admin/visit-requests/export.csv${search}`, cookies[ADMIN]) as never),
      );
      const text = await (got.value as Response).text();
      return text
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]);
    };

    beforeEach(async () => {
      await db()
        .insert(schema.visitRequests)
        .values(
          (
            [
              ["Last week", -7, "2026-01-01T05:00:00Z"],
              ["Yesterday", -1, "2026-01-01T05:00:00Z"],
              ["Next month", 30, "2026-01-01T05:00:00Z"],
              ["Today (asked last)", 0, "2026-01-03T05:00:00Z"],
              ["Tomorrow", 1, "2026-01-01T05:00:00Z"],
              ["Today (asked first)", 0, "2026-01-02T05:00:00Z"],
            ] as const
          ).map(([studentName, days, createdAt]) => ({
            ...(visit({ studentName, visitDate: day(days), createdAt: at(createdAt) }) as object),
            status: studentName === "Tomorrow" ? ("confirmed" as const) : ("pending" as const),
          })) as never,
        );
    });

    it("shows, by default, the visits from today on, soonest first, today's first asked leading page 1", async () => {
      const { page, today: shownToday } = await visitsList();
      expect(shownToday).toBe(today);
      expect(page.rows.map((row) => row.studentName)).toEqual([
        "Today (asked first)",
        "Today (asked last)",
        "Tomorrow",
        "Next month",
      ]);
      expect(page.total).toBe(4);
    });

    it("puts today's visits on page 1 however many visits have passed", async () => {
      await db()
        .insert(schema.visitRequests)
        .values(
          Array.from({ length: 60 }, (_, i) => visit({ studentName: `Past ${i}`, visitDate: day(-2 - i) })) as never,
        );
      expect((await names()).slice(0, 2)).toEqual(["Today (asked first)", "Today (asked last)"]);
    });

    it("shows the past one filter away, newest first, and every date newest first", async () => {
      expect(await names("?when=past")).toEqual(["Yesterday", "Last week"]);
      expect(await names("?when=all")).toEqual([
        "Next month",
        "Tomorrow",
        "Today (asked last)",
        "Today (asked first)",
        "Yesterday",
        "Last week",
      ]);
    });

    it("keeps the status filter within its dates", async () => {
      expect(await names("?status=pending")).toEqual(["Today (asked first)", "Today (asked last)", "Next month"]);
      expect(await names("?status=pending&when=past")).toEqual(["Yesterday", "Last week"]);
      expect(await names("?status=confirmed&when=past")).toEqual([]);
    });

    it("shows exactly the dates of a date filter, past or to come, soonest first unless asked otherwise", async () => {
      expect(await names(`?date=${day(-7)}`)).toEqual(["Last week"]);
      expect(await names(`?date=${day(-7)}&to=${day(1)}`)).toEqual([
        "Last week",
        "Yesterday",
        "Today (asked first)",
        "Today (asked last)",
        "Tomorrow",
      ]);
      expect(await names(`?date=${day(-1)}&to=${day(0)}&when=past`)).toEqual([
        "Today (asked last)",
        "Today (asked first)",
        "Yesterday",
      ]);
    });

    it("exports the list's current filters, in the list's order", async () => {
      expect(await csvNames()).toEqual(["Today (asked first)", "Today (asked last)", "Tomorrow", "Next month"]);
      expect(await csvNames("?when=past")).toEqual(["Yesterday", "Last week"]);
      expect(await csvNames("?when=all&status=pending")).toEqual([
        "Next month",
        "Today (asked last)",
        "Today (asked first)",
        "Yesterday",
        "Last week",
      ]);
    });

    it("reads a long export from today on in batches, soonest first, without losing or repeating a row", async () => {
      await db()
        .insert(schema.visitRequests)
        .values(
          Array.from({ length: 2_100 }, (_, i) =>
            visit({ studentName: `S${String(i).padStart(4, "0")}`, visitDate: day(2 + (i % 5)) }),
          ) as never,
        );
      const exported = await csvNames();
      expect(exported).toHaveLength(2_104);
      expect(new Set(exported).size).toBe(2_104);
      expect(exported.slice(0, 3)).toEqual(["Today (asked first)", "Today (asked last)", "Tomorrow"]);
      expect(exported.at(-1)).toBe("Next month");
    });
  });
});

// Decision 0017: no input reaches a 5xx. Generated requests (fast-check) against every loader and action of
// app/routes.ts: every form of tests/support/forms.ts (each step of an application on a draft of its own, the
// session's admissions open), every list's query parameters, the CSV exports. A form is its fields well filled
// with one to three of them, or unknown ones, replaced: mostly plausible values, so that it is one or two faults
// from being taken and what is taken reaches the database, and among them impossible dates, control characters,
// very long texts, unknown intents, wrong types (a file for a text, a text for a file), duplicated fields and
// unreadable bodies. Nothing may answer 5xx or throw, and a CSV must be readable to its end.
// Odd values in every field of every form, posted to the production server in both languages and the page that
// answers read, are tests/e2e/whole-site/fuzz.spec.ts's (decision 0084). Methods (TRACE) go through the real HTTP
// server: tests/e2e/whole-site/methods.spec.ts; requests no browser sends (no Host header, a malformed one) are written
// on raw sockets to it: tests/e2e/whole-site/raw-requests.spec.ts.
import { createHash } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { applicationTokenHash } from "~/features/applications/drafts/token.server";
import { setLinkCheckSettings } from "~/features/links/links.server";
import { clientAddressContext } from "~/lib/server/request-context";
import routes from "~/routes";

import * as schema from "../../../db/schema";
import { addDays } from "../../../db/time";
import { staffArgs, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { enquiryRow, IMPOSSIBLE_DATES as NO_DATES, today } from "../../support/form-input";
import { FORMS, GOOD_VALUES, GOOD_VALUES_AT } from "../../support/forms";
import { registrationPayment } from "../../support/payments";
import { temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("fuzz-uploads-");

type Handler = (args: never) => Promise<unknown>;
type RouteModule = { loader?: Handler; action?: Handler };
const modules = import.meta.glob<RouteModule>("/app/routes/**/*.{ts,tsx}");

function flatten(entries: RouteConfigEntry[]): { path: string; file: string }[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined || entry.index ? [{ path: `/${entry.path ?? ""}`, file: entry.file }] : []),
    ...flatten(entry.children ?? []),
  ]);
}
const ROUTES = flatten(routes).map(({ path, file }) => ({ path: path.replace("*", "fuzz/file.jpg"), file }));

const ADMIN = "fuzz-admin@school.example";
const VICTIM = "fuzz-victim@school.example";

// ------------------------------------------------------------ what is sent

/** Every query parameter a page reads. */
const QUERY_PARAMETERS = [
  "page",
  "filter",
  "q",
  "session",
  "waiting",
  "date",
  "to",
  "from",
  "status",
  "category",
  "view",
  "month",
  "day",
  "form",
  "token",
  "owed",
  "event",
  "lang",
  "version",
  "phone",
  "email",
  "format",
  "identityChecked",
  "confirmed",
  // The alerts' pages (docs/specification.md §24): a form's answer, an unsubscribe done.
  "sent",
  "done",
];

// The impossible dates decision 0017 names, and their neighbours.
const IMPOSSIBLE_DATES = [
  ...NO_DATES,
  "9999-12-31",
  "275760-09-14",
  "2026-1-1",
  "01/02/2026",
  "2026-12-02T25:61",
  "0000-01-01T00:00",
  "10000-01-01T09:00",
  "2026-13",
  "0000-00",
];
const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u001b", "\u007f", "\u0085", "\u009f"];

/** Plausible values, so that generated requests get past the first check and reach the database. */
const plausible = (ids: string[]) =>
  fc.constantFrom(
    ...ids,
    MISSING_ID,
    today,
    addDays(today, 3),
    `${addDays(today, 3)}T10:00`,
    "2026-12-02",
    "2026-12",
    "Asha Rani",
    "9876543210",
    "parent@example.com",
    "https://example.com/a.pdf",
    "Class I",
    "UKG",
    "Father",
    "10:00 AM",
    "pending",
    "confirmed",
    "contacted",
    "closed",
    "new",
    "read",
    "replied",
    "Holidays",
    "PTM",
    "Events",
    "on",
    "true",
    "false",
    "admin",
    "user",
    "content",
    "gallery",
    "file",
    "url",
    "title",
    "A",
    "1",
    "2",
    "visit",
    "month",
    "list",
  );

// NUL half the time: PostgreSQL refuses it in text, the others only spoil a page or a CSV.
const controlCharacter = fc.oneof(fc.constant("\u0000"), fc.constantFrom(...CONTROL_CHARACTERS));

const malformedText = fc.oneof(
  // Decision 0017's cases, often.
  { weight: 3, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  { weight: 2, arbitrary: controlCharacter.map((character) => `Asha${character}Rani`) },
  fc.constantFrom(
    "",
    " ",
    "-1",
    "0",
    "1.5",
    "1e309",
    "NaN",
    "Infinity",
    "9".repeat(40),
    "0x10",
    "null",
    "undefined",
    "[object Object]",
    "' OR 1=1 --",
    "%00",
    "%",
    "\\",
    "_",
    "<script>alert(1)</script>",
    '=HYPERLINK("http://x")',
    "\uD800",
    "\uFFFF",
    "👨‍👩‍👧",
    "नमस्ते",
  ),
  fc.tuple(fc.string(), controlCharacter, fc.string()).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  // Past every field's limit, and (sometimes) past the form's 64 KB.
  fc.constantFrom(101, 256, 501, 1001, 5001, 70_000).map((length) => "x".repeat(length)),
);

/** A file where a text is expected, or a text where a file is. */
const fileValue = fc
  .tuple(
    fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new TextEncoder().encode("%PDF-1.4\n<html>"))),
    fc.constantFrom("a.pdf", "a.jpg", "", "../../etc/passwd", "a\u0000.png"),
    fc.constantFrom("application/pdf", "image/png", "text/html", ""),
  )
  .map(([bytes, name, type]) => new File([bytes], name, { type }));

// Mostly plausible: an odd value in every field, refused and its page rendered, is the browser fuzz's
// (tests/e2e/whole-site/fuzz.spec.ts, decision 0084); here a form is one or two faults from being taken, and what is
// taken reaches the database.
const fieldValue = (ids: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: plausible(ids) },
    { weight: 2, arbitrary: malformedText },
    { weight: 1, arbitrary: fileValue },
  );

/**
 * A form for `path` (its body, and what it adds to the page's address): a known form (sometimes with no intent, or
 * an unknown one) with its fields well filled, then a few fields (or unknown ones) replaced by generated values,
 * some sent twice or three times. Each request is thus one or two faults away from being accepted, and reaches
 * deep into the code.
 */
const formOf = (path: string, good: Record<string, string>, ids: string[]) => {
  const forms = FORMS[path]!;
  const values = fc.oneof(
    { weight: 5, arbitrary: fieldValue(ids).map((value) => [value]) },
    { weight: 1, arbitrary: fc.array(fieldValue(ids), { minLength: 2, maxLength: 3 }) },
  );
  const changesOf = (names: readonly string[]) =>
    fc.array(
      fc.tuple(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom("intent", ...names) },
          { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
        ),
        values,
      ),
      { maxLength: 3 },
    );
  return fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...forms) },
        // An unknown intent (even "constructor") is sent with every field of the page.
        {
          weight: 1,
          arbitrary: malformedText.map((intent) => ({ intent, fields: [], unknown: true }) as const),
        },
      ),
      // One form in ten comes without its intent.
      fc.nat(9).map((n) => n === 0),
    )
    .chain(([form, leaveOutIntent]) => {
      const names = "unknown" in form ? [...new Set(forms.flatMap((each) => each.fields))] : form.fields;
      return changesOf(names).map((changes) => {
        const fields = new Map<string, (string | File)[]>();
        if (form.intent !== "" && !leaveOutIntent) fields.set("intent", [form.intent]);
        for (const name of form.fields) {
          const value = good[name] ?? GOOD_VALUES[name];
          if (value !== undefined) fields.set(name, [value]);
        }
        for (const [name, values] of changes) fields.set(name, values);
        const body = new FormData();
        for (const [name, values] of fields) for (const value of values) body.append(name, value);
        return { body, query: "query" in form ? (form.query ?? "") : "" };
      });
    });
};

/** A body that is not a form at all: wrong content type, broken multipart, raw bytes. */
const unreadableBody = fc
  .tuple(
    fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "multipart/form-data",
      "application/json",
      "text/plain",
      "",
    ),
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.constantFrom(
        "intent=visit&student_name=%00",
        "intent=%00",
        "--x\r\nbroken",
        '{"intent":"create"}',
        "a=%E0%A4",
      ),
    ),
  )
  .map(([type, text]) => ({ type, text }));

const queryOf = (ids: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...QUERY_PARAMETERS) }, fc.string({ maxLength: 8 })),
        fc.oneof(
          plausible(ids),
          malformedText.filter((value) => value.length < 2000),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [name, value] of pairs) params.append(name, value);
      const search = params.toString();
      return search ? `?${search}` : "";
    });

// ------------------------------------------------------------ what comes back

/** The status a loader or action answered (a throw that is no Response is a 500), its body read to the end. */
async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; detail?: string }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      return { status: (thrown as { init: ResponseInit | null }).init?.status ?? 500 };
    }
    return { status: 500, detail: thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown) };
  }
  if (value instanceof Response) {
    try {
      // A streamed CSV must be readable to its end: a broken one drops the connection.
      await value.arrayBuffer();
    } catch (error) {
      return { status: 599, detail: `the body broke off: ${String(error)}` };
    }
    return { status: value.status };
  }
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, detail: JSON.stringify(data)?.slice(0, 300) };
  }
  return { status: 200 };
}

/** How many requests answered with each status, per database. */
const answered = new Map<string, Map<number, number>>();

function expectNo5xx(kind: string, result: { status: number; detail?: string }, request: string) {
  const tally = answered.get(kind) ?? new Map<number, number>();
  answered.set(kind, tally.set(result.status, (tally.get(result.status) ?? 0) + 1));
  expect(result.status, `${request}\n${result.detail ?? ""}`).toBeLessThan(500);
}

let address = 0;
/** A new client address (and network block) each time, so the rate limits of the public forms are not what answers. */
const nextAddress = () => `198.${(address >> 8) & 255}.${address++ & 255}.7`;

// Runs per route: 51 pages with forms × (40 + 5) + 91 pages × 15 ≈ 3,700 requests on each database.
const FORM_RUNS = 40;
const RAW_BODY_RUNS = 5;
const PAGE_RUNS = 15;

describe.each(testDatabaseKinds)("no input reaches a 5xx, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies, ids } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [VICTIM]: { sections: ["content", "gallery"] },
  });
  // Real ids of every kind of row (but the admin's own), so that changes reach real rows.
  const rowIds: string[] = [];
  // The ids the intents of each page act on: real rows of its own table.
  const goodIds: Record<string, Record<string, string>> = {};

  // The files of a worker share their modules (decision 0078): the link check's settings go back after this file.
  afterAll(() => setLinkCheckSettings());
  beforeAll(async () => {
    // A check asked for here follows no link: the generated rows' addresses are nobody's to be asked.
    setLinkCheckSettings({ sources: [] });
    const db = database.db;
    const tables = [
      schema.contentSections,
      schema.announcements,
      schema.galleryImages,
      schema.disclosureSections,
      schema.disclosureItems,
      schema.calendarEvents,
      schema.visitRequests,
      schema.admissionEnquiries,
      schema.contactMessages,
      schema.dataRequests,
      schema.applications,
      schema.alerts,
      schema.breaches,
      schema.staffMembers,
      schema.boardResults,
      schema.committeeMembers,
      schema.feeHeads,
      schema.schoolPages,
    ] as const;
    await db
      .insert(schema.staffMembers)
      .values({ name: "Meena Sharma", designation: "PGT", qualification: "M.A.", trained: true, position: 1 });
    await db.insert(schema.boardResults).values({ boardClass: "X", year: 2026, registered: 40, passed: 39 });
    await db
      .insert(schema.committeeMembers)
      .values({ committee: "smc", name: "Asha Rani", role: "Chair", position: 1 });
    await db.insert(schema.breaches).values({ whatHappened: "A lost phone.", detectedAt: new Date() });
    await db.insert(schema.feeSessions).values({ session: "2026-27" });
    await db.insert(schema.schoolPages).values({ title: "Transport", address: "transport", place: "about" });
    await db.insert(schema.feeHeads).values({
      session: "2026-27",
      className: "Class I",
      head: "Tuition fee",
      per: "month",
      amount: 2000,
      position: 1,
    });
    await db.insert(schema.alerts).values({
      severity: "warning",
      text: "Buses run late.",
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    for (const table of tables) {
      for (const row of await db.select({ id: table.id }).from(table).limit(3)) rowIds.push(row.id);
    }
    await db.insert(schema.visitRequests).values({
      studentName: "Asha",
      classForAdmission: "Class I",
      contactNo: "9876543210",
      visitDate: addDays(today, 3),
      visitTime: "10:00 AM",
    });
    await db.insert(schema.admissionEnquiries).values(enquiryRow);
    await db.insert(schema.contactMessages).values({
      name: "Meena",
      email: "meena@example.com",
      phone: "9876543210",
      message: "When does the new session start?",
    });
    await db.insert(schema.dataRequests).values({
      kind: "erasure",
      name: "Meena",
      phone: "9876543210",
      email: "meena@example.com",
      dueOn: addDays(today, 90),
    });
    // Its private link opens its status, where a payment it owes is reported (docs/specification.md §34).
    const statusToken = "s".repeat(43);
    const [application] = await db
      .insert(schema.applications)
      .values({
        // Far past the numbers this session gives: submitting a draft here takes the first (docs/specification.md §22).
        number: "2027-28/I/0900",
        tokenHash: applicationTokenHash(statusToken),
        session: "2027-28",
        classSought: "Class I",
        childName: "Asha Rani",
        dateOfBirth: "2021-05-04",
        gender: "Girl",
        parentName: "Ravi Kumar",
        parentRelationship: "Father",
        parentMobile: "9876543210",
        email: "ravi@example.com",
        address: "Fatehabad",
      })
      .returning({ id: schema.applications.id });
    const [payment] = await db
      .insert(schema.payments)
      .values(registrationPayment(application!.id, "27I0900FUZZ"))
      .returning({ id: schema.payments.id });
    const [victimRole] = await db
      .select({ id: schema.userRoles.id })
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, ids[VICTIM]));
    rowIds.push(ids[VICTIM], ...(victimRole ? [victimRole.id] : []));
    const first = async (table: (typeof tables)[number]) =>
      (await db.select({ id: table.id }).from(table).limit(1))[0]?.id ?? MISSING_ID;
    // A subscriber whose links the forms use: a confirmation link's token (its hash is stored) and an unsubscribe one.
    const confirmToken = "c".repeat(43);
    const unsubscribeToken = "u".repeat(43);
    await db.insert(schema.alertSubscribers).values({
      email: "subscriber@example.com",
      consentedAt: new Date(),
      confirmTokenHash: createHash("sha256").update(confirmToken).digest("hex"),
      confirmExpiresAt: new Date(Date.now() + 86_400_000),
      unsubscribeToken,
    });
    // One who wants every kind, confirmed, and a mobile: what is sent reaches both channels' queueing.
    await db.insert(schema.alertSubscribers).values([
      {
        email: "confirmed@example.com",
        wantsAnnouncements: true,
        wantsCalendar: true,
        consentedAt: new Date(),
        confirmedAt: new Date(),
        unsubscribeToken: "v".repeat(43),
      },
      {
        mobile: "98123 45678",
        mobileKey: "9812345678",
        wantsAnnouncements: true,
        wantsCalendar: true,
        consentedAt: new Date(),
        unsubscribeToken: "w".repeat(43),
      },
    ]);
    await db.update(schema.siteSettings).set({ gatewayUrl: "https://gateway.example/messages" });
    // The session's admissions open, and a parent's draft and a paper form whose steps the child and the parents
    // are saved in: every step of an application may be posted (docs/specification.md §22).
    const session = (await db.select().from(schema.siteSettings))[0]!.admissionsSession;
    await db.insert(schema.admissionSessions).values({
      session,
      opensOn: addDays(today, -10),
      closesOn: addDays(today, 30),
      registrationFee: 500,
    });
    await db.insert(schema.admissionClasses).values({
      session,
      className: "Class I",
      seats: 40,
      ageCutOff: `${session.slice(0, 4)}-03-31`,
    });
    const steps = {
      child: { child_name: "Asha Rani", date_of_birth: "2019-06-15", gender: "Girl", class_sought: "Class I" },
      parents: {
        parent_name: "Ravi Kumar",
        parent_relationship: "Father",
        parent_mobile: "9876543210",
        address: "Fatehabad",
      },
    };
    const draftToken = "d".repeat(43);
    await db.insert(schema.applicationDrafts).values({ tokenHash: applicationTokenHash(draftToken), steps });
    const [paper] = await db
      .insert(schema.applicationDrafts)
      .values({ tokenHash: applicationTokenHash("p".repeat(43)), steps, enteredBy: ids[ADMIN] })
      .returning({ id: schema.applicationDrafts.id });
    for (const page of ["/alerts/confirm", "/hi/alerts/confirm"]) goodIds[page] = { token: confirmToken };
    for (const page of ["/alerts/unsubscribe", "/hi/alerts/unsubscribe"]) goodIds[page] = { token: unsubscribeToken };
    // The ids of real rows (and what is the database's) over each page's own well-filled values.
    const ownIds: Record<string, Record<string, string>> = {
      "/admin/content": { id: await first(schema.contentSections) },
      "/admin/announcements": { id: await first(schema.announcements) },
      "/admin/announcements/:id": { id: await first(schema.announcements) },
      "/admin/announcements/:id/files": { id: await first(schema.announcements) },
      "/admin/alerts": { id: await first(schema.alerts) },
      "/admin/pages/:id": { id: await first(schema.schoolPages) },
      "/admin/pages/:id/save": { id: await first(schema.schoolPages) },
      "/admin/pages/:id/files": { id: await first(schema.schoolPages) },
      "/admin/breaches": { id: await first(schema.breaches) },
      "/admin/gallery": { imageId: await first(schema.galleryImages) },
      "/admin/mandatory-disclosures": {
        sectionId: await first(schema.disclosureSections),
        itemId: await first(schema.disclosureItems),
      },
      "/admin/mandatory-disclosures/staff": { id: await first(schema.staffMembers) },
      "/admin/mandatory-disclosures/results": { id: await first(schema.boardResults) },
      "/admin/mandatory-disclosures/committees": { id: await first(schema.committeeMembers) },
      "/admin/mandatory-disclosures/fees": { headId: await first(schema.feeHeads) },
      "/admin/user-management": { userId: ids[VICTIM], roleId: victimRole?.id ?? MISSING_ID },
      "/admin/calendar": { eventId: await first(schema.calendarEvents), id: await first(schema.calendarEvents) },
      "/admin/visit-requests": { id: await first(schema.visitRequests) },
      "/admin/enquiries": { id: await first(schema.admissionEnquiries) },
      "/admin/contact-messages": { id: await first(schema.contactMessages) },
      "/admin/visit-requests/:id": { id: await first(schema.visitRequests) },
      "/admin/enquiries/:id": { id: await first(schema.admissionEnquiries) },
      "/admin/contact-messages/:id": { id: await first(schema.contactMessages) },
      "/admin/applications": { id: await first(schema.applications) },
      "/admin/applications/setup": { session: (await db.select().from(schema.siteSettings))[0]!.admissionsSession },
      "/admin/data-requests": { id: await first(schema.dataRequests) },
      "/admin/data-requests/:id": { id: await first(schema.dataRequests) },
      "/admissions/apply/:token": { id: draftToken },
      "/admissions/status/:token": { id: statusToken, payment: payment!.id },
      "/admin/applications/:id": { id: application!.id, payment: payment!.id },
      "/admin/applications/payments": { id: payment!.id },
      "/admin/applications/new/:id": { id: paper!.id },
      // The school settings as they stand: each field well filled.
      "/admin/settings": Object.fromEntries(
        Object.entries((await db.select().from(schema.siteSettings))[0]!).map(([name, value]) => [
          name,
          String(value ?? ""),
        ]),
      ),
    };
    for (const path of new Set([...Object.keys(GOOD_VALUES_AT), ...Object.keys(ownIds)])) {
      goodIds[path] = { ...GOOD_VALUES_AT[path], ...ownIds[path] };
    }
  });

  /** Signed in as the admin, but for signing out (which would end the session every other request uses). */
  const cookieFor = (path: string) => (path === "/admin/logout" ? null : cookies[ADMIN]);

  /** A record page's `:id` (the router's params): its own real record mostly, else one no row has, or any text. */
  const idOf = (path: string) =>
    /:(id|token)\b/.test(path)
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant(goodIds[path]?.id ?? MISSING_ID) },
          fc.constant(MISSING_ID),
          malformedText.filter((value) => value.length < 200),
        )
      : fc.constant(undefined);
  /** Route arguments for `path` with `id` as its `:id`. */
  const argsAt = (
    path: string,
    search: string,
    id: string | undefined,
    cookie: string | null,
    init: Parameters<typeof staffArgs>[2],
  ) =>
    staffArgs(`${path.replace(/:(id|token)\b/, "fuzz-id")}${search}`, cookie, {
      ...init,
      // A draft's private link (`:token`) is its id too.
      ...(id === undefined ? {} : { params: path.includes(":token") ? { token: id } : { id } }),
    });

  // The Hindi forms are the same actions, answering in Hindi: the browser fuzz posts to them, and reads the pages.
  const actions = ROUTES.filter((route) => route.path in FORMS && !route.path.startsWith("/hi/"));
  it("knows the form of every action of app/routes.ts", async () => {
    for (const route of ROUTES) {
      const module = await modules[`/app/${route.file}`]!();
      expect(module.action === undefined || route.path in FORMS, route.path).toBe(true);
    }
  });

  it.each(actions)("POST $path: generated forms", async ({ path, file }) => {
    const { action } = await modules[`/app/${file}`]!();
    await fc.assert(
      fc.asyncProperty(formOf(path, goodIds[path] ?? {}, rowIds), idOf(path), async ({ body, query }, id) => {
        // Sent as the bytes a browser sends (undici's own FormData stream would break when a too-large body is left unread).
        const encoded = new Response(body);
        const headers = { "Content-Type": encoded.headers.get("Content-Type")! };
        const args = argsAt(path, query, id, cookieFor(path), {
          method: "POST",
          body: await encoded.arrayBuffer(),
          headers,
        });
        args.context.set(clientAddressContext, nextAddress());
        const sent = [...body.entries()].map(([name, value]) => [
          name,
          typeof value === "string" ? value.slice(0, 80) : "(file)",
        ]);
        expectNo5xx(
          kind,
          await statusOf(() => action!(args as never)),
          `POST ${path}${query} ${id ?? ""} ${JSON.stringify(sent)}`,
        );
      }),
      { numRuns: FORM_RUNS },
    );
  });

  it.each(actions)("POST $path: bodies that are no form", async ({ path, file }) => {
    const { action } = await modules[`/app/${file}`]!();
    await fc.assert(
      fc.asyncProperty(unreadableBody, idOf(path), async ({ type, text }, id) => {
        const args = argsAt(path, "", id, cookieFor(path), {
          method: "POST",
          body: text,
          headers: { "Content-Type": type },
        });
        args.context.set(clientAddressContext, nextAddress());
        expectNo5xx(
          kind,
          await statusOf(() => action!(args as never)),
          `POST ${path} (${type}) ${JSON.stringify(text)}`,
        );
      }),
      { numRuns: RAW_BODY_RUNS },
    );
  });

  it.each(ROUTES)("GET $path: generated query parameters", async ({ path, file }) => {
    const { loader } = await modules[`/app/${file}`]!();
    if (!loader) return;
    await fc.assert(
      fc.asyncProperty(queryOf(rowIds), idOf(path), async (search, id) => {
        const args = argsAt(path, search, id, cookies[ADMIN], {});
        args.context.set(clientAddressContext, nextAddress());
        expectNo5xx(kind, await statusOf(() => loader(args as never)), `GET ${path}${search} ${id ?? ""}`);
      }),
      // Decision 0017's own cases come first, on every page.
      {
        numRuns: PAGE_RUNS,
        examples: ["?q=%00", "?date=0000-01-01", "?month=2026-13&day=2026-02-99"].map((search) => [
          search,
          /:(id|token)\b/.test(path) ? (goodIds[path]?.id ?? MISSING_ID) : undefined,
        ]),
      },
    );
  });

  it("sent at least 1,000 requests, and many were accepted, not only refused", () => {
    const tally = [...(answered.get(kind) ?? [])];
    const total = tally.reduce((sum, [, count]) => sum + count, 0);
    const accepted = tally.filter(([status]) => status < 400).reduce((sum, [, count]) => sum + count, 0);
    console.info(`fuzz on ${kind}: ${total} requests, by status ${JSON.stringify(Object.fromEntries(tally))}`);
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(accepted).toBeGreaterThanOrEqual(200);
  });
});

// Decision 0017: no input reaches a 5xx. Generated malformed requests (fast-check)
// against every loader and action of app/routes.ts: every form's intents with
// their fields, every list's query parameters, the CSV exports. Impossible dates,
// control characters, very long texts, unknown intents, wrong types (a file for
// a text, a text for a file), duplicated fields and unreadable bodies are among
// them. Nothing may answer 5xx or throw, and a CSV must be readable to its end.
// Methods (TRACE) go through the real HTTP server: tests/e2e/methods.spec.ts;
// requests no browser sends (no Host header, a malformed one) are written on
// raw sockets to it: tests/e2e/raw-requests.spec.ts.
import { createHash } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setLinkCheckSettings } from "~/features/links/links.server";
import { SETTINGS_FIELDS } from "~/features/settings/schema";
import { clientAddressContext } from "~/lib/server/request-context";
import routes from "~/routes";

import * as schema from "../../db/schema";
import { addDays } from "../../db/time";
import { staffArgs, useStaff } from "../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../support/database";
import { enquiryRow, nextWeekday, IMPOSSIBLE_DATES as NO_DATES, today } from "../support/form-input";
import { temporaryUploadsDir } from "../support/uploads";

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

/** A list of requests: a row's status, its undo (decision 0050), and delete. */
const LIST_PAGE = { set_status: ["id", "status"], undo_status: ["id", "status", "from"], delete: ["id"] };

/** A request's own page: its status and delete, its follow-up (decision 0027) and its keep mark (decision 0032). */
const RECORD_PAGE = {
  set_status: ["id", "status"],
  undo_status: ["id", "status", "from"],
  delete: ["id"],
  add_note: ["id", "note"],
  set_follow_up: ["id", "followUpOn"],
  reply: ["id", "subject", "message"],
  keep: ["id", "keepReason"],
  release_keep: ["id"],
};

const APPLICATION_CHILD = ["child_name", "date_of_birth", "gender", "class_sought", "apaar_id", "website_url"];
const APPLICATION_FIELDS = [
  ...APPLICATION_CHILD,
  "parent_name",
  "parent_relationship",
  "parent_mobile",
  "email",
  "address",
  "second_parent_mobile",
  "previous_board",
  "siblings[0].name",
  "siblings[0].class_name",
  "file",
  "consent",
  "consent_on_paper",
];

/** Every form of the site: its intents (the empty name: a form without one) and their fields. */
const BREACH_FIELDS = [
  "whatHappened",
  "detectedAt",
  "dataKinds",
  "dataOther",
  "peopleAffected",
  "boardToldAt",
  "parentsToldAt",
  "actionsTaken",
];

/** A notice's fields, as its editor sends them (decision 0077). */
const NOTICE_FIELDS = [
  "title",
  "titleHi",
  "content",
  "contentHi",
  "date",
  "send",
  "category",
  "number",
  "endsOn",
  "pinned",
  "publishAt",
  "step",
];

const FORMS: Record<string, Record<string, string[]>> = {
  "/admissions": {
    visit: [
      "student_name",
      "class_for_admission",
      "contact_no",
      "email",
      "previous_school",
      "visit_date",
      "visit_time",
      "message",
      "consent",
    ],
    enquiry: [
      "enquirer_name",
      "relationship",
      "student_name",
      "class_for_admission",
      "contact_no",
      "email",
      "previous_school",
      "message",
      "consent",
    ],
  },
  "/contact": { "": ["name", "email", "phone", "message", "consent"] },
  "/your-data": { "": ["kind", "name", "phone", "email", "details", "consent"] },
  "/your-data/verify": { "": ["token"] },
  // School alerts (docs/specification.md §24 "Subscribing"): the form, its mailed link's button, and unsubscribing by
  // the link's page or a mail client's one-click post (RFC 8058).
  "/alerts/subscribe": { "": ["email", "mobile", "topics", "language", "consent"] },
  "/alerts/confirm": { "": ["token"] },
  "/alerts/unsubscribe": { "": ["token", "List-Unsubscribe"] },
  // Where an application stands: its number and the child's date of birth (docs/specification.md §22).
  "/admissions/status": {
    "": ["number", "dateOfBirth"],
    // A payment reported from the look-up's answer (docs/specification.md §34): the look-up's fields again.
    report_payment: ["number", "dateOfBirth", "payment", "utr", "amount", "paidOn"],
  },
  "/admissions/status/:token": { report_payment: ["payment", "utr", "amount", "paidOn"] },
  "/admin": { "": ["email", "password"] },
  "/admin/logout": { "": [] },
  "/admin/content": { update: ["id", "fields", "title", "content", "noscript"] },
  // Each with sending to subscribers (docs/specification.md §24 "Sending"): the add form's box, Send and Send Again.
  "/admin/announcements": {
    create: NOTICE_FIELDS,
    update: ["id", ...NOTICE_FIELDS],
    publish: ["id"],
    unpublish: ["id"],
    set_active: ["id", "active"],
    delete: ["id"],
    send: ["id", "again"],
  },
  // A notice's editor and its files (decision 0077).
  "/admin/announcements/new": { create: NOTICE_FIELDS },
  "/admin/announcements/:id": {
    update: ["id", ...NOTICE_FIELDS],
    unpublish: ["id"],
    update_file: ["fileId", "caption", "captionHi", "alt", "altHi", "decorative", "isCover"],
    remove_file: ["fileId"],
  },
  "/admin/announcements/:id/files": { "": ["kind", "file", "consent"] },
  // Pages of the school's own (docs/specification.md §32): Add Page, the editor's small forms, its save (blocks as
  // JSON) and its files.
  "/admin/pages": { create: ["title", "titleHi", "address", "place", "starter"] },
  "/admin/pages/:id": { unpublish: ["id"], restore: ["id", "revision"], remove: ["id", "ending", "redirectTo"] },
  "/admin/pages/:id/save": { "": ["title", "titleHi", "address", "place", "position", "blocks", "publish"] },
  "/admin/pages/:id/files": { "": ["kind", "file"] },
  // Site-wide alerts (docs/specification.md §24), sent to subscribers, and a visitor dismissing one.
  "/admin/alerts": {
    publish: ["severity", "text", "textHi", "link", "startsAt", "endsAt", "send"],
    update: ["id", "severity", "text", "textHi", "link", "startsAt", "endsAt"],
    end: ["id"],
    remove: ["id"],
    send: ["id", "again"],
  },
  "/alerts/dismiss": { "": ["alert", "back"] },
  "/admin/gallery": { add: ["mode", "title", "category", "file", "imageUrl"], delete: ["imageId"] },
  "/admin/mandatory-disclosures": {
    create_section: ["sectionLetter", "title", "orderNumber"],
    add_item: ["sectionId", "srNo", "information", "detail", "documentUrl", "document", "shows"],
    update_item: ["itemId", "srNo", "information", "detail", "documentUrl", "document", "keepUpload", "shows"],
    delete_section: ["sectionId"],
    delete_item: ["itemId"],
  },
  // The disclosure's tables (docs/specification.md §28), each list's CSV import among its forms.
  "/admin/mandatory-disclosures/staff": {
    add: ["name", "designation", "qualification", "subjects", "trained"],
    update: ["id", "name", "designation", "qualification", "subjects", "trained"],
    delete: ["id"],
    import: ["file"],
  },
  "/admin/mandatory-disclosures/results": {
    add: ["boardClass", "year", "registered", "passed", "remarks"],
    update: ["id", "boardClass", "year", "registered", "passed", "remarks"],
    delete: ["id"],
    import: ["file"],
  },
  "/admin/mandatory-disclosures/committees": {
    add: ["committee", "name", "role"],
    update: ["id", "name", "role"],
    delete: ["id"],
    import: ["file", "committee"],
  },
  "/admin/mandatory-disclosures/sections": { save: ["className", "sections", "seats"], clear: ["className"] },
  // docs/specification.md §29.
  "/admin/mandatory-disclosures/fees": {
    add_session: ["session", "copyFrom"],
    add_head: ["session", "className", "head", "headHi", "per", "amount"],
    update_head: ["headId", "className", "head", "headHi", "per", "amount"],
    delete_head: ["headId"],
    import_heads: ["session", "file"],
    upload_form_vi: ["session", "document", "filedOn"],
    remove_form_vi: ["session"],
  },
  "/admin/user-management": {
    create: ["email", "password", "name", "role", "permissions"],
    update_user: ["userId", "email", "name", "role"],
    update_password: ["userId", "password", "confirmPassword"],
    set_permissions: ["userId", "permissions"],
    remove_role: ["userId", "roleId"],
    delete: ["userId"],
  },
  "/admin/calendar": {
    create: ["title", "description", "location", "category", "allDay", "start", "end", "send"],
    update: ["eventId", "title", "description", "location", "category", "allDay", "start", "end"],
    delete: ["eventId"],
    send: ["id", "again"],
  },
  "/admin/visit-requests": LIST_PAGE,
  "/admin/enquiries": LIST_PAGE,
  "/admin/contact-messages": LIST_PAGE,
  // A record's page acts on its own record (the id in its path; one in the form is ignored).
  "/admin/visit-requests/:id": { ...RECORD_PAGE },
  "/admin/enquiries/:id": { ...RECORD_PAGE },
  "/admin/contact-messages/:id": { ...RECORD_PAGE },
  "/admin/data-requests": LIST_PAGE,
  // Its page also erases and corrects the personal data of the person it looks for (decision 0033).
  "/admin/data-requests/:id": {
    ...RECORD_PAGE,
    erase_personal_data: ["id", "phone", "email", "confirm", "identityChecked"],
    correct_personal_data: ["id", "phone", "email", "newPhone", "newEmail", "identityChecked"],
    // Who asked is checked first (decision 0041).
    verify_by_phone: ["id", "note", "called"],
    apply_withdrawal: ["id", "identityChecked"],
  },
  "/admin/applications": LIST_PAGE,
  // The session's admissions setup (docs/specification.md §22): the window, the fee, and a class's line.
  "/admin/applications/setup": {
    save: [
      "session",
      "opensOn",
      "closesOn",
      "registrationFee",
      "classes[0].className",
      "classes[0].open",
      "classes[0].seats",
      "classes[0].minYears",
      "classes[0].minMonths",
      "classes[0].maxYears",
      "classes[0].maxMonths",
      "classes[0].ageOn",
      "classes[0].interaction",
    ],
  },
  // An application's page: its stage, moved one step at a time with what each move asks for, its undo, the
  // interaction's date, the documents verified (decision 0059).
  "/admin/applications/:id": {
    ...RECORD_PAGE,
    stage_documents_checked: ["id", "why"],
    stage_interaction: ["id", "interactionAt", "why"],
    stage_offered: ["id", "feeDueOn", "why"],
    stage_fee_received: ["id", "feeAmount", "feePaidOn", "feeReceipt", "feeMode", "why"],
    stage_admitted: ["id", "beyondSeats", "why"],
    stage_waitlisted: ["id", "why"],
    stage_withdrawn: ["id", "why"],
    stage_not_offered: ["id", "reason", "why"],
    stage_submitted: ["id", "why"],
    undo_stage: ["id", "from"],
    set_interaction: ["id", "interactionAt", "why"],
    verify_documents: ["id", "documents"],
    // What the offer asks for (docs/specification.md §34).
    change_amount: ["id", "payment", "firstInstalment", "amount", "why"],
  },
  // Admission fees by UPI (docs/specification.md §34): the statement's import and its mapping, confirmations.
  "/admin/applications/payments": {
    import: ["statement"],
    import_mapped: [
      "statement",
      "headerLine",
      "bankName",
      "column_date",
      "column_narration",
      "column_reference",
      "column_credit",
      "column_debit",
      "column_amount",
      "column_direction",
      "column_balance",
    ],
    confirm: ["id", "paidOn", "mode", "reference"],
    confirm_match: ["line"],
    unmatch: ["line"],
  },
  "/admin/applications/payments/receipts/:id": { cancel_receipt: ["id", "reason"] },
  // "Check Links Now" (docs/specification.md §25): no fields.
  "/admin/links/check": { "check-links": [] },
  // The form, and beside it the gateway's new secret and test message (decision 0067).
  "/admin/settings": {
    save: [...SETTINGS_FIELDS, "applicationForm", "removeApplicationForm"],
    new_secret: [],
    send_test: ["mobile"],
  },
  "/admin/privacy-notice": { publish: ["bodyEn", "bodyHi"] },
  // The breach register (docs/specification.md §27): recorded, edited, each report's time; never deleted.
  "/admin/breaches": {
    record: BREACH_FIELDS,
    update: ["id", ...BREACH_FIELDS],
    report: ["id", "report", "at"],
  },
  "/admin/account": { update_name: ["name"], change_password: ["currentPassword", "newPassword", "confirmPassword"] },
  "/admin/setup": { "": ["name", "email", "password", "confirmPassword"] },
  // Applying online (docs/specification.md §22): the child's step makes a draft; a draft's address saves its steps,
  // its documents (one a post) and submits it. A paper form, in the back office, the same (decision 0057).
  "/admissions/apply": { "": APPLICATION_CHILD },
  "/admissions/apply/:token": { "": APPLICATION_FIELDS, remove: ["kind"] },
  "/admin/applications/new": { "": APPLICATION_CHILD },
  "/admin/applications/new/:id": { "": APPLICATION_FIELDS, remove: ["kind"] },
};

// The public forms in Hindi, at the same paths under /hi (docs/specification.md §21).
for (const path of [
  "/admissions",
  "/contact",
  "/your-data",
  "/your-data/verify",
  "/alerts/subscribe",
  "/alerts/confirm",
  "/alerts/unsubscribe",
  "/admissions/status",
  "/admissions/status/:token",
  "/admissions/apply",
  "/admissions/apply/:token",
]) {
  FORMS[`/hi${path}`] = FORMS[path]!;
}

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

const fieldValue = (ids: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(ids) },
    { weight: 4, arbitrary: malformedText },
    { weight: 1, arbitrary: fileValue },
  );

/** A complete, acceptable value for each field of a form, by field name (ids are filled in per database). */
const GOOD_VALUES: Record<string, string> = {
  student_name: "Asha Rani",
  class_for_admission: "Class I",
  contact_no: "9876543210",
  email: "parent@example.com",
  previous_school: "St. Mary's",
  visit_date: nextWeekday,
  visit_time: "10:00 AM",
  message: "Line one\r\nLine two",
  consent: "on",
  note: "Called back",
  keepReason: "Admitted",
  kind: "access",
  details: "Please send a copy",
  newPhone: "9876500000",
  newEmail: "new@example.com",
  confirm: "on",
  followUpOn: addDays(today, 2),
  subject: "Your visit",
  enquirer_name: "Ravi Kumar",
  relationship: "Father",
  name: "Ravi Kumar",
  phone: "9876543210",
  password: "a-long-password",
  confirmPassword: "a-long-password",
  // The account page's current password is never well filled: the admin's sessions stay.
  newPassword: "a-long-password",
  fields: "title",
  title: "Sports day",
  content: "On the field.",
  date: today,
  active: "false",
  mode: "url",
  category: "Events",
  imageUrl: "https://example.com/a.jpg",
  sectionLetter: "Z",
  orderNumber: "5",
  srNo: "7",
  information: "Fee structure",
  detail: "For 2026-27",
  documentUrl: "https://example.com/a.pdf",
  role: "user",
  permissions: "content",
  description: "All classes",
  location: "Hall",
  number: "2027-28/I/0042",
  dateOfBirth: "2021-05-14",
  why: "As the family asked",
  interactionAt: `${nextWeekday}T10:30`,
  feeDueOn: addDays(today, 7),
  feeAmount: "25000",
  feePaidOn: today,
  feeReceipt: "R-118",
  feeMode: "upi",
  beyondSeats: "on",
  reason: "No seat left",
  from: "offered",
  documents: "photograph",
  start: `${nextWeekday}T09:00`,
  end: `${nextWeekday}T10:00`,
  severity: "warning",
  text: "Buses run late.",
  textHi: "बसें देर से चलेंगी।",
  link: "/calendar",
  startsAt: `${today}T00:00`,
  endsAt: `${nextWeekday}T10:00`,
  alert: "0123456789abcdef",
  back: "/about",
  child_name: "Asha Rani",
  date_of_birth: "2019-06-15",
  gender: "Girl",
  class_sought: "Class I",
  parent_name: "Ravi Kumar",
  parent_relationship: "Father",
  parent_mobile: "9876543210",
  address: "12 Model Town",
  mobile: "98123 45678",
  topics: "announcements",
  language: "hi",
  "List-Unsubscribe": "One-Click",
  send: "on",
  again: "yes",
};

/**
 * A form for `path`: a known intent (sometimes none, or an unknown one) with
 * its fields well filled, then a few fields (or unknown ones) replaced by
 * generated values, some sent twice or three times. Each request is thus one
 * or two faults away from being accepted, and reaches deep into the code.
 */
const formOf = (path: string, good: Record<string, string>, ids: string[]) => {
  const intents = FORMS[path]!;
  const values = fc.oneof(
    { weight: 5, arbitrary: fieldValue(ids).map((value) => [value]) },
    { weight: 1, arbitrary: fc.array(fieldValue(ids), { minLength: 2, maxLength: 3 }) },
  );
  const changesOf = (names: string[]) =>
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
        { weight: 8, arbitrary: fc.constantFrom(...Object.keys(intents)) },
        { weight: 1, arbitrary: malformedText },
      ),
      // One form in ten comes without its intent.
      fc.nat(9).map((n) => n === 0),
    )
    .chain(([intent, leaveOutIntent]) => {
      // An unknown intent (even "constructor") is sent with every field of the page.
      const own = Object.hasOwn(intents, intent) ? intents[intent]! : undefined;
      const names = own ?? [...new Set(Object.values(intents).flat())];
      return changesOf(names).map((changes) => {
        const fields = new Map<string, (string | File)[]>();
        if (intent !== "" && !leaveOutIntent) fields.set("intent", [intent]);
        for (const name of own ?? []) {
          const value = good[name] ?? GOOD_VALUES[name];
          if (value !== undefined) fields.set(name, [value]);
        }
        for (const [name, values] of changes) fields.set(name, values);
        const body = new FormData();
        for (const [name, values] of fields) for (const value of values) body.append(name, value);
        return body;
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

// Runs per route: 19 forms × (100 + 5) + 36 pages × 15 ≈ 2,500 requests on each database.
const FORM_RUNS = 100;
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
    await db.insert(schema.applications).values({
      number: "2027-28/I/0001",
      tokenHash: "fuzz-token-hash",
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
    });
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
    for (const page of ["/alerts/confirm", "/hi/alerts/confirm"]) goodIds[page] = { token: confirmToken };
    for (const page of ["/alerts/unsubscribe", "/hi/alerts/unsubscribe"]) goodIds[page] = { token: unsubscribeToken };
    Object.assign(goodIds, {
      "/admin/content": { id: await first(schema.contentSections) },
      "/admin/announcements": { id: await first(schema.announcements) },
      "/admin/announcements/new": { category: "circular", step: "draft" },
      "/admin/announcements/:id": { id: await first(schema.announcements), category: "news", step: "draft" },
      "/admin/announcements/:id/files": { id: await first(schema.announcements), kind: "attachment" },
      "/admin/alerts": { id: await first(schema.alerts) },
      "/admin/pages": { place: "about" },
      "/admin/pages/:id": { id: await first(schema.schoolPages), ending: "gone", revision: "1" },
      "/admin/pages/:id/save": { id: await first(schema.schoolPages), place: "about", blocks: "[]" },
      "/admin/pages/:id/files": { id: await first(schema.schoolPages), kind: "file" },
      "/admin/breaches": { id: await first(schema.breaches), report: "board", dataKinds: "enquiry" },
      "/admin/gallery": { imageId: await first(schema.galleryImages) },
      "/admin/mandatory-disclosures": {
        sectionId: await first(schema.disclosureSections),
        itemId: await first(schema.disclosureItems),
      },
      "/admin/mandatory-disclosures/staff": { id: await first(schema.staffMembers) },
      "/admin/mandatory-disclosures/results": { id: await first(schema.boardResults) },
      "/admin/mandatory-disclosures/committees": { id: await first(schema.committeeMembers), committee: "pta" },
      "/admin/mandatory-disclosures/sections": { className: "Class IV" },
      "/admin/mandatory-disclosures/fees": { headId: await first(schema.feeHeads), session: "2026-27" },
      "/admin/user-management": { userId: ids[VICTIM], roleId: victimRole?.id ?? MISSING_ID },
      "/admin/calendar": { eventId: await first(schema.calendarEvents), id: await first(schema.calendarEvents) },
      "/admin/visit-requests": { id: await first(schema.visitRequests), status: "confirmed" },
      "/admin/enquiries": { id: await first(schema.admissionEnquiries), status: "contacted" },
      "/admin/contact-messages": { id: await first(schema.contactMessages), status: "replied" },
      "/admin/visit-requests/:id": { id: await first(schema.visitRequests), status: "confirmed" },
      "/admin/enquiries/:id": { id: await first(schema.admissionEnquiries), status: "contacted" },
      "/admin/contact-messages/:id": { id: await first(schema.contactMessages), status: "replied" },
      "/admin/applications": { id: await first(schema.applications), status: "documents_checked" },
      "/admin/applications/:id": { id: await first(schema.applications), status: "documents_checked" },
      "/admin/applications/setup": {
        session: (await db.select().from(schema.siteSettings))[0]!.admissionsSession,
        opensOn: today,
        closesOn: addDays(today, 90),
        registrationFee: "500",
        "classes[0].className": "Class IX",
        "classes[0].open": "on",
        "classes[0].seats": "40",
        "classes[0].minYears": "13",
        "classes[0].minMonths": "0",
        "classes[0].maxYears": "14",
        "classes[0].maxMonths": "11",
        "classes[0].ageOn": "2027-03-31",
        "classes[0].interaction": "on",
      },
      "/admin/data-requests": { id: await first(schema.dataRequests), status: "in_progress" },
      "/admin/data-requests/:id": { id: await first(schema.dataRequests), status: "in_progress" },
      // The school settings as they stand: each field well filled.
      "/admin/settings": Object.fromEntries(
        Object.entries((await db.select().from(schema.siteSettings))[0]!).map(([name, value]) => [
          name,
          String(value ?? ""),
        ]),
      ),
    });
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

  const actions = ROUTES.filter((route) => route.path in FORMS);
  it("knows the form of every action of app/routes.ts", async () => {
    for (const route of ROUTES) {
      const module = await modules[`/app/${route.file}`]!();
      expect(module.action === undefined || route.path in FORMS, route.path).toBe(true);
    }
  });

  it.each(actions)("POST $path: generated forms", async ({ path, file }) => {
    const { action } = await modules[`/app/${file}`]!();
    await fc.assert(
      fc.asyncProperty(formOf(path, goodIds[path] ?? {}, rowIds), idOf(path), async (body, id) => {
        // Sent as the bytes a browser sends (undici's own FormData stream would break when a too-large body is left unread).
        const encoded = new Response(body);
        const headers = { "Content-Type": encoded.headers.get("Content-Type")! };
        const args = argsAt(path, "", id, cookieFor(path), {
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
          `POST ${path} ${id ?? ""} ${JSON.stringify(sent)}`,
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

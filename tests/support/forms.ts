// Every form of the site, as a browser posts it: its page, the intent it names, what it adds to the page's
// address, and its fields; and a well-filled value for each field. One table for both fuzz tests (decisions 0017,
// 0084): tests/integration/input/fuzz.test.ts calls each action with generated forms on fresh databases, and
// tests/e2e/whole-site/fuzz.spec.ts posts odd values for every field through the production server and reads the page
// that answers. A new action must be written here (the Vitest fuzz fails until it is). Playwright loads it too:
// nothing it imports may use Lingui's macros.
import { SETTINGS_FIELDS } from "~/features/settings/schema";

import { addDays } from "../../db/time";
import { nextWeekday, today } from "./form-input";

/** One form of a page. */
export interface PostedForm {
  /** The `intent` it sends; "" when it sends none (the page's one form). */
  intent: string;
  /** What it adds to the page's address: a dialog's `?form=`, an application's `?step=`. */
  query?: string;
  fields: readonly string[];
}

/** A page's forms from `{ intent: fields }` ("": the page's one form, which sends no intent). */
const intents = (table: Record<string, readonly string[]>): PostedForm[] =>
  Object.entries(table).map(([intent, fields]) => ({ intent, fields }));

/** The public forms' hidden field a bot fills in (app/lib/honeypot.tsx): a form that has it is answered as sent. */
export const HONEYPOT = "website_url";

/** A list of requests: a row's status, its undo (decision 0050), and delete. */
const LIST_PAGE = intents({ set_status: ["id", "status"], undo_status: ["id", "status", "from"], delete: ["id"] });

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

/** An application's steps (docs/specification.md §22), each posted to `?step=` of its draft's address. */
const APPLICATION_CHILD = ["child_name", "date_of_birth", "gender", "class_sought", "apaar_id"];
const APPLICATION_STEPS: Record<string, readonly string[]> = {
  child: APPLICATION_CHILD,
  parents: [
    "parent_name",
    "parent_relationship",
    "parent_mobile",
    "parent_occupation",
    "second_parent_name",
    "second_parent_relationship",
    "second_parent_mobile",
    "second_parent_occupation",
    "email",
    "address",
  ],
  "previous-school": ["previous_school", "previous_board", "previous_class"],
  siblings: ["siblings[0].name", "siblings[0].class_name", "siblings[1].name", "siblings[1].class_name"],
};

/** A draft's forms: its steps, a document (one a post, its kind in the address) and its removal, and the review. */
const applicationDraft = (review: readonly string[]): PostedForm[] => [
  ...Object.entries(APPLICATION_STEPS).map(([step, fields]) => ({ intent: "", query: `?step=${step}`, fields })),
  { intent: "", query: "?step=documents&kind=photograph", fields: ["file"] },
  { intent: "remove", query: "?step=documents&kind=photograph", fields: [] },
  { intent: "", query: "?step=review", fields: review },
];

/** The breach register's fields (docs/specification.md §27). */
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

/** Every form of the site, by the page (app/routes.ts's path) it is posted to. */
export const FORMS: Record<string, PostedForm[]> = {
  // The public forms that store a request (decision 0044), each with its honeypot; the admissions page's two are
  // in dialogs its address opens (?form=), and are posted there.
  "/admissions": [
    {
      intent: "visit",
      query: "?form=visit",
      fields: [
        "student_name",
        "class_for_admission",
        "contact_no",
        "email",
        "previous_school",
        "visit_date",
        "visit_time",
        "message",
        "consent",
        HONEYPOT,
      ],
    },
    {
      intent: "enquiry",
      query: "?form=enquiry",
      fields: [
        "enquirer_name",
        "relationship",
        "student_name",
        "class_for_admission",
        "contact_no",
        "email",
        "previous_school",
        "message",
        "consent",
        HONEYPOT,
      ],
    },
  ],
  "/contact": intents({ "": ["name", "email", "phone", "message", "consent", HONEYPOT] }),
  "/your-data": intents({ "": ["kind", "name", "phone", "email", "details", "consent", HONEYPOT] }),
  "/your-data/verify": intents({ "": ["token"] }),
  // School alerts (docs/specification.md §24 "Subscribing"): the form, its mailed link's button, and unsubscribing by
  // the link's page or a mail client's one-click post (RFC 8058).
  "/alerts/subscribe": intents({ "": ["email", "mobile", "topics", "language", "consent", HONEYPOT] }),
  "/alerts/confirm": intents({ "": ["token"] }),
  "/alerts/unsubscribe": intents({ "": ["token", "List-Unsubscribe"] }),
  // Where an application stands: its number and the child's date of birth (docs/specification.md §22); by its
  // private link, a payment reported (docs/specification.md §34).
  "/admissions/status": intents({
    "": ["number", "dateOfBirth"],
    // A payment reported from the look-up's answer: the look-up's fields again.
    report_payment: ["number", "dateOfBirth", "payment", "utr", "amount", "paidOn", HONEYPOT],
  }),
  "/admissions/status/:token": intents({ report_payment: ["payment", "utr", "amount", "paidOn", HONEYPOT] }),
  // Applying online (docs/specification.md §22): the child's step makes a draft; a draft's address saves its steps,
  // its documents (one a post) and submits it. A paper form, in the back office, the same (decision 0057).
  "/admissions/apply": intents({ "": [...APPLICATION_CHILD, HONEYPOT] }),
  "/admissions/apply/:token": applicationDraft(["consent", HONEYPOT]),
  "/admin": intents({ "": ["email", "password"] }),
  "/admin/logout": intents({ "": [] }),
  "/admin/content": intents({ update: ["id", "fields", "title", "content", "noscript"] }),
  // Each with sending to subscribers (docs/specification.md §24 "Sending"): the add form's box, Send and Send Again.
  "/admin/announcements": intents({
    create: NOTICE_FIELDS,
    update: ["id", ...NOTICE_FIELDS],
    publish: ["id"],
    unpublish: ["id"],
    set_active: ["id", "active"],
    delete: ["id"],
    send: ["id", "again"],
  }),
  // A notice's editor and its files (decision 0077).
  "/admin/announcements/new": intents({ create: NOTICE_FIELDS }),
  "/admin/announcements/:id": intents({
    update: ["id", ...NOTICE_FIELDS],
    unpublish: ["id"],
    update_file: ["fileId", "caption", "captionHi", "alt", "altHi", "decorative", "isCover"],
    remove_file: ["fileId"],
  }),
  "/admin/announcements/:id/files": intents({ "": ["kind", "file", "consent"] }),
  // Pages of the school's own (docs/specification.md §32): Add Page, the editor's small forms, its save (blocks as
  // JSON) and its files.
  "/admin/pages": intents({ create: ["title", "titleHi", "address", "place", "starter"] }),
  "/admin/pages/:id": intents({
    unpublish: ["id"],
    restore: ["id", "revision"],
    remove: ["id", "ending", "redirectTo"],
  }),
  "/admin/pages/:id/save": intents({ "": ["title", "titleHi", "address", "place", "position", "blocks", "publish"] }),
  "/admin/pages/:id/files": intents({ "": ["kind", "file"] }),
  // Site-wide alerts (docs/specification.md §24), sent to subscribers, and a visitor dismissing one.
  "/admin/alerts": intents({
    publish: ["severity", "text", "textHi", "link", "startsAt", "endsAt", "send"],
    update: ["id", "severity", "text", "textHi", "link", "startsAt", "endsAt"],
    end: ["id"],
    remove: ["id"],
    send: ["id", "again"],
  }),
  "/alerts/dismiss": intents({ "": ["alert", "back"] }),
  "/admin/gallery": intents({ add: ["mode", "title", "category", "file", "imageUrl"], delete: ["imageId"] }),
  "/admin/mandatory-disclosures": intents({
    create_section: ["sectionLetter", "title", "orderNumber"],
    add_item: ["sectionId", "srNo", "information", "detail", "documentUrl", "document", "shows"],
    update_item: ["itemId", "srNo", "information", "detail", "documentUrl", "document", "keepUpload", "shows"],
    delete_section: ["sectionId"],
    delete_item: ["itemId"],
  }),
  // The disclosure's tables (docs/specification.md §28), each list's CSV import among its forms.
  "/admin/mandatory-disclosures/staff": intents({
    add: ["name", "designation", "qualification", "subjects", "trained"],
    update: ["id", "name", "designation", "qualification", "subjects", "trained"],
    delete: ["id"],
    import: ["file"],
  }),
  "/admin/mandatory-disclosures/results": intents({
    add: ["boardClass", "year", "registered", "passed", "remarks"],
    update: ["id", "boardClass", "year", "registered", "passed", "remarks"],
    delete: ["id"],
    import: ["file"],
  }),
  "/admin/mandatory-disclosures/committees": intents({
    add: ["committee", "name", "role"],
    update: ["id", "name", "role"],
    delete: ["id"],
    import: ["file", "committee"],
  }),
  "/admin/mandatory-disclosures/sections": intents({ save: ["className", "sections", "seats"], clear: ["className"] }),
  // docs/specification.md §29.
  "/admin/mandatory-disclosures/fees": intents({
    add_session: ["session", "copyFrom"],
    add_head: ["session", "className", "head", "headHi", "per", "amount"],
    update_head: ["headId", "className", "head", "headHi", "per", "amount"],
    delete_head: ["headId"],
    import_heads: ["session", "file"],
    upload_form_vi: ["session", "document", "filedOn"],
    remove_form_vi: ["session"],
  }),
  "/admin/user-management": intents({
    create: ["email", "password", "name", "role", "permissions"],
    update_user: ["userId", "email", "name", "role"],
    update_password: ["userId", "password", "confirmPassword"],
    set_permissions: ["userId", "permissions"],
    remove_role: ["userId", "roleId"],
    delete: ["userId"],
  }),
  "/admin/calendar": intents({
    create: ["title", "description", "location", "category", "allDay", "start", "end", "send"],
    update: ["eventId", "title", "description", "location", "category", "allDay", "start", "end"],
    delete: ["eventId"],
    send: ["id", "again"],
  }),
  "/admin/visit-requests": LIST_PAGE,
  "/admin/enquiries": LIST_PAGE,
  "/admin/contact-messages": LIST_PAGE,
  // A record's page acts on its own record (the id in its path; one in the form is ignored).
  "/admin/visit-requests/:id": intents(RECORD_PAGE),
  "/admin/enquiries/:id": intents(RECORD_PAGE),
  "/admin/contact-messages/:id": intents(RECORD_PAGE),
  "/admin/data-requests": LIST_PAGE,
  // Its page also erases and corrects the personal data of the person it looks for (decision 0033).
  "/admin/data-requests/:id": intents({
    ...RECORD_PAGE,
    erase_personal_data: ["id", "phone", "email", "confirm", "identityChecked"],
    correct_personal_data: ["id", "phone", "email", "newPhone", "newEmail", "identityChecked"],
    // Who asked is checked first (decision 0041).
    verify_by_phone: ["id", "note", "called"],
    apply_withdrawal: ["id", "identityChecked"],
  }),
  "/admin/applications": LIST_PAGE,
  // The session's admissions setup (docs/specification.md §22): the window, the fee, and a class's line.
  "/admin/applications/setup": intents({
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
  }),
  // An application's page: its stage, moved one step at a time with what each move asks for, its undo, the
  // interaction's date, the documents verified (decision 0059).
  "/admin/applications/:id": intents({
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
    // What the offer asks for (docs/specification.md §34): the amount due, changed with why.
    change_amount: ["id", "payment", "firstInstalment", "amount", "why"],
  }),
  // Admission fees (docs/specification.md §34): a bank statement imported (its columns mapped the first time), a
  // match confirmed or undone, a payment confirmed by hand; a receipt cancelled with why.
  "/admin/applications/payments": intents({
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
    confirm_match: ["line"],
    confirm: ["id", "paidOn", "mode", "reference"],
    unmatch: ["line"],
  }),
  "/admin/applications/payments/receipts/:id": intents({ cancel_receipt: ["id", "reason"] }),
  "/admin/applications/new": intents({ "": APPLICATION_CHILD }),
  "/admin/applications/new/:id": applicationDraft(["consent_on_paper"]),
  // "Check Links Now" (docs/specification.md §25): no fields.
  "/admin/links/check": intents({ "check-links": [] }),
  // The form, and beside it the gateway's new secret and test message (decision 0067).
  "/admin/settings": intents({
    // Each group of the page is saved by its own button (`group`, decision 0075); `savedFrom` is when the settings
    // the page shows were saved, so that a save never undoes another admin's change.
    save: [...SETTINGS_FIELDS, "applicationForm", "removeApplicationForm", "logo", "removeLogo", "group", "savedFrom"],
    new_secret: [],
    send_test: ["mobile"],
  }),
  "/admin/privacy-notice": intents({ publish: ["bodyEn", "bodyHi"] }),
  // The breach register (docs/specification.md §27): recorded, edited, each report's time; never deleted.
  "/admin/breaches": intents({
    record: BREACH_FIELDS,
    update: ["id", ...BREACH_FIELDS],
    report: ["id", "report", "at"],
  }),
  "/admin/account": intents({
    update_name: ["name"],
    change_password: ["currentPassword", "newPassword", "confirmPassword"],
  }),
  "/admin/setup": intents({ "": ["name", "email", "password", "confirmPassword"] }),
};

/** The public forms, in English; each is also at the same path under /hi, in Hindi (docs/specification.md §21). */
export const PUBLIC_FORM_PATHS = [
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
] as const;
for (const path of PUBLIC_FORM_PATHS) FORMS[`/hi${path}`] = FORMS[path]!;

/** A complete, acceptable value for each field of a form, by field name; a page's own are in GOOD_VALUES_AT. */
export const GOOD_VALUES: Record<string, string> = {
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
  utr: "412345678901",
  paidOn: today,
  headerLine: "1",
  bankName: "State Bank of India",
  firstInstalment: "5000",
  reference: "412345678901",
  send: "on",
  again: "yes",
};

/** Well-filled values of one page's own, over GOOD_VALUES (the tests add the ids of rows they have). */
export const GOOD_VALUES_AT: Record<string, Record<string, string>> = {
  "/admin/announcements/new": { category: "circular", step: "draft" },
  "/admin/announcements/:id": { category: "news", step: "draft" },
  "/admin/announcements/:id/files": { kind: "attachment" },
  "/admin/pages": { place: "about" },
  "/admin/pages/:id": { ending: "gone", revision: "1" },
  "/admin/pages/:id/save": { place: "about", blocks: "[]" },
  "/admin/pages/:id/files": { kind: "file" },
  "/admin/breaches": { report: "board", dataKinds: "enquiry" },
  "/admin/mandatory-disclosures/committees": { committee: "pta" },
  "/admin/mandatory-disclosures/sections": { className: "Class IV" },
  "/admin/mandatory-disclosures/fees": { session: "2026-27" },
  "/admin/visit-requests": { status: "confirmed" },
  "/admin/enquiries": { status: "contacted" },
  "/admin/contact-messages": { status: "replied" },
  "/admin/visit-requests/:id": { status: "confirmed" },
  "/admin/enquiries/:id": { status: "contacted" },
  "/admin/contact-messages/:id": { status: "replied" },
  "/admin/applications": { status: "documents_checked" },
  "/admin/applications/:id": { status: "documents_checked" },
  "/admin/data-requests": { status: "in_progress" },
  "/admin/data-requests/:id": { status: "in_progress" },
  "/admin/applications/payments": { mode: "upi" },
  "/admin/applications/payments/receipts/:id": { reason: "Paid twice" },
  "/admin/applications/setup": {
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
};

/** The fields that take a date or a date and time: the browser fuzz sends dates that are none to their forms. */
export const DATE_FIELDS = new Set([
  "visit_date",
  "date_of_birth",
  "dateOfBirth",
  "date",
  "endsOn",
  "publishAt",
  "followUpOn",
  "interactionAt",
  "feeDueOn",
  "feePaidOn",
  "start",
  "end",
  "startsAt",
  "endsAt",
  "detectedAt",
  "boardToldAt",
  "parentsToldAt",
  "at",
  "filedOn",
  "opensOn",
  "closesOn",
  "classes[0].ageOn",
  "attestationDeadline",
  "savedFrom",
  "paidOn",
]);

/** The fields that take a number: the browser fuzz sends negative and huge ones to their forms. */
export const NUMBER_FIELDS = new Set([
  "orderNumber",
  "srNo",
  "year",
  "registered",
  "passed",
  "amount",
  "sections",
  "seats",
  "feeAmount",
  "registrationFee",
  "classes[0].seats",
  "classes[0].minYears",
  "classes[0].minMonths",
  "classes[0].maxYears",
  "classes[0].maxMonths",
  "retentionMonths",
  "mailPerHour",
  "gatewayPerHour",
  "revision",
  "position",
  "peopleAffected",
  "firstInstalment",
  "headerLine",
]);

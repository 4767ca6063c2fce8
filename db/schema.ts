// The database, table by table, as SPEC §3 names it. Option lists live in
// app/features/*/schema.ts; the enums below must carry the same values.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { APPLICATION_STAGE_VALUES, FEE_MODE_VALUES, NOTICE_CATEGORY_VALUES } from "./enum-values";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * What the back office's search box looks in (the kind's `searchIn`): the named columns lowercased and joined by a
 * line break, which a search box cannot hold, written once with the row. One LIKE over it, instead of lower() of
 * each column of every row at every search, is five times faster on the embedded database (decision 0061).
 */
const searchText = (...columns: string[]) =>
  text("search_text").generatedAlwaysAs(
    sql.raw(`lower(${columns.map((column) => `coalesce(${column}, '')`).join(" || E'\\n' || ")})`),
  );

export const visitStatus = pgEnum("visit_status", ["pending", "confirmed", "completed", "cancelled"]);
export const enquiryStatus = pgEnum("enquiry_status", ["pending", "contacted", "completed", "closed"]);
export const eventCategory = pgEnum("event_category", ["Holidays", "PTM", "Events", "Activity"]);
export const appRole = pgEnum("app_role", ["admin", "user"]);
export const permissionSection = pgEnum("permission_section", [
  "content",
  "announcements",
  "gallery",
  "calendar",
  "visit_requests",
  "enquiries",
  "user_management",
  "mandatory_disclosures",
  // Decision 0026: a ninth section beside the spec's eight, Contact Messages.
  "contact_messages",
  // Decision 0033: a tenth, the requests of data principals under the DPDP Act.
  "data_requests",
  // Decision 0056: an eleventh, online applications for admission and their session's setup.
  "applications",
  // Decision 0065: a twelfth, the site-wide alerts.
  "alerts",
  // Decision 0077: not a section but a right within Announcements, to publish what others wrote.
  "publish_announcements",
  // Decision 0079: the pages of the school's own (docs/specification.md §32).
  "pages",
]);
export const contactMessageStatus = pgEnum("contact_message_status", ["new", "read", "replied", "closed"]);
// The kinds of request from the public that staff follow up (decision 0027; data requests: decision 0033).
export const requestType = pgEnum("request_type", [
  "visit_request",
  "enquiry",
  "contact_message",
  "data_request",
  "application",
]);
// What a data principal asks of the school (decision 0033), and where the office has got with it.
export const dataRequestKind = pgEnum("data_request_kind", ["access", "correction", "erasure", "withdrawal"]);
export const dataRequestStatus = pgEnum("data_request_status", ["new", "in_progress", "done", "refused"]);
export const historyKind = pgEnum("history_kind", ["note", "status", "follow_up", "email", "keep", "application"]);
// Cancelled: never sent, because the person it was to withdrew their consent (decision 0032).
export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed", "cancelled"]);
/** How an outbox message goes: by SMTP, or as signed JSON to the school's SMS/WhatsApp gateway (decision 0067). */
export const messageChannel = pgEnum("message_channel", ["email", "webhook"]);
/** How a data request was shown to be the person's own (decision 0041). */
export const dataRequestVerification = pgEnum("data_request_verification", ["email_link", "phone_call"]);

// ---------------------------------------------------------------- public forms

/** The language of the page a request's form was sent from (docs/specification.md §21). */
export const siteLanguage = pgEnum("site_language", ["en", "hi"]);

// What every request from the public keeps beside its own fields: the day staff
// mean to come back to it (decision 0027; the dashboard lists those due); when its
// form's consent was given and under which version of the privacy notice
// (decision 0032; null on requests sent before the forms asked); and staff's reason
// to keep it past the retention period (null: erased once unchanged that long);
// and the language of the form, so the school answers in it.
const requestTracking = () => ({
  language: siteLanguage("language").notNull().default("en"),
  followUpOn: date("follow_up_on"),
  consentedAt: timestamp("consented_at", { withTimezone: true }),
  consentNoticeVersion: integer("consent_notice_version").references(() => privacyNotices.version),
  keepReason: text("keep_reason"),
});

export const visitRequests = pgTable(
  "visit_requests",
  {
    id: id(),
    studentName: text("student_name").notNull(),
    classForAdmission: text("class_for_admission").notNull(),
    contactNo: text("contact_no").notNull(),
    email: text("email"),
    previousSchool: text("previous_school"),
    visitDate: date("visit_date").notNull(),
    visitTime: text("visit_time").notNull(),
    message: text("message"),
    status: visitStatus("status").notNull().default("pending"),
    ...requestTracking(),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's whole order, id included (the tiebreak that keeps pages stable), NULLS FIRST
    // as a plain ORDER BY … DESC sorts: only then can Postgres read the page straight from the index.
    index("visit_requests_list_idx").on(
      t.visitDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("visit_requests_status_idx").on(t.status),
    index("visit_requests_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
  ],
);

export const admissionEnquiries = pgTable(
  "admission_enquiries",
  {
    id: id(),
    enquirerName: text("enquirer_name").notNull(),
    relationship: text("relationship").notNull(),
    studentName: text("student_name").notNull(),
    classForAdmission: text("class_for_admission").notNull(),
    contactNo: text("contact_no").notNull(),
    email: text("email"),
    previousSchool: text("previous_school"),
    message: text("message"),
    status: enquiryStatus("status").notNull().default("pending"),
    searchText: searchText("enquirer_name", "student_name", "contact_no", "email"),
    ...requestTracking(),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's whole order, id included (the tiebreak that keeps pages stable), NULLS FIRST
    // as a plain ORDER BY … DESC sorts: only then can Postgres read the page straight from the index.
    index("admission_enquiries_list_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("admission_enquiries_status_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("admission_enquiries_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
  ],
);

// The Contact page's messages (decision 0026: kept, no longer thrown away).
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    status: contactMessageStatus("status").notNull().default("new"),
    searchText: searchText("name", "email", "phone", "message"),
    ...requestTracking(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_list_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contact_messages_status_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contact_messages_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
  ],
);

// Requests from the "Your data" page (decision 0033): a parent asks to see,
// correct or erase what the school holds about them, or withdraws consent,
// naming themselves by phone or e-mail. Due 90 days after it was received.
export const dataRequests = pgTable(
  "data_requests",
  {
    id: id(),
    kind: dataRequestKind("kind").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    details: text("details"),
    status: dataRequestStatus("status").notNull().default("new"),
    /** The school's day it must be answered by: received + 90 days. */
    dueOn: date("due_on").notNull(),
    /** When it was shown to be the person's own, how, by whom (a staff address; null for a link), with staff's words (decision 0041). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedHow: dataRequestVerification("verified_how"),
    verifiedBy: text("verified_by"),
    verificationNote: text("verification_note"),
    /** When a withdrawal stopped the person's queued mail: once verified, or confirmed by staff (decision 0041). */
    withdrawalAppliedAt: timestamp("withdrawal_applied_at", { withTimezone: true }),
    searchText: searchText("name", "phone", "email", "details"),
    ...requestTracking(),
    createdAt: createdAt(),
  },
  (t) => [
    index("data_requests_list_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("data_requests_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
  ],
);

// The links that verify a data request, mailed to an address already on the
// person's records: only a hash is kept; single use, they expire (decision 0041).
// ---------------------------------------------------------------- applications (decision 0056)

/** Where an application has got (docs/specification.md §22); the first six in order, the last three beside them. */
export const applicationStage = pgEnum("application_stage", APPLICATION_STAGE_VALUES);
/** How a registration or admission fee was paid at the office (no payment gateway). */
export const feeMode = pgEnum("fee_mode", FEE_MODE_VALUES);
/** The documents an application may carry, each optional: it may be brought to the office instead. */
export const applicationDocumentKind = pgEnum("application_document_kind", [
  "birth_certificate",
  "photograph",
  "report_card",
  "transfer_certificate",
  "category_certificate",
]);

/** A session's admissions: when applications open and close, and the registration fee parents are told of. */
export const admissionSessions = pgTable("admission_sessions", {
  /** "2027-28", as School Settings' admissions session writes it. */
  session: text("session").primaryKey(),
  opensOn: date("opens_on").notNull(),
  closesOn: date("closes_on").notNull(),
  /** In rupees; null: none. */
  registrationFee: integer("registration_fee"),
  updatedAt: updatedAt(),
});

/**
 * A class of a session's setup: whether it is open for admission, its seats, its age rule and whether it has an
 * interaction. A class closed keeps what was set for it, to open again as it was.
 */
export const admissionClasses = pgTable(
  "admission_classes",
  {
    session: text("session")
      .notNull()
      .references(() => admissionSessions.session, { onDelete: "cascade" }),
    /** One of the classes of SPEC §3: "Class I". */
    className: text("class_name").notNull(),
    /** Open for admission: offered to parents, its seats on the Admissions page. */
    open: boolean("open").notNull().default(true),
    seats: integer("seats").notNull(),
    /** The child's age on `ageCutOff`, in months, at least and at most (null: no bound). */
    minAgeMonths: integer("min_age_months"),
    maxAgeMonths: integer("max_age_months"),
    ageCutOff: date("age_cut_off").notNull(),
    interaction: boolean("interaction").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.session, t.className] }),
    // RTE Act s.13: no screening of a child or parents up to Class VIII.
    check(
      "admission_classes_interaction_from_class_ix",
      sql`not ${t.interaction} or ${t.className} in ('Class IX', 'Class X', 'Class XI', 'Class XII')`,
    ),
    check("admission_classes_seats", sql`${t.seats} >= 0`),
  ],
);

/** The last application number given in a session and class: 42 for 2027-28/I/0042. */
export const applicationNumbers = pgTable(
  "application_numbers",
  {
    session: text("session").notNull(),
    classCode: text("class_code").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.session, t.classCode] })],
);

/** An application begun and not yet submitted: each step's values as typed, kept 30 days from its last change. */
export const applicationDrafts = pgTable(
  "application_drafts",
  {
    id: id(),
    /** The SHA-256 of the private link's token: the link is the draft's only key. */
    tokenHash: text("token_hash").notNull().unique(),
    language: siteLanguage("language").notNull().default("en"),
    /** Each step's values, by the step's name, as its schema gave them. */
    steps: jsonb("steps").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** The staff member entering a paper form (null: a parent online). */
    enteredBy: uuid("entered_by"),
    /** When the resume link was e-mailed, and to which address (sent once per address). */
    linkMailedTo: text("link_mailed_to"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("application_drafts_updated_idx").on(t.updatedAt)],
);

export const applications = pgTable(
  "applications",
  {
    id: id(),
    /** "2027-28/I/0042": the session, the class and the next number in both. */
    number: text("number").notNull().unique(),
    /** The SHA-256 of the private link's token (the draft's, carried over): the status page opens with it. */
    tokenHash: text("token_hash").notNull().unique(),
    session: text("session").notNull(),
    classSought: text("class_sought").notNull(),
    childName: text("child_name").notNull(),
    dateOfBirth: date("date_of_birth").notNull(),
    gender: text("gender").notNull(),
    apaarId: text("apaar_id"),
    parentName: text("parent_name").notNull(),
    parentRelationship: text("parent_relationship").notNull(),
    parentMobile: text("parent_mobile").notNull(),
    parentOccupation: text("parent_occupation"),
    secondParentName: text("second_parent_name"),
    secondParentRelationship: text("second_parent_relationship"),
    secondParentMobile: text("second_parent_mobile"),
    secondParentOccupation: text("second_parent_occupation"),
    email: text("email"),
    address: text("address").notNull(),
    previousSchool: text("previous_school"),
    previousBoard: text("previous_board"),
    previousClass: text("previous_class"),
    /** Brothers and sisters at the school: name and class. */
    siblings: jsonb("siblings").$type<{ name: string; className: string }[]>().notNull().default([]),
    status: applicationStage("status").notNull().default("submitted"),
    /** The staff member who entered a paper form, its consent given on paper (null: sent online). */
    enteredBy: uuid("entered_by"),
    /** The consent was given on the paper form staff entered, not by a box ticked online (decision 0057). */
    consentOnPaper: boolean("consent_on_paper").notNull().default(false),
    /** The earlier application for the same child and class in the session, when this repeats it. */
    duplicateOf: uuid("duplicate_of"),
    /** The documents staff have seen, uploaded or on paper. */
    documentsVerified: jsonb("documents_verified")
      .$type<(typeof applicationDocumentKind.enumValues)[number][]>()
      .notNull()
      .default([]),
    waitlistPosition: integer("waitlist_position"),
    /** Why no seat was offered: for the office only, never shown to the parent. */
    notOfferedReason: text("not_offered_reason"),
    interactionAt: timestamp("interaction_at", { withTimezone: true }),
    feeDueOn: date("fee_due_on"),
    feeAmount: integer("fee_amount"),
    feePaidOn: date("fee_paid_on"),
    feeReceipt: text("fee_receipt"),
    feeMode: feeMode("fee_mode"),
    searchText: searchText(
      "child_name",
      "parent_name",
      "second_parent_name",
      "parent_mobile",
      "second_parent_mobile",
      "email",
      "number",
    ),
    ...requestTracking(),
    createdAt: createdAt(),
  },
  (t) => [
    index("applications_list_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("applications_status_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("applications_class_idx").on(t.session, t.classSought, t.status),
    index("applications_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
  ],
);

/** A document of a draft or an application, kept privately (never under /uploads' public folders). */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    id: id(),
    draftId: uuid("draft_id").references(() => applicationDrafts.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    kind: applicationDocumentKind("kind").notNull(),
    /** Its storage key, under applications/. */
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_documents_draft_idx").on(t.draftId),
    index("application_documents_application_idx").on(t.applicationId),
  ],
);

// ---------------------------------------------------------------- admission fees by UPI (decision 0087)

/** What a payment is for: the registration fee at submission, or the admission amount at an offer. */
export const paymentPurpose = pgEnum("payment_purpose", ["registration", "admission"]);
/**
 * Where a payment stands (docs/specification.md §34): awaited; reported by the parent (a UTR typed, nothing paid
 * by that); confirmed by the office (a receipt issued); cancelled (an offer undone, a receipt cancelled).
 */
export const paymentState = pgEnum("payment_state", ["awaiting", "reported", "confirmed", "cancelled"]);

/**
 * A payment an application owes: the amount is set by the server alone (the registration fee, or the heads of fee
 * charged once at admission with any first instalment), in paise. Its reference goes into the UPI link's `tr` and
 * note, so the bank statement's narration can name it (decision 0085).
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    purpose: paymentPurpose("purpose").notNull(),
    /** What is due, in paise. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** What the fee heads gave (with the first instalment), in paise: the amount unless staff changed it. */
    defaultAmount: bigint("default_amount", { mode: "number" }).notNull(),
    /** The first instalment staff added to the heads charged once at admission, in paise. */
    firstInstalment: bigint("first_instalment", { mode: "number" }).notNull().default(0),
    /** Why staff changed the amount from the default (null: not changed). */
    amountReason: text("amount_reason"),
    /** "27I0042K7QM": the application's number squeezed and four random characters (payments/upi-link.ts). */
    reference: text("reference").notNull().unique(),
    dueOn: date("due_on"),
    state: paymentState("state").notNull().default("awaiting"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Who confirmed it: staff's e-mail, or "automatic" when School Settings confirm matched payments at once. */
    confirmedBy: text("confirmed_by"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One payment of each purpose open at a time for an application.
    uniqueIndex("payments_open_idx")
      .on(t.applicationId, t.purpose)
      .where(sql`${t.state} <> 'cancelled'`),
    index("payments_state_idx").on(t.state, t.reportedAt),
    check("payments_amount", sql`${t.amount} >= 0 and ${t.defaultAmount} >= 0 and ${t.firstInstalment} >= 0`),
  ],
);

/** A UTR a parent reported for a payment: a report only, never a payment made. A UTR is reported once, anywhere. */
export const paymentReports = pgTable(
  "payment_reports",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** The 12 digits of the UPI reference. */
    utr: text("utr").notNull().unique(),
    /** What the parent said they paid, in paise, and on which day (both optional). */
    amount: bigint("amount", { mode: "number" }),
    paidOn: date("paid_on"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_reports_payment_idx").on(t.paymentId)],
);

/** A bank statement imported: its counts, never its file (docs/specification.md §34). */
export const statementImports = pgTable("statement_imports", {
  id: id(),
  fileName: text("file_name").notNull(),
  /** The remembered mapping's bank, when one read it. */
  bankName: text("bank_name"),
  credits: integer("credits").notNull(),
  debits: integer("debits").notNull(),
  matched: integer("matched").notNull(),
  unmatched: integer("unmatched").notNull(),
  seenBefore: integer("seen_before").notNull(),
  problems: integer("problems").notNull(),
  importedBy: text("imported_by").notNull(),
  createdAt: createdAt(),
});

/**
 * A statement's credit that matched a payment: the only lines kept. Its fingerprint (payments/matching.ts) is unique,
 * so a statement imported again, or one that overlaps, matches nothing twice.
 */
export const statementLines = pgTable(
  "statement_lines",
  {
    id: id(),
    importId: uuid("import_id")
      .notNull()
      .references(() => statementImports.id, { onDelete: "cascade" }),
    fingerprint: text("fingerprint").notNull().unique(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    line: integer("line").notNull(),
    date: date("date").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reference: text("reference").notNull(),
    narration: text("narration").notNull(),
    /** The UTR found in it, when one was. */
    utr: text("utr"),
    /** What named the payment: "utr", "reference" or both. */
    reasons: jsonb("reasons").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("statement_lines_payment_idx").on(t.paymentId)],
);

/** A statement layout staff mapped by hand, remembered by its header's signature for that bank. */
export const statementMappings = pgTable("statement_mappings", {
  signature: text("signature").primaryKey(),
  bankName: text("bank_name").notNull(),
  /** Each field's column (payments/statement-columns.ts' ColumnMapping). */
  mapping: jsonb("mapping").$type<Record<string, number | null>>().notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** The last receipt number given in a session: 42 for R/2027-28/0042. */
export const receiptNumbers = pgTable("receipt_numbers", {
  session: text("session").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * A receipt for a payment confirmed here, numbered per session and never renumbered; a cancelled one stays, with its
 * reason. It keeps what it shows, so the school's accounts keep it for School Settings' years after the
 * application itself is erased (docs/specification.md §34).
 */
export const receipts = pgTable(
  "receipts",
  {
    id: id(),
    /** "R/2027-28/0042". */
    number: text("number").notNull().unique(),
    session: text("session").notNull(),
    sequence: integer("sequence").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    applicationNumber: text("application_number").notNull(),
    childName: text("child_name").notNull(),
    className: text("class_name").notNull(),
    parentName: text("parent_name").notNull(),
    parentMobile: text("parent_mobile").notNull(),
    email: text("email"),
    language: siteLanguage("language").notNull().default("en"),
    purpose: paymentPurpose("purpose").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    mode: feeMode("mode").notNull(),
    /** The UTR, or the payment's own reference when the statement carried no UTR. */
    paymentReference: text("payment_reference").notNull(),
    paidOn: date("paid_on").notNull(),
    issuedBy: text("issued_by").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    uniqueIndex("receipts_session_sequence_idx").on(t.session, t.sequence),
    index("receipts_issued_idx").on(t.issuedAt),
  ],
);

export const dataRequestTokens = pgTable("data_request_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  requestId: uuid("request_id")
    .notNull()
    .references(() => dataRequests.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// E-mail waiting to be sent, written in the same transaction as what it is
// about, and sent by the server's mail worker (decision 0024). A row is
// claimed for a while (locked_until) by one worker, so two never send it.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** What the mail is, e.g. "office.enquiry", "confirmation.visit_request", "reply". */
    purpose: text("purpose").notNull(),
    to: text("to").array().notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** Header fields of its own: an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, decision 0066). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Files sent with it (a visit's .ics): name, type and text content. */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    /** The same on every try, so a mail client can tell a resend from a new mail. */
    messageId: text("message_id").notNull(),
    recordType: requestType("record_type"),
    recordId: uuid("record_id"),
    channel: messageChannel("channel").notNull().default("email"),
    /** A message to a subscriber: the sending it is part of, and whom it is to (decision 0067). */
    broadcastId: uuid("broadcast_id").references(() => broadcasts.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => alertSubscribers.id, { onDelete: "cascade" }),
    /** A webhook message's JSON body (its `to` and `text` are the columns above), fixed when queued. */
    webhookPayload: jsonb("webhook_payload").$type<Record<string, unknown>>(),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The workers' claim (decision 0067): a channel's next message, the school's own mail before a sending's.
    index("mail_outbox_due_idx")
      .on(t.channel, sql`(${t.broadcastId} is not null)`, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_record_idx").on(t.recordType, t.recordId),
    // One message a subscriber a sending, however often queueing is tried.
    uniqueIndex("mail_outbox_broadcast_idx").on(t.broadcastId, t.subscriberId),
    // The hourly rate (decision 0067) counts what each channel sent in the last hour.
    index("mail_outbox_sent_idx")
      .on(t.channel, t.sentAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);

// What staff did about a request from the public, in order: notes, status
// changes, follow-up dates and e-mails (decision 0027). No foreign key to the
// record (it is one of three tables): a record's delete deletes its history.
export const requestHistory = pgTable(
  "request_history",
  {
    id: id(),
    recordType: requestType("record_type").notNull(),
    recordId: uuid("record_id").notNull(),
    kind: historyKind("kind").notNull(),
    /** A note's text, or an e-mail's subject. */
    body: text("body"),
    /** A status change's from/to, a follow-up date. */
    details: jsonb("details").$type<Record<string, unknown>>(),
    mailId: uuid("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name"),
    createdAt: createdAt(),
  },
  (t) => [index("request_history_record_idx").on(t.recordType, t.recordId, t.createdAt)],
);

// ------------------------------------------------------------- site content

// What staff write for the public site is kept in English and, beside it, in
// Hindi (decision 0054): each Hindi column is optional (null: the Hindi page
// shows the English), and has the English column's limits.
const hindi = (name: string) => text(`${name}_hi`);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: id(),
    title: text("title").notNull(),
    titleHi: hindi("title"),
    imageUrl: text("image_url").notNull(),
    category: text("category"),
    categoryHi: hindi("category"),
    createdAt: createdAt(),
  },
  (t) => [index("gallery_images_list_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

// A notice (decision 0077): an announcement of SPEC §3 grown into what a school publishes every week, a circular
// with its number, news with photos. One table, so the home page's Latest Announcements and the Notice Board read
// the same rows. `isActive` is SPEC's switch for the home page; `status` says whether it is published at all.
export const noticeCategory = pgEnum("notice_category", NOTICE_CATEGORY_VALUES);
export const noticeStatus = pgEnum("notice_status", ["draft", "submitted", "published"]);

export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    // The short number in its public address, /notices/<ref>-<slug>: never reused, never changed.
    ref: integer("ref").notNull().unique().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().default(""),
    title: text("title").notNull(),
    titleHi: hindi("title"),
    content: text("content").notNull(),
    contentHi: hindi("content"),
    // The date it is dated, and the school session that date falls in ("2026-27": April to March, as sessionOf in
    // db/time.ts says it), which the database writes from the date.
    date: date("date").notNull(),
    session: text("session")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          [
            `case when extract(month from "date") >= 4`,
            `then extract(year from "date")::int::text || '-' || lpad(((extract(year from "date")::int + 1) % 100)::text, 2, '0')`,
            `else (extract(year from "date")::int - 1)::text || '-' || lpad((extract(year from "date")::int % 100)::text, 2, '0') end`,
          ].join(" "),
        ),
      ),
    category: noticeCategory("category").notNull().default("news"),
    // A circular's number, unique in its session (without regard to case).
    number: text("number"),
    // A row written without saying is published at once, as SPEC §4's new announcements are shown; the back office
    // says which it is every time.
    status: noticeStatus("status").notNull().default("published"),
    // When a published notice shows (now, or a time to come); null for a draft not yet given a time.
    publishAt: timestamp("publish_at", { withTimezone: true }).defaultNow(),
    // The last day it is current: after it, it leaves the home page and the board's current list.
    endsOn: date("ends_on"),
    pinned: boolean("pinned").notNull().default(false),
    // Send it to the subscribers when it is published, or at its time when scheduled.
    sendWhenPublished: boolean("send_when_published").notNull().default(false),
    // Who ticked that the parents of the children in its photos agreed, and when (DPDP).
    photoConsentBy: text("photo_consent_by"),
    photoConsentAt: timestamp("photo_consent_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    searchText: searchText("title", "title_hi", "content", "content_hi", "number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("announcements_list_idx").on(
      t.date.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("announcements_active_idx")
      .on(t.date.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.status} = 'published'`),
    index("announcements_board_idx")
      .on(
        t.pinned.desc().nullsFirst(),
        t.date.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'published'`),
    index("announcements_board_category_idx")
      .on(t.category, t.session, t.date.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    // When the next scheduled notice shows, and when the last one that went up by itself did (decision 0077): one
    // index read each.
    index("announcements_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.status} = 'published'`),
    index("announcements_went_up_idx")
      .on(t.publishAt)
      .where(sql`${t.status} = 'published' and ${t.publishAt} > ${t.updatedAt}`),
    // The board's sessions, read one index step per session rather than by reading every notice (decision 0077).
    index("announcements_session_idx")
      .on(t.session, t.publishAt)
      .where(sql`${t.status} = 'published'`),
    uniqueIndex("announcements_number_idx")
      .on(t.session, sql`lower(${t.number})`)
      .where(sql`${t.number} is not null`),
  ],
);

// A notice's attachments (PDFs and images) and its photos (decision 0077): the file in storage, what the page says of
// it, and its place in the list. An image is kept as WebP in the gallery's sizes under `storageKey`.
export const announcementFiles = pgTable(
  "announcement_files",
  {
    id: id(),
    announcementId: uuid("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull().default(""),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    pages: integer("pages"),
    width: integer("width"),
    height: integer("height"),
    caption: text("caption").notNull().default(""),
    captionHi: hindi("caption"),
    alt: text("alt").notNull().default(""),
    altHi: hindi("alt"),
    decorative: boolean("decorative").notNull().default(false),
    isCover: boolean("is_cover").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("announcement_files_list_idx").on(t.announcementId, t.kind, t.position, t.id),
    check("announcement_files_kind", sql`${t.kind} in ('attachment', 'photo')`),
  ],
);

// Where a page of the school's own is linked from (docs/specification.md §32): under one of the header's menus, as
// an item of the header's own, in the footer's Quick Links, or from nowhere.
export const schoolPagePlace = pgEnum("school_page_place", [
  "about",
  "academics",
  "admissions",
  "menu",
  "footer",
  "none",
]);

// A page of the school's own (docs/specification.md §32, decision 0079). Its title and blocks here are the working
// copy the editor saves; the site shows its published revision, if any. A removed page keeps its row, and so its
// address, for a year: the address answers 410, or is sent on to `redirect_to`.
export const schoolPages = pgTable(
  "school_pages",
  {
    id: id(),
    address: text("address").notNull().unique(),
    place: schoolPagePlace("place").notNull().default("none"),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    titleHi: hindi("title"),
    // The blocks (app/features/school-pages/page-blocks.ts), as read and limited there before they are saved.
    blocks: jsonb("blocks").$type<unknown[]>().notNull().default([]),
    // The revision the site shows (its number); null while a draft, or once taken off the site.
    publishedRevision: integer("published_revision"),
    // The suggested page it began as ("transport"…), whose placeholder words the go-live checklist looks for.
    starter: text("starter"),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    redirectTo: text("redirect_to"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("school_pages_menu_idx")
      .on(t.place, t.position)
      .where(sql`${t.publishedRevision} is not null`),
  ],
);

// Every publish of a page: who, when, what it said and what changed since the one before. Any can be restored.
export const schoolPageRevisions = pgTable(
  "school_page_revisions",
  {
    id: id(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => schoolPages.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    titleHi: hindi("title"),
    blocks: jsonb("blocks").$type<unknown[]>().notNull(),
    // What this publish changed, in the office's words ("Title", "Block 3: table").
    changes: jsonb("changes").$type<string[]>().notNull().default([]),
    publishedBy: text("published_by").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("school_page_revisions_number_idx").on(t.pageId, t.number)],
);

// A page's images and documents: the file in storage, and what the page says of it. Kept while the page is, so
// that any revision restored still finds the files it shows.
export const schoolPageFiles = pgTable("school_page_files", {
  id: id(),
  pageId: uuid("page_id")
    .notNull()
    .references(() => schoolPages.id, { onDelete: "cascade" }),
  storageKey: text("storage_key").notNull(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  bytes: integer("bytes").notNull(),
  pages: integer("pages"),
  width: integer("width"),
  height: integer("height"),
  createdAt: createdAt(),
});

export const contentSections = pgTable("content_sections", {
  id: id(),
  sectionKey: text("section_key").notNull().unique(),
  title: text("title").notNull().default(""),
  titleHi: hindi("title"),
  content: text("content").notNull().default(""),
  contentHi: hindi("content"),
  updatedAt: updatedAt(),
});

export const disclosureSections = pgTable(
  "disclosure_sections",
  {
    id: id(),
    sectionLetter: text("section_letter").notNull(),
    title: text("title").notNull(),
    titleHi: hindi("title"),
    orderNumber: integer("order_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("disclosure_sections_list_idx").on(t.orderNumber),
    check("disclosure_sections_order_positive", sql`${t.orderNumber} >= 1`),
  ],
);

export const disclosureItems = pgTable(
  "disclosure_items",
  {
    id: id(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => disclosureSections.id, { onDelete: "cascade" }),
    srNo: integer("sr_no").notNull(),
    information: text("information").notNull(),
    informationHi: hindi("information"),
    detail: text("detail"),
    detailHi: hindi("detail"),
    documentUrl: text("document_url"),
    /**
     * The table the item shows in its Appendix IX place (docs/specification.md §28, `DISCLOSURE_TABLES`), instead of
     * or below its detail; null: none.
     */
    shows: text("shows"),
    /** Why the item does not apply to this school (§30); null: it applies. */
    notApplicableReason: text("not_applicable_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("disclosure_items_list_idx").on(t.sectionId, t.srNo),
    check("disclosure_items_sr_no_positive", sql`${t.srNo} >= 1`),
  ],
);

// The disclosure's tables (docs/specification.md §28, decision 0071): typed rows, not free text, each shown in its
// Appendix IX place and, for the long ones, imported from a CSV file.

/** The teaching staff: Appendix IX's principal, teachers (PGT, TGT, PRT), special educator and counsellor. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    name: text("name").notNull(),
    /** One of `STAFF_DESIGNATIONS` (app/features/disclosure-tables): "PGT", "Special Educator". */
    designation: text("designation").notNull(),
    qualification: text("qualification").notNull(),
    subjects: text("subjects").notNull().default(""),
    trained: boolean("trained").notNull(),
    /** Its place in the list as staff entered or imported it. */
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_members_list_idx").on(t.position)],
);

/** A board examination's result: Class X or XII, one row a year. */
export const boardResults = pgTable(
  "board_results",
  {
    id: id(),
    /** "X" or "XII". */
    boardClass: text("board_class").notNull(),
    /** The year of the examination: 2026 for March 2026. */
    year: integer("year").notNull(),
    registered: integer("registered").notNull(),
    passed: integer("passed").notNull(),
    remarks: text("remarks").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("board_results_class_year_key").on(t.boardClass, t.year),
    check("board_results_class", sql`${t.boardClass} in ('X', 'XII')`),
    check("board_results_counts", sql`${t.registered} >= 0 and ${t.passed} >= 0 and ${t.passed} <= ${t.registered}`),
  ],
);

/** The School Management Committee's and the PTA's members. */
export const committeeMembers = pgTable(
  "committee_members",
  {
    id: id(),
    /** "smc" or "pta". */
    committee: text("committee").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("committee_members_list_idx").on(t.committee, t.position),
    check("committee_members_committee", sql`${t.committee} in ('smc', 'pta')`),
  ],
);

/** Each class's sections and seats: with the staff, what the teacher–student ratio is worked out from. */
export const classSections = pgTable(
  "class_sections",
  {
    /** One of the classes of SPEC §3: "Class I". */
    className: text("class_name").primaryKey(),
    sections: integer("sections").notNull(),
    seats: integer("seats").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("class_sections_counts", sql`${t.sections} >= 0 and ${t.seats} >= 0`)],
);

/** A session's fee statement: the Form VI filed with the Haryana education department, as a stored PDF. */
export const feeSessions = pgTable("fee_sessions", {
  /** "2026-27". */
  session: text("session").primaryKey(),
  /** The stored Form VI PDF's key; null: not uploaded. */
  formViKey: text("form_vi_key"),
  /** When the school filed it (the date it states); null: not given. */
  formViFiledOn: date("form_vi_filed_on"),
  updatedAt: updatedAt(),
});

/** A head of fee of a class in a session, and its amount in rupees. */
export const feeHeads = pgTable(
  "fee_heads",
  {
    id: id(),
    session: text("session")
      .notNull()
      .references(() => feeSessions.session, { onDelete: "cascade" }),
    /** One of the classes of SPEC §3. */
    className: text("class_name").notNull(),
    head: text("head").notNull(),
    headHi: hindi("head"),
    /** How often it is paid: "admission" (once), "year", "quarter" or "month". */
    per: text("per").notNull(),
    amount: integer("amount").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("fee_heads_list_idx").on(t.session, t.className, t.position),
    check("fee_heads_per", sql`${t.per} in ('admission', 'year', 'quarter', 'month')`),
    check("fee_heads_amount", sql`${t.amount} >= 0`),
  ],
);

/** Each self-attestation of the disclosure (§30): who attested it, as what, and when. The newest is the one shown. */
export const disclosureAttestations = pgTable(
  "disclosure_attestations",
  {
    id: id(),
    name: text("name").notNull(),
    /** "Principal" or what the admin wrote: the capacity in which they attest. */
    attestedAs: text("attested_as").notNull(),
    attestedAt: timestamp("attested_at", { withTimezone: true }).notNull().defaultNow(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("disclosure_attestations_newest_idx").on(t.attestedAt)],
);

export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: id(),
    title: text("title").notNull(),
    titleHi: hindi("title"),
    description: text("description"),
    descriptionHi: hindi("description"),
    location: text("location"),
    locationHi: hindi("location"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    category: eventCategory("category").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("calendar_events_start_idx").on(t.startDate),
    index("calendar_events_category_start_idx").on(t.category, t.startDate),
    check("calendar_events_end_after_start", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

// Site-wide alerts (docs/specification.md §24, decision 0065): shown at the top of every public page from
// starts_at until ends_at.
export const alertSeverity = pgEnum("alert_severity", ["information", "warning", "urgent"]);
export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    severity: alertSeverity("severity").notNull(),
    text: text("text").notNull(),
    textHi: hindi("text"),
    link: text("link"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alerts_ends_at_idx").on(t.endsAt), check("alerts_end_after_start", sql`${t.endsAt} > ${t.startsAt}`)],
);

// Parents who asked for the school's alerts by e-mail or by SMS/WhatsApp (docs/specification.md §24 "Subscribing",
// decision 0066): one row a channel, so each address or number is confirmed and unsubscribed on its own. An e-mail
// is sent nothing but its confirmation until the link in it is used; a mobile number is kept by its last 10 digits.
export const alertSubscribers = pgTable(
  "alert_subscribers",
  {
    id: id(),
    /** Lower case, trimmed: one row per address. */
    email: text("email"),
    /** As typed, trimmed. */
    mobile: text("mobile"),
    /** The mobile's last 10 digits: one row per number, however it is written. */
    mobileKey: text("mobile_key"),
    wantsAnnouncements: boolean("wants_announcements").notNull().default(false),
    wantsCalendar: boolean("wants_calendar").notNull().default(false),
    language: siteLanguage("language").notNull().default("en"),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    consentNoticeVersion: integer("consent_notice_version").references(() => privacyNotices.version),
    /** When the link mailed to the address was used; null until then (and for a mobile). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The SHA-256 of the confirmation link's token, until it is used: single use, valid until confirm_expires_at. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** Choices sent again for an address already confirmed: applied only when the new link is used. */
    pendingChoices: jsonb("pending_choices").$type<{
      wantsAnnouncements: boolean;
      wantsCalendar: boolean;
      language: "en" | "hi";
    }>(),
    /** Written into every message's unsubscribe link, so kept as it is (it can only unsubscribe this row). */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("alert_subscribers_email_idx").on(t.email),
    uniqueIndex("alert_subscribers_mobile_idx").on(t.mobileKey),
    uniqueIndex("alert_subscribers_unsubscribe_idx").on(t.unsubscribeToken),
    uniqueIndex("alert_subscribers_confirm_idx").on(t.confirmTokenHash),
    check(
      "alert_subscribers_one_channel",
      sql`(${t.email} is not null and ${t.mobile} is null) or (${t.email} is null and ${t.mobile} is not null and ${t.mobileKey} is not null)`,
    ),
  ],
);

// A sending to subscribers (decision 0067): one alert, announcement or calendar event sent once to those who want it.
// Its messages are outbox rows; removing what was sent removes the sending and its messages, like a request's mail.
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: id(),
    alertId: uuid("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    announcementId: uuid("announcement_id").references(() => announcements.id, { onDelete: "cascade" }),
    calendarEventId: uuid("calendar_event_id").references(() => calendarEvents.id, { onDelete: "cascade" }),
    /** How many messages were queued on each channel when it was sent. */
    emails: integer("emails").notNull(),
    mobiles: integer("mobiles").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("broadcasts_alert_idx").on(t.alertId),
    index("broadcasts_announcement_idx").on(t.announcementId),
    index("broadcasts_calendar_event_idx").on(t.calendarEventId),
    check("broadcasts_one_source", sql`num_nonnulls(${t.alertId}, ${t.announcementId}, ${t.calendarEventId}) = 1`),
  ],
);

// When each kind of thing the public pages show last changed (docs/specification.md §26, decision 0069): written in
// the transaction of the change, a deletion included, so that a page's "Last updated" date is the newest of its
// areas'. One row an area (app/features/last-updated/last-updated.server.ts names them).
export const pageAreaChanges = pgTable("page_area_changes", {
  area: text("area").primaryKey(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
});

// The school's identity: one row, the only place these facts are kept.
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    schoolName: text("school_name").notNull(),
    tagline: text("tagline").notNull(),
    shortDescription: text("short_description").notNull(),
    // The Hindi site's (decision 0054); null: it shows the English. The address is one text in Hindi.
    schoolNameHi: hindi("school_name"),
    taglineHi: hindi("tagline"),
    shortDescriptionHi: hindi("short_description"),
    addressHi: text("address_hi"),
    streetAddress: text("street_address").notNull(),
    locality: text("locality").notNull(),
    postalCode: text("postal_code").notNull(),
    region: text("region").notNull(),
    country: text("country").notNull(),
    phonePrimary: text("phone_primary").notNull(),
    phoneSecondary: text("phone_secondary").notNull(),
    email: text("email").notNull(),
    facebookUrl: text("facebook_url").notNull(),
    instagramUrl: text("instagram_url").notNull(),
    youtubeUrl: text("youtube_url").notNull(),
    officeHoursWeekdays: text("office_hours_weekdays").notNull(),
    officeHoursSaturday: text("office_hours_saturday").notNull(),
    officeHoursWeekdaysHi: hindi("office_hours_weekdays"),
    officeHoursSaturdayHi: hindi("office_hours_saturday"),
    cbseAffiliationNumber: text("cbse_affiliation_number").notNull().default(""),
    schoolCode: text("school_code").notNull().default(""),
    // A Google Maps (or similar) link the Contact page offers; empty shows none.
    mapUrl: text("map_url").notNull().default(""),
    // The session the admissions banner names ("Admissions Open for 2025-26").
    admissionsSession: text("admissions_session").notNull().default("2025-26"),
    // The storage key of the uploaded application form PDF; null until one is uploaded.
    applicationFormKey: text("application_form_key"),
    // The storage folder of the school's logo, made from the file an admin uploaded (logo/<id>: the sizes the site
    // shows, decision 0076); null until one is uploaded, while the site shows the placeholder crest.
    logoKey: text("logo_key"),
    // Who is told of new requests (decision 0024); empty: the school's e-mail.
    notifyVisitRequestsEmail: text("notify_visit_requests_email").notNull().default(""),
    notifyEnquiriesEmail: text("notify_enquiries_email").notNull().default(""),
    notifyContactEmail: text("notify_contact_email").notNull().default(""),
    // Who answers questions about parents' and children's data (DPDP Act, decision 0031); empty: the
    // Principal, at the school's e-mail and first phone.
    privacyContactName: text("privacy_contact_name").notNull().default(""),
    privacyContactEmail: text("privacy_contact_email").notNull().default(""),
    privacyContactPhone: text("privacy_contact_phone").notNull().default(""),
    // How long a request unchanged is kept before the daily run erases it, and backups are kept (decision 0032).
    retentionMonths: integer("retention_months").notNull().default(12),
    // Messages to subscribers (decision 0067): at most so many an hour on each channel (null: no limit), the
    // gateway's address (empty: no SMS or WhatsApp), and the templates the school registered for each kind.
    mailPerHour: integer("mail_per_hour"),
    gatewayPerHour: integer("gateway_per_hour"),
    gatewayUrl: text("gateway_url").notNull().default(""),
    alertDltTemplate: text("alert_dlt_template").notNull().default(""),
    alertWhatsappTemplate: text("alert_whatsapp_template").notNull().default(""),
    announcementDltTemplate: text("announcement_dlt_template").notNull().default(""),
    announcementWhatsappTemplate: text("announcement_whatsapp_template").notNull().default(""),
    calendarDltTemplate: text("calendar_dlt_template").notNull().default(""),
    calendarWhatsappTemplate: text("calendar_whatsapp_template").notNull().default(""),
    // The yearly date by which the disclosure is to be self-attested ("02-15": 15 February, CBSE Circular 1/2026);
    // the dashboard reminds admins from 30 days before it (docs/specification.md §30).
    attestationDeadline: text("attestation_deadline").notNull().default("02-15"),
    // How circulars are numbered (decision 0077): {yy} the session's years ("2627"), {session} "2026-27", {n} the
    // circular's place in its session.
    circularNumberPattern: text("circular_number_pattern").notNull().default("P/{yy}/{n}"),
    // Admission fees by UPI (docs/specification.md §34): the school's UPI ID and payee name, the bank account for
    // NEFT/IMPS, whether matched payments are confirmed at once, and how long payment records are kept.
    upiId: text("upi_id").notNull().default(""),
    upiPayeeName: text("upi_payee_name").notNull().default(""),
    bankAccountName: text("bank_account_name").notNull().default(""),
    bankAccountNumber: text("bank_account_number").notNull().default(""),
    bankIfsc: text("bank_ifsc").notNull().default(""),
    autoConfirmPayments: boolean("auto_confirm_payments").notNull().default(false),
    paymentRetentionYears: integer("payment_retention_years").notNull().default(8),
    // When an admin last saved School Settings (null: never, the row is as a new install made it). The form shows
    // the address, so a save says it is the school's; the go-live checklist reads it (decision 0037).
    savedAt: timestamp("saved_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

// Secrets the app makes for itself on first start (the session signing key),
// so that every server process on this database shares them.
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

// The first-run setup links the server prints while no admin exists (decision 0022):
// only a hash of each token is kept, so the database alone cannot open setup.
// Kept in the database so any server process accepts a link another printed.
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// The privacy notice (decision 0031), in English and Hindi. Each edit is a new
// version; old ones are kept, because a consent was given under one of them.
export const privacyNotices = pgTable("privacy_notices", {
  version: integer("version").primaryKey(),
  bodyEn: text("body_en").notNull(),
  bodyHi: text("body_hi").notNull(),
  createdByEmail: text("created_by_email"),
  createdAt: createdAt(),
});

// The breach register (docs/specification.md §27, decision 0070): each personal data breach, when it was detected
// and when the Data Protection Board and the people affected were told. A record the DPDP Rules ask for: never
// deleted, so nothing in the product deletes a row (the retention run and erasure do not read it).
export const breaches = pgTable(
  "breaches",
  {
    id: id(),
    whatHappened: text("what_happened").notNull(),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull(),
    /** The kinds of personal data it touched, by their keys in the register's list (app/features/dpdp). */
    dataKinds: jsonb("data_kinds").$type<string[]>().notNull().default([]),
    /** Other data it touched, in the office's words. */
    dataOther: text("data_other"),
    peopleAffected: integer("people_affected"),
    boardToldAt: timestamp("board_told_at", { withTimezone: true }),
    parentsToldAt: timestamp("parents_told_at", { withTimezone: true }),
    actionsTaken: text("actions_taken"),
    recordedByEmail: text("recorded_by_email"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("breaches_detected_at_idx").on(t.detectedAt.desc())],
);

// One row per school day on which the retention run erased what was due
// (decision 0032): of several processes, the one that adds the day's row runs it.
export const retentionRuns = pgTable("retention_runs", {
  day: date("day").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  /** How many rows of each kind it erased: counts, never contents. */
  erased: jsonb("erased").$type<Record<string, number>>().notNull().default({}),
});

// Every backup the server took or was asked for (decision 0030), so that any
// process can show the last one on the dashboard. A scheduled run's slot is
// unique: of several processes on one database, one takes each night's backup.
export const backupKind = pgEnum("backup_kind", ["scheduled", "manual", "before_migration"]);
export const backupStatus = pgEnum("backup_status", ["running", "succeeded", "failed"]);
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    kind: backupKind("kind").notNull(),
    /** For a scheduled run: the time it was due, one run per slot. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    status: backupStatus("status").notNull().default("running"),
    /** The file's name in the backup store (BACKUP_DIR or the bucket's backups/ folder). */
    fileName: text("file_name"),
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("backup_runs_slot_idx").on(t.scheduledFor),
    index("backup_runs_finished_idx").on(t.finishedAt.desc()),
  ],
);

// The link check (docs/specification.md §25, decision 0068): one row a link or document the public site shows from
// what staff entered, with where it is used and what its last check found. broken_since is null while it works.
export const linkChecks = pgTable(
  "link_checks",
  {
    url: text("url").primaryKey(),
    /** Each place that shows it: a label for staff and the back office page that edits it. */
    usedIn: jsonb("used_in").$type<{ label: string; path: string; section: string }[]>().notNull(),
    brokenSince: timestamp("broken_since", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    /** The HTTP status of the last answer, when there was one. */
    status: integer("status"),
    /** What the last check found, in words for staff ("OK", "Not found (404)", "Redirect loop", "Timed out"). */
    reason: text("reason").notNull(),
  },
  (t) => [index("link_checks_broken_idx").on(t.brokenSince)],
);

// Each run of the link check. A weekly run names its week (the school's ISO week, "2026-W48"), unique: of several
// processes on one database, one runs each week's check. One asked for from the dashboard has no week.
export const linkCheckRuns = pgTable(
  "link_check_runs",
  {
    id: id(),
    week: text("week").unique(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    checked: integer("checked"),
    broken: integer("broken"),
  },
  (t) => [index("link_check_runs_started_idx").on(t.startedAt.desc())],
);

// Seed blocks that run once per database, so staff edits and deletions stick.
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

// Fixed-window counters for rate limits, shared by every server process.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

// ------------------------------------------------- accounts (better-auth)
// Table and column shapes follow better-auth's core schema (plural names).

export const users = pgTable("users", {
  id: id(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

// ------------------------------------------------------ roles and permissions

export const userRoles = pgTable(
  "user_roles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_roles_user_role_idx").on(t.userId, t.role)],
);

export const userPermissions = pgTable(
  "user_permissions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    section: permissionSection("section").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

// Who changed which account, role or record, when and from where.
// actor_user_id has no foreign key, so the trail survives the actor's deletion.
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorUserId: uuid("actor_user_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_list_idx").on(t.createdAt.desc().nullsFirst())],
);

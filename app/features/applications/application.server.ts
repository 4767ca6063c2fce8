// An application for admission (docs/specification.md §22), defined once as a kind of request (decision 0044):
// its table, list, CSV, mails, what the privacy notice says the form collects, its audit names and where the
// personal data tool finds a person in it. The steps that fill it in, its stages and its status page build on this.
import { msg, t } from "@lingui/core/macro";
import { and, count, eq, min, sql } from "drizzle-orm";

import { CONSENT_NOTICE_FIELD } from "~/features/privacy/consent";
import { defineRequest, type FormValues } from "~/features/requests/request-definition.server";
import { searchIn, selectedIn } from "~/features/requests/requests.server";
import { db, rowsOf } from "~/lib/database/db.server";
import { formatReceived, waitedFor } from "~/lib/page/received-time";

import { applications } from "../../../db/schema";
import { longDate } from "../../../db/time";
import { applicationKind } from "./application-kind";
import { applicationHeld } from "./held.server";
import { DRAFT_DAYS } from "./rules";

export type Application = typeof applications.$inferSelect;

/** What a submitted application stores: every step's values, checked, with its number and private link's hash. */
export type ApplicationValues = FormValues<Application> &
  Pick<
    Application,
    "number" | "tokenHash" | "session" | "classSought" | "childName" | "dateOfBirth" | "gender" | "parentName"
  > &
  Pick<Application, "parentRelationship" | "parentMobile" | "address">;

export interface ApplicationFigures {
  /** Submitted and not yet looked at: the documents still to check. */
  submitted: number;
  /** The oldest of them: when it came in and how long it has waited; null when none. */
  oldest: { received: string; waited: string } | null;
}

async function applicationFigures(now: Date, timeZone: string): Promise<ApplicationFigures> {
  const [row] = await db()
    .select({ submitted: count(), oldest: min(applications.createdAt) })
    .from(applications)
    .where(eq(applications.status, "submitted"));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    submitted: row?.submitted ?? 0,
    oldest: oldest && { received: formatReceived(oldest, timeZone), waited: waitedFor(oldest, now) },
  };
}

// The child, a parent, a mobile number, an e-mail address, or the application number.
const searchFields = searchIn(applications.searchText);

// The list's selects: the class applied for, and the session (decision 0023: a figure opens exactly its rows).
const selectedFields = selectedIn({ class: applications.classSought, session: applications.session });

/**
 * The sessions applied for, newest first: one step down the session index for each (a loose index scan), not a
 * read of every application, which years of kept admissions would make long.
 */
async function sessionsApplied(): Promise<string[]> {
  const result = await db().execute(sql`
    with recursive sessions(session) as (
      select max(${applications.session}) from ${applications}
      union all
      select (select max(${applications.session}) from ${applications} where ${applications.session} < sessions.session)
      from sessions where sessions.session is not null
    )
    select session from sessions where session is not null`);
  return rowsOf<{ session: string }>(result).map((row) => row.session);
}

export const applicationDefinition = defineRequest<Application, ApplicationValues>({
  kind: applicationKind,
  type: "application",
  purpose:
    "To consider the child for admission: the place in the class applied for, the documents the school must see, the fee and the seat.",
  noun: {
    about: msg({ message: "your child's application", context: "after 'about'" }),
    yours: msg({ message: "Your child's application", context: "a reply's subject" }),
  },
  contactOf: (record) => ({ name: record.parentName, email: record.email, phone: record.parentMobile }),
  table: applications,
  // The Admissions page's seats (docs/specification.md §22): a stage changed, an application deleted.
  shownOn: ["applications"],
  // Newest first; the id keeps pages stable (the list index holds this order).
  order: [applications.createdAt, applications.id],
  filterWhere: (filters) => and(searchFields(filters), selectedFields(filters)),
  // The sessions applied for, newest first: the session select's choices.
  choicesOf: async () => ({ session: await sessionsApplied() }),
  csv: {
    name: "applications",
    columns: [
      ["Application number", (record) => record.number],
      ["Session", (record) => record.session],
      ["Class", (record) => record.classSought],
      ["Child", (record) => record.childName],
      ["Date of birth", (record) => record.dateOfBirth],
      ["Gender", (record) => record.gender],
      ["APAAR ID", (record) => record.apaarId],
      ["Parent or guardian", (record) => record.parentName],
      ["Relationship", (record) => record.parentRelationship],
      ["Mobile", (record) => record.parentMobile],
      ["Occupation", (record) => record.parentOccupation],
      ["Second parent or guardian", (record) => record.secondParentName],
      ["Their relationship", (record) => record.secondParentRelationship],
      ["Their mobile", (record) => record.secondParentMobile],
      ["Their occupation", (record) => record.secondParentOccupation],
      ["Email", (record) => record.email],
      ["Home address", (record) => record.address],
      ["Previous school", (record) => record.previousSchool],
      ["Board", (record) => record.previousBoard],
      ["Last class attended", (record) => record.previousClass],
      [
        "Siblings at the school",
        (record) => record.siblings.map((sibling) => `${sibling.name} (${sibling.className})`).join("; "),
      ],
      ["Entered by staff", (record) => (record.enteredBy ? "Yes" : "No")],
    ],
  },
  form: {
    name: "application",
    values: (input) => input,
    notice: { en: "Apply Online (Admissions page)", hi: "ऑनलाइन आवेदन (प्रवेश पृष्ठ)" },
    fields: [
      {
        key: "child_name",
        en: "The child's full name, as on the birth certificate",
        hi: "बच्चे का पूरा नाम, जैसा जन्म प्रमाण पत्र में है",
      },
      { key: "date_of_birth", en: "The child's date of birth", hi: "बच्चे की जन्म तिथि" },
      { key: "gender", en: "The child's gender", hi: "बच्चे का लिंग" },
      { key: "class_sought", en: "The class applied for", hi: "जिस कक्षा के लिए आवेदन है" },
      {
        key: "apaar_id",
        en: "The child's APAAR ID (Class IX and above)",
        hi: "बच्चे की अपार आईडी (कक्षा 9 और ऊपर)",
        optional: true,
      },
      { key: "parent_name", en: "A parent's or guardian's name", hi: "माता-पिता या अभिभावक का नाम" },
      { key: "parent_relationship", en: "Their relationship to the child", hi: "बच्चे से उनका संबंध" },
      { key: "parent_mobile", en: "Their mobile number", hi: "उनका मोबाइल नंबर" },
      { key: "parent_occupation", en: "Their occupation", hi: "उनका व्यवसाय", optional: true },
      {
        key: "second_parent_name",
        en: "A second parent's or guardian's name",
        hi: "दूसरे माता-पिता या अभिभावक का नाम",
        optional: true,
      },
      {
        key: "second_parent_relationship",
        en: "Their relationship to the child",
        hi: "बच्चे से उनका संबंध",
        optional: true,
      },
      { key: "second_parent_mobile", en: "Their mobile number", hi: "उनका मोबाइल नंबर", optional: true },
      { key: "second_parent_occupation", en: "Their occupation", hi: "उनका व्यवसाय", optional: true },
      { key: "email", en: "The family's e-mail address", hi: "परिवार का ई-मेल पता", optional: true },
      { key: "address", en: "The home address", hi: "घर का पता" },
      { key: "previous_school", en: "The previous school", hi: "पिछला विद्यालय", optional: true },
      { key: "previous_board", en: "Its board", hi: "उसका बोर्ड", optional: true },
      { key: "previous_class", en: "The last class attended", hi: "पिछली पढ़ी गई कक्षा", optional: true },
      {
        key: "siblings",
        en: "Brothers and sisters at the school: name and class",
        hi: "विद्यालय में पढ़ रहे भाई-बहन: नाम और कक्षा",
        optional: true,
      },
      {
        key: "documents",
        en: "Documents: birth certificate, photograph, last report card, transfer certificate, category certificate",
        hi: "दस्तावेज़: जन्म प्रमाण पत्र, फ़ोटो, पिछला रिपोर्ट कार्ड, स्थानांतरण प्रमाण पत्र, श्रेणी प्रमाण पत्र",
        optional: true,
      },
      // Fees paid online (docs/specification.md §34): what the parent reports, and what the office records of it.
      {
        key: "payments",
        en: "Fees paid online: the UPI reference (UTR), amount and day you report, the bank's line of the payment, and its receipt",
        hi: "ऑनलाइन भरा गया शुल्क: आपका बताया यूपीआई रेफ़रेंस नंबर (यूटीआर), राशि और दिन, बैंक में भुगतान की प्रविष्टि, और उसकी रसीद",
        optional: true,
      },
      CONSENT_NOTICE_FIELD,
    ],
    kept: {
      en: `An application not yet submitted is erased, with its documents, ${DRAFT_DAYS} days after it last changed.`,
      hi: `जो आवेदन अभी भेजा नहीं गया है, वह अपने दस्तावेज़ों के साथ, आखिरी बदलाव के ${DRAFT_DAYS} दिन बाद मिटा दिया जाता है।`,
    },
  },
  mails: {
    // The admissions office: the address told of new enquiries.
    officeAddress: (settings) => settings.notifyEnquiriesEmail,
    office: (r) => ({
      subject: `New application: ${r.childName} (${r.classSought}), ${r.number}`,
      lead: r.enteredBy
        ? "A paper application has been entered in the back office."
        : "A new application for admission has come in from the website.",
      fields: [
        ["Application number", r.number],
        ["Class", r.classSought],
        ["Child", r.childName],
        ["Date of birth", longDate(r.dateOfBirth)],
        ["Parent or guardian", `${r.parentName} (${r.parentRelationship})`],
        ["Mobile", r.parentMobile],
        ["Email", r.email],
      ],
    }),
    confirmation: (r, { settings, i18n, privateLink }) => {
      const school = settings.schoolName;
      const number = r.number;
      const child = r.childName;
      return {
        subject: t(i18n)`Application ${number} submitted: ${school}`,
        paragraphs: [
          t(i18n)`Thank you. The school has your application for ${child}. Its number is ${number}.`,
          t(i18n)`The office will check the application and the documents, and call you if anything is missing.`,
          // The application's private status page (decision 0056), in the language it was made in.
          ...(privateLink ? [t(i18n)`See where your application stands at any time:`, privateLink] : []),
        ],
      };
    },
  },
  attention: { key: "applications", figures: ({ now, timeZone }) => applicationFigures(now, timeZone) },
  // Either parent's mobile finds it (docs/specification.md §22).
  personalData: { phones: ["parentMobile", "secondParentMobile"], email: "email", provesIdentity: true },
  // Its documents' files, and the drafts not yet submitted (decision 0060).
  held: applicationHeld,
  audit: {
    action: "application",
    targetType: "application",
    deleted: (record) => ({ number: record.number, childName: record.childName }),
  },
});

/** The same child (name in any letter case, and date of birth) and class, applied for before in the session. */
export const sameChildAndClass = (values: Pick<Application, "session" | "classSought" | "childName" | "dateOfBirth">) =>
  sql`${applications.session} = ${values.session} and ${applications.classSought} = ${values.classSought} and lower(${applications.childName}) = lower(${values.childName}) and ${applications.dateOfBirth} = ${values.dateOfBirth}`;

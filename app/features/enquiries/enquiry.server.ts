// An admission enquiry (SPEC §2 "Enquiries", §4, §5, §7), defined once
// (decision 0044): what the Admission Enquiry form stores, its table, list and
// CSV, its mails and what the privacy notice says the form collects.
import { msg, t } from "@lingui/core/macro";
import { count, eq, min } from "drizzle-orm";

import {
  ADMISSION_CSV_COLUMNS,
  ADMISSION_NOTICE_FIELDS,
  admissionMailFields,
  admissionValues,
} from "~/features/admissions/admission-request.server";
import { acknowledgement } from "~/features/mail/request-mail.server";
import { CONSENT_NOTICE_FIELD } from "~/features/privacy/consent";
import { defineRequest } from "~/features/requests/request-definition.server";
import { searchIn } from "~/features/requests/requests.server";
import { db } from "~/lib/database/db.server";
import { formatReceived, waitedFor } from "~/lib/page/received-time";

import { admissionEnquiries } from "../../../db/schema";
import { enquiryKind } from "./enquiry-kind";
import { ENQUIRY_FORM, type EnquiryInput } from "./schema";

export interface EnquiryFigures {
  pending: number;
  /** The oldest pending enquiry: when it came in and how long it has waited; null when none is pending. */
  oldest: { received: string; waited: string } | null;
}

async function enquiryFigures(now: Date, timeZone: string): Promise<EnquiryFigures> {
  const [row] = await db()
    .select({ pending: count(), oldest: min(admissionEnquiries.createdAt) })
    .from(admissionEnquiries)
    .where(eq(admissionEnquiries.status, "pending"));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: row?.pending ?? 0,
    oldest: oldest && { received: formatReceived(oldest, timeZone), waited: waitedFor(oldest, now) },
  };
}

export const enquiryDefinition = defineRequest<typeof admissionEnquiries.$inferSelect, EnquiryInput>({
  kind: enquiryKind,
  type: "enquiry",
  purpose: "To answer a parent's enquiry about admission and follow it up.",
  noun: {
    about: msg({ message: "your admission enquiry", context: "after 'about'" }),
    yours: msg({ message: "Your admission enquiry", context: "a reply's subject" }),
  },
  contactOf: (record) => ({ name: record.enquirerName, email: record.email, phone: record.contactNo }),
  // Answered by e-mail: contacted.
  afterReply: { from: ["pending"], to: "contacted" },
  table: admissionEnquiries,
  // SPEC §7: newest first; the id keeps pages stable.
  order: [admissionEnquiries.createdAt, admissionEnquiries.id],
  // The enquirer, the student, the phone or the e-mail (decision 0010).
  filterWhere: searchIn(admissionEnquiries.searchText),
  csv: {
    name: "enquiries",
    columns: [
      ["Enquirer", (record) => record.enquirerName],
      ["Relationship", (record) => record.relationship],
      ADMISSION_CSV_COLUMNS.student,
      ADMISSION_CSV_COLUMNS.class,
      ADMISSION_CSV_COLUMNS.contactNumber,
      ADMISSION_CSV_COLUMNS.email,
      ADMISSION_CSV_COLUMNS.previousSchool,
      ADMISSION_CSV_COLUMNS.message,
    ],
  },
  form: {
    name: ENQUIRY_FORM,
    values: (input) => ({
      enquirerName: input.enquirer_name,
      relationship: input.relationship,
      ...admissionValues(input),
    }),
    notice: { en: "Admission Enquiry (Admissions page)", hi: "प्रवेश संबंधी पूछताछ (प्रवेश पृष्ठ)" },
    fields: [
      { key: "enquirer_name", en: "Your Name", hi: "आपका नाम" },
      { key: "relationship", en: "Relationship to Student", hi: "विद्यार्थी से संबंध" },
      ...ADMISSION_NOTICE_FIELDS,
      { key: "message", en: "Message", hi: "संदेश", optional: true },
      CONSENT_NOTICE_FIELD,
    ],
  },
  mails: {
    officeAddress: (settings) => settings.notifyEnquiriesEmail,
    office: (r) => ({
      subject: `New admission enquiry: ${r.studentName} (${r.classForAdmission})`,
      lead: "A new admission enquiry has come in from the website.",
      fields: [
        ["Enquirer", r.enquirerName],
        ["Relationship", r.relationship],
        ...admissionMailFields(r),
        ["Message", r.message],
      ],
    }),
    confirmation: (_, { settings, i18n }) => {
      const school = settings.schoolName;
      return {
        subject: t(i18n)`We have your admission enquiry: ${school}`,
        paragraphs: acknowledgement(i18n, t(i18n)`Thank you for your admission enquiry.`),
      };
    },
  },
  attention: { key: "enquiries", figures: ({ now, timeZone }) => enquiryFigures(now, timeZone) },
  personalData: { phones: ["contactNo"], email: "email", provesIdentity: true },
  audit: {
    action: "enquiry",
    targetType: "admission_enquiry",
    deleted: (record) => ({ enquirerName: record.enquirerName, studentName: record.studentName }),
  },
});

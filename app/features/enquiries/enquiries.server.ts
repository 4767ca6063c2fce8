// admission_enquiries: the public form's insert, and where the back office's
// shared list, CSV, status change and delete find the table (SPEC §7).
import { ADMISSION_CSV_COLUMNS } from "~/features/admissions/admission-request.server";
import { consentGivenNow } from "~/features/privacy/consent.server";
import { defineRequestStore, searchWhere } from "~/features/requests/requests.server";
import type { Tx } from "~/lib/db.server";

import { admissionEnquiries } from "../../../db/schema";
import { enquiryKind } from "./enquiry-kind";
import type { EnquiryInput } from "./schema";

/** Stores an admission enquiry from the public form in `tx`; status starts as pending. */
export async function insertEnquiry(tx: Tx, input: EnquiryInput) {
  const [row] = await tx
    .insert(admissionEnquiries)
    .values({
      enquirerName: input.enquirer_name,
      ...consentGivenNow(),
      relationship: input.relationship,
      studentName: input.student_name,
      classForAdmission: input.class_for_admission,
      contactNo: input.contact_no,
      email: input.email ?? null,
      previousSchool: input.previous_school ?? null,
      message: input.message ?? null,
    })
    .returning();
  return { type: "enquiry" as const, record: row! };
}

export const enquiryStore = defineRequestStore({
  kind: enquiryKind,
  type: "enquiry",
  noun: "admission enquiry",
  contactOf: (record) => ({ name: record.enquirerName, email: record.email, phone: record.contactNo }),
  // Answered by e-mail: contacted.
  afterReply: { from: ["pending"], to: "contacted" },
  table: admissionEnquiries,
  // SPEC §7: newest first; the id keeps pages stable.
  order: [admissionEnquiries.createdAt, admissionEnquiries.id],
  // The enquirer, the student, the phone or the e-mail (decision 0010).
  filterWhere: ({ q }) => {
    const { enquirerName, studentName, contactNo, email } = admissionEnquiries;
    return q ? searchWhere(q, [enquirerName, studentName, contactNo, email]) : undefined;
  },
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
  audit: {
    action: "enquiry",
    targetType: "admission_enquiry",
    deleted: (record) => ({ enquirerName: record.enquirerName, studentName: record.studentName }),
  },
});

import { db } from "~/lib/db.server";

import { admissionEnquiries } from "../../../db/schema";
import type { EnquiryInput } from "./schema";

/** Stores an admission enquiry from the public form; status starts as pending. */
export async function createEnquiry(input: EnquiryInput) {
  const [row] = await db()
    .insert(admissionEnquiries)
    .values({
      enquirerName: input.enquirer_name,
      relationship: input.relationship,
      studentName: input.student_name,
      classForAdmission: input.class_for_admission,
      contactNo: input.contact_no,
      email: input.email ?? null,
      previousSchool: input.previous_school ?? null,
      message: input.message ?? null,
    })
    .returning({ id: admissionEnquiries.id });
  return row!;
}

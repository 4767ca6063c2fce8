import { db } from "~/lib/db.server";

import { visitRequests } from "../../../db/schema";
import type { VisitRequestInput } from "./schema";

/** Stores a visit request from the public form; status starts as pending. */
export async function createVisitRequest(input: VisitRequestInput) {
  const [row] = await db()
    .insert(visitRequests)
    .values({
      studentName: input.student_name,
      classForAdmission: input.class_for_admission,
      contactNo: input.contact_no,
      email: input.email ?? null,
      previousSchool: input.previous_school ?? null,
      visitDate: input.visit_date,
      visitTime: input.visit_time,
      message: input.message ?? null,
    })
    .returning({ id: visitRequests.id });
  return row!;
}

// visit_requests: the public form's insert, and where the back office's shared
// list, CSV, status change and delete find the table (SPEC §7).
import { and, eq, gte, lt, lte } from "drizzle-orm";

import { ADMISSION_CSV_COLUMNS } from "~/features/admissions/admission-request.server";
import { consentGivenNow } from "~/features/privacy/consent.server";
import { defineRequestStore } from "~/features/requests/requests.server";
import type { Tx } from "~/lib/db.server";
import { schoolToday } from "~/lib/time.server";

import { visitRequests } from "../../../db/schema";
import type { VisitRequestInput } from "./schema";
import { visitRequestKind } from "./visit-request-kind";

/** Stores a visit request from the public form in `tx`; status starts as pending. */
export async function insertVisitRequest(tx: Tx, input: VisitRequestInput) {
  const [row] = await tx
    .insert(visitRequests)
    .values({
      studentName: input.student_name,
      ...consentGivenNow(),
      classForAdmission: input.class_for_admission,
      contactNo: input.contact_no,
      email: input.email ?? null,
      previousSchool: input.previous_school ?? null,
      visitDate: input.visit_date,
      visitTime: input.visit_time,
      message: input.message ?? null,
    })
    .returning();
  return { type: "visit_request" as const, record: row! };
}

export const visitRequestStore = defineRequestStore({
  kind: visitRequestKind,
  type: "visit_request",
  noun: "visit request",
  // The form names the student, not the parent who sent it.
  contactOf: (record) => ({ name: null, email: record.email, phone: record.contactNo }),
  table: visitRequests,
  // By visit date, then created; the id keeps pages stable. SPEC §7's order (newest first) for the past and for every
  // date; from today on, the other way, soonest first, so today's visits lead page 1 (decision 0037).
  order: [visitRequests.visitDate, visitRequests.createdAt, visitRequests.id],
  ascending: ({ when }) => when == null,
  // One day, or with `to` every day from `date` to it (`to` alone: every day until it): exactly those dates.
  // Without a date: from today on (the school's today), the past, or every date.
  filterWhere: ({ date, to, when }) => {
    if (to) return and(date ? gte(visitRequests.visitDate, date) : undefined, lte(visitRequests.visitDate, to));
    if (date) return eq(visitRequests.visitDate, date);
    if (when === "all") return undefined;
    const today = schoolToday();
    return when === "past" ? lt(visitRequests.visitDate, today) : gte(visitRequests.visitDate, today);
  },
  csv: {
    name: "visit-requests",
    columns: [
      ADMISSION_CSV_COLUMNS.student,
      ADMISSION_CSV_COLUMNS.class,
      ADMISSION_CSV_COLUMNS.contactNumber,
      ADMISSION_CSV_COLUMNS.email,
      ADMISSION_CSV_COLUMNS.previousSchool,
      ["Visit date", (record) => record.visitDate],
      ["Visit time", (record) => record.visitTime],
      ADMISSION_CSV_COLUMNS.message,
    ],
  },
  audit: {
    action: "visit_request",
    targetType: "visit_request",
    deleted: (record) => ({
      studentName: record.studentName,
      visitDate: record.visitDate,
      visitTime: record.visitTime,
    }),
  },
});

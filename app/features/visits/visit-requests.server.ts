// Visit requests in the back office: the one module that reads the list and
// changes or deletes a request. Every change is written to the audit log in
// its own transaction.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";

import { defineIntent, refuse, runAdminAction, type Actor, type Outcome } from "~/features/admin/admin-action.server";
import { readPage, type Page } from "~/features/admin/pagination";
import { csvResponse } from "~/features/requests/csv.server";
import { formatReceived, formatReceivedForCsv } from "~/features/requests/format";
import { recordAudit } from "~/lib/audit.server";
import { db, type Db } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { visitRequests } from "../../../db/schema";
import {
  deleteVisitRequestSchema,
  setVisitStatusSchema,
  VISIT_REQUEST_MESSAGES,
  type VisitRequestFilters,
  type VisitRequestRow,
  type VisitStatus,
} from "./visit-requests";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function whereOf(filters: Pick<VisitRequestFilters, "date" | "status">): SQL | undefined {
  return and(
    filters.date ? eq(visitRequests.visitDate, filters.date) : undefined,
    filters.status ? eq(visitRequests.status, filters.status) : undefined,
  );
}

// SPEC §7: newest visit date first, then newest created; the id keeps pages stable.
const ORDER = [desc(visitRequests.visitDate), desc(visitRequests.createdAt), desc(visitRequests.id)];

/** One page of the list with its filters; a page past the end shows the last one. */
export async function listVisitRequests(database: Db, filters: VisitRequestFilters): Promise<Page<VisitRequestRow>> {
  const where = whereOf(filters);
  const page = await readPage(filters.page, {
    count: () => database.$count(visitRequests, where),
    rows: ({ limit, offset }) =>
      database
        .select()
        .from(visitRequests)
        .where(where)
        .orderBy(...ORDER)
        .limit(limit)
        .offset(offset),
  });
  const timeZone = env().SCHOOL_TIMEZONE;
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      studentName: row.studentName,
      classForAdmission: row.classForAdmission,
      contactNo: row.contactNo,
      email: row.email,
      previousSchool: row.previousSchool,
      visitDate: row.visitDate,
      visitTime: row.visitTime,
      message: row.message,
      status: row.status,
      received: formatReceived(row.createdAt, timeZone),
    })),
  };
}

export const VISIT_CSV_HEADER = [
  "Student",
  "Class",
  "Contact number",
  "Email",
  "Previous school",
  "Visit date",
  "Visit time",
  "Message",
  "Status",
  "Created",
];

const BATCH = 1000;

/**
 * Every request matching `filters`, in the list's order, a batch at a time.
 * Each batch starts after the last row of the one before (by its exact sort
 * key, read as text so no microsecond is lost), so rows added meanwhile never
 * shift a row into two batches.
 */
async function* visitRequestBatches(database: Db, filters: Pick<VisitRequestFilters, "date" | "status">) {
  const timeZone = env().SCHOOL_TIMEZONE;
  let after: { visitDate: string; createdAt: string; id: string } | null = null;
  for (;;) {
    const rows: { row: typeof visitRequests.$inferSelect; createdAtText: string }[] = await database
      .select({ row: visitRequests, createdAtText: sql<string>`${visitRequests.createdAt}::text` })
      .from(visitRequests)
      .where(
        and(
          whereOf(filters),
          after
            ? sql`(${visitRequests.visitDate}, ${visitRequests.createdAt}, ${visitRequests.id}) < (${after.visitDate}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...ORDER)
      .limit(BATCH);
    if (rows.length > 0) {
      yield rows.map(({ row }) => [
        row.studentName,
        row.classForAdmission,
        row.contactNo,
        row.email,
        row.previousSchool,
        row.visitDate,
        row.visitTime,
        row.message,
        row.status,
        formatReceivedForCsv(row.createdAt, timeZone),
      ]);
    }
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { visitDate: last.row.visitDate, createdAt: last.createdAtText, id: last.row.id };
  }
}

/** GET /admin/visit-requests/export.csv: the whole filtered list, not just a page. */
export function exportVisitRequests(database: Db, filters: Pick<VisitRequestFilters, "date" | "status">) {
  return csvResponse("visit-requests", VISIT_CSV_HEADER, visitRequestBatches(database, filters));
}

// ------------------------------------------------------------------ changes

/** Sets a request's status (any to any, SPEC §4). */
export async function setVisitRequestStatus(
  database: Db,
  input: { id: string; status: VisitStatus },
  actor: Actor,
): Promise<Outcome> {
  if (!UUID.test(input.id)) return refuse(404, VISIT_REQUEST_MESSAGES.notFound);
  return database.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: visitRequests.status })
      .from(visitRequests)
      .where(eq(visitRequests.id, input.id))
      .for("update");
    if (!current) return refuse(404, VISIT_REQUEST_MESSAGES.notFound);
    // Choosing the status it already has changes nothing, and logs nothing.
    if (current.status === input.status) return { ok: true };
    await tx.update(visitRequests).set({ status: input.status }).where(eq(visitRequests.id, input.id));
    await recordAudit(tx, {
      ...actor,
      action: "visit_request.update_status",
      targetType: "visit_request",
      targetId: input.id,
      details: { from: current.status, to: input.status },
    });
    return { ok: true };
  });
}

export async function deleteVisitRequest(database: Db, input: { id: string }, actor: Actor): Promise<Outcome> {
  if (!UUID.test(input.id)) return refuse(404, VISIT_REQUEST_MESSAGES.notFound);
  return database.transaction(async (tx) => {
    const [deleted] = await tx.delete(visitRequests).where(eq(visitRequests.id, input.id)).returning();
    if (!deleted) return refuse(404, VISIT_REQUEST_MESSAGES.notFound);
    await recordAudit(tx, {
      ...actor,
      action: "visit_request.delete",
      targetType: "visit_request",
      targetId: input.id,
      details: {
        studentName: deleted.studentName,
        visitDate: deleted.visitDate,
        visitTime: deleted.visitTime,
        status: deleted.status,
      },
    });
    return { ok: true };
  });
}

const VISIT_REQUEST_INTENTS = {
  set_status: defineIntent({
    schema: setVisitStatusSchema,
    run: (value, actor) => setVisitRequestStatus(db(), value, actor),
    success: VISIT_REQUEST_MESSAGES.statusUpdated,
    failure: VISIT_REQUEST_MESSAGES.statusFailed,
  }),
  delete: defineIntent({
    schema: deleteVisitRequestSchema,
    run: (value, actor) => deleteVisitRequest(db(), value, actor),
    success: VISIT_REQUEST_MESSAGES.deleted,
    failure: VISIT_REQUEST_MESSAGES.deleteFailed,
  }),
};

/** The page's one action: `intent` is set_status or delete. */
export function manageVisitRequests(formData: FormData, actor: Actor) {
  return runAdminAction(formData, VISIT_REQUEST_INTENTS, actor, { area: "Visit requests" });
}

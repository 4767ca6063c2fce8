// The daily retention run (decision 0032). Personal data is kept only as
// long as the privacy notice says: a request of any kind (a data request
// too) nobody has changed for the school's retention period (12 months unless set) is erased with its history
// and its mails, unless staff marked it to keep; mail of any kind goes once
// that old; the audit log is kept a year and then pruned; backups older than
// the period are deleted. The audit log records what each run erased as
// counts, never contents.
import { subMonths } from "date-fns";
import { and, eq, lt, ne, sql, type SQL } from "drizzle-orm";

import { deleteBackupsTakenBefore } from "~/features/backups/backups.server";
import { REQUEST_TABLES, type RequestTable } from "~/features/requests/request-tables.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/audit.server";
import { db, rowsOf, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";

import { auditLog, mailOutbox, requestHistory, retentionRuns } from "../../../db/schema";
import { schoolDate } from "../../../db/time";

/** The DPDP Rules ask for logs of processing to be kept at least a year. */
export const AUDIT_LOG_KEPT_MONTHS = 12;

/** How often each process looks whether today's run is still to be done. */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;

export interface RetentionRun {
  /** The school day it ran for: one run a day, whichever process gets it. */
  day: string;
  /** What was older than this went. */
  cutoff: Date;
  erased: Record<string, number>;
}

/**
 * Erases the requests of `type` in `table` unchanged since `cutoff` and not
 * kept, with their history and mails, in one statement; how many.
 * Unchanged: received before it, and nothing in its history since.
 */
async function eraseUnchangedRequests(tx: Tx, { type, table }: RequestTable, cutoff: Date): Promise<number> {
  // As text: postgres.js takes no Date in a raw statement.
  const before = sql`${cutoff.toISOString()}::timestamptz`;
  const changedSince: SQL = sql`exists (select 1 from ${requestHistory} where ${requestHistory.recordType} = ${type}
    and ${requestHistory.recordId} = ${table.id} and ${requestHistory.createdAt} >= ${before})`;
  const [row] = rowsOf<{ erased: number | string }>(
    await tx.execute(sql`
      with gone as (
        delete from ${table}
        where ${table.keepReason} is null and ${table.createdAt} < ${before} and not ${changedSince}
        returning ${table.id} as id
      ),
      history as (
        delete from ${requestHistory}
        where ${requestHistory.recordType} = ${type} and ${requestHistory.recordId} in (select id from gone)
      ),
      mail as (
        delete from ${mailOutbox}
        where ${mailOutbox.recordType} = ${type} and ${mailOutbox.recordId} in (select id from gone)
      )
      select count(*) as erased from gone`),
  );
  return Number(row!.erased);
}

/**
 * Today's run (the school's day of `now`), unless a process did it already:
 * null then. `now` is the clock the tests move.
 */
export async function runRetention(now = new Date()): Promise<RetentionRun | null> {
  const day = schoolDate(now, env().SCHOOL_TIMEZONE);
  // Read before the transaction opens: the embedded database has one connection.
  const { retentionMonths } = await getSchoolSettings();
  const cutoff = subMonths(now, retentionMonths);
  const erased = await db().transaction(async (tx) => {
    const [claimed] = await tx.insert(retentionRuns).values({ day }).onConflictDoNothing().returning();
    if (!claimed) return null;
    const counts: Record<string, number> = {};
    for (const requests of REQUEST_TABLES) counts[requests.type] = await eraseUnchangedRequests(tx, requests, cutoff);
    // Any other mail once as old (a reply's copy, a sign-in's), unless it still waits to go.
    counts.mail = (
      await tx
        .delete(mailOutbox)
        .where(and(ne(mailOutbox.status, "pending"), lt(mailOutbox.createdAt, cutoff)))
        .returning({ id: mailOutbox.id })
    ).length;
    counts.audit_log = (
      await tx
        .delete(auditLog)
        .where(lt(auditLog.createdAt, subMonths(now, AUDIT_LOG_KEPT_MONTHS)))
        .returning({ id: auditLog.id })
    ).length;
    await tx.update(retentionRuns).set({ erased: counts }).where(eq(retentionRuns.day, day));
    await recordAudit(tx, {
      action: "retention.run",
      targetType: "retention",
      details: { day, retentionMonths, before: cutoff.toISOString(), erased: counts },
    });
    return counts;
  });
  if (!erased) return null;
  // Files, not rows: after the commit, so a failure here never undoes the erasure.
  erased.backups = await deleteBackupsTakenBefore(cutoff);
  await db().update(retentionRuns).set({ erased }).where(eq(retentionRuns.day, day));
  log.info({ day, erased }, "Retention run");
  return { day, cutoff, erased };
}

/**
 * Runs today's retention soon after start and looks again every hour, so a
 * school whose server is off at night still has it done each day. Of several
 * processes, the one that claims the day runs it.
 */
export function startRetentionSchedule({ firstAfterMs = 60_000, everyMs = RETENTION_CHECK_MS } = {}) {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = runRetention().catch((error: unknown) => log.error({ err: error }, "The retention run failed"));
  };
  const first = setTimeout(check, firstAfterMs);
  const every = setInterval(check, everyMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
    settled: () => running,
  };
}

// The daily retention run (decision 0032). Personal data is kept only as
// long as the privacy notice says: a request of any kind (a data request
// too) nobody has changed for the school's retention period (12 months unless set) is erased with its history
// and its mails, unless staff marked it to keep; mail of any kind goes once
// that old; the audit log is kept a year and then pruned; backups older than
// the period are deleted. What a kind keeps beside its requests goes on its
// own rule (an application's drafts after 30 days; an alerts' e-mail address never confirmed after 7, decision
// 0066), and stored files go once
// their rows have, with a sweep of those no row names (decision 0060). The
// audit log records what each run erased as counts, never contents. Last, the
// embedded database is vacuumed (decision 0061).
import { subMonths } from "date-fns";
import { and, eq, isNull, lt, not, sql } from "drizzle-orm";

import { expireUnconfirmedSubscriptions } from "~/features/alert-subscriptions/subscriptions.server";
import { deleteBackupsTakenBefore } from "~/features/backups/backups.server";
import { deleteMailBefore } from "~/features/mail/outbox.server";
import { pagesChanged } from "~/features/page-cache/page-cache.server";
import { REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";
import type { RequestDefinition } from "~/features/requests/request-definition.server";
import { removeRequests } from "~/features/requests/requests.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, vacuumEmbeddedDatabase, type Tx } from "~/lib/database/db.server";
import { startSchedule } from "~/lib/database/schedule.server";
import { deleteStoredFiles } from "~/lib/files/storage.server";
import { env } from "~/lib/server/env.server";
import { log } from "~/lib/server/log.server";

import { auditLog, requestHistory, retentionRuns } from "../../../db/schema";
import { schoolDate } from "../../../db/time";

/** The DPDP Rules ask for logs of processing to be kept at least a year. */
export const AUDIT_LOG_KEPT_MONTHS = 12;

/** How many requests one statement removes. */
const REMOVE_BATCH = 1000;

/** How often each process looks whether today's run is still to be done. */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;

export interface RetentionRun {
  /** The school day it ran for: one run a day, whichever process gets it. */
  day: string;
  /** What was older than this went. */
  cutoff: Date;
  erased: Record<string, number>;
}

/** The ids of a kind's requests unchanged since `cutoff` and not kept: received before it, and nothing in their history since. */
async function unchangedSince(tx: Tx, { type, table }: RequestDefinition, cutoff: Date): Promise<string[]> {
  const changedSince = sql`exists (select 1 from ${requestHistory} where ${requestHistory.recordType} = ${type}
    and ${requestHistory.recordId} = ${table.id} and ${requestHistory.createdAt} >= ${cutoff.toISOString()}::timestamptz)`;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(isNull(table.keepReason), lt(table.createdAt, cutoff), not(changedSince)));
  return rows.map((row) => row.id as string);
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
  // The stored files of what the run removes: deleted once it commits (decision 0060).
  const files: string[] = [];
  const erased = await db().transaction(async (tx) => {
    const [claimed] = await tx.insert(retentionRuns).values({ day }).onConflictDoNothing().returning();
    if (!claimed) return null;
    const counts: Record<string, number> = {};
    for (const definition of REQUEST_KINDS) {
      const ids = await unchangedSince(tx, definition, cutoff);
      let removed = 0;
      // A batch at a time: a statement carries at most 65,535 parameters.
      for (let start = 0; start < ids.length; start += REMOVE_BATCH) {
        const batch = await removeRequests(tx, definition, ids.slice(start, start + REMOVE_BATCH));
        removed += batch.records.length;
        files.push(...batch.files);
      }
      counts[definition.type] = removed;
      // What the kind keeps beside its requests, on its own rule: drafts of applications after 30 days.
      if (definition.held) {
        const expired = await definition.held.expire(tx, now);
        Object.assign(counts, expired.counts);
        files.push(...expired.files);
      }
    }
    // An alerts' e-mail address never confirmed, once its link has expired (decision 0066).
    counts.alert_subscribers_unconfirmed = await expireUnconfirmedSubscriptions(tx, now);
    // Any other mail once as old (a reply's copy, a sign-in's), unless it still waits to go.
    counts.mail = await deleteMailBefore(tx, cutoff);
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
  // Files, not rows: after the commit, so a failure here never undoes the erasure. The sweep then removes any
  // stored file no row names, one a failed removal left, say (decision 0060).
  erased.files = await deleteStoredFiles(files);
  for (const definition of REQUEST_KINDS) if (definition.held) erased.files += await definition.held.sweep(now);
  // The public pages that show what went (an application's seats on the Admissions page) render afresh.
  pagesChanged(REQUEST_KINDS.filter((definition) => erased[definition.type]).flatMap((kind) => kind.shownOn ?? []));
  erased.backups = await deleteBackupsTakenBefore(cutoff);
  await db().update(retentionRuns).set({ erased }).where(eq(retentionRuns.day, day));
  // What the run deleted, and the day's changes, cleared where no autovacuum runs (decision 0061).
  const vacuumed = await vacuumEmbeddedDatabase();
  log.info({ day, erased, vacuumed }, "Retention run");
  return { day, cutoff, erased };
}

/**
 * Runs today's retention soon after start and looks again every hour, so a
 * school whose server is off at night still has it done each day. Of several
 * processes, the one that claims the day runs it.
 */
export const startRetentionSchedule = ({ firstAfterMs = 60_000, everyMs = RETENTION_CHECK_MS } = {}) =>
  startSchedule(runRetention, { firstAfterMs, everyMs, failure: "The retention run failed" });

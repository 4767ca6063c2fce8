// The record of backups (backup_runs): what the dashboard shows, and the
// nightly slot that lets one process of several take each night's backup.
import { and, desc, eq, isNotNull } from "drizzle-orm";

import { db } from "~/lib/database/db.server";

import { backupRuns } from "../../../db/schema";
import type { BackupKind } from "./backup-names";

/** A new run, under way. For a scheduled run, null when another process already took the slot. */
export async function startBackupRun(kind: BackupKind, scheduledFor?: Date): Promise<string | null> {
  const [run] = await db()
    .insert(backupRuns)
    .values({ kind, scheduledFor })
    .onConflictDoNothing({ target: backupRuns.scheduledFor })
    .returning({ id: backupRuns.id });
  return run?.id ?? null;
}

export async function finishBackupRun(id: string, { fileName, bytes }: { fileName: string; bytes: number }) {
  await db()
    .update(backupRuns)
    .set({ status: "succeeded", fileName, bytes, finishedAt: new Date() })
    .where(eq(backupRuns.id, id));
}

export async function failBackupRun(id: string, error: string) {
  await db()
    .update(backupRuns)
    .set({ status: "failed", error: error.slice(0, 1000), finishedAt: new Date() })
    .where(eq(backupRuns.id, id));
}

const finishedColumns = {
  kind: backupRuns.kind,
  scheduledFor: backupRuns.scheduledFor,
  status: backupRuns.status,
  fileName: backupRuns.fileName,
  bytes: backupRuns.bytes,
  error: backupRuns.error,
  finishedAt: backupRuns.finishedAt,
};

/** The newest finished run, and, when it failed, the newest one that succeeded. */
export async function lastBackups() {
  const [last] = await db()
    .select(finishedColumns)
    .from(backupRuns)
    .where(isNotNull(backupRuns.finishedAt))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  if (!last || last.status === "succeeded") return { last, lastGood: last };
  const [lastGood] = await db()
    .select(finishedColumns)
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), eq(backupRuns.status, "succeeded")))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return { last, lastGood };
}

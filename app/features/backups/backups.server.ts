// Taking backups (decision 0030): on demand (`npm run backup`, which
// asks the running server on the embedded database), every night at
// BACKUP_SCHEDULE's time, and before the server applies a new migration. Each
// goes to the backup store (BACKUP_DIR or the bucket) and is recorded in
// backup_runs, which the dashboard reads.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";

import { db, migrationsFolder, rowsOf } from "~/lib/database/db.server";
import { cannotStoreNow } from "~/lib/server/cannot-store.server";
import { env } from "~/lib/server/env.server";
import { log } from "~/lib/server/log.server";

import { writeBackupFile } from "./backup-file.server";
import { backupFileName, type BackupKind } from "./backup-names";
import { failBackupRun, finishBackupRun, lastBackups, startBackupRun } from "./backup-runs.server";
import { backupStore } from "./backup-store.server";
import type { BackupStatus } from "./backups-panel";
import { backupsTakenBefore, backupsToDelete } from "./retention";
import { backupRetryTime, nextBackupTime } from "./schedule";

export interface TakenBackup {
  fileName: string;
  bytes: number;
  /** Where it went: the store's description, or the file asked for. */
  where: string;
}

/**
 * Writes a backup into the store and records it. For a scheduled run, null
 * when another process on the same database took that night's slot.
 */
export async function takeBackup(
  kind: BackupKind,
  options: { scheduledFor?: Date; signal?: AbortSignal } = {},
): Promise<TakenBackup | null> {
  const runId = await startBackupRun(kind, options.scheduledFor);
  if (runId === null) return null;
  try {
    const taken = await writeIntoStore(kind, options.signal);
    await finishBackupRun(runId, taken);
    log.info({ kind, ...taken }, "Backup taken");
    return taken;
  } catch (error) {
    const full = cannotStoreNow(error);
    const message = options.signal?.aborted
      ? "The server stopped before the backup was finished."
      : full
        ? `The backup could not be written: ${full}. Free some space on the server.`
        : errorText(error);
    await failBackupRun(runId, message).catch(() => {});
    // A full disk is one line, without a stack (decision 0082).
    if (full) log.error({ kind }, `Backup failed: ${message}`);
    else log.error({ err: error, kind }, "Backup failed");
    throw error;
  }
}

/** A new backup file, written in a temporary folder and then saved in the store under its name. */
async function writeIntoStore(kind: BackupKind, signal?: AbortSignal): Promise<TakenBackup> {
  const store = backupStore();
  const fileName = backupFileName(new Date(), kind);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "school-backup-file-"));
  try {
    const { bytes } = await writeBackupFile(path.join(folder, fileName), { signal });
    await store.save(fileName, path.join(folder, fileName), signal);
    return { fileName, bytes, where: store.describe() };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** A backup written to `file` only: not in the store, not recorded (`npm run backup -- --output FILE`). */
export async function writeBackupTo(file: string): Promise<TakenBackup> {
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const { bytes } = await writeBackupFile(target);
  return { fileName: path.basename(target), bytes, where: path.dirname(target) };
}

/**
 * Before this version's new migrations change a database that already has
 * data: a backup of it as it is, into the store. Recorded in backup_runs by
 * `recordBackupBeforeMigrating` once the migrations are in (the table may be
 * one of them). Null when there is nothing to migrate, or nothing to keep.
 */
export async function backupBeforeMigrating(): Promise<TakenBackup | null> {
  const applied = await lastAppliedMigration();
  if (applied === null) return null;
  const pending = readMigrationFiles({ migrationsFolder }).filter((migration) => migration.folderMillis > applied);
  if (pending.length === 0) return null;
  const taken = await writeIntoStore("before_migration");
  log.info({ ...taken, pending: pending.length }, "Backup taken before migrating");
  return taken;
}

export async function recordBackupBeforeMigrating(taken: TakenBackup) {
  const runId = await startBackupRun("before_migration");
  if (runId) await finishBackupRun(runId, { fileName: taken.fileName, bytes: taken.bytes });
}

/** When drizzle's last applied migration was made (its folderMillis), or null for a database without any. */
async function lastAppliedMigration(): Promise<number | null> {
  const [table] = rowsOf<{ exists: boolean }>(
    await db().execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!table?.exists) return null;
  const [last] = rowsOf<{ created_at: string | number | null }>(
    await db().execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`),
  );
  return last?.created_at == null ? null : Number(last.created_at);
}

/** Deletes the scheduled backups that retention no longer keeps (7 daily, 4 weekly, 12 monthly). */
export async function pruneBackups(now = new Date()) {
  const store = backupStore();
  const names = backupsToDelete(await store.list(), now, env().SCHOOL_TIMEZONE);
  for (const name of names) await store.remove(name);
  if (names.length > 0) log.info({ deleted: names.length }, "Old backups deleted");
}

/** Deletes every stored backup taken before `cutoff`, whatever its kind (decision 0032); how many. */
export async function deleteBackupsTakenBefore(cutoff: Date) {
  const store = backupStore();
  const names = backupsTakenBefore(await store.list(), cutoff);
  for (const name of names) await store.remove(name);
  if (names.length > 0) log.info({ deleted: names.length }, "Backups older than the retention period deleted");
  return names.length;
}

/**
 * When the next scheduled backup is due, in the record's words: an hour after a nightly backup that was the last to
 * finish and failed, and every hour after, until one is taken or the next night's is due (decision 0083); else the
 * next night's. Null when backups are off.
 */
export async function nextScheduledBackup(
  now: Date,
  schedule: string,
  timeZone: string,
): Promise<{ at: Date; retry: boolean } | null> {
  if (!nextBackupTime(now, schedule, timeZone)) return null;
  return nextAfter((await lastBackups()).last, now, schedule, timeZone);
}

function nextAfter(
  last: Awaited<ReturnType<typeof lastBackups>>["last"],
  now: Date,
  schedule: string,
  timeZone: string,
): { at: Date; retry: boolean } | null {
  const nightly = nextBackupTime(now, schedule, timeZone);
  if (!nightly) return null;
  const failedSlot = last?.status === "failed" && last.kind === "scheduled" ? last.scheduledFor : null;
  const retry = failedSlot && backupRetryTime(failedSlot, now, nightly);
  return retry ? { at: retry, retry: true } : { at: nightly, retry: false };
}

/**
 * The nightly backup, at BACKUP_SCHEDULE's time in the school's zone, and a failed one tried again every hour
 * (`nextScheduledBackup`). Every process schedules it; the slot in backup_runs lets one of them take each.
 * `stop()` stops the one under way safely: its partial file is removed and
 * the run recorded as failed. `settled()` waits for the one under way, if any, and for the next to be planned.
 */
export function startBackupSchedule(
  { schedule, timeZone } = { schedule: env().BACKUP_SCHEDULE, timeZone: env().SCHOOL_TIMEZONE },
): { stop(): Promise<void>; settled(): Promise<void> } | undefined {
  if (!nextBackupTime(new Date(), schedule, timeZone)) return undefined;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let planning: Promise<void> | undefined;

  const run = async (scheduledFor: Date) => {
    try {
      await takeBackup("scheduled", { scheduledFor, signal: stopping.signal });
      await pruneBackups();
    } catch {
      // Logged and recorded by takeBackup; the dashboard shows the failure, and the next hour tries again.
    }
  };
  const plan = (due: Date) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = run(due).finally(() => {
        running = undefined;
        scheduleNext();
      });
    }, due.getTime() - Date.now());
    timer.unref();
  };
  const scheduleNext = () => {
    const nightly = nextBackupTime(new Date(), schedule, timeZone);
    if (!nightly || stopping.signal.aborted) return;
    plan(nightly);
    // Sooner when the record says the last one failed: this process's own, or one before it started.
    planning = nextScheduledBackup(new Date(), schedule, timeZone)
      .then((next) => {
        if (next?.retry && !running && !stopping.signal.aborted) plan(next.at);
      })
      .catch((error: unknown) => log.warn({ err: error }, "Backups: could not read whether the last one failed"));
  };

  scheduleNext();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await planning;
      clearTimeout(timer);
      await running;
    },
    settled: async () => {
      await running;
      await planning;
    },
  };
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the dashboard tells admins: the last backup (or its failure), where they go, and when the next is due (the
 * next try, after a nightly one failed).
 */
export async function backupStatus(now = new Date()): Promise<BackupStatus> {
  const { BACKUP_SCHEDULE, SCHOOL_TIMEZONE } = env();
  const { last, lastGood } = await lastBackups();
  const when = (instant: Date | null | undefined) =>
    instant
      ? new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: SCHOOL_TIMEZONE }).format(
          instant,
        )
      : null;
  const run = (backup: typeof last) =>
    backup ? { finishedAt: when(backup.finishedAt)!, bytes: backup.bytes, error: backup.error } : null;
  const next = nextAfter(last, now, BACKUP_SCHEDULE, SCHOOL_TIMEZONE);
  return {
    last: last ? { ...run(last)!, failed: last.status === "failed" } : null,
    lastGood: run(lastGood),
    where: backupStore().describe(),
    next: when(next?.at),
    retrying: next?.retry ?? false,
  };
}

/** The newest backup in the store, to download; null when there is none. */
export async function latestStoredBackup() {
  const [newest] = await backupStore().list();
  if (!newest) return null;
  const opened = await backupStore().open(newest.name);
  return opened && { name: newest.name, ...opened };
}

// Taking backups (issue 13, decision 0030): on demand (`npm run backup`, which
// asks the running server on the embedded database), every night at
// BACKUP_SCHEDULE's time, and before the server applies a new migration. Each
// goes to the backup store (BACKUP_DIR or the bucket) and is recorded in
// backup_runs, which the dashboard reads.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";

import { writeBackupFile } from "./backup-file.server";
import { backupFileName, type BackupKind } from "./backup-names";
import { failBackupRun, finishBackupRun, startBackupRun } from "./backup-runs.server";
import { backupStore } from "./backup-store.server";
import { backupsToDelete } from "./retention";
import { nextBackupTime } from "./schedule";

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
  const store = backupStore();
  const fileName = backupFileName(new Date(), kind);
  const temporary = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "school-backup-file-")), fileName);
  try {
    const { bytes } = await writeBackupFile(temporary, { signal: options.signal });
    await store.save(fileName, temporary);
    await finishBackupRun(runId, { fileName, bytes });
    log.info({ kind, fileName, bytes, store: store.describe() }, "Backup taken");
    return { fileName, bytes, where: store.describe() };
  } catch (error) {
    const message = options.signal?.aborted ? "The server stopped before the backup was finished." : errorText(error);
    await failBackupRun(runId, message).catch(() => {});
    log.error({ err: error, kind }, "Backup failed");
    throw error;
  } finally {
    await fs.rm(path.dirname(temporary), { recursive: true, force: true });
  }
}

/** A backup written to `file` only: not in the store, not recorded (`npm run backup -- --output FILE`). */
export async function writeBackupTo(file: string): Promise<TakenBackup> {
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const { bytes } = await writeBackupFile(target);
  return { fileName: path.basename(target), bytes, where: path.dirname(target) };
}

/** Deletes the scheduled backups that retention no longer keeps (7 daily, 4 weekly, 12 monthly). */
export async function pruneBackups(now = new Date()) {
  const store = backupStore();
  const names = backupsToDelete(await store.list(), now, env().SCHOOL_TIMEZONE);
  for (const name of names) await store.remove(name);
  if (names.length > 0) log.info({ deleted: names.length }, "Old backups deleted");
}

/**
 * The nightly backup, at BACKUP_SCHEDULE's time in the school's zone. Every
 * process schedules it; the slot in backup_runs lets one of them take it.
 * `stop()` stops the one under way safely: its partial file is removed and
 * the run recorded as failed.
 */
export function startBackupSchedule(): { stop(): Promise<void> } | undefined {
  const { BACKUP_SCHEDULE, SCHOOL_TIMEZONE } = env();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const scheduleNext = () => {
    const due = nextBackupTime(new Date(), BACKUP_SCHEDULE, SCHOOL_TIMEZONE);
    if (!due || stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = run(due).finally(() => {
        running = undefined;
        scheduleNext();
      });
    }, due.getTime() - Date.now());
    timer.unref();
  };
  const run = async (scheduledFor: Date) => {
    try {
      await takeBackup("scheduled", { scheduledFor, signal: stopping.signal });
      await pruneBackups();
    } catch {
      // Logged and recorded by takeBackup; the dashboard shows the failure.
    }
  };

  if (!nextBackupTime(new Date(), BACKUP_SCHEDULE, SCHOOL_TIMEZONE)) return undefined;
  scheduleNext();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

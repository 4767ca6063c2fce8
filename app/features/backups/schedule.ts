// When the nightly backup is due: BACKUP_SCHEDULE is a time of day (HH:MM,
// school time, 02:00 by default) or "off".
import { addDays, schoolDate, schoolInstant } from "../../../db/time";

/** The first time after `now` that the schedule names, or null when backups are off. */
export function nextBackupTime(now: Date, schedule: string, timeZone: string): Date | null {
  if (schedule === "off") return null;
  const today = schoolDate(now, timeZone);
  // Today's time, else tomorrow's; the day after covers a time that a clock change skipped.
  for (const day of [today, addDays(today, 1), addDays(today, 2)]) {
    const due = schoolInstant(day, `${schedule}:00`, timeZone);
    if (due > now) return due;
  }
  return null;
}

/** How long after a failed nightly backup it is tried again, and again (decision 0083). */
export const BACKUP_RETRY_MS = 60 * 60 * 1000;

/**
 * When a nightly backup due at `failedSlot` that failed is tried again: an hour after its time, then every hour, the
 * first such time after `now`; null once the next night's (`nightly`) comes first, which takes over.
 */
export function backupRetryTime(failedSlot: Date, now: Date, nightly: Date): Date | null {
  const hours = Math.max(1, Math.floor((now.getTime() - failedSlot.getTime()) / BACKUP_RETRY_MS) + 1);
  const retry = new Date(failedSlot.getTime() + hours * BACKUP_RETRY_MS);
  return retry < nightly ? retry : null;
}

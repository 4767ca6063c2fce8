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

// Which nightly backups to keep (decision 0030): the newest of each of the last 7
// days, of each of the last 4 weeks (Monday to Sunday) and of each of the last
// 12 months, counted in the school's time zone, the current ones included.
// Only scheduled backups are deleted so: one taken by hand or before a
// migration stays until a person removes it, or until it is older than the
// school's retention period, when every kind goes (decision 0032).
import { TZDate } from "@date-fns/tz";
import { startOfISOWeek } from "date-fns";

import { parseBackupFileName } from "./backup-names";

export const KEEP = { days: 7, weeks: 4, months: 12 } as const;

/** The names among `stored` that retention no longer keeps. */
export function backupsToDelete(stored: { name: string }[], now: Date, timeZone: string): string[] {
  const scheduled = stored
    .map(({ name }) => ({ name, parsed: parseBackupFileName(name) }))
    .filter((backup) => backup.parsed?.kind === "scheduled")
    .map(({ name, parsed }) => ({ name, takenAt: parsed!.takenAt }))
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());

  const today = periodsOf(now, timeZone);
  const kept = new Set<string>();
  for (const [period, count] of [
    ["day", KEEP.days],
    ["week", KEEP.weeks],
    ["month", KEEP.months],
  ] as const) {
    // Newest first: the first backup seen in a period is that period's newest.
    const recent = new Set(lastPeriods(today[period], period, count));
    const seen = new Set<string>();
    for (const backup of scheduled) {
      const key = periodsOf(backup.takenAt, timeZone)[period];
      if (recent.has(key) && !seen.has(key)) {
        seen.add(key);
        kept.add(backup.name);
      }
    }
  }
  return scheduled.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}

/** The day, week (its Monday) and month an instant falls in, in the school's zone, as yyyy-MM-dd / yyyy-MM. */
function periodsOf(instant: Date, timeZone: string) {
  const local = new TZDate(instant.getTime(), timeZone);
  const day = ymd(local);
  return { day, week: ymd(startOfISOWeek(local)), month: day.slice(0, 7) };
}

/** The keys of the `count` periods ending with `current`, as periodsOf writes them. */
function lastPeriods(current: string, period: "day" | "week" | "month", count: number) {
  const keys: string[] = [];
  for (let back = 0; back < count; back++) {
    if (period === "month") {
      const [year, month] = current.split("-").map(Number) as [number, number];
      const date = new Date(Date.UTC(year, month - 1 - back, 1));
      keys.push(date.toISOString().slice(0, 7));
    } else {
      const date = new Date(`${current}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - back * (period === "week" ? 7 : 1));
      keys.push(date.toISOString().slice(0, 10));
    }
  }
  return keys;
}

function ymd(date: Date) {
  return [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, "0"),
    String(date.getDate()).padStart(2, "0"),
  ].join("-");
}

/** The names among `stored` taken before `cutoff`, of any kind: past the school's retention period (decision 0032). */
export function backupsTakenBefore(stored: { name: string }[], cutoff: Date): string[] {
  return stored
    .filter(({ name }) => {
      const parsed = parseBackupFileName(name);
      return parsed !== null && parsed.takenAt < cutoff;
    })
    .map(({ name }) => name);
}

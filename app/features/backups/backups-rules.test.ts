// The rules of backups that need no database: names, the nightly time, and
// which nightly backups retention keeps.
import { describe, expect, it } from "vitest";

import { backupFileName, parseBackupFileName } from "./backup-names";
import { backupsToDelete } from "./retention";
import { backupRetryTime, nextBackupTime } from "./schedule";

const KOLKATA = "Asia/Kolkata";

describe("backup file names", () => {
  it("say when (UTC) and why, and read back", () => {
    const takenAt = new Date("2026-11-24T20:30:05.123Z");
    const name = backupFileName(takenAt, "before_migration");
    expect(name).toBe("school-backup-20261124T203005Z-before_migration.tar.gz");
    expect(parseBackupFileName(name)).toEqual({ takenAt: new Date("2026-11-24T20:30:05Z"), kind: "before_migration" });
  });

  it("are not read from any other name", () => {
    for (const other of [
      "notes.txt",
      "school-backup-20261124T203005Z-weekly.tar.gz",
      "school-backup-20261324T203005Z-manual.tar.gz",
      "school-backup-20261124T203005Z-manual.tar.gz.partial",
      "../school-backup-20261124T203005Z-manual.tar.gz",
    ]) {
      expect(parseBackupFileName(other)).toBeNull();
    }
  });
});

describe("the nightly time", () => {
  it("is today's 02:00 in the school's zone when that is still ahead, else tomorrow's", () => {
    // 19:00 UTC is 00:30 in Kolkata: 02:00 there is 20:30 UTC the same UTC day.
    expect(nextBackupTime(new Date("2026-11-24T19:00:00Z"), "02:00", KOLKATA)).toEqual(
      new Date("2026-11-24T20:30:00Z"),
    );
    expect(nextBackupTime(new Date("2026-11-24T20:30:00Z"), "02:00", KOLKATA)).toEqual(
      new Date("2026-11-25T20:30:00Z"),
    );
  });

  it("follows the clock change where the zone has one", () => {
    // London: 02:00 is 01:00 UTC in summer and 02:00 UTC in winter; the clocks went back on 25 October 2026.
    expect(nextBackupTime(new Date("2026-10-24T12:00:00Z"), "02:00", "Europe/London")).toEqual(
      new Date("2026-10-25T02:00:00Z"),
    );
    expect(nextBackupTime(new Date("2026-10-23T12:00:00Z"), "02:00", "Europe/London")).toEqual(
      new Date("2026-10-24T01:00:00Z"),
    );
  });

  it("is never when backups are off", () => {
    expect(nextBackupTime(new Date(), "off", KOLKATA)).toBeNull();
  });
});

describe("the next try of a nightly backup that failed", () => {
  // 02:00 in Kolkata on 25 November, and the next night's.
  const failed = new Date("2026-11-24T20:30:00Z");
  const nightly = new Date("2026-11-25T20:30:00Z");
  const later = (minutes: number) => new Date(failed.getTime() + minutes * 60_000);

  it("is an hour after its time, then every hour, the first after now", () => {
    expect(backupRetryTime(failed, later(1), nightly)).toEqual(later(60));
    expect(backupRetryTime(failed, later(59), nightly)).toEqual(later(60));
    expect(backupRetryTime(failed, later(60), nightly)).toEqual(later(120));
    expect(backupRetryTime(failed, later(185), nightly)).toEqual(later(240));
  });

  it("gives way to the next night's", () => {
    expect(backupRetryTime(failed, later(22 * 60 + 30), nightly)).toEqual(later(23 * 60));
    expect(backupRetryTime(failed, later(23 * 60 + 1), nightly)).toBeNull();
  });
});

describe("retention", () => {
  const nightly = (instant: Date) => ({ name: backupFileName(instant, "scheduled") });
  const at = (iso: string) => new Date(iso);

  it("keeps a year of nightly backups down to 7 daily, 4 weekly and 12 monthly", () => {
    const now = at("2026-11-24T21:00:00Z"); // 25 November, 02:30 in Kolkata: tonight's backup is taken
    const stored = Array.from({ length: 400 }, (_, back) =>
      nightly(new Date(at("2026-11-24T20:30:00Z").getTime() - back * 86_400_000)),
    );
    const deleted = new Set(backupsToDelete(stored, now, KOLKATA));
    const kept = stored.map((backup) => backup.name).filter((name) => !deleted.has(name));
    const days = kept.map((name) => parseBackupFileName(name)!.takenAt.toISOString().slice(0, 10));
    // Kolkata dates are the UTC date + 1 at 20:30 UTC: the last 7 nights (19–25 November) …
    expect(days.slice(0, 7)).toEqual([
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-21",
      "2026-11-20",
      "2026-11-19",
      "2026-11-18",
    ]);
    // … the newest (Sunday's, in Kolkata) of the two weeks before those, the last 4 counting this one …
    expect(days.slice(7, 9)).toEqual(["2026-11-14", "2026-11-07"]);
    // … and the newest of each earlier month, to December 2025: 12 months counting this one.
    expect(days.slice(9)).toEqual([
      "2026-10-30",
      "2026-09-29",
      "2026-08-30",
      "2026-07-30",
      "2026-06-29",
      "2026-05-30",
      "2026-04-29",
      "2026-03-30",
      "2026-02-27",
      "2026-01-30",
      "2025-12-30",
    ]);
    expect(kept).toHaveLength(7 + 2 + 11);
  });

  it("counts a backup by the school's day, not UTC's", () => {
    const now = at("2026-11-25T12:00:00Z");
    // 18:00 UTC is 23:30 on the 24th in Kolkata; 19:00 UTC is 00:30 on the 25th: two school days, one UTC day.
    const evening = nightly(at("2026-11-24T18:00:00Z"));
    const night = nightly(at("2026-11-24T19:00:00Z"));
    expect(backupsToDelete([evening, night], now, KOLKATA)).toEqual([]);
    expect(backupsToDelete([evening, night], now, "UTC")).toEqual([evening.name]);
  });

  it("keeps the newer of two on one day, and survives missing nights", () => {
    const now = at("2026-11-24T12:00:00Z");
    const first = nightly(at("2026-11-20T20:30:00Z"));
    const second = nightly(at("2026-11-20T22:00:00Z"));
    const lonely = nightly(at("2026-11-10T20:30:00Z"));
    expect(backupsToDelete([first, second, lonely], now, KOLKATA)).toEqual([first.name]);
  });

  it("never deletes a backup taken by hand, before a migration, or that it does not recognise", () => {
    const old = at("2020-01-01T00:00:00Z");
    const stored = [
      { name: backupFileName(old, "manual") },
      { name: backupFileName(old, "before_migration") },
      { name: "someone-elses-file.tar.gz" },
      nightly(old),
    ];
    expect(backupsToDelete(stored, at("2026-11-24T12:00:00Z"), KOLKATA)).toEqual([nightly(old).name]);
  });
});

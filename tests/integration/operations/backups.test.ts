// Scheduled and stored backups (decision 0030): one process of several
// takes each night's slot; the store keeps files whole, private and by name,
// locally or in a bucket; retention prunes the store; a database with data
// is backed up before new migrations; admins see the last backup, or its
// failure, and download the newest, audited; nobody else does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { backupFileName, parseBackupFileName } from "~/features/backups/backup-names";
import { lastBackups } from "~/features/backups/backup-runs.server";
import {
  LocalBackupStore,
  S3BackupStore,
  setBackupStore,
  type BackupStore,
} from "~/features/backups/backup-store.server";
import {
  backupBeforeMigrating,
  backupStatus,
  pruneBackups,
  startBackupSchedule,
  takeBackup,
} from "~/features/backups/backups.server";
import { formatBytes } from "~/features/dashboard/format";
import { setCurrentDatabase } from "~/lib/database/db.server";
import { LocalStorage, setStorage } from "~/lib/files/storage.server";
import { loader as downloadLoader } from "~/routes/admin/backup-download";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";

import * as schema from "../../../db/schema";
import { addDays, schoolDate, schoolInstant } from "../../../db/time";
import { auditFor, outcome, staffArgs, useStaff } from "../../support/admin";
import { createTestDatabase, rowsOf, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { startFakeS3, type FakeS3 } from "../../support/fake-s3";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "school-backups-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let counter = 0;
const freshDir = () => path.join(scratch, `store-${++counter}`);

function behavesAsBackupStore(make: () => BackupStore) {
  it("keeps a file under its name, lists newest first, opens and removes it", async () => {
    const store = make();
    const file = path.join(scratch, `source-${++counter}`);
    fs.writeFileSync(file, "backup bytes");
    const older = backupFileName(new Date("2026-11-01T20:30:00Z"), "scheduled");
    const newer = backupFileName(new Date("2026-11-02T20:30:00Z"), "manual");
    await store.save(older, file);
    await store.save(newer, file);
    expect(await store.list()).toEqual([
      { name: newer, bytes: 12 },
      { name: older, bytes: 12 },
    ]);
    const opened = await store.open(newer);
    expect(opened?.bytes).toBe(12);
    expect(await text(opened!.stream)).toBe("backup bytes");
    await store.remove(older);
    expect((await store.list()).map((backup) => backup.name)).toEqual([newer]);
    expect(await store.open(older)).toBeNull();
  });

  it("refuses a name that is not a backup's", async () => {
    const store = make();
    await expect(store.save("../passwd", __filename)).rejects.toThrow("Not a backup's name");
    expect(await store.open("../../etc/passwd")).toBeNull();
  });
}

describe("the local backup store", () => {
  behavesAsBackupStore(() => new LocalBackupStore(path.join(scratch, "local-store")));

  it("writes files only its user can read, and lists only backups", async () => {
    const dir = freshDir();
    const store = new LocalBackupStore(dir);
    const name = backupFileName(new Date(), "manual");
    await store.save(name, __filename);
    expect(fs.statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
    fs.writeFileSync(path.join(dir, "notes.txt"), "x");
    fs.writeFileSync(path.join(dir, `.${name}.partial`), "x");
    expect((await store.list()).map((backup) => backup.name)).toEqual([name]);
  });
});

describe("the backup store in a bucket", () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3("school-media");
  });
  afterAll(() => fake.close());
  const settings = () => ({
    bucket: "school-media",
    endpoint: fake.url,
    region: "ap-south-1",
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
  });
  behavesAsBackupStore(() => new S3BackupStore(settings()));

  it("keeps backups in the backups/ folder, apart from the uploads", async () => {
    const name = backupFileName(new Date(), "manual");
    await new S3BackupStore(settings()).save(name, __filename);
    expect(fake.objects.has(`backups/${name}`)).toBe(true);
    expect(new S3BackupStore(settings()).describe()).toBe("the bucket school-media, folder backups/");
  });
});

describe.each(testDatabaseKinds)("backups of the running site, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    "admin@school.example": { role: "admin" },
    "office@school.example": { sections: ["enquiries"] },
  });
  let storeDir: string;
  beforeAll(() => {
    setStorage(new LocalStorage(path.join(scratch, `uploads-${kind}`)));
  });
  beforeEach(async () => {
    storeDir = freshDir();
    setBackupStore(new LocalBackupStore(storeDir));
    await database.db.delete(schema.backupRuns);
  });
  afterAll(() => {
    setBackupStore(undefined);
    setStorage(undefined);
  });

  it("takes each night's backup once, however many processes are due", async () => {
    const slot = new Date("2026-11-24T20:30:00Z");
    const taken = await Promise.all([
      takeBackup("scheduled", { scheduledFor: slot }),
      takeBackup("scheduled", { scheduledFor: slot }),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    const files = fs.readdirSync(storeDir);
    expect(files).toHaveLength(1);
    expect(parseBackupFileName(files[0]!)?.kind).toBe("scheduled");
    const runs = await database.db.select().from(schema.backupRuns);
    expect(runs).toMatchObject([{ kind: "scheduled", status: "succeeded", fileName: files[0], scheduledFor: slot }]);
    expect(runs[0]!.bytes).toBe(fs.statSync(path.join(storeDir, files[0]!)).size);
  });

  it("records a failure with its reason, and the dashboard says when the last good one was", async () => {
    await takeBackup("manual");
    class FullDisk extends LocalBackupStore {
      override async save() {
        throw new Error("No space left on device");
      }
    }
    setBackupStore(new FullDisk(storeDir));
    await expect(takeBackup("manual")).rejects.toThrow("No space left on device");
    const { last, lastGood } = await lastBackups();
    expect(last).toMatchObject({ status: "failed", error: "No space left on device" });
    expect(lastGood).toMatchObject({ status: "succeeded" });
    const status = await backupStatus();
    expect(status.last).toMatchObject({ failed: true, error: "No space left on device" });
    expect(status.lastGood?.bytes).toBeGreaterThan(0);
  });

  it("prunes the store to what retention keeps, and leaves other backups alone", async () => {
    const store = new LocalBackupStore(storeDir);
    const now = new Date();
    const names = [0, 1, 2, 40, 41, 400].map((daysAgo) =>
      backupFileName(new Date(now.getTime() - daysAgo * 86_400_000), "scheduled"),
    );
    const manual = backupFileName(new Date("2020-01-01T00:00:00Z"), "manual");
    for (const name of [...names, manual]) await store.save(name, __filename);
    await pruneBackups(now);
    const kept = (await store.list()).map((backup) => backup.name);
    expect(kept).toContain(manual);
    expect(kept).toContain(names[0]);
    expect(kept).not.toContain(names[5]);
    expect(kept.length).toBeLessThan(names.length + 1);
  });

  it("backs up a database with data before new migrations, and not a database that has none", async () => {
    expect(await backupBeforeMigrating()).toBeNull();
    // Make the last migration look new to this database, as an upgrade does.
    const [last] = rowsOf<{ created_at: string }>(
      await database.db.execute(sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`),
    );
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${last!.created_at}`,
    );
    try {
      const taken = await backupBeforeMigrating();
      expect(parseBackupFileName(taken!.fileName)?.kind).toBe("before_migration");
      expect(fs.existsSync(path.join(storeDir, taken!.fileName))).toBe(true);
    } finally {
      await database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${last!.created_at} where created_at = ${Number(last!.created_at) - 1}`,
      );
    }
    const empty = await createTestDatabase(kind);
    try {
      setCurrentDatabase(empty);
      expect(await backupBeforeMigrating()).toBeNull();
    } finally {
      setCurrentDatabase(database);
      await empty.destroy();
    }
  });

  it("shows admins the last backup on the dashboard, and nobody else", async () => {
    const forAdmin = await outcome(() =>
      dashboardLoader(staffArgs("/admin/dashboard", cookies["admin@school.example"])),
    );
    expect((forAdmin.value as { backups: unknown }).backups).toMatchObject({
      last: null,
      lastGood: null,
      where: storeDir,
    });
    const taken = await takeBackup("manual");
    const after = await outcome(() => dashboardLoader(staffArgs("/admin/dashboard", cookies["admin@school.example"])));
    expect((after.value as { backups: { last: { bytes: number; failed: boolean } } }).backups.last).toMatchObject({
      bytes: taken!.bytes,
      failed: false,
    });
    const forOffice = await outcome(() =>
      dashboardLoader(staffArgs("/admin/dashboard", cookies["office@school.example"])),
    );
    expect((forOffice.value as { backups: unknown }).backups).toBeNull();
    expect(formatBytes(taken!.bytes)).toMatch(/^\d+(\.\d)? (KB|MB)$/);
  });

  it("lets an admin download the newest backup, audited; says so when there is none", async () => {
    const none = await outcome(() =>
      downloadLoader(staffArgs("/admin/backups/latest", cookies["admin@school.example"])),
    );
    expect(none).toMatchObject({ status: 404, reply: "There is no backup to download yet." });
    await takeBackup("manual");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newest = await takeBackup("manual");
    const response = (await downloadLoader(
      staffArgs("/admin/backups/latest", cookies["admin@school.example"]),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/gzip");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${newest!.fileName}"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(storeDir, newest!.fileName)))).toBe(true);
    expect(await auditFor(newest!.fileName, "backup.download")).toMatchObject([
      { actorEmail: "admin@school.example", targetType: "backup" },
    ]);
    const refused = await outcome(() =>
      downloadLoader(staffArgs("/admin/backups/latest", cookies["office@school.example"])),
    );
    expect(refused).toMatchObject({ status: 302, location: "/admin/dashboard" });
  });
});

describe.each(testDatabaseKinds)("the nightly backup, on %s", (kind) => {
  const database = useTestDatabase(kind);
  let storeDir: string;
  beforeAll(() => {
    storeDir = freshDir();
    setBackupStore(new LocalBackupStore(storeDir));
    setStorage(new LocalStorage(path.join(scratch, `uploads-nightly-${kind}`)));
  });
  afterAll(() => {
    vi.useRealTimers();
    setBackupStore(undefined);
    setStorage(undefined);
  });

  it("is taken at the scheduled time in the school's zone, and not before (the test moves the clock)", async () => {
    await database.db.delete(schema.backupRuns);
    // The last 02:00 in Kolkata before now, when the backup is due, and the clock set 30 s before it: the backup it
    // takes is then the newest, which retention keeps whatever the day the test runs on.
    const today = schoolDate(new Date(), "Asia/Kolkata");
    let due = schoolInstant(today, "02:00:00", "Asia/Kolkata");
    if (due > new Date()) due = schoolInstant(addDays(today, -1), "02:00:00", "Asia/Kolkata");
    // Every pooled connection opened first: postgres.js opens one on a timer, which the moved clock would hold.
    await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: new Date(due.getTime() - 30_000) });
    const schedule = startBackupSchedule({ schedule: "02:00", timeZone: "Asia/Kolkata" })!;
    try {
      await vi.advanceTimersByTimeAsync(29_000);
      expect(fs.existsSync(storeDir) ? fs.readdirSync(storeDir) : []).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();
      await schedule.settled();
      const runs = await database.db.select().from(schema.backupRuns);
      expect(runs).toMatchObject([{ kind: "scheduled", status: "succeeded", scheduledFor: due }]);
      expect(fs.readdirSync(storeDir)).toEqual([runs[0]!.fileName]);
    } finally {
      await schedule.stop();
    }
  });

  it("is not scheduled when BACKUP_SCHEDULE is off", () => {
    expect(startBackupSchedule({ schedule: "off", timeZone: "Asia/Kolkata" })).toBeUndefined();
  });
});

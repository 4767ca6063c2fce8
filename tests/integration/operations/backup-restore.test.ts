// Backup and restore (decision 0030): a backup of either database restores
// on either, every row equal and every upload equal byte for byte; a target
// that is not empty, and a file that is cut off, damaged or from a newer
// version, are refused with a clear message and nothing restored.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { databaseIsEmpty, writeBackupFile } from "~/features/backups/backup-file.server";
import {
  BackupFileError,
  restoreBackup,
  RestoreRefusedError,
  type RestoreTarget,
} from "~/features/backups/restore.server";
import { db, openDatabase, setCurrentDatabase, type Database } from "~/lib/database/db.server";
import { LocalStorage, setStorage } from "~/lib/files/storage.server";

import * as schema from "../../../db/schema";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "../../support/database";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "school-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let counter = 0;
const fresh = (name: string) => path.join(scratch, `${name}-${++counter}`);

/** Every table's rows, as JSON text in UTC, sorted: what "every row equal" compares. */
async function everyRow(database: Database) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = rowsOf<{ name: string }>(
      await tx.execute(sql`
        select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`),
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const [schemaName, table] = name.split(".") as [string, string];
      rows[name] = rowsOf<{ row: string }>(
        await tx.execute(
          sql`select row_to_json(t)::text as row from ${sql.identifier(schemaName)}.${sql.identifier(table)} t`,
        ),
      )
        .map(({ row }) => row)
        .sort();
    }
    return rows;
  });
}

/** Every file under `dir`, by its path inside it. */
function everyFile(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file);
  }
  return files;
}

/** A source database with rows of every kind of column the schema has, and uploads beside it. */
async function fillSource(kind: TestDatabase["kind"] & ("pglite" | "postgres" | "memory")) {
  const source = await createTestDatabase(kind === "postgres" ? "postgres" : "pglite", { prepared: true });
  setCurrentDatabase(source);
  const uploads = fresh("source-uploads");
  setStorage(new LocalStorage(uploads));
  const local = new LocalStorage(uploads);
  await local.put("gallery/first-picture.webp", crypto.randomBytes(40_000));
  await local.put("disclosures/fee-structure.pdf", crypto.randomBytes(3_000));

  const [visit] = await db()
    .insert(schema.visitRequests)
    .values({
      studentName: 'Aarav "Quote" Sharma\nnew line',
      classForAdmission: "Class 5",
      contactNo: "9876543210",
      email: "parent@example.com",
      visitDate: "2026-12-01",
      visitTime: "10:30",
      status: "confirmed",
      followUpOn: "2026-12-02",
    })
    .returning();
  const [mail] = await db()
    .insert(schema.mailOutbox)
    .values({
      purpose: "reply",
      to: ["parent@example.com", "other@example.com"],
      subject: "Your visit — नमस्ते",
      text: "Text with ' quotes and \\ backslashes",
      attachments: [{ filename: "visit.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
      messageId: "<id@example.com>",
      recordType: "visit_request",
      recordId: visit!.id,
    })
    .returning();
  await db()
    .insert(schema.requestHistory)
    .values({
      recordType: "visit_request",
      recordId: visit!.id,
      kind: "email",
      body: "Reply",
      details: { nested: { list: [1, 2, 3] }, empty: null },
      mailId: mail!.id,
    });
  await db().insert(schema.galleryImages).values({ title: "First", imageUrl: "/uploads/gallery/first-picture.webp" });
  await db()
    .insert(schema.backupRuns)
    .values({ kind: "manual", status: "succeeded", bytes: 2 ** 40 });
  return { source, uploads };
}

async function targetOf(
  kind: "pglite" | "postgres",
): Promise<{ target: RestoreTarget; open(): Promise<Database>; destroy(): Promise<void> }> {
  const uploads = { kind: "folder" as const, dir: fresh("restored-uploads") };
  if (kind === "pglite") {
    const dataDir = fresh("restored-data");
    return {
      target: { database: { kind: "pglite", dataDir }, uploads },
      open: () => openDatabase({ kind: "pglite", dataDir }),
      destroy: async () => {},
    };
  }
  const empty = await createTestDatabase("postgres");
  await empty.close();
  return {
    target: { database: { kind: "postgres", url: empty.url! }, uploads },
    open: () => openDatabase({ kind: "postgres", url: empty.url! }),
    destroy: () => empty.destroy(),
  };
}

const pairs = testDatabaseKinds.flatMap((from) => testDatabaseKinds.map((to) => [from, to] as const));

describe.each(pairs)("a backup of %s restored on %s", (from, to) => {
  let source: TestDatabase;
  let sourceUploads: string;
  let file: string;
  beforeAll(async () => {
    ({ source, uploads: sourceUploads } = await fillSource(from));
    file = fresh("backup.tar.gz");
    await writeBackupFile(file);
  });
  afterAll(async () => {
    setStorage(undefined);
    await source.destroy();
  });

  it("has every row equal and every upload equal byte for byte, and starts as it was", async () => {
    const { target, open, destroy } = await targetOf(to);
    try {
      const summary = await restoreBackup(file, target);
      expect(summary.uploads).toBe(2);
      const restored = await open();
      try {
        const expected = await everyRow(source);
        expect(await everyRow(restored)).toEqual(expected);
        expect(Object.keys(expected["public.visit_requests"]!)).toHaveLength(1);
        // The server's start on the restored database changes nothing: no second seed, no migration.
        await restored.prepare();
        expect(await everyRow(restored)).toEqual(expected);
      } finally {
        await restored.close();
      }
      const files = everyFile(target.uploads.kind === "folder" ? target.uploads.dir : "");
      expect(files).toEqual(everyFile(sourceUploads));
      expect(Object.keys(files).sort()).toEqual(["disclosures/fee-structure.pdf", "gallery/first-picture.webp"]);
    } finally {
      await destroy();
    }
  });
});

describe.each(testDatabaseKinds)("restoring on %s refuses", (kind) => {
  let source: TestDatabase;
  let file: string;
  beforeAll(async () => {
    ({ source } = await fillSource(kind));
    file = fresh("backup.tar.gz");
    await writeBackupFile(file);
  });
  afterAll(async () => {
    setStorage(undefined);
    await source.destroy();
  });

  /** Restores `backup` into a new empty target, expects `error`, and checks nothing was left behind. */
  async function refused(backup: string, error: RegExp, prepare?: (target: RestoreTarget) => void) {
    const { target, open, destroy } = await targetOf(kind);
    try {
      prepare?.(target);
      const caught = await restoreBackup(backup, target).catch((thrown: unknown) => thrown);
      expect((caught as Error).message).toMatch(error);
      // Every refusal is one of the two the command prints as a sentence, never a stack.
      expect(caught instanceof BackupFileError || caught instanceof RestoreRefusedError).toBe(true);
      if (!prepare) {
        if (target.database.kind === "pglite") expect(fs.existsSync(target.database.dataDir)).toBe(false);
        else {
          const database = await open();
          setCurrentDatabase(database);
          expect(await databaseIsEmpty()).toBe(true);
          await database.close();
        }
        if (target.uploads.kind === "folder") expect(fs.existsSync(target.uploads.dir)).toBe(false);
        expect(fs.readdirSync(scratch).filter((name) => name.includes(".restoring-"))).toEqual([]);
      }
    } finally {
      await destroy();
    }
  }

  it("a database that is not empty, and leaves it as it was", async () => {
    const before = await everyRow(source);
    const target: RestoreTarget =
      kind === "postgres"
        ? { database: { kind: "postgres", url: source.url! }, uploads: { kind: "folder", dir: fresh("uploads") } }
        : { database: { kind: "pglite", dataDir: scratch }, uploads: { kind: "folder", dir: fresh("uploads") } };
    const error = await restoreBackup(file, target).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestoreRefusedError);
    expect((error as Error).message).toMatch(/is not empty, so nothing was restored/);
    expect(await everyRow(source)).toEqual(before);
  });

  it("an uploads folder that is not empty", async () => {
    await refused(file, /UPLOADS_DIR .* is not empty/, (target) => {
      if (target.uploads.kind === "folder") {
        fs.mkdirSync(target.uploads.dir, { recursive: true });
        fs.writeFileSync(path.join(target.uploads.dir, "photo.webp"), "x");
      }
    });
  });

  it("a file cut off part way", async () => {
    const cut = fresh("cut.tar.gz");
    const whole = fs.readFileSync(file);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await refused(cut, /is not a whole backup file: .*Nothing was restored/);
  });

  it("a file with a damaged byte", async () => {
    const damaged = fresh("damaged.tar.gz");
    const bytes = Buffer.from(fs.readFileSync(file));
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    await refused(damaged, /is not a whole backup file/);
  });

  it("a file that is not a backup, or not there", async () => {
    const text = fresh("notes.txt");
    fs.writeFileSync(text, "not a backup");
    await refused(text, /is not a whole backup file/);
    await refused(fresh("missing.tar.gz"), /There is no backup file at/);
  });

  it("a backup whose rows were changed inside a well-formed archive", async () => {
    const edited = await repack(file, (dir) => {
      const rows = path.join(dir, "database/public.visit_requests.jsonl");
      fs.writeFileSync(rows, fs.readFileSync(rows, "utf8").replace("Aarav", "Someone"));
    });
    await refused(edited, /database\/public\.visit_requests\.jsonl has changed/);
  });

  it("a backup whose manifest names a table outside its folder", async () => {
    const crafted = await repack(file, (dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8"));
      manifest.tables.push({ schema: "public", name: "../../../etc/passwd", rows: 0, sha256: "" });
      fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    await refused(crafted, /names a table .*which the site never has/);
  });

  it("a backup made by a newer version of the site", async () => {
    const newer = await repack(file, (dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8"));
      manifest.migrations.push({ hash: "f".repeat(64), createdAt: Date.now() });
      fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    await refused(newer, /made by a newer version of the site/);
  });

  it("and restores nothing when the rows fail part way (a row the schema refuses)", async () => {
    const broken = await repack(file, (dir) => {
      // A second copy of a row breaks the primary key, after other tables went in.
      const rows = path.join(dir, "database/public.visit_requests.jsonl");
      const text = fs.readFileSync(rows, "utf8");
      fs.writeFileSync(rows, text + text);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8"));
      const table = manifest.tables.find((entry: { name: string }) => entry.name === "visit_requests");
      table.rows *= 2;
      table.sha256 = crypto
        .createHash("sha256")
        .update(text + text)
        .digest("hex");
      fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    await refused(broken, /duplicate key|visit_requests_pkey/);
  });
});

/** The backup unpacked, changed by `change`, and packed again. */
async function repack(file: string, change: (dir: string) => void) {
  const dir = fresh("unpacked");
  fs.mkdirSync(dir);
  await tar.extract({ file, cwd: dir });
  change(dir);
  const target = fresh("repacked.tar.gz");
  await tar.create({ gzip: true, file: target, cwd: dir }, fs.readdirSync(dir));
  return target;
}

// A full disk (docs/specification.md §8 and §14, decision 0082), on a real one: a small tmpfs mounted for the test
// and filled to its last byte. A write that cannot be stored is refused with 503 and one line in the log, leaves no
// part of itself behind, loses nothing stored before it, and the same write goes through once there is room: for
// uploads, for backups, and for the embedded database, whose PostgreSQL stops itself when its WAL cannot be written.
// Mounting a file system needs root, as CI runs; elsewhere these tests are skipped, and their names say why.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { backupStatus, takeBackup } from "~/features/backups/backups.server";
import { GALLERY_MESSAGES, type GalleryReply } from "~/features/gallery/schema";
import { openDatabase, rowsOf, setCurrentDatabase, type Database } from "~/lib/database/db.server";
import { PrivateNodeFS } from "~/lib/database/private-files.server";
import { CANNOT_STORE_MESSAGE } from "~/lib/server/cannot-store.server";
import { forgetEnv } from "~/lib/server/env.server";
import { captureLog } from "~/lib/server/log.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { action as galleryAction } from "~/routes/admin/gallery";
import { action as admissionsAction } from "~/routes/site/admissions";

import * as schema from "../../../db/schema";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { blankPgliteImage } from "../../support/database";
import { visit } from "../../support/form-input";
import { routeArgs } from "../../support/route-args";

// CI runs as root, and must never skip these: there a failed mount fails the file.
const canMount = process.getuid?.() === 0 || Boolean(process.env.CI);
const onASmallDisk = (title: string, tests: () => void) =>
  describe.skipIf(!canMount)(canMount ? title : `${title} (skipped: mounting a tmpfs needs root)`, tests);

/** A tmpfs of `size` ("8m"), mounted on a new folder before the block's tests, unmounted and removed after them. */
function smallDisk(size: string) {
  const disk = { path: "" };
  beforeAll(() => {
    disk.path = fs.mkdtempSync(path.join(os.tmpdir(), "school-full-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size},mode=0700`, "tmpfs", disk.path]);
  });
  afterAll(() => {
    if (!disk.path) return;
    execFileSync("umount", [disk.path]);
    fs.rmdirSync(disk.path);
  });
  return disk;
}

/** Fills the disk holding `dir` to its last byte with one file; the way to free the room again. */
function fill(dir: string) {
  const filler = path.join(dir, "filler");
  const fd = fs.openSync(filler, "w");
  try {
    for (const chunk of [Buffer.alloc(1 << 20), Buffer.alloc(4096)]) {
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return {
    /** Leaves `bytes` free, in whole pages. */
    leave: (bytes: number) => fs.truncateSync(filler, fs.statSync(filler).size - Math.ceil(bytes / 4096) * 4096),
    free: () => fs.rmSync(filler, { force: true }),
  };
}

/** Every file under `dir`, by its path there. */
const filesIn = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** The lines the server logs while `run` runs, each as its level and message (and whether it holds a stack). */
async function logged<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const release = captureLog((line) => {
    const entry = JSON.parse(line) as { level: string; msg: string };
    lines.push(`${entry.level}: ${entry.msg}${line.includes('"stack"') ? " [with a stack]" : ""}`);
  });
  try {
    return { result: await run(), lines };
  } finally {
    release();
  }
}

const PHOTOS = "photos@school.example";
const VISIT_FAILED = "Failed to submit visit request. Please try again.";

/** A photo as a camera takes one: noise, which WebP cannot shrink to nothing. */
const photo = () =>
  sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: "#7a9",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

onASmallDisk("a full disk", () => {
  // The site's database on one small disk, its uploads and backups on another.
  const dataDisk = smallDisk("96m");
  const filesDisk = smallDisk("16m");
  let dataDir = "";
  let uploadsDir = "";
  let backupsDir = "";
  const open = () => openDatabase({ kind: "pglite", dataDir, reopenAfterMs: 100 });
  let database: Database;

  beforeAll(async () => {
    dataDir = path.join(dataDisk.path, "data");
    uploadsDir = path.join(filesDisk.path, "uploads");
    backupsDir = path.join(filesDisk.path, "backups");
    // A new database from a blank one's files rather than initdb, which takes seconds longer.
    fs.mkdirSync(dataDir, { mode: 0o700 });
    const made = await PGlite.create({ fs: new PrivateNodeFS(dataDir), loadDataDir: await blankPgliteImage() });
    await made.close();
    database = await open();
    await database.prepare();
    setCurrentDatabase(database);
    process.env.UPLOADS_DIR = uploadsDir;
    process.env.BACKUP_DIR = backupsDir;
    forgetEnv();
  });
  afterAll(() => database.close());
  const { cookies } = useStaff(
    {
      get db() {
        return database.db;
      },
    },
    { [PHOTOS]: { sections: ["gallery"] } },
  );

  let full: ReturnType<typeof fill> | undefined;
  afterEach(() => {
    full?.free();
    full = undefined;
  });

  describe("uploads", () => {
    const upload = async (title: string, bytes: Buffer) =>
      outcome<GalleryReply>(() =>
        galleryAction(
          staffArgs("/admin/gallery", cookies[PHOTOS], {
            method: "POST",
            body: formBody({
              intent: "add",
              mode: "file",
              title,
              file: new File([new Uint8Array(bytes)], "sports.jpg"),
            }),
          }) as never,
        ),
      );
    const imagesTitled = async (title: string) =>
      database.db.select().from(schema.galleryImages).where(eq(schema.galleryImages.title, title));

    it("refuses a photo it cannot store with 503 and the message, keeps no part of it, and adds it once there is room", async () => {
      const bytes = await photo();
      fs.mkdirSync(uploadsDir, { recursive: true });
      full = fill(filesDisk.path);

      const refused = await logged(() => upload("Sports day", bytes));
      expect(refused.result).toMatchObject({
        status: 503,
        reply: {
          ok: false,
          toast: { type: "error", title: GALLERY_MESSAGES.addFailed, description: CANNOT_STORE_MESSAGE },
        },
      });
      expect(refused.lines).toEqual([
        expect.stringMatching(
          /^warn: Refused: 503 Service Unavailable: Gallery: add failed: the disk is full \(ENOSPC/,
        ),
      ]);
      expect(filesIn(filesDisk.path)).toEqual(["filler"]);
      expect(fs.readdirSync(uploadsDir)).toEqual([]);

      // Room for its smallest size, not for the next: the one written goes with the rest.
      const smallest = await sharp(bytes).resize({ width: 480 }).webp({ quality: 78 }).toBuffer();
      full.leave(smallest.length + 4096);
      expect((await upload("Sports day", bytes)).status).toBe(503);
      expect(filesIn(filesDisk.path)).toEqual(["filler"]);
      expect(await imagesTitled("Sports day")).toEqual([]);

      full.free();
      expect(await upload("Sports day", bytes)).toMatchObject({ status: 200, reply: { ok: true } });
      const [image] = await imagesTitled("Sports day");
      const folder = image!.imageUrl.replace(/^\/uploads\/|\/1600\.webp$/g, "");
      expect(filesIn(uploadsDir)).toEqual([`${folder}/1600.webp`, `${folder}/480.webp`, `${folder}/960.webp`]);
    });
  });

  describe("backups", () => {
    const tmpdir = process.env.TMPDIR;
    afterEach(() => {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
    });

    it.each([
      ["the backups' folder", () => {}],
      // Where a backup is put together before it goes to its folder (os.tmpdir).
      ["the temporary folder", () => fs.mkdirSync((process.env.TMPDIR = path.join(filesDisk.path, "tmp")))],
    ])(
      "on %s: reports a backup it cannot write on the dashboard, keeps no part of it, and takes the next once there is room",
      async (_, where) => {
        where();
        full = fill(filesDisk.path);
        const failed = await logged(() => takeBackup("manual").catch((error: unknown) => error));
        expect((failed.result as NodeJS.ErrnoException).code).toBe("ENOSPC");
        expect(failed.lines).toEqual([
          expect.stringMatching(/^error: Backup failed: The backup could not be written: the disk is full \(ENOSPC/),
        ]);
        // Nothing but the photos stored before, and what filled the disk.
        expect(filesIn(filesDisk.path).filter((file) => !file.startsWith("uploads/"))).toEqual([
          ...(fs.existsSync(backupsDir) ? fs.readdirSync(backupsDir).map((name) => `backups/${name}`) : []),
          "filler",
        ]);
        expect((await backupStatus()).last).toMatchObject({
          failed: true,
          error: expect.stringMatching(/^The backup could not be written: the disk is full \(ENOSPC.*Free some space/),
        });

        full.free();
        const taken = await takeBackup("manual");
        expect(fs.readdirSync(backupsDir)).toContain(taken!.fileName);
        expect((await backupStatus()).last).toMatchObject({ failed: false, bytes: taken!.bytes });
      },
    );
  });

  describe("the embedded database", () => {
    let sent = 0;
    let acknowledged = 0;
    /** The admissions page's visit form, from a network of its own (the limits count per address and network). */
    const send = async () => {
      sent++;
      const args = routeArgs("/admissions", { method: "POST", body: formBody(visit) });
      args.context.set(clientAddressContext, `198.${18 + Math.floor(sent / 250)}.${sent % 250}.7`);
      const reply = await outcome<{ result: { error: Record<string, string[]> } }>(() =>
        admissionsAction(args as never),
      );
      if (reply.status === 302) acknowledged++;
      return reply;
    };
    const visitsKept = async () => (await database.db.select({ n: count() }).from(schema.visitRequests))[0]!.n;
    const query = async (statement: string) =>
      rowsOf<Record<string, string>>(await database.db.execute(sql.raw(statement)));

    beforeEach(async () => {
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(302);
    });

    it("refuses a form whose table has no room with 503 and one line, loses nothing, and takes it once there is room", async () => {
      // Room in the WAL for all that follows (a new file of it, written and flushed): only the tables' files must grow.
      await query("select pg_logical_emit_message(false, 'full-disk-test', 'next file'), pg_switch_wal()");
      await query("select pg_logical_emit_message(true, 'full-disk-test', 'in it')");
      full = fill(dataDisk.path);
      let refused;
      for (let tries = 0; tries < 1000 && !refused; tries++) {
        const { result, lines } = await logged(send);
        if (result.status !== 302) refused = { result, lines };
      }
      expect(refused?.result).toMatchObject({ status: 503, reply: { result: { error: { "": [VISIT_FAILED] } } } });
      expect(refused?.lines).toEqual([
        expect.stringMatching(
          /^warn: Refused: 503 Service Unavailable: Could not store the visit form: the disk is full \(could not extend file/,
        ),
      ]);
      expect(await database.ping()).toBe(true);
      expect(await visitsKept()).toBe(acknowledged);

      full.free();
      expect((await send()).status).toBe(302);
      expect(await visitsKept()).toBe(acknowledged);
    });

    it("when its WAL cannot grow: refuses at once while it stops, opens again by itself once there is room, and loses nothing", async () => {
      full = fill(dataDisk.path);
      // To the last of the WAL's files PostgreSQL has made: the next write must make one, and there is no room for it.
      for (;;) {
        const [{ file }] = (await query("select pg_walfile_name(pg_current_wal_insert_lsn()) as file")) as [
          { file: string },
        ];
        const later = fs
          .readdirSync(path.join(dataDir, "pg_wal"))
          .filter((name) => /^[0-9A-F]{24}$/.test(name) && name > file);
        await query("select pg_logical_emit_message(false, 'full-disk-test', 'last'), pg_switch_wal()");
        if (later.length === 0) break;
      }

      const refused = await logged(send);
      expect(refused.result).toMatchObject({ status: 503, reply: { result: { error: { "": [VISIT_FAILED] } } } });
      expect(refused.lines).toEqual([
        expect.stringMatching(
          /^warn: Refused: 503 Service Unavailable: Could not store the visit form: .*"pg_wal\/xlogtemp.*No space left on device/,
        ),
      ]);
      // Stopped: every write is refused at once, and the server goes on answering (a PGlite sent a statement after its
      // PANIC loops for ever, and this test's process with it).
      const again = await logged(send);
      expect(again.result.status).toBe(503);
      expect(again.lines).toEqual([
        expect.stringMatching(
          /^warn: Refused: 503 Service Unavailable: Could not store the visit form: the embedded database has stopped/,
        ),
      ]);
      expect(await database.ping()).toBe(false);

      const reopened = await logged(async () => {
        full!.free();
        for (let waited = 0; !(await database.ping()); waited += 50) {
          if (waited > 10_000) throw new Error("The database did not open again within 10 seconds");
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      expect(reopened.lines).toEqual(["info: The embedded database was opened again after it stopped"]);
      expect(await visitsKept()).toBe(acknowledged);
      expect((await send()).status).toBe(302);

      // And all of it is there when the database is next opened.
      await database.close();
      database = await open();
      setCurrentDatabase(database);
      expect(await visitsKept()).toBe(acknowledged);
    });
  });
});

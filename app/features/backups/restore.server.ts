// `npm run restore -- <file>`: a backup into an empty database and an empty
// uploads folder (or the bucket), all or nothing. The file is unpacked and
// checked before anything is written; the embedded database and the uploads
// folder are filled beside their places and moved in only at the end; on
// PostgreSQL the rows go in one transaction.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";

import { openDatabase, setCurrentDatabase, type DatabaseConfig } from "~/lib/database/db.server";
import { contentTypeOfKey, LocalStorage, S3Storage, type S3Settings } from "~/lib/files/storage.server";

import {
  BackupFileError,
  databaseIsEmpty,
  DatabaseNotEmptyError,
  openBackupFile,
  restoreDatabase,
  type OpenedBackup,
} from "./backup-file.server";

export interface RestoreTarget {
  database: Extract<DatabaseConfig, { kind: "postgres" | "pglite" }>;
  uploads: { kind: "folder"; dir: string } | { kind: "bucket"; s3: S3Settings };
}

/** A target that is not empty, with what to do about it. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export { BackupFileError };

export async function restoreBackup(file: string, target: RestoreTarget) {
  await refuseUnlessEmpty(target);
  const backup = await openBackupFile(file);
  let uploads: Awaited<ReturnType<typeof stageUploads>> | undefined;
  try {
    uploads = await stageUploads(backup, target.uploads);
    const placeUploads = uploads.place;
    const restored =
      target.database.kind === "postgres"
        ? await restoreInto(target.database, backup, placeUploads)
        : await restoreEmbedded(target.database.dataDir, backup, placeUploads);
    return {
      takenAt: backup.manifest.takenAt,
      from: backup.manifest.database.kind,
      migrations: backup.manifest.migrations.length,
      uploads: backup.manifest.uploads.length,
      uploadBytes: backup.manifest.uploads.reduce((sum, upload) => sum + upload.bytes, 0),
      ...restored,
    };
  } catch (error) {
    await uploads?.undo();
    if (error instanceof DatabaseNotEmptyError) throw notEmpty("The database");
    if (error instanceof RestoreRefusedError || error instanceof BackupFileError) throw error;
    const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new RestoreRefusedError(`The restore stopped part way and nothing was restored: ${reason}`);
  } finally {
    await backup.close();
  }
}

const notEmpty = (what: string) =>
  new RestoreRefusedError(
    `${what} is not empty, so nothing was restored. A backup is restored only into an empty one: ` +
      `for PostgreSQL create a new database (for example: createdb school_restored) and set DATABASE_URL to it; ` +
      `for the embedded database and the uploads folder, stop the site and move the folder aside ` +
      `(for example to data.old), then run the restore again.`,
  );

async function refuseUnlessEmpty(target: RestoreTarget) {
  if (target.database.kind === "pglite" && !(await folderIsEmpty(target.database.dataDir))) {
    throw notEmpty(`DATA_DIR (${target.database.dataDir})`);
  }
  if (target.uploads.kind === "folder" && !(await folderIsEmpty(target.uploads.dir))) {
    throw notEmpty(`UPLOADS_DIR (${target.uploads.dir})`);
  }
  if (target.database.kind === "postgres") {
    const database = await openDatabase(target.database);
    try {
      setCurrentDatabase(database);
      if (!(await databaseIsEmpty())) throw notEmpty("The database at DATABASE_URL");
    } finally {
      await database.close();
    }
  }
}

async function folderIsEmpty(dir: string) {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.length === 0;
}

/** A name beside `dir` for filling it before it is moved into place. */
const besides = (dir: string) => `${dir}.restoring-${randomBytes(4).toString("hex")}`;

/** Moves a filled folder to where an empty one (or none) was. */
async function moveInto(filled: string, dir: string) {
  await fs.rmdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await fs.rename(filled, dir);
}

/** The uploads written where they will not be seen yet, with how to show them and how to take them back. */
async function stageUploads(backup: OpenedBackup, target: RestoreTarget["uploads"]) {
  const files = backup.manifest.uploads;
  if (target.kind === "folder") {
    const staging = besides(target.dir);
    const local = new LocalStorage(staging);
    try {
      await fs.mkdir(staging, { recursive: true });
      for (const { key } of files) await local.put(key, await fs.readFile(backup.entry(`uploads/${key}`)));
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      throw error;
    }
    let placed = false;
    return {
      place: async () => {
        await moveInto(staging, target.dir);
        placed = true;
      },
      undo: () => fs.rm(placed ? target.dir : staging, { recursive: true, force: true }),
    };
  }
  // A bucket has no folder to move: the files go in now, and out again if the database fails.
  const bucket = new S3Storage(target.s3);
  const written: string[] = [];
  const undo = async () => {
    for (const key of written) await bucket.delete(key).catch(() => {});
  };
  try {
    for (const { key } of files) {
      await bucket.put(key, await fs.readFile(backup.entry(`uploads/${key}`)), contentTypeOfKey(key));
      written.push(key);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { place: async () => {}, undo };
}

async function restoreInto(config: RestoreTarget["database"], backup: OpenedBackup, beforeCommit: () => Promise<void>) {
  const database = await openDatabase(config);
  try {
    setCurrentDatabase(database);
    return await restoreDatabase(backup, { beforeCommit });
  } finally {
    await database.close();
  }
}

/** The embedded database is filled in a folder of its own, closed, and then moved to DATA_DIR. */
async function restoreEmbedded(dataDir: string, backup: OpenedBackup, placeUploads: () => Promise<void>) {
  const staging = besides(dataDir);
  try {
    const restored = await restoreInto({ kind: "pglite", dataDir: staging }, backup, async () => {});
    await placeUploads();
    await moveInto(staging, dataDir);
    return restored;
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

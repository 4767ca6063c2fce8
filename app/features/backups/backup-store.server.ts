// Where backups are kept (decision 0030): BACKUP_DIR on the local disk, or the
// backups/ folder of the bucket when object storage is configured. Only names
// that parseBackupFileName reads are listed, opened or removed.
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

import { S3Bucket, s3SettingsOf, type S3Settings } from "~/lib/files/storage.server";
import { env, type Env } from "~/lib/server/env.server";

import { parseBackupFileName } from "./backup-names";

export interface StoredBackup {
  name: string;
  bytes: number;
}

export interface BackupStore {
  /** Keeps the local file `file` under `name`; `signal` stops it part way (a shutdown), keeping nothing. */
  save(name: string, file: string, signal?: AbortSignal): Promise<void>;
  /** Every backup kept, newest first. */
  list(): Promise<StoredBackup[]>;
  open(name: string): Promise<{ stream: Readable; bytes: number } | null>;
  remove(name: string): Promise<void>;
  /** Where they are, for the log and the dashboard. */
  describe(): string;
}

const newestFirst = (backups: StoredBackup[]) =>
  backups
    .filter((backup) => parseBackupFileName(backup.name))
    .sort((a, b) => parseBackupFileName(b.name)!.takenAt.getTime() - parseBackupFileName(a.name)!.takenAt.getTime());

function checkName(name: string) {
  if (!parseBackupFileName(name)) throw new Error(`Not a backup's name: ${name}`);
  return name;
}

export class LocalBackupStore implements BackupStore {
  constructor(private readonly dir: string) {}

  async save(name: string, file: string, signal?: AbortSignal) {
    signal?.throwIfAborted();
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Copied under a name no one reads, then renamed: a half-copied file never carries a backup's name.
    const partial = path.join(this.dir, `.${checkName(name)}.partial`);
    await fs.copyFile(file, partial);
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, path.join(this.dir, name));
  }

  async list() {
    const names = await fs.readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const backups = await Promise.all(
      names
        .filter((name) => parseBackupFileName(name))
        .map(async (name) => ({ name, bytes: (await fs.stat(path.join(this.dir, name))).size })),
    );
    return newestFirst(backups);
  }

  async open(name: string) {
    if (!parseBackupFileName(name)) return null;
    const file = path.join(this.dir, name);
    const stat = await fs.stat(file).catch(() => null);
    return stat?.isFile() ? { stream: createReadStream(file), bytes: stat.size } : null;
  }

  async remove(name: string) {
    await fs.rm(path.join(this.dir, checkName(name)), { force: true });
  }

  describe() {
    return this.dir;
  }
}

const FOLDER = "backups/";

export class S3BackupStore implements BackupStore {
  private readonly bucket: S3Bucket;

  constructor(private readonly settings: S3Settings) {
    this.bucket = new S3Bucket(settings);
  }

  async save(name: string, file: string, signal?: AbortSignal) {
    await this.bucket.put(FOLDER + checkName(name), await fs.readFile(file), "application/gzip", signal);
  }

  async list() {
    const objects = await this.bucket.list(FOLDER);
    return newestFirst(objects.map(({ key, size }) => ({ name: key.slice(FOLDER.length), bytes: size })));
  }

  async open(name: string) {
    if (!parseBackupFileName(name)) return null;
    return this.bucket.open(FOLDER + name);
  }

  async remove(name: string) {
    await this.bucket.delete(FOLDER + checkName(name));
  }

  describe() {
    return `the bucket ${this.settings.bucket}, folder ${FOLDER}`;
  }
}

let cached: { settings: Env; store: BackupStore } | undefined;
/** Where backups are kept, by the settings of the moment. */
export function backupStore(): BackupStore {
  const settings = env();
  if (cached?.settings !== settings) {
    const s3 = s3SettingsOf(settings);
    cached = {
      settings,
      store: s3 ? new S3BackupStore(s3) : new LocalBackupStore(path.resolve(settings.BACKUP_DIR)),
    };
  }
  return cached.store;
}

/** Tests only: the store `backupStore()` answers with (undefined: back to the configured one). */
export function setBackupStore(next: BackupStore | undefined) {
  cached = next && { settings: env(), store: next };
}

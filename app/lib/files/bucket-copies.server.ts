// Copies on the local disk of the files the site stores in object storage or serves from it (decision 0083): kept
// when a file is stored or served, and read only when the bucket does not answer, so that the photos and documents
// already on the site are still shown while object storage is down. The bucket stays the truth: a file it no longer
// holds loses its copy, and one the site deletes goes from both. An application's documents are never copied: they
// are private, and never served from /uploads (decision 0056). A key's file never changes (decision 0011), so a copy
// is never out of date. At most COPIES_MAX_BYTES are kept; past that, the least recently served go first.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import { log } from "../server/log.server";
import { filesUnder } from "./files-under.server";

/** The most the copies take on the disk. */
export const COPIES_MAX_BYTES = 1024 ** 3;

/** Where a pruning leaves them: room for many files before the next. */
const PRUNED_TO = 0.8;

export class BucketCopies {
  /** The bytes kept: counted on the disk before the first copy this process keeps, then by what it adds. */
  private kept = 0;
  private counting: Promise<void> | null = null;
  private pruning: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    private readonly maxBytes = COPIES_MAX_BYTES,
  ) {}

  /** The copy of `key`, or null when there is none. */
  async read(key: string): Promise<Buffer | null> {
    if (!copied(key)) return null;
    return fs.readFile(this.fileOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") log.warn({ err: error }, "A stored file's copy could not be read");
      return null;
    });
  }

  /** Keeps `body` as the copy of `key`, or marks the one there as just served. Never fails: a copy is a spare. */
  async keep(key: string, body: Buffer) {
    if (!copied(key)) return;
    const file = this.fileOf(key);
    try {
      const now = new Date();
      const there = await fs.utimes(file, now, now).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return false;
          throw error;
        },
      );
      if (there) return;
      await (this.counting ??= this.count());
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written under a name no one reads, then renamed: a half-written copy is never served.
      const partial = `${file}.${crypto.randomBytes(4).toString("hex")}.partial`;
      await fs.writeFile(partial, body, { mode: 0o600 });
      await fs.rename(partial, file);
      this.kept += body.length;
      if (this.kept > this.maxBytes) this.pruning ??= this.prune().finally(() => (this.pruning = null));
    } catch (error) {
      log.warn({ err: error }, "A copy of a stored file could not be kept");
    }
  }

  async remove(key: string) {
    if (copied(key)) await fs.rm(this.fileOf(key), { force: true });
  }

  async removeFolder(prefix: string) {
    if (copied(`${prefix}/`)) await fs.rm(this.fileOf(prefix), { recursive: true, force: true });
  }

  /** Resolves once the pruning under way, if any, is done (for tests). */
  async pruned() {
    await this.pruning;
  }

  /** Every copy with its size and when it was last served, oldest first. */
  private async files() {
    const files = await Promise.all(
      (await filesUnder(this.dir))
        .filter((file) => !file.endsWith(".partial"))
        .map(async (file) => {
          const stat = await fs.stat(file).catch(() => null);
          return stat && { file, bytes: stat.size, usedAt: stat.mtimeMs };
        }),
    );
    return files.filter((file) => file !== null).sort((a, b) => a.usedAt - b.usedAt);
  }

  private async count() {
    this.kept += (await this.files()).reduce((sum, file) => sum + file.bytes, 0);
  }

  /** Removes the least recently served until what is kept is well under the limit. */
  private async prune() {
    const before = this.kept;
    try {
      const files = await this.files();
      let total = files.reduce((sum, file) => sum + file.bytes, 0);
      for (const file of files) {
        if (total <= this.maxBytes * PRUNED_TO) break;
        await fs.rm(file.file, { force: true });
        total -= file.bytes;
      }
      // What was counted afresh, and what was added meanwhile.
      this.kept = total + (this.kept - before);
    } catch (error) {
      log.warn({ err: error }, "Copies of stored files could not be pruned");
    }
  }

  private fileOf(key: string) {
    return path.join(this.dir, key);
  }
}

/** Whether a key's file is copied: anything /uploads may serve, never an application's documents. */
const copied = (key: string) => !key.startsWith("applications/");

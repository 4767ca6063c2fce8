// Where uploaded files live. One small interface so that a local directory
// (the default) can later be swapped for S3-compatible object storage.
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "./env.server";

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Removes every file whose key starts with `prefix/`. */
  deleteFolder(prefix: string): Promise<void>;
}

// Keys are made by the app: lower-case words, digits, dashes and slashes, one extension.
const SAFE_KEY = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|pdf)$/;
const CONTENT_TYPES: Record<string, string> = { ".webp": "image/webp", ".pdf": "application/pdf" };

export function isSafeKey(key: string) {
  return SAFE_KEY.test(key);
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer) {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    try {
      return { body: await fs.readFile(this.fileOf(key)), contentType: CONTENT_TYPES[path.extname(key)]! };
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return null;
      throw error;
    }
  }

  async deleteFolder(prefix: string) {
    if (!/^(?:[a-z0-9-]+\/)*[a-z0-9-]+$/.test(prefix)) throw new Error(`Not a storage folder: ${prefix}`);
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  private fileOf(key: string) {
    if (!isSafeKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }
}

let cached: Storage | undefined;
export function storage(): Storage {
  cached ??= new LocalStorage(path.resolve(env().UPLOADS_DIR));
  return cached;
}

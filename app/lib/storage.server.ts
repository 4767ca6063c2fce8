// Where uploaded files live. One small interface: a local directory by
// default, S3-compatible object storage when S3_* is set (see
// docs/decisions/0011-file-storage.md). Either way the app serves the files at
// /uploads/<key>, so stored URLs never depend on where the bytes are.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";

import { env, type Env } from "./env.server";
import { log } from "./log.server";

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Removes every file whose key starts with `prefix/`. */
  deleteFolder(prefix: string): Promise<void>;
  /** Every stored file's key (for a backup). */
  list(): Promise<string[]>;
  /** Removes the file at `key`; nothing when there is none. */
  delete(key: string): Promise<void>;
  /** The files under `prefix/`, each with when it was written (a sweep leaves new ones alone: decision 0060). */
  listFolder(prefix: string): Promise<FolderEntry[]>;
}

/** A stored file and when it was last written (null when the store does not say). */
export interface FolderEntry {
  key: string;
  modifiedAt: Date | null;
}

// Keys are made by the app: lower-case words, digits, dashes and slashes, one extension.
const SAFE_KEY = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|png|jpg|pdf)$/;
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  // The logo's files and the share images (decision 0076).
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".pdf": "application/pdf",
};
/** What a stored file is, by its key's extension. */
export const contentTypeOfKey = (key: string) => CONTENT_TYPES[path.extname(key)]!;

export function isSafeKey(key: string) {
  return SAFE_KEY.test(key);
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer) {
    const file = this.fileOf(key);
    const folder = path.dirname(file);
    // The first folder this write made, if it made any.
    const made = await fs.mkdir(folder, { recursive: true });
    // Written under a name no key has, then renamed: a file is there whole or not at all. A write that fails (a full
    // disk) takes away what it wrote, and the folders it made while they are empty (decision 0082).
    const partial = `${file}.${crypto.randomUUID()}.partial`;
    try {
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      if (made) await removeEmptyFolders(folder, made);
      throw error;
    }
  }

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    try {
      return { body: await fs.readFile(this.fileOf(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return null;
      throw error;
    }
  }

  async deleteFolder(prefix: string) {
    checkFolder(prefix);
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  async list() {
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch((error) => {
      if ((error as { code?: string }).code === "ENOENT") return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .filter(isSafeKey)
      .sort();
  }

  async delete(key: string) {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async listFolder(prefix: string) {
    checkFolder(prefix);
    const keys = (await this.list()).filter((key) => key.startsWith(`${prefix}/`));
    // A file removed between the listing and its stat (a sweep under way elsewhere) is no longer in the folder.
    const found = await Promise.all(
      keys.map(async (key) => {
        const stat = await fs.stat(this.fileOf(key)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return null;
          throw error;
        });
        return stat ? { key, modifiedAt: stat.mtime as Date | null } : null;
      }),
    );
    return found.filter((file) => file !== null);
  }

  private fileOf(key: string) {
    if (!isSafeKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }
}

/** Removes `folder`, then each folder above it up to `top`, while they are empty. */
async function removeEmptyFolders(folder: string, top: string) {
  for (let current = folder; ; current = path.dirname(current)) {
    try {
      await fs.rmdir(current);
    } catch {
      return;
    }
    if (current === top || current.length <= top.length) return;
  }
}

const FOLDER = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+$/;
function checkFolder(prefix: string) {
  if (!FOLDER.test(prefix)) throw new Error(`Not a storage folder: ${prefix}`);
}

export interface S3Settings {
  bucket: string;
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket, through signed plain fetch requests (aws4fetch).
 * Path-style URLs (<endpoint>/<bucket>/<key>) work on AWS, MinIO, R2 and Spaces alike.
 * The uploads (S3Storage) and the backups (the backup store) each keep their own keys in it.
 */
export class S3Bucket {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(readonly settings: S3Settings) {
    // A couple of retries for a 5xx or 429, not aws4fetch's ten: an upload waits on them.
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
      retries: 2,
    });
    this.base = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}`;
  }

  async put(key: string, body: Buffer, contentType: string) {
    const response = await this.client.fetch(this.urlOf(key), {
      method: "PUT",
      body: new Uint8Array(body),
      headers: { "Content-Type": contentType },
    });
    await expectOk(response, `PUT ${key}`);
    await response.body?.cancel();
  }

  /** The object's answer, body unread, or null when there is none. */
  async get(key: string): Promise<Response | null> {
    const response = await this.client.fetch(this.urlOf(key));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, `GET ${key}`);
    return response;
  }

  async delete(key: string) {
    const response = await this.client.fetch(this.urlOf(key), { method: "DELETE" });
    if (response.status !== 404) await expectOk(response, `DELETE ${key}`);
    await response.body?.cancel();
  }

  /** Every object whose key starts with `prefix`, following ListObjectsV2's pages. */
  async list(prefix: string): Promise<ListedObject[]> {
    const objects: ListedObject[] = [];
    let token: string | undefined;
    do {
      const url = new URL(`${this.base}/`);
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", prefix);
      if (token) url.searchParams.set("continuation-token", token);
      const response = await this.client.fetch(url);
      await expectOk(response, `list ${prefix}`);
      const listing = parseListing(await response.text());
      objects.push(...listing.objects);
      token = listing.nextToken;
    } while (token);
    return objects;
  }

  private urlOf(key: string) {
    return `${this.base}/${encodeKey(key)}`;
  }
}

/** Uploads in a bucket, at their keys. */
export class S3Storage implements Storage {
  private readonly bucket: S3Bucket;

  constructor(settings: S3Settings) {
    this.bucket = new S3Bucket(settings);
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.bucket.put(checkKey(key), body, contentType);
  }

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    const response = await this.bucket.get(key);
    // The key's extension says what the file is, never the bucket's metadata: /uploads serves it as that.
    return response && { body: Buffer.from(await response.arrayBuffer()), contentType: contentTypeOfKey(key) };
  }

  async delete(key: string) {
    await this.bucket.delete(checkKey(key));
  }

  async deleteFolder(prefix: string) {
    checkFolder(prefix);
    // One DeleteObject per key: a folder holds a handful of files, and unlike
    // DeleteObjects it needs no Content-MD5, which some S3 look-alikes insist on.
    const objects = await this.bucket.list(`${prefix}/`);
    await Promise.all(objects.map(({ key }) => this.bucket.delete(key)));
  }

  async list() {
    // The bucket may hold other things (the backups/ folder): only what the app would have made.
    return (await this.bucket.list("")).map(({ key }) => key).filter(isSafeKey);
  }

  async listFolder(prefix: string) {
    checkFolder(prefix);
    return (await this.bucket.list(`${prefix}/`))
      .filter(({ key }) => isSafeKey(key))
      .map(({ key, modifiedAt }) => ({ key, modifiedAt: modifiedAt ?? null }));
  }
}

function checkKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** Throws with S3's own words unless the answer is a success (whose body is left to the caller). */
async function expectOk(response: Response, what: string) {
  if (response.ok) return;
  const detail = (await response.text().catch(() => "")).slice(0, 300);
  throw new Error(`Object storage: ${what} answered ${response.status} ${detail}`);
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** An object of a bucket's listing: its key, its size, and when it was written when the listing says. */
export interface ListedObject {
  key: string;
  size: number;
  modifiedAt?: Date;
}

/** The objects (key, size, time) of a ListObjectsV2 answer, and the token of the next page when it is truncated. */
export function parseListing(xml: string): { objects: ListedObject[]; nextToken?: string } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, contents]) => {
    const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(contents!)?.[1];
    const object: ListedObject = {
      key: unescapeXml(/<Key>([^<]*)<\/Key>/.exec(contents!)?.[1] ?? ""),
      size: Number(/<Size>(\d+)<\/Size>/.exec(contents!)?.[1] ?? 0),
    };
    if (modified && !Number.isNaN(Date.parse(modified))) object.modifiedAt = new Date(modified);
    return object;
  });
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return truncated && token ? { objects, nextToken: unescapeXml(token) } : { objects };
}

/** The S3 settings of `settings`, when all of them are given (env.server.ts refuses a partial set). */
export function s3SettingsOf(settings: Env): S3Settings | undefined {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings;
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

let cached: { settings: Env; storage: Storage } | undefined;
/** Where uploads are kept, by the settings of the moment. */
export function storage(): Storage {
  const settings = env();
  if (cached?.settings !== settings) {
    const s3 = s3SettingsOf(settings);
    cached = { settings, storage: s3 ? new S3Storage(s3) : new LocalStorage(path.resolve(settings.UPLOADS_DIR)) };
  }
  return cached.storage;
}

/** A file of a folder stored together: its name in the folder, its bytes and its type. */
export interface FolderFile {
  name: string;
  body: Buffer;
  contentType: string;
}

/**
 * Stores `files` in `folder` (a folder of their own), all of them or none: when one cannot be written (a full disk),
 * the folder goes, with those written before it, and the error is thrown (decision 0082).
 */
export async function putFolder(folder: string, files: readonly FolderFile[]) {
  try {
    for (const file of files) await storage().put(`${folder}/${file.name}`, file.body, file.contentType);
  } catch (error) {
    await storage()
      .deleteFolder(folder)
      .catch((cleanup: unknown) => log.error({ err: cleanup }, `Could not remove ${folder} after a failed upload`));
    throw error;
  }
}

/**
 * Removes the files at `keys` once the rows that named them are gone (decision 0060), each on its own: one the
 * store fails to remove is logged and left to the retention run's sweep. How many went.
 */
export async function deleteStoredFiles(keys: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      await storage().delete(key);
      deleted++;
    } catch (error) {
      log.warn({ err: error }, "A stored file could not be removed; the retention run will sweep it");
    }
  }
  return deleted;
}

/** Tests only: the storage `storage()` answers with (undefined: back to the configured one). */
export function setStorage(next: Storage | undefined) {
  cached = next && { settings: env(), storage: next };
}

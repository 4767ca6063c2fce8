// Where uploaded files live. One small interface: a local directory by
// default, S3-compatible object storage when S3_* is set (see
// docs/decisions/0011-file-storage.md). Either way the app serves the files at
// /uploads/<key>, so stored URLs never depend on where the bytes are. A bucket
// that does not answer costs a call of at most S3_TIMEOUT_MS, and what the site
// already served is still served from copies on the local disk (decision 0083).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";

import { env, type Env } from "../server/env.server";
import { log } from "../server/log.server";
import { BucketCopies } from "./bucket-copies.server";
import { filesUnder } from "./files-under.server";

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /**
   * What the site serves at /uploads/<key>: the file, as `get` gives it, or a copy the site kept of it when the
   * store does not answer (decision 0083).
   */
  serve(key: string): Promise<StoredFile | null>;
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

  serve(key: string) {
    return this.get(key);
  }

  async deleteFolder(prefix: string) {
    checkFolder(prefix);
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  async list() {
    return (await filesUnder(this.root))
      .map((file) => path.relative(this.root, file).split(path.sep).join("/"))
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
 * How long object storage may keep a call waiting with nothing moving (the connection, the next part of a file sent,
 * the answer, the next part of the answer): a bucket that takes the connection and never answers costs one call this
 * long, well inside the 10 seconds any request or shutdown may take (decision 0083). A large file that keeps moving
 * takes the time it takes.
 */
export const S3_TIMEOUT_MS = 5_000;

/** After a call timed out, how long calls to the same bucket are refused at once instead of waiting again. */
export const S3_REST_MS = 15_000;

/** Tries of a call the bucket answers with a 5xx or 429, after the first: an upload waits on them. */
const S3_RETRIES = 2;

/** Object storage did not answer, could not be reached, or answered that it cannot serve now (a 5xx). */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}

/** Until when each bucket (by its address) is left alone after a call to it timed out. */
const restingUntil = new Map<string, number>();

/** Why a call never got an answer: fetch's "fetch failed" (or "terminated", mid-answer) with the socket's code. */
function networkFailure(error: unknown): string | null {
  if (!(error instanceof TypeError) || !["fetch failed", "terminated"].includes(error.message)) return null;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `body` as a stream sent a part at a time; `touch` is called each time the connection takes the next part. */
function sentInParts(body: Buffer, touch: () => void): ReadableStream<Uint8Array> {
  const PART = 64 * 1024;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      touch();
      if (offset >= body.length) {
        controller.close();
        return;
      }
      controller.enqueue(new Uint8Array(body.buffer, body.byteOffset + offset, Math.min(PART, body.length - offset)));
      offset += PART;
    },
  });
}

/** An answer's whole body; `touch` on every part that arrives. */
async function bodyOf(response: Response, touch: () => void): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts);
    parts.push(value);
    touch();
  }
}

/**
 * An S3-compatible bucket, through requests signed by aws4fetch and sent with Node's fetch.
 * Path-style URLs (<endpoint>/<bucket>/<key>) work on AWS, MinIO, R2 and Spaces alike.
 * The uploads (S3Storage) and the backups (the backup store) each keep their own keys in it.
 */
export class S3Bucket {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(readonly settings: S3Settings) {
    // Signing only: the calls, their retries and their time limit are sent here (`call`).
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
    });
    this.base = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}`;
  }

  /** Stores `body` at `key`; `signal` stops it (a shutdown during a backup's upload). */
  async put(key: string, body: Buffer, contentType: string, signal?: AbortSignal) {
    await this.call(`PUT ${key}`, "PUT", this.urlOf(key), { body, contentType, signal }, async (response) => {
      await expectOk(response, `PUT ${key}`);
      await response.body?.cancel();
    });
  }

  /** The object's bytes, or null when there is none. */
  async get(key: string): Promise<Buffer | null> {
    return this.call(`GET ${key}`, "GET", this.urlOf(key), {}, async (response, touch) => {
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      await expectOk(response, `GET ${key}`);
      return bodyOf(response, touch);
    });
  }

  /**
   * The object as a stream, with its size, or null when there is none (a backup's download). Only its answer is
   * timed: the stream goes at the pace of whoever reads it.
   */
  async open(key: string): Promise<{ stream: Readable; bytes: number } | null> {
    return this.call(`GET ${key}`, "GET", this.urlOf(key), {}, async (response) => {
      if (response.status === 404 || !response.body) {
        await response.body?.cancel();
        return null;
      }
      await expectOk(response, `GET ${key}`);
      const bytes = Number(response.headers.get("content-length") ?? 0);
      return { stream: Readable.fromWeb(response.body as WebReadableStream), bytes };
    });
  }

  async delete(key: string) {
    await this.call(`DELETE ${key}`, "DELETE", this.urlOf(key), {}, async (response) => {
      if (response.status !== 404) await expectOk(response, `DELETE ${key}`);
      await response.body?.cancel();
    });
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
      const what = prefix ? `list ${prefix}` : "list the bucket";
      const listing = await this.call(what, "GET", url, {}, async (response, touch) => {
        await expectOk(response, what);
        return parseListing((await bodyOf(response, touch)).toString("utf8"));
      });
      objects.push(...listing.objects);
      token = listing.nextToken;
    } while (token);
    return objects;
  }

  /**
   * One call: signed, retried on a 5xx or 429 (as aws4fetch would, but twice), and given up once nothing has moved
   * for S3_TIMEOUT_MS, its answer read by `read` under the same clock. A bucket that timed out is left alone for
   * S3_REST_MS: the calls meanwhile are refused at once, so that a request making several waits once (decision 0083).
   */
  private async call<T>(
    what: string,
    method: string,
    url: string | URL,
    options: { body?: Buffer; contentType?: string; signal?: AbortSignal },
    read: (response: Response, touch: () => void) => Promise<T>,
  ): Promise<T> {
    const { body, contentType, signal } = options;
    signal?.throwIfAborted();
    if ((restingUntil.get(this.base) ?? 0) > Date.now()) {
      throw new StorageUnavailableError(`Object storage did not answer a moment ago, so it was not asked (${what}).`);
    }
    const stop = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        stop.abort(new Error(`No answer within ${S3_TIMEOUT_MS} ms`));
      }, S3_TIMEOUT_MS);
    };
    const stopped = () => stop.abort(signal?.reason);
    signal?.addEventListener("abort", stopped, { once: true });
    touch();
    try {
      for (let attempt = 0; ; attempt++) {
        const signed = await this.client.sign(url.toString(), {
          method,
          headers: contentType ? { "Content-Type": contentType } : {},
        });
        const headers = new Headers(signed.headers);
        const init: RequestInit & { duplex?: "half" } = { method, headers, signal: stop.signal };
        if (body) {
          headers.set("Content-Length", String(body.length));
          init.body = sentInParts(body, touch);
          init.duplex = "half";
        }
        const response = await fetch(signed.url, init);
        touch();
        if ((response.status >= 500 || response.status === 429) && attempt < S3_RETRIES) {
          await response.body?.cancel();
          await pause(Math.random() * 50 * 2 ** attempt);
          continue;
        }
        return await read(response, touch);
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timedOut) {
        restingUntil.set(this.base, Date.now() + S3_REST_MS);
        throw new StorageUnavailableError(
          `Object storage did not answer within ${S3_TIMEOUT_MS / 1000} seconds (${what}).`,
          { cause: error },
        );
      }
      const failure = networkFailure(error);
      if (failure) {
        throw new StorageUnavailableError(`Object storage could not be reached (${what}: ${failure}).`, {
          cause: error,
        });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", stopped);
    }
  }

  private urlOf(key: string) {
    return `${this.base}/${encodeKey(key)}`;
  }
}

/**
 * Uploads in a bucket, at their keys. With `copies`, what is stored or served is also kept on the local disk, and
 * served from there while the bucket does not answer (decision 0083).
 */
export class S3Storage implements Storage {
  private readonly bucket: S3Bucket;

  constructor(
    settings: S3Settings,
    private readonly copies?: BucketCopies,
  ) {
    this.bucket = new S3Bucket(settings);
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.bucket.put(checkKey(key), body, contentType);
    await this.copies?.keep(key, body);
  }

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    const body = await this.bucket.get(key);
    // The key's extension says what the file is, never the bucket's metadata: /uploads serves it as that.
    return body && { body, contentType: contentTypeOfKey(key) };
  }

  async serve(key: string) {
    if (!isSafeKey(key)) return null;
    let body: Buffer | null;
    try {
      body = await this.bucket.get(key);
    } catch (error) {
      const copy = error instanceof StorageUnavailableError ? await this.copies?.read(key) : null;
      if (copy) return { body: copy, contentType: contentTypeOfKey(key) };
      throw error;
    }
    // The bucket is the truth: a file it no longer holds is not served from a copy either.
    if (!body) await this.copies?.remove(key);
    else await this.copies?.keep(key, body);
    return body && { body, contentType: contentTypeOfKey(key) };
  }

  async delete(key: string) {
    await this.bucket.delete(checkKey(key));
    await this.copies?.remove(key);
  }

  async deleteFolder(prefix: string) {
    checkFolder(prefix);
    // One DeleteObject per key: a folder holds a handful of files, and unlike
    // DeleteObjects it needs no Content-MD5, which some S3 look-alikes insist on.
    const objects = await this.bucket.list(`${prefix}/`);
    await Promise.all(objects.map(({ key }) => this.bucket.delete(key)));
    await this.copies?.removeFolder(prefix);
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

/** What a file's address answers while object storage is down and the site kept no copy of it (decision 0083). */
export const FILE_UNAVAILABLE = "This file cannot be fetched just now. Please try again in a few minutes.";

/** The answer for such a file: a 503 to try again in a minute, never kept; the page around it still shows. */
export function fileUnavailable() {
  return new Response(FILE_UNAVAILABLE, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
  });
}

/** Throws with S3's own words unless the answer is a success (whose body is left to the caller); a 5xx: unavailable. */
async function expectOk(response: Response, what: string) {
  if (response.ok) return;
  const detail = (await response.text().catch(() => "")).slice(0, 300);
  const message = `Object storage: ${what} answered ${response.status} ${detail}`;
  throw response.status >= 500 ? new StorageUnavailableError(message) : new Error(message);
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

/** The folder of UPLOADS_DIR that holds the copies of a bucket's files: a name no key starts with. */
export const COPIES_FOLDER = ".bucket-copies";

let cached: { settings: Env; storage: Storage } | undefined;
/** Where uploads are kept, by the settings of the moment. */
export function storage(): Storage {
  const settings = env();
  if (cached?.settings !== settings) {
    const s3 = s3SettingsOf(settings);
    const uploads = path.resolve(settings.UPLOADS_DIR);
    // With a bucket, UPLOADS_DIR keeps the copies of what was served (decision 0083), in a folder no key can name.
    cached = {
      settings,
      storage: s3 ? new S3Storage(s3, new BucketCopies(path.join(uploads, COPIES_FOLDER))) : new LocalStorage(uploads),
    };
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
  let written = 0;
  try {
    for (const file of files) {
      await storage().put(`${folder}/${file.name}`, file.body, file.contentType);
      written++;
    }
  } catch (error) {
    // Nothing written, nothing to take back: a bucket that is down is not asked again (decision 0083).
    if (written === 0) throw error;
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

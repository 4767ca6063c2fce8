// Where uploaded files live. One small interface: a local directory by
// default, S3-compatible object storage when S3_* is set (see
// docs/decisions/0011-file-storage.md). Either way the app serves the files at
// /uploads/<key>, so stored URLs never depend on where the bytes are.
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";

import { env, type Env } from "./env.server";

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
    checkFolder(prefix);
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  private fileOf(key: string) {
    if (!isSafeKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
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
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: S3Settings) {
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

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    const response = await this.client.fetch(this.urlOf(key));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, `GET ${key}`);
    // The key's extension says what the file is, never the bucket's metadata: /uploads serves it as that.
    return { body: Buffer.from(await response.arrayBuffer()), contentType: CONTENT_TYPES[path.extname(key)]! };
  }

  async deleteFolder(prefix: string) {
    checkFolder(prefix);
    let token: string | undefined;
    do {
      const url = new URL(`${this.base}/`);
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", `${prefix}/`);
      if (token) url.searchParams.set("continuation-token", token);
      const response = await this.client.fetch(url);
      await expectOk(response, `list ${prefix}/`);
      const listing = parseListing(await response.text());
      // One DeleteObject per key: a folder holds a handful of files, and unlike
      // DeleteObjects it needs no Content-MD5, which some S3 look-alikes insist on.
      await Promise.all(
        listing.keys.map(async (key) => {
          const deleted = await this.client.fetch(`${this.base}/${encodeKey(key)}`, { method: "DELETE" });
          if (deleted.status !== 404) await expectOk(deleted, `DELETE ${key}`);
          await deleted.body?.cancel();
        }),
      );
      token = listing.nextToken;
    } while (token);
  }

  private urlOf(key: string) {
    if (!isSafeKey(key)) throw new Error(`Not a storage key: ${key}`);
    return `${this.base}/${encodeKey(key)}`;
  }
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

/** The keys of a ListObjectsV2 answer, and the token of the next page when it is truncated. */
export function parseListing(xml: string): { keys: string[]; nextToken?: string } {
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1]!));
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return truncated && token ? { keys, nextToken: unescapeXml(token) } : { keys };
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

let cached: Storage | undefined;
export function storage(): Storage {
  if (!cached) {
    const s3 = s3SettingsOf(env());
    cached = s3 ? new S3Storage(s3) : new LocalStorage(path.resolve(env().UPLOADS_DIR));
  }
  return cached;
}

/** Tests only: the storage `storage()` answers with (undefined: back to the configured one). */
export function setStorage(next: Storage | undefined) {
  cached = next;
}

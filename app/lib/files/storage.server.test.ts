// The storage interface on both back ends: a local directory, and S3-compatible
// object storage against a small fake S3 server (node:http, objects in a Map).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { loader as uploads } from "~/routes/resources/uploads";

import { startFakeS3, type FakeS3 } from "../../../tests/support/fake-s3";
import { routeArgs } from "../../../tests/support/route-args";
import { refusingStorage } from "../../../tests/support/storage-down";
import { parseEnv } from "../server/env.server";
import { BucketCopies } from "./bucket-copies.server";
import {
  LocalStorage,
  parseListing,
  s3SettingsOf,
  S3Storage,
  setStorage,
  StorageUnavailableError,
  type Storage,
} from "./storage.server";

/**
 * What both back ends must do alike. `clock`: the time by the storage's own clock, which stamps what it writes: the
 * kernel's for a directory (a test run with the process's clock moved, docs/developing.md, leaves it where it is).
 */
function behavesAsStorage(make: () => Storage, clock: () => number = Date.now) {
  const webp = Buffer.from("RIFF....WEBPVP8 pretend image bytes");

  it("gives back what was put, with its content type", async () => {
    await make().put("gallery/0a1b/480.webp", webp, "image/webp");
    expect(await make().get("gallery/0a1b/480.webp")).toEqual({ body: webp, contentType: "image/webp" });
  });

  it("answers null for a key it does not hold, or one the app would never make", async () => {
    expect(await make().get("gallery/missing/480.webp")).toBeNull();
    expect(await make().get("../secret.webp")).toBeNull();
  });

  it("deletes a folder with every file in it, and nothing beside it", async () => {
    for (const width of [480, 960, 1600]) await make().put(`gallery/f1/${width}.webp`, webp, "image/webp");
    await make().put("gallery/f10/480.webp", webp, "image/webp");
    await make().deleteFolder("gallery/f1");
    for (const width of [480, 960, 1600]) expect(await make().get(`gallery/f1/${width}.webp`)).toBeNull();
    expect(await make().get("gallery/f10/480.webp")).not.toBeNull();
  });

  it("deletes a folder that holds nothing without complaint", async () => {
    await expect(make().deleteFolder("gallery/never-there")).resolves.toBeUndefined();
  });

  it("lists every key it holds, and nothing the app would not make", async () => {
    const keys = await make().list();
    expect(keys).toContain("gallery/0a1b/480.webp");
    expect(keys).toContain("gallery/f10/480.webp");
    expect(keys.every((key) => /^[a-z0-9/-]+\.(webp|pdf)$/.test(key))).toBe(true);
  });

  it("removes one file and nothing beside it, and a file that is not there without complaint", async () => {
    await make().put("applications/d1/photograph.webp", webp, "image/webp");
    await make().put("applications/d1/birth-certificate.webp", webp, "image/webp");
    await make().delete("applications/d1/photograph.webp");
    expect(await make().get("applications/d1/photograph.webp")).toBeNull();
    expect(await make().get("applications/d1/birth-certificate.webp")).not.toBeNull();
    await expect(make().delete("applications/d1/photograph.webp")).resolves.toBeUndefined();
    await expect(make().delete("../outside.webp")).rejects.toThrow("Not a storage key");
  });

  it("lists a folder's files with when each was written, and nothing outside it", async () => {
    // S3 writes the time to the second.
    const before = clock() - 2000;
    await make().put("applications/d2/photograph.webp", webp, "image/webp");
    const listed = await make().listFolder("applications");
    expect(listed.every(({ key }) => key.startsWith("applications/"))).toBe(true);
    const entry = listed.find(({ key }) => key === "applications/d2/photograph.webp");
    expect(entry?.modifiedAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(entry?.modifiedAt?.getTime()).toBeLessThanOrEqual(clock());
    await expect(make().listFolder("../..")).rejects.toThrow("Not a storage folder");
  });

  it("refuses keys and folders the app does not make", async () => {
    await expect(make().put("../outside.webp", webp, "image/webp")).rejects.toThrow("Not a storage key");
    await expect(make().deleteFolder("../..")).rejects.toThrow("Not a storage folder");
  });
}

describe("local directory storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-local-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  behavesAsStorage(
    () => new LocalStorage(root),
    () => {
      // The kernel's time: a file just written is stamped with it.
      const probe = path.join(root, ".clock");
      fs.writeFileSync(probe, "");
      const { mtimeMs } = fs.statSync(probe);
      fs.rmSync(probe);
      return Math.ceil(mtimeMs);
    },
  );

  // A backup lists every upload while a folder may be going beside it: a sweep of old share images (decision 0076),
  // a notice or a page removed with its files. Once, such a listing came back empty, as if nothing were stored.
  it("lists every other file while folders are removed beside the listing", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-sweep-"));
    const storage = new LocalStorage(root);
    await storage.put("gallery/kept/1600.webp", Buffer.from("kept"));
    const missed: number[] = [];
    for (let round = 0; round < 100; round++) {
      const folders = Array.from({ length: 10 }, (_, index) => `share/v${round}-${index}`);
      for (const folder of folders) await storage.put(`${folder}/0.png`, Buffer.from("png"));
      const listing = storage.list();
      const removals: Promise<void>[] = [];
      for (const folder of folders) {
        await new Promise((resolve) => setImmediate(resolve));
        removals.push(storage.deleteFolder(folder));
      }
      const [listed] = await Promise.all([listing, ...removals]);
      if (!listed.includes("gallery/kept/1600.webp")) missed.push(round);
    }
    expect(missed).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe("S3-compatible storage", () => {
  let fake: FakeS3;
  const settings = () => ({
    bucket: "school-uploads",
    endpoint: `${fake.url}/`,
    region: "ap-south-1",
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
  });
  beforeAll(async () => {
    fake = await startFakeS3("school-uploads");
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.pageSize = 1000;
  });

  behavesAsStorage(() => new S3Storage(settings()));

  it("signs every request and addresses the bucket by path", async () => {
    fake.requests.length = 0;
    await new S3Storage(settings()).put("gallery/signed/480.webp", Buffer.from("x"), "image/webp");
    expect(fake.requests).toEqual([
      {
        method: "PUT",
        path: "/school-uploads/gallery/signed/480.webp",
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=\S+, Signature=[0-9a-f]{64}$/,
        ),
      },
    ]);
    expect(fake.objects.get("gallery/signed/480.webp")?.contentType).toBe("image/webp");
  });

  it("follows ListObjectsV2 continuation tokens when deleting a large folder", async () => {
    const storage = new S3Storage(settings());
    for (let index = 0; index < 5; index++)
      await storage.put(`gallery/paged/${index}.webp`, Buffer.from("x"), "image/webp");
    fake.pageSize = 2;
    fake.requests.length = 0;
    await storage.deleteFolder("gallery/paged");
    expect(fake.requests.filter((request) => request.method === "GET")).toHaveLength(3);
    expect([...fake.objects.keys()].filter((key) => key.startsWith("gallery/paged/"))).toEqual([]);
  });

  it("fails loudly when the bucket refuses the credentials", async () => {
    const wrong = new S3Storage({ ...settings(), accessKeyId: "someone-else" });
    await expect(wrong.put("gallery/x/480.webp", Buffer.from("x"), "image/webp")).rejects.toThrow("answered 403");
    await expect(wrong.get("gallery/x/480.webp")).rejects.toThrow("answered 403");
  });

  it("is served by the app at /uploads/<key> with a year-long cache, as the local directory is", async () => {
    const body = Buffer.from("pretend webp");
    setStorage(new S3Storage(settings()));
    try {
      await new S3Storage(settings()).put("gallery/served/960.webp", body, "image/webp");
      const serve = (key: string) => uploads({ ...routeArgs(`/uploads/${key}`), params: { "*": key } } as never);
      const response = await serve("gallery/served/960.webp");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(body);
      expect((await serve("gallery/served/480.webp")).status).toBe(404);
    } finally {
      setStorage(undefined);
    }
  });

  it("says what a file is by its key, whatever type the bucket holds for it", async () => {
    // Someone with access to the bucket could label a "PDF" text/html; the site serves it as a PDF all the same.
    fake.objects.set("disclosures/labelled/document.pdf", { body: Buffer.from("<html>"), contentType: "text/html" });
    expect((await new S3Storage(settings()).get("disclosures/labelled/document.pdf"))?.contentType).toBe(
      "application/pdf",
    );
  });

  it("reads the keys, sizes and next token of a listing, unescaping XML", () => {
    expect(
      parseListing(
        "<ListBucketResult><Contents><Key>a/b&amp;c.webp</Key><Size>12</Size></Contents><IsTruncated>true</IsTruncated>" +
          "<NextContinuationToken>1/x&lt;y</NextContinuationToken></ListBucketResult>",
      ),
    ).toEqual({ objects: [{ key: "a/b&c.webp", size: 12 }], nextToken: "1/x<y" });
    expect(parseListing("<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>")).toEqual({
      objects: [],
    });
  });

  it("reads when each object was written, when the listing says", () => {
    expect(
      parseListing(
        "<ListBucketResult><Contents><Key>a.webp</Key><LastModified>2026-11-26T10:00:00.000Z</LastModified>" +
          "<Size>1</Size></Contents><Contents><Key>b.webp</Key><LastModified>soon</LastModified><Size>1</Size>" +
          "</Contents></ListBucketResult>",
      ).objects,
    ).toEqual([
      { key: "a.webp", size: 1, modifiedAt: new Date("2026-11-26T10:00:00.000Z") },
      { key: "b.webp", size: 1 },
    ]);
  });

  it("lists only the uploads, not the backups beside them in the bucket", async () => {
    fake.objects.set("backups/school-backup-20261124T203000Z-scheduled.tar.gz", {
      body: Buffer.from("x"),
      contentType: "",
    });
    fake.pageSize = 2;
    const keys = await new S3Storage(settings()).list();
    expect(keys.length).toBeGreaterThan(2);
    expect(keys.some((key) => key.startsWith("backups/"))).toBe(false);
  });
});

describe("copies of a bucket's files on the local disk (decision 0083)", () => {
  let fake: FakeS3;
  let down: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-copies-"));
  const settings = (endpoint: string) => ({
    bucket: "school-uploads",
    endpoint,
    region: "auto",
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
  });
  const copies = new BucketCopies(path.join(root, "copies"));
  const up = () => new S3Storage(settings(fake.url), copies);
  const unreachable = () => new S3Storage(settings(down), copies);
  const webp = Buffer.from("RIFF....WEBPVP8 a photo");
  beforeAll(async () => {
    fake = await startFakeS3("school-uploads");
    down = (await refusingStorage()).url;
  });
  afterAll(async () => {
    await fake.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("serves what was stored or served while the bucket is down, and nothing else", async () => {
    await up().put("gallery/stored/480.webp", webp, "image/webp");
    fake.objects.set("gallery/served/480.webp", { body: webp, contentType: "image/webp" });
    fake.objects.set("gallery/never/480.webp", { body: webp, contentType: "image/webp" });
    expect((await up().serve("gallery/served/480.webp"))?.body).toEqual(webp);

    for (const key of ["gallery/stored/480.webp", "gallery/served/480.webp"]) {
      expect(await unreachable().serve(key)).toEqual({ body: webp, contentType: "image/webp" });
    }
    await expect(unreachable().serve("gallery/never/480.webp")).rejects.toThrow(StorageUnavailableError);
    // Only what the site serves: a backup or a link check reads the bucket itself.
    await expect(unreachable().get("gallery/stored/480.webp")).rejects.toThrow(StorageUnavailableError);
  });

  it("lets a copy go with its file: deleted by the site, or gone from the bucket", async () => {
    await up().put("notices/n1/f1/480.webp", webp, "image/webp");
    await up().put("notices/n1/f2/480.webp", webp, "image/webp");
    await up().put("gallery/gone/480.webp", webp, "image/webp");
    await up().deleteFolder("notices/n1/f1");
    await up().delete("notices/n1/f2/480.webp");
    fake.objects.delete("gallery/gone/480.webp");
    expect(await up().serve("gallery/gone/480.webp")).toBeNull();
    for (const key of ["notices/n1/f1/480.webp", "notices/n1/f2/480.webp", "gallery/gone/480.webp"]) {
      expect(await copies.read(key)).toBeNull();
    }
  });

  it("never copies an application's documents", async () => {
    await up().put("applications/a1/photograph.webp", webp, "image/webp");
    expect(await copies.read("applications/a1/photograph.webp")).toBeNull();
    expect(fs.existsSync(path.join(root, "copies", "applications"))).toBe(false);
  });

  it("keeps them under their limit, the least recently served going first", async () => {
    const small = new BucketCopies(path.join(root, "small"), 350);
    const hundred = Buffer.alloc(100, 1);
    for (const name of ["a", "b", "c"]) await small.keep(`gallery/${name}/480.webp`, hundred);
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    for (const [name, seconds] of [
      ["a", 1000],
      ["b", 900],
      ["c", 800],
    ] as const) {
      fs.utimesSync(path.join(root, "small", `gallery/${name}/480.webp`), ago(seconds), ago(seconds));
    }
    await small.keep("gallery/a/480.webp", hundred); // served again
    await small.keep("gallery/d/480.webp", hundred);
    await small.pruned();
    const left = [];
    for (const name of ["a", "b", "c", "d"]) if (await small.read(`gallery/${name}/480.webp`)) left.push(name);
    expect(left).toEqual(["a", "d"]);
  });
});

describe("choosing the storage from the environment", () => {
  const all = {
    S3_BUCKET: "school-uploads",
    S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com",
    S3_REGION: "ap-south-1",
    S3_ACCESS_KEY_ID: "AKIA",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("uses the local directory when no S3 setting is given (or all are empty)", () => {
    expect(s3SettingsOf(parseEnv({}))).toBeUndefined();
    expect(s3SettingsOf(parseEnv(Object.fromEntries(Object.keys(all).map((name) => [name, ""]))))).toBeUndefined();
  });

  it("uses object storage when all five are given", () => {
    expect(s3SettingsOf(parseEnv(all))).toEqual({
      bucket: "school-uploads",
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      region: "ap-south-1",
      accessKeyId: "AKIA",
      secretAccessKey: "secret",
    });
  });

  it("stops start-up on a partial set, naming what is missing", () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = all;
    expect(() => parseEnv(partial)).toThrow(
      "S3: set all of S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to store uploads in object storage, or none of them (missing: S3_REGION, S3_SECRET_ACCESS_KEY)",
    );
  });

  it("stops start-up on an endpoint that is not an http(s) URL", () => {
    expect(() => parseEnv({ ...all, S3_ENDPOINT: "s3.amazonaws.com" })).toThrow(
      "S3_ENDPOINT: must be an http:// or https:// URL",
    );
  });
});

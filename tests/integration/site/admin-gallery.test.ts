// SPEC §2/§5/§8 "Gallery" in the back office, on a real database: adding by URL
// and by upload (real image bytes), the refusals with the spec's messages,
// delete with its stored files, and the audit rows.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STORAGE_UNAVAILABLE, UNKNOWN_INTENT } from "~/features/admin/reply";
import { galleryFolderOf, gallerySrcSet } from "~/features/gallery/gallery";
import { GALLERY_PAGE_SIZE, listGalleryImages } from "~/features/gallery/gallery.server";
import { MAX_GALLERY_FORM_BYTES } from "~/features/gallery/manage-gallery.server";
import { GALLERY_MESSAGES, MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type GalleryReply } from "~/features/gallery/schema";
import { S3Storage, setStorage } from "~/lib/files/storage.server";
import { action, loader } from "~/routes/admin/gallery";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, refused, sessionOf, staffArgs, useStaff } from "../../support/admin";
import { insertRows, MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { startFakeS3, type FakeS3 } from "../../support/fake-s3";
import { createStaff } from "../../support/staff";
import { temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("admin-gallery-uploads-");

const PATH = "/admin/gallery";
const ADMIN = "admin@school.example";
const PHOTOS = "photos@school.example";

/** A small real photo, made with sharp. */
const photo = (format: "png" | "jpeg", width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const fileOf = (bytes: Buffer | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

/** The folders of stored uploads (gallery/<uuid>). */
const storedFolders = () => {
  const gallery = path.join(uploadsDir, "gallery");
  return fs.existsSync(gallery) ? fs.readdirSync(gallery).sort() : [];
};

describe.each(testDatabaseKinds)("gallery back office on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, { [ADMIN]: { role: "admin" }, [PHOTOS]: { sections: ["gallery"] } });
  let counter = 0;
  const unique = (prefix: string) => `${prefix} ${kind} ${++counter}`;

  beforeAll(async () => {
    await createStaff(database.db, "calendar@school.example", { sections: ["calendar"] });
  });

  const db = () => database.db;
  const post = (cookie: string | null, fields: Record<string, string | Blob>) =>
    outcome<GalleryReply>(() => action(staffArgs(PATH, cookie, { method: "POST", body: formBody(fields) }) as never));
  const asStaff = (fields: Record<string, string | Blob>) => post(cookies[PHOTOS], fields);
  const rowsTitled = (title: string) =>
    db().select().from(schema.galleryImages).where(eq(schema.galleryImages.title, title));
  const imageCount = async () => (await db().select().from(schema.galleryImages)).length;

  /** Expects a refusal that changed nothing: no row, no stored file. */
  async function expectNothingAdded(run: () => Promise<unknown>) {
    const rows = await imageCount();
    const folders = storedFolders();
    await run();
    expect(await imageCount()).toBe(rows);
    expect(storedFolders()).toEqual(folders);
  }

  /** `file` uploaded by the gallery's staff under a title of its own: that title, and the row it made. */
  async function upload(prefix: string, file: File) {
    const title = unique(prefix);
    await asStaff({ intent: "add", mode: "file", title, file });
    const [row] = await rowsTitled(title);
    return { title, row };
  }

  describe("who may use it", () => {
    it("sends visitors to /admin and staff without Gallery to the dashboard, adding nothing", async () => {
      const calendarStaff = await sessionOf("calendar@school.example");
      await expectNothingAdded(async () => {
        const fields = { intent: "add", mode: "url", title: "Sneaky", imageUrl: "https://example.com/a.jpg" };
        expect(await post(null, fields)).toMatchObject({ status: 302, location: "/admin" });
        expect(await post(calendarStaff, fields)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      });
    });

    it("answers a form without a known intent with 400", async () => {
      expect(await asStaff({ intent: "rename" })).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { title: UNKNOWN_INTENT } },
      });
    });
  });

  describe("adding by URL", () => {
    it("adds the image, trimmed, with its category, and audits it", async () => {
      const title = unique("Annual day");
      const result = await asStaff({
        intent: "add",
        mode: "url",
        title: `  ${title}  `,
        category: " Events ",
        imageUrl: " https://images.example.org/annual-day.jpg ",
      });
      expect(result).toMatchObject({
        status: 200,
        reply: { ok: true, intent: "add", toast: { type: "success", title: GALLERY_MESSAGES.added } },
      });
      const [row] = await rowsTitled(title);
      expect(row).toMatchObject({ title, category: "Events", imageUrl: "https://images.example.org/annual-day.jpg" });
      const [entry] = await auditFor(row!.id, "gallery_image.create");
      expect(entry).toMatchObject({
        ...actedBy(ids[PHOTOS], "photos@school.example"),
        targetType: "gallery_image",
        details: { title, category: "Events", imageUrl: "https://images.example.org/annual-day.jpg", source: "url" },
      });
    });

    it("keeps the caption in Hindi too, a blank Hindi text as none (decision 0054)", async () => {
      const title = unique("Prize giving");
      await asStaff({
        intent: "add",
        mode: "url",
        title,
        titleHi: " पुरस्कार वितरण ",
        category: "Events",
        categoryHi: " ",
        imageUrl: "https://images.example.org/prizes.jpg",
      });
      const [row] = await rowsTitled(title);
      expect(row).toMatchObject({ titleHi: "पुरस्कार वितरण", categoryHi: null });
      expect((await auditFor(row!.id, "gallery_image.create"))[0]?.details).toMatchObject({
        titleHi: "पुरस्कार वितरण",
      });
      const hindi = (await listGalleryImages("hi")).find((image) => image.id === row!.id);
      expect(hindi).toMatchObject({ title: { text: "पुरस्कार वितरण" }, category: { text: "Events", lang: "en" } });
      const english = (await listGalleryImages("en")).find((image) => image.id === row!.id);
      expect(english).toMatchObject({ title: { text: title }, category: { text: "Events" } });
    });

    it("stores an empty category as none", async () => {
      const title = unique("No category");
      await asStaff({ intent: "add", mode: "url", title, category: "  ", imageUrl: "http://example.com/x.png" });
      expect((await rowsTitled(title))[0]?.category).toBeNull();
    });

    it.each([
      [{ imageUrl: "" }, GALLERY_MESSAGES.badUrl],
      [{ imageUrl: "not a url" }, GALLERY_MESSAGES.badUrl],
      [{ imageUrl: "javascript:alert(1)" }, GALLERY_MESSAGES.badUrl],
      [{ imageUrl: "ftp://example.com/a.jpg" }, GALLERY_MESSAGES.badUrl],
      [{ imageUrl: `https://example.com/${"a".repeat(490)}.jpg` }, GALLERY_MESSAGES.urlTooLong],
      [{ title: "" }, GALLERY_MESSAGES.titleRequired],
      [{ title: "t".repeat(101) }, GALLERY_MESSAGES.titleTooLong],
      [{ category: "c".repeat(51) }, GALLERY_MESSAGES.categoryTooLong],
      [{ titleHi: "ख".repeat(101) }, "Title (Hindi) must be less than 100 characters"],
      [{ categoryHi: "ख".repeat(51) }, "Category (Hindi) must be less than 50 characters"],
    ])("refuses %j with %j", async (change, message) => {
      await expectNothingAdded(async () => {
        const result = await asStaff({
          intent: "add",
          mode: "url",
          title: "Refused",
          imageUrl: "https://example.com/a.jpg",
          ...change,
        });
        expect(result).toMatchObject({ status: 400, reply: { ok: false, toast: { type: "error", title: message } } });
      });
    });
  });

  describe("adding by upload", () => {
    it.each(["png", "jpeg"] as const)("stores a %s photo as WebP sizes, adds its row and audits it", async (format) => {
      const title = unique(`Sports day ${format}`);
      const result = await asStaff({
        intent: "add",
        mode: "file",
        title,
        category: "Sports",
        file: fileOf(await photo(format), `sports.${format === "jpeg" ? "jpg" : "png"}`, `image/${format}`),
      });
      expect(result).toMatchObject({ status: 200, reply: { ok: true, toast: { title: GALLERY_MESSAGES.added } } });
      const [row] = await rowsTitled(title);
      expect(row!.imageUrl).toMatch(/^\/uploads\/gallery\/[0-9a-f-]{36}\/1600\.webp$/);
      expect(gallerySrcSet(row!.imageUrl)).toBeDefined();
      const folder = path.join(uploadsDir, galleryFolderOf(row!.imageUrl)!);
      expect(fs.readdirSync(folder).sort()).toEqual(["1600.webp", "480.webp", "960.webp"]);
      expect((await sharp(path.join(folder, "480.webp")).metadata()).format).toBe("webp");
      const [entry] = await auditFor(row!.id, "gallery_image.create");
      expect(entry?.details).toMatchObject({ title, imageUrl: row!.imageUrl, source: "upload" });
    });

    it(`says "${GALLERY_MESSAGES.noFile}" when no file is chosen`, async () => {
      await expectNothingAdded(async () => {
        const fieldSets: Record<string, string | Blob>[] = [
          { intent: "add", mode: "file", title: "No file" },
          // What a browser sends for an empty file input.
          { intent: "add", mode: "file", title: "No file", file: fileOf("", "", "application/octet-stream") },
        ];
        for (const fields of fieldSets) {
          expect(await asStaff(fields)).toMatchObject({
            status: 400,
            reply: { toast: { title: GALLERY_MESSAGES.noFile } },
          });
        }
      });
    });

    it("refuses a text file named .jpg: the upload failed, and why", async () => {
      await expectNothingAdded(async () => {
        const file = fileOf("Dear parents, this is not a photo.", "photo.jpg", "image/jpeg");
        expect(await asStaff({ intent: "add", mode: "file", title: "Disguised", file })).toMatchObject({
          status: 415,
          reply: {
            ok: false,
            toast: { type: "error", title: GALLERY_MESSAGES.uploadFailed, description: UPLOAD_MESSAGES.notAnImage },
          },
        });
      });
    });

    it("refuses a file over 10 MB with a clear message, storing nothing", async () => {
      await expectNothingAdded(async () => {
        const file = fileOf(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), "huge.jpg", "image/jpeg");
        expect(await asStaff({ intent: "add", mode: "file", title: "Huge", file })).toMatchObject(
          refused(413, GALLERY_MESSAGES.uploadFailed, UPLOAD_MESSAGES.tooLarge),
        );
      });
    });

    it("answers a body past the form limit with 413 and the same message, before reading it all", async () => {
      await expectNothingAdded(async () => {
        const file = fileOf(Buffer.alloc(MAX_GALLERY_FORM_BYTES + 1, 1), "bigger.jpg", "image/jpeg");
        expect(await asStaff({ intent: "add", mode: "file", title: "Bigger", file })).toMatchObject(
          refused(413, GALLERY_MESSAGES.uploadFailed, UPLOAD_MESSAGES.tooLarge),
        );
      });
    });

    it(`removes the stored files again when the row cannot be added ("${GALLERY_MESSAGES.addFailed}")`, async () => {
      // A check no new row can pass: the insert fails after the files were stored.
      await db().execute(sql`alter table gallery_images add constraint refuse_all check (false) not valid`);
      try {
        await expectNothingAdded(async () => {
          const result = await asStaff({
            intent: "add",
            mode: "file",
            title: "Orphan",
            file: fileOf(await photo("png", 300, 200), "a.png", "image/png"),
          });
          expect(result).toMatchObject({
            status: 500,
            reply: { ok: false, toast: { title: GALLERY_MESSAGES.addFailed } },
          });
        });
      } finally {
        await db().execute(sql`alter table gallery_images drop constraint refuse_all`);
      }
    });
  });

  describe("deleting", () => {
    it("deletes an uploaded image's row and its stored files, and audits it", async () => {
      const { title, row } = await upload("To delete", fileOf(await photo("jpeg", 500, 400), "d.jpg", "image/jpeg"));
      const folder = galleryFolderOf(row!.imageUrl)!;
      expect(storedFolders()).toContain(folder.split("/")[1]);

      const result = await asStaff({ intent: "delete", imageId: row!.id });
      expect(result).toMatchObject({
        status: 200,
        reply: { ok: true, intent: "delete", toast: { title: GALLERY_MESSAGES.deleted } },
      });
      expect(await rowsTitled(title)).toEqual([]);
      expect(storedFolders()).not.toContain(folder.split("/")[1]);
      const [entry] = await auditFor(row!.id, "gallery_image.delete");
      expect(entry).toMatchObject({ actorEmail: "photos@school.example", details: { title, imageUrl: row!.imageUrl } });
    });

    it("deletes an image given by URL (no stored files)", async () => {
      const title = unique("URL to delete");
      await asStaff({ intent: "add", mode: "url", title, imageUrl: "https://example.com/gone.jpg" });
      const [row] = await rowsTitled(title);
      const folders = storedFolders();
      expect(await asStaff({ intent: "delete", imageId: row!.id })).toMatchObject({ status: 200 });
      expect(await rowsTitled(title)).toEqual([]);
      expect(storedFolders()).toEqual(folders);
    });

    it(`refuses an image that is not there with "${GALLERY_MESSAGES.deleteFailed}"`, async () => {
      expect(await asStaff({ intent: "delete", imageId: MISSING_ID })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: GALLERY_MESSAGES.deleteFailed, description: GALLERY_MESSAGES.notFound } },
      });
      expect(await asStaff({ intent: "delete", imageId: "not-an-id" })).toMatchObject({ status: 400 });
      expect(await auditFor(MISSING_ID, "gallery_image.delete")).toEqual([]);
    });
  });

  describe("on S3-compatible storage", () => {
    let fake: FakeS3;
    beforeAll(async () => {
      fake = await startFakeS3("gallery-test");
      setStorage(
        new S3Storage({
          bucket: "gallery-test",
          endpoint: fake.url,
          region: "auto",
          accessKeyId: "test-key",
          secretAccessKey: "test-secret",
        }),
      );
    });
    afterAll(async () => {
      setStorage(undefined);
      await fake.close();
    });

    it("stores an upload's sizes in the bucket and deletes them with the image", async () => {
      const localFolders = storedFolders();
      const { row } = await upload("In the bucket", fileOf(await photo("png", 640, 480), "b.png", "image/png"));
      const folder = galleryFolderOf(row!.imageUrl)!;
      expect([...fake.objects.keys()].filter((key) => key.startsWith(`${folder}/`)).sort()).toEqual(
        ["1600", "480", "960"].map((width) => `${folder}/${width}.webp`),
      );
      expect(fake.objects.get(`${folder}/480.webp`)?.contentType).toBe("image/webp");
      expect(storedFolders()).toEqual(localFolders);

      expect(await asStaff({ intent: "delete", imageId: row!.id })).toMatchObject({ status: 200 });
      expect([...fake.objects.keys()].filter((key) => key.startsWith(`${folder}/`))).toEqual([]);
    });

    it(`keeps the image when its files cannot be deleted ("${GALLERY_MESSAGES.deleteFailed}")`, async () => {
      const { title, row } = await upload("Bucket down", fileOf(await photo("png", 320, 240), "c.png", "image/png"));
      await fake.close();
      try {
        expect(await asStaff({ intent: "delete", imageId: row!.id })).toMatchObject(
          refused(503, GALLERY_MESSAGES.deleteFailed, STORAGE_UNAVAILABLE),
        );
        expect(await rowsTitled(title)).toHaveLength(1);
        expect(await auditFor(row!.id, "gallery_image.delete")).toEqual([]);
      } finally {
        fake = await startFakeS3("gallery-test");
      }
    });
  });

  describe("the grid", () => {
    it("lists images newest first, a page at a time, as the public gallery orders them", async () => {
      const page = await outcome(() => loader(staffArgs(PATH, cookies[ADMIN]) as never));
      const { page: first } = page.value as { page: { rows: { id: string }[]; total: number; pageSize: number } };
      const all = await listGalleryImages("en");
      expect(first.total).toBe(all.length);
      expect(first.pageSize).toBe(GALLERY_PAGE_SIZE);
      expect(first.rows.map((row) => row.id)).toEqual(all.slice(0, GALLERY_PAGE_SIZE).map((row) => row.id));
    });

    it("pages past the first 24", async () => {
      await insertRows(schema.galleryImages, 30, (index) => ({
        title: `Bulk ${index}`,
        imageUrl: `https://example.com/${index}.jpg`,
      }));
      const all = await listGalleryImages("en");
      const second = (await outcome(() => loader(staffArgs(`${PATH}?page=2`, cookies[ADMIN]) as never))).value as {
        page: { rows: { id: string }[]; page: number; pageCount: number };
      };
      expect(second.page).toMatchObject({ page: 2, pageCount: Math.ceil(all.length / GALLERY_PAGE_SIZE) });
      expect(second.page.rows.map((row) => row.id)).toEqual(
        all.slice(GALLERY_PAGE_SIZE, 2 * GALLERY_PAGE_SIZE).map((row) => row.id),
      );
    });
  });
});

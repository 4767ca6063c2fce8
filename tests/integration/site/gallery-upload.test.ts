import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { GALLERY_IMAGE_WIDTHS, gallerySrcSet } from "~/features/gallery/gallery";
import { MAX_IMAGE_BYTES, storeGalleryImage, UPLOAD_MESSAGES } from "~/features/gallery/image-upload.server";
import { storage } from "~/lib/files/storage.server";
import { loader as uploads } from "~/routes/resources/uploads";

import { routeArgs } from "../../support/route-args";
import { temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("school-uploads-");

/** A real photo-like image of the given size and format. */
function image(format: "jpeg" | "png" | "webp" | "gif" | "avif" | "tiff", width = 2000, height = 1500) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

const serve = (key: string) => uploads({ ...routeArgs(`/uploads/${key}`), params: { "*": key } } as never);

describe("gallery uploads", () => {
  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)(
    "accepts a %s photo and stores it in every width as WebP",
    async (format) => {
      const result = await storeGalleryImage(await image(format));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.imageUrl).toMatch(/^\/uploads\/gallery\/[0-9a-f-]{36}\/1600\.webp$/);
      for (const width of GALLERY_IMAGE_WIDTHS) {
        const stored = await storage().get(`${result.folder}/${width}.webp`);
        const metadata = await sharp(stored!.body).metadata();
        expect(metadata.format).toBe("webp");
        expect(metadata.width).toBe(width);
      }
    },
  );

  it("never enlarges a small photo", async () => {
    const result = await storeGalleryImage(await image("png", 600, 400));
    if (!result.ok) throw new Error(result.message);
    const largest = await storage().get(`${result.folder}/1600.webp`);
    expect((await sharp(largest!.body).metadata()).width).toBe(600);
  });

  it("refuses a text file whatever its name says", async () => {
    expect(await storeGalleryImage(Buffer.from("this is not a photo, just text named photo.jpg"))).toEqual({
      ok: false,
      status: 415,
      message: UPLOAD_MESSAGES.notAnImage,
    });
  });

  it("refuses images of other formats", async () => {
    expect(await storeGalleryImage(await image("tiff"))).toEqual({
      ok: false,
      status: 415,
      message: UPLOAD_MESSAGES.notAnImage,
    });
  });

  it("refuses an image of more pixels than a camera takes, before reading them", async () => {
    // A few hundred kilobytes of PNG that would unpack to 300 MB of pixels.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await storeGalleryImage(bomb)).toEqual({ ok: false, status: 413, message: UPLOAD_MESSAGES.tooManyPixels });
  });

  it("refuses a file over 10 MB before reading it", async () => {
    expect(await storeGalleryImage(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toEqual({
      ok: false,
      status: 413,
      message: UPLOAD_MESSAGES.tooLarge,
    });
  });

  describe("serving", () => {
    let folder = "";
    beforeAll(async () => {
      const result = await storeGalleryImage(await image("jpeg"));
      if (!result.ok) throw new Error(result.message);
      folder = result.folder;
    });

    it("serves each size with a year-long cache", async () => {
      const response = await serve(`${folder}/480.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(480);
    });

    it.each(["../../../etc/passwd", "gallery/../../secret.webp", "gallery/x/480.png", ""])(
      "answers 404 for %j",
      async (key) => {
        expect((await serve(key)).status).toBe(404);
      },
    );

    it("forgets every size when the image is deleted", async () => {
      await storage().deleteFolder(folder);
      expect((await serve(`${folder}/480.webp`)).status).toBe(404);
    });
  });

  it("offers phone sizes for uploaded photos only", () => {
    const id = "3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab";
    expect(gallerySrcSet(`/uploads/gallery/${id}/1600.webp`)).toBe(
      `/uploads/gallery/${id}/480.webp 480w, /uploads/gallery/${id}/960.webp 960w, /uploads/gallery/${id}/1600.webp 1600w`,
    );
    expect(gallerySrcSet("https://example.com/photo.jpg")).toBeUndefined();
  });
});

// Turning an uploaded photo into the sizes the gallery serves. The file is
// judged by its content (sharp reads it), never by its name or declared type.
import crypto from "node:crypto";

import { putFolder } from "~/lib/storage.server";

import { GALLERY_IMAGE_WIDTHS, galleryImageUrl } from "./gallery";
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "./schema";

// The limit and the messages live with the form's schema, which the browser reads too.
export { MAX_IMAGE_BYTES, UPLOAD_MESSAGES };
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export type UploadResult = { ok: true; imageUrl: string; folder: string } | { ok: false; message: string };

/** Checks the bytes, stores WebP copies in every gallery width, returns the image's URL. */
export async function storeGalleryImage(bytes: Buffer): Promise<UploadResult> {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  // Loaded with the first photo, not at start: its image library takes memory a server mostly idles without.
  const { default: sharp } = await import("sharp");
  let format: string | undefined;
  try {
    const metadata = await sharp(bytes).metadata();
    // AVIF is read as HEIF with the AV1 codec.
    format = metadata.format === "heif" && metadata.compression !== "av1" ? "heic" : metadata.format;
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.notAnImage };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, message: UPLOAD_MESSAGES.notAnImage };

  const id = crypto.randomUUID();
  const folder = `gallery/${id}`;
  const sizes = [];
  for (const width of GALLERY_IMAGE_WIDTHS) {
    const webp = await sharp(bytes)
      .rotate() // honour the camera's orientation
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    sizes.push({ name: `${width}.webp`, body: webp, contentType: "image/webp" });
  }
  await putFolder(folder, sizes);
  return { ok: true, imageUrl: galleryImageUrl(id), folder };
}

// Turning an uploaded photo into the sizes the gallery serves. The file is judged by its bytes (~/lib/uploaded-file,
// as every upload is), never by its name or declared type.
import crypto from "node:crypto";

import { keepWebpSizes } from "~/lib/files/kept-upload.server";
import { judgeImage } from "~/lib/files/uploaded-file.server";

import { GALLERY_IMAGE_WIDTHS, galleryImageUrl } from "./gallery";
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "./schema";

// The limit and the messages live with the form's schema, which the browser reads too.
export { MAX_IMAGE_BYTES, UPLOAD_MESSAGES };
const GALLERY_FORMATS = ["jpeg", "png", "webp", "gif", "avif"] as const;

export type UploadResult =
  { ok: true; imageUrl: string; folder: string } | { ok: false; status: 413 | 415; message: string };

/** Checks the bytes, stores WebP copies in every gallery width, returns the image's URL. */
export async function storeGalleryImage(bytes: Buffer): Promise<UploadResult> {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge };
  const image = await judgeImage(bytes, GALLERY_FORMATS);
  if (!image.ok) {
    return image.reason === "too_many_pixels"
      ? { ok: false, status: 413, message: UPLOAD_MESSAGES.tooManyPixels }
      : { ok: false, status: 415, message: UPLOAD_MESSAGES.notAnImage };
  }
  const id = crypto.randomUUID();
  const folder = `gallery/${id}`;
  await keepWebpSizes(folder, bytes, image.format, GALLERY_IMAGE_WIDTHS);
  return { ok: true, imageUrl: galleryImageUrl(id), folder };
}

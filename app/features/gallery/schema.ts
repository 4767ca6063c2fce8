// The gallery back office's forms (SPEC §5 "Gallery"), shared by the browser
// and the server, and its toasts word for word (SPEC §8).
import { z } from "zod";

import type { AdminReply } from "~/features/admin/reply";
import { optionalHindi, recordId, text } from "~/lib/forms/form-fields";

export const GALLERY_MESSAGES = {
  loadFailed: "Failed to load gallery images",
  added: "Image added successfully",
  addFailed: "Failed to add image",
  uploadFailed: "Failed to upload image",
  deleted: "Image deleted successfully",
  deleteFailed: "Failed to delete image",
  titleRequired: "Title is required",
  titleTooLong: "Title must be less than 100 characters",
  titleHiTooLong: "Title (Hindi) must be less than 100 characters",
  categoryTooLong: "Category must be less than 50 characters",
  categoryHiTooLong: "Category (Hindi) must be less than 50 characters",
  noFile: "Please select a file to upload",
  badUrl: "Must be a valid URL",
  urlTooLong: "URL must be less than 500 characters",
  notFound: "Image not found",
} as const;

/** The largest photo accepted (the server checks it again, by the bytes it gets). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: "The image must be 10 MB or smaller.",
  notAnImage: "Please choose a JPEG, PNG, WebP, GIF or AVIF image.",
  tooManyPixels: "This image has more pixels than a camera takes. Save it smaller and add it again.",
} as const;

/** What the file picker offers; the server judges the bytes, not this list. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export const ADD_MODES = ["file", "url"] as const;
export type AddMode = (typeof ADD_MODES)[number];

const title = text({ error: GALLERY_MESSAGES.titleRequired })
  .trim()
  .min(1, GALLERY_MESSAGES.titleRequired)
  .max(100, GALLERY_MESSAGES.titleTooLong);

// Optional: an empty category is stored as null (SPEC §7 "category or null").
const category = text()
  .trim()
  .max(50, GALLERY_MESSAGES.categoryTooLong)
  .optional()
  .transform((value) => value || null);

// The caption in Hindi, for the Hindi site (decision 0054): optional, with the English's limits.
const caption = {
  title,
  titleHi: optionalHindi(100, GALLERY_MESSAGES.titleHiTooLong),
  category,
  categoryHi: optionalHindi(50, GALLERY_MESSAGES.categoryHiTooLong),
};

// Only web addresses a browser can show: no javascript:, data: or ftp: URLs.
const imageUrl = text({ error: GALLERY_MESSAGES.badUrl })
  .trim()
  .max(500, GALLERY_MESSAGES.urlTooLong)
  .pipe(z.url({ protocol: /^https?$/, error: GALLERY_MESSAGES.badUrl }));

/** The Add Image dialog: a file to upload, or the address of an image elsewhere (the dialog's two tabs). */
export const addImageSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("file"),
    ...caption,
    // An empty file input arrives as no value (conform), so "nothing chosen" meets this message.
    file: z.file({ error: GALLERY_MESSAGES.noFile }),
  }),
  z.object({ mode: z.literal("url"), ...caption, imageUrl }),
]);
export type AddImage = z.output<typeof addImageSchema>;

export const deleteImageSchema = z.object({ imageId: recordId(GALLERY_MESSAGES.notFound) });

export const GALLERY_INTENT_NAMES = ["add", "delete"] as const;
export type GalleryIntent = (typeof GALLERY_INTENT_NAMES)[number];
export type GalleryReply = AdminReply<GalleryIntent>;

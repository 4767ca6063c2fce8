// A page's images and documents as the editor and the site show them (docs/specification.md §32).
import type { KeptFile } from "~/lib/files/kept-upload.server";

/** Each file at most 20 MB, as a notice's. */
export const PAGE_FILE_BYTES = 20 * 1024 * 1024;

/** The widths each image is kept at, as WebP: a phone's, a laptop's and a large screen's. */
export const PAGE_IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Where a page's files are kept in the storage: one folder, which goes with the page. */
export const pageFileFolder = (pageId: string) => `pages/${pageId}`;

/** A file of a page: an image (its folder of WebP sizes) or a PDF (its key). */
export interface PageFile extends KeptFile {
  id: string;
  name: string;
}

/** An image of a page at `width`. */
export const pageImageUrl = (folder: string, width: (typeof PAGE_IMAGE_WIDTHS)[number]) =>
  `/uploads/${folder}/${width}.webp`;

/** Every size of an image, for an <img>'s srcset. */
export const pageImageSrcSet = (folder: string) =>
  PAGE_IMAGE_WIDTHS.map((width) => `${pageImageUrl(folder, width)} ${width}w`).join(", ");

/** A document's address. */
export const pageFileUrl = (file: Pick<PageFile, "storageKey">) => `/uploads/${file.storageKey}`;

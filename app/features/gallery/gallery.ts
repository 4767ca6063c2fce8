// What the public gallery shows of a gallery_images row (SPEC §3), and its texts.
import { msg } from "@lingui/core/macro";

import type { LocalText } from "~/lib/language/localized";

/** A gallery_images row as the back office lists it: the caption in English and in Hindi (null: none). */
export interface GalleryImageData {
  id: string;
  title: string;
  titleHi: string | null;
  /** Any https URL, or a path on this site (uploads). */
  imageUrl: string;
  category: string | null;
  categoryHi: string | null;
}

/** An image as the public gallery shows it: its caption in the page's language (decision 0054). */
export interface PublicGalleryImage {
  id: string;
  title: LocalText;
  imageUrl: string;
  category: LocalText | null;
}

/** SPEC §2's texts on English pages; said in the page's language with `t(…)`. */
export const GALLERY_TEXTS = {
  loading: msg`Loading gallery...`,
  empty: msg`Gallery images will be added soon. Please check back later.`,
  failed: msg`Failed to load gallery images`,
} as const;

/**
 * The image's name for screen readers and search engines: its title, and its category when it has one; marked
 * English when both are English on a Hindi page.
 */
export function galleryImageLabel({ title, category }: Pick<PublicGalleryImage, "title" | "category">): LocalText {
  if (!category) return title;
  const text = `${title.text} (${category.text})`;
  return title.lang && category.lang ? { text, lang: title.lang } : { text };
}

// Uploaded photos are stored as WebP in these widths: a phone takes the smallest
// that fills its screen, a desktop a larger one (see GalleryImage's srcSet).
export const GALLERY_IMAGE_WIDTHS = [480, 960, 1600] as const;
const LARGEST = GALLERY_IMAGE_WIDTHS[GALLERY_IMAGE_WIDTHS.length - 1];
const UPLOADED = /^\/uploads\/gallery\/([0-9a-f-]{36})\/\d+\.webp$/;

/** The stored URL of an uploaded photo: its largest size. */
export function galleryImageUrl(id: string) {
  return `/uploads/gallery/${id}/${LARGEST}.webp`;
}

/** The storage folder of an uploaded photo's sizes (`gallery/<uuid>`); undefined for an image given by URL. */
export function galleryFolderOf(imageUrl: string): string | undefined {
  const id = UPLOADED.exec(imageUrl)?.[1];
  return id ? `gallery/${id}` : undefined;
}

/** The srcset of an uploaded photo; undefined for an image given by URL, shown as it is. */
export function gallerySrcSet(imageUrl: string): string | undefined {
  const id = UPLOADED.exec(imageUrl)?.[1];
  if (!id) return undefined;
  return GALLERY_IMAGE_WIDTHS.map((width) => `/uploads/gallery/${id}/${width}.webp ${width}w`).join(", ");
}

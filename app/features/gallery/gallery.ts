// What the public gallery shows of a gallery_images row (SPEC §3), and its texts.

export interface GalleryImageData {
  id: string;
  title: string;
  /** Any https URL, or a path on this site (uploads). */
  imageUrl: string;
  category: string | null;
}

export const GALLERY_TEXTS = {
  loading: "Loading gallery...",
  empty: "Gallery images will be added soon. Please check back later.",
  failed: "Failed to load gallery images",
} as const;

/** The image's name for screen readers and search engines: its title, and its category when it has one. */
export function galleryImageLabel({ title, category }: Pick<GalleryImageData, "title" | "category">) {
  return category ? `${title} (${category})` : title;
}

import type { LocalText } from "~/lib/language/localized";

import { gallerySrcSet } from "./gallery";

/** Every tile is 4:3; the image is cropped to fill it (object-cover). */
export const GALLERY_TILE = { width: 800, height: 600 } as const;

/** The grid: one column on phones, then 2, 3 and 4 (Tailwind's sm, md, lg) inside a max-w-6xl page. */
export const GALLERY_GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4";

/**
 * How wide a tile is drawn at each viewport width, for the browser to pick an
 * uploaded photo's size. Keep it in step with
 * GALLERY_GRID_CLASS: (1152 px page - 2 x 16 px padding - 3 x 16 px gaps) / 4 = 268 px.
 */
export const GALLERY_IMAGE_SIZES =
  "(min-width: 1152px) 268px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * One gallery picture. Loads only when near the screen, decodes off the main
 * thread, and reserves its box up front (width, height, aspect ratio) so the
 * page never jumps while pictures arrive. Uploaded photos come in several
 * sizes and a phone downloads the smallest that fills its screen.
 */
export function GalleryImage({ imageUrl, label }: { imageUrl: string; label: LocalText }) {
  const srcSet = gallerySrcSet(imageUrl);
  return (
    <img
      src={imageUrl}
      srcSet={srcSet}
      sizes={srcSet ? GALLERY_IMAGE_SIZES : undefined}
      alt={label.text}
      // The alt text's language, when it is English on a Hindi page (decision 0054).
      lang={label.lang}
      width={GALLERY_TILE.width}
      height={GALLERY_TILE.height}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
    />
  );
}

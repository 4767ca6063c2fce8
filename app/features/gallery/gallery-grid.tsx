import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { Await } from "react-router";

import { LocalLink } from "~/ui/local-link";

import { GALLERY_TEXTS, galleryImageLabel, type PublicGalleryImage } from "./gallery";
import { GALLERY_GRID_CLASS, GalleryImage } from "./gallery-image";

/**
 * The public gallery. `images` is the list itself after a full page load, or a
 * promise of it during client-side navigation: then the loading text shows
 * until it settles.
 */
export function Gallery({ images }: { images: PublicGalleryImage[] | Promise<PublicGalleryImage[]> }) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-12 text-center text-lg text-slate-700">
          {t(GALLERY_TEXTS.loading)}
        </p>
      }
    >
      <Await resolve={images} errorElement={<GalleryLoadError />}>
        {(list) => <GalleryGrid images={list} />}
      </Await>
    </Suspense>
  );
}

export function GalleryGrid({ images }: { images: PublicGalleryImage[] }) {
  const { t } = useLingui();
  if (images.length === 0) {
    return <p className="py-12 text-center text-lg text-slate-700">{t(GALLERY_TEXTS.empty)}</p>;
  }
  return (
    <ul className={GALLERY_GRID_CLASS}>
      {images.map((image) => (
        <GalleryTile key={image.id} image={image} />
      ))}
    </ul>
  );
}

/**
 * A tile: the picture, linked to the full image in a new tab, with its caption
 * (title, and category when there is one) under it on a solid background, so
 * it reads on every photo and on screens that cannot hover (decision 0048).
 * Screen readers get the same words once, from the picture's alt text.
 */
export function GalleryTile({ image }: { image: PublicGalleryImage }) {
  return (
    <li>
      <a
        href={image.imageUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="group block overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
      >
        <span className="block aspect-[4/3] overflow-hidden bg-slate-200">
          <GalleryImage imageUrl={image.imageUrl} label={galleryImageLabel(image)} />
        </span>
        <span aria-hidden="true" className="block bg-white px-3 py-2 break-words text-slate-900">
          <span lang={image.title.lang} className="block font-semibold">
            {image.title.text}
          </span>
          {image.category ? (
            <span lang={image.category.lang} className="block text-sm text-slate-700">
              {image.category.text}
            </span>
          ) : null}
        </span>
        <span className="sr-only">
          {" "}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </li>
  );
}

function GalleryLoadError() {
  const { t } = useLingui();
  return (
    <div role="alert" className="py-12 text-center text-lg text-slate-700">
      <p>{t(GALLERY_TEXTS.failed)}</p>
      <LocalLink to="/gallery" className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        <Trans>Try again</Trans>
      </LocalLink>
    </div>
  );
}

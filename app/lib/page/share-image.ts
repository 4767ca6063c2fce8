// The picture WhatsApp and Facebook show beside a shared link (decision 0076): its size and its addresses. Pure, for
// a route's meta in the server's render and the browser's alike; the server draws and keeps the pictures
// (app/features/share-image/).
import { LOCALES, type Locale } from "../language/locale";

/** What every share image is: WhatsApp and Facebook show a picture of this size large, and none over its weight. */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 600 * 1024 } as const;

/** The address of a page's share image drawn with the logo, and of one drawn with a cover photo. */
export const SHARE_IMAGE_PATHS = { logo: "/share.png", cover: "/share.jpg" } as const;

/** Its query's parameters: the page's language, the page's title, a cover's, and the frame's version. */
export const SHARE_PARAMS = {
  lang: "lang",
  /** A page's name, by its message's id in the catalog: words the site itself wrote. */
  page: "page",
  /** A title another feature chose, with `cover` (a stored photo) when it has one, and their signature. */
  text: "text",
  cover: "cover",
  signature: "sig",
  /** What the school's name, tagline and logo were: a new one gives every share image a new address. */
  version: "v",
} as const;

/**
 * The share image of a page in `locale`, drawn with the logo and, when `page` names one, the page's name (the id of
 * its message: the server reads the words from its catalog, so an address cannot make it draw anything else); with
 * none, the school's tagline (the home page's). `version` is the root loader's `shareVersion`.
 */
export function pageShareImagePath({ locale, page, version }: { locale: Locale; page?: string; version: string }) {
  const query = new URLSearchParams({ [SHARE_PARAMS.lang]: locale });
  if (page) query.set(SHARE_PARAMS.page, page);
  query.set(SHARE_PARAMS.version, version);
  return `${SHARE_IMAGE_PATHS.logo}?${query}`;
}

/** The type of the image at a share image's `path`: a cover photo's is a JPEG, the rest PNGs. */
export const shareImageType = (path: string) =>
  new URL(path, "http://site.invalid").pathname === SHARE_IMAGE_PATHS.cover ? "image/jpeg" : "image/png";

export const isLocale = (value: string | null): value is Locale => LOCALES.includes(value as Locale);

// The public site's two languages and their addresses (docs/specification.md
// §21): English at the pages' own paths, Hindi at the same paths under /hi.
// The language is read from the address alone, never from a cookie or the
// browser's preferences, so each page is cached apart by its address.

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in the back office and the office's mail, which are in English. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "Hindi" };

/** Each language's name in itself, as the header's language switch names it. */
export const OWN_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** `<html lang>` of each language's pages. */
export const HTML_LANG: Record<Locale, string> = { en: "en-IN", hi: "hi" };

/** Each language's `hreflang`, in alternates and the sitemap. */
export const HREFLANG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

const HINDI = "/hi";

/** The language of a public page's path: Hindi under /hi, English everywhere else. */
export const localeOf = (pathname: string): Locale =>
  pathname === HINDI || pathname.startsWith(`${HINDI}/`) ? "hi" : "en";

/** The English path of a page's path in either language: "/hi/about" → "/about", "/hi" → "/". */
export function englishPathOf(pathname: string): string {
  if (localeOf(pathname) === "en") return pathname;
  return pathname.slice(HINDI.length) || "/";
}

/**
 * The page at `address` (a path in either language, with its query and fragment if any) in `locale`:
 * ("hi", "/about") → "/hi/about", ("hi", "/") → "/hi", ("hi", "/?form=visit") → "/hi?form=visit".
 */
export function pathIn(locale: Locale, address: string): string {
  const split = address.search(/[?#]/);
  const [path, rest] = split === -1 ? [address, ""] : [address.slice(0, split), address.slice(split)];
  const english = englishPathOf(path);
  if (locale === "en") return `${english}${rest}`;
  return `${english === "/" ? HINDI : `${HINDI}${english}`}${rest}`;
}

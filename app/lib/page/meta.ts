import type { MessageDescriptor } from "@lingui/core";
import type { MetaDescriptor } from "react-router";

import { loadedI18n } from "../language/loaded-i18n";
import { englishPathOf, HREFLANG, localeOf, LOCALES, pathIn } from "../language/locale";
import { pageShareImagePath, SHARE_IMAGE, shareImageType } from "./share-image";

/** What a page's meta needs of the root loader's data (the school's settings, the address, the share images'). */
type RootData =
  { settings: { schoolName: string; shortDescription: string }; siteUrl: string; shareVersion: string } | undefined;
interface MetaArgsLike {
  matches: ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

/**
 * A public page's title ("<page> | <school name>"), description, canonical URL
 * (in the page's own language), its addresses in each language (hreflang, with
 * English the default) and Open Graph tags, for a route's `meta` export. A
 * public page names itself and describes itself with messages (`msg`), said
 * in the language of its address (docs/specification.md §21); the back office,
 * which is in English, with plain words.
 *
 * Its share image (og:image, decision 0076) is `image` when the page's loader chose one (`shareImagePath` of
 * app/features/share-image), else drawn with the school's logo and the page's name, named by its message's id (the
 * home page's, and a page named in plain words, with the school's tagline).
 */
export function pageMeta(
  { matches, location }: MetaArgsLike,
  name: MessageDescriptor | string,
  description?: MessageDescriptor | string,
  { image }: { image?: string } = {},
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const say = (words: MessageDescriptor | string) =>
    typeof words === "string" ? words : loadedI18n(localeOf(location.pathname))._(words);
  const page = say(name);
  const schoolName = root?.settings.schoolName ?? "";
  const title = page && schoolName ? `${page} | ${schoolName}` : page || schoolName;
  const summary = (description === undefined ? undefined : say(description)) ?? root?.settings.shortDescription ?? "";
  const addressOf = (path: string) => (root ? new URL(path, root.siteUrl).toString() : undefined);
  const url = addressOf(location.pathname);
  const locale = localeOf(location.pathname);
  const named = typeof name !== "string" && englishPathOf(location.pathname) !== "/" ? name.id : undefined;
  const shareImage = image ?? (root ? pageShareImagePath({ locale, page: named, version: root.shareVersion }) : null);
  return [
    { title },
    { name: "description", content: summary },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          ...LOCALES.map((locale) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: HREFLANG[locale],
            href: addressOf(pathIn(locale, location.pathname)),
          })),
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "x-default",
            href: addressOf(pathIn("en", location.pathname)),
          },
          { property: "og:url", content: url },
        ]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: schoolName },
    { property: "og:title", content: title },
    { property: "og:description", content: summary },
    ...(shareImage && root
      ? [
          { property: "og:image", content: addressOf(shareImage) },
          { property: "og:image:type", content: shareImageType(shareImage) },
          { property: "og:image:width", content: String(SHARE_IMAGE.width) },
          { property: "og:image:height", content: String(SHARE_IMAGE.height) },
          { property: "og:image:alt", content: title },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * A `<link rel="alternate">` to an Atom feed in the page's language (at `path`'s address in that language), named
 * by `title` in that language with the school's name, for a route's `meta` beside `pageMeta`'s: feed readers and
 * browsers find a site's feed by it (decision 0064).
 */
export function feedLink(
  { matches, location }: MetaArgsLike,
  path: string,
  title: (schoolName: string) => MessageDescriptor,
): MetaDescriptor {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const locale = localeOf(location.pathname);
  const href = pathIn(locale, path);
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: loadedI18n(locale)._(title(root?.settings.schoolName ?? "")),
    href: root ? new URL(href, root.siteUrl).toString() : href,
  };
}

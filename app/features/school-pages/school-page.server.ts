// A page of the school's own as a parent opens it (docs/specification.md §32): its published revision in the page's
// language, each block with what it shows; a removed page's address answers 410 or sends the visitor on.
import { data, redirect, type RouterContextProvider } from "react-router";

import { currentNoticesOf, nextNoticeChange, type ListedNotice } from "~/features/announcements/notices.server";
import { lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { pageChangesAt } from "~/features/page-cache/page-cache.server";
import { shareImagePath } from "~/features/share-image/share-image.server";
import { requireSection } from "~/features/users/access.server";
import { localeOf, pathIn, type Locale } from "~/lib/language/locale";
import { localized } from "~/lib/language/localized";

import { fileIdsOf, type PageBlock, type PageTable } from "./page-blocks";
import { pageFileUrl, pageImageSrcSet, pageImageUrl, type PageFile } from "./page-files";
import type { TextDoc } from "./page-text";
import { filesOfPage } from "./school-page-files.server";
import { pageForEditor, schoolPageAt } from "./school-pages.server";

/**
 * A block as the page shows it: in the page's language, with what it lists. Where a Hindi page shows a block's
 * English, for it has no Hindi, `lang` says so (decision 0054).
 */
export type ShownBlock =
  | { id: string; type: "text"; doc: TextDoc; lang?: "en" }
  | { id: string; type: "table"; table: PageTable; lang?: "en" }
  | {
      id: string;
      type: "image";
      src: string;
      srcSet: string;
      width: number | null;
      height: number | null;
      /** Empty for decoration. */
      alt: string;
      caption: string;
      lang?: "en";
    }
  | { id: string; type: "file"; url: string; title: string; bytes: number; pages: number | null; lang?: "en" }
  | { id: string; type: "notices"; notices: ListedNotice[] }
  | { id: string; type: "action"; target: "apply" | "enquire" | "page"; to: string | null; label: string; lang?: "en" };

function inLanguage<T>(block: { en: T; hi: T | null }, locale: Locale): { value: T; lang?: "en" } {
  if (locale !== "hi") return { value: block.en };
  return block.hi ? { value: block.hi } : { value: block.en, lang: "en" };
}

async function shown(
  block: PageBlock,
  files: ReadonlyMap<string, PageFile>,
  locale: Locale,
  now: Date,
): Promise<ShownBlock | null> {
  switch (block.type) {
    case "text": {
      const { value, lang } = inLanguage(block, locale);
      return { id: block.id, type: "text", doc: value, lang };
    }
    case "table": {
      const { value, lang } = inLanguage(block, locale);
      return { id: block.id, type: "table", table: value, lang };
    }
    case "notices":
      return {
        id: block.id,
        type: "notices",
        notices: await currentNoticesOf(block.category, locale, block.count, now),
      };
    case "action": {
      const { value, lang } = inLanguage(block, locale);
      return { id: block.id, type: "action", target: block.target, to: block.to, label: value.label, lang };
    }
    case "image": {
      const file = files.get(block.fileId);
      if (!file) return null;
      const { value, lang } = inLanguage(block, locale);
      return {
        id: block.id,
        type: "image",
        src: pageImageUrl(file.storageKey, 960),
        srcSet: pageImageSrcSet(file.storageKey),
        width: file.width,
        height: file.height,
        alt: block.decorative ? "" : value.alt || block.en.alt,
        caption: value.caption,
        lang,
      };
    }
    case "file": {
      const file = files.get(block.fileId);
      if (!file) return null;
      const { value, lang } = inLanguage(block, locale);
      return {
        id: block.id,
        type: "file",
        url: pageFileUrl(file),
        title: value.title || file.name,
        bytes: file.bytes,
        pages: file.pages,
        lang,
      };
    }
  }
}

/** `blocks` of the page `pageId` as the page shows them in `locale` at `now`; a block whose file is gone is left out. */
export async function shownBlocks(
  pageId: string,
  blocks: readonly PageBlock[],
  locale: Locale,
  now: Date,
): Promise<ShownBlock[]> {
  const files = new Map((await filesOfPage(pageId, fileIdsOf(blocks))).map((file) => [file.id, file]));
  const shownOnes = await Promise.all(blocks.map((block) => shown(block, files, locale, now)));
  return shownOnes.filter((block): block is ShownBlock => block !== null);
}

/**
 * The page at `address` in the request's language: 404 when none shows there (any one-word address comes here), 410
 * when removed, 301 when moved.
 */
export async function loadSchoolPage(request: Request, context: Readonly<RouterContextProvider>, address: string) {
  const locale = localeOf(new URL(request.url).pathname);
  const now = new Date();
  const found = await schoolPageAt(address, now);
  // Answered, not thrown: the route's own page and head say it, as the not-found route's do (docs/specification.md §2).
  if (!found) return data({ missing: 404 as const }, { status: 404 });
  if (found.kind === "moved") throw redirect(pathIn(locale, found.to), 301);
  if (found.kind === "gone") return data({ missing: 410 as const }, { status: 410 });
  const blocks = await shownBlocks(found.id, found.blocks, locale, now);
  // A list of notices changes when a scheduled one shows: the kept page goes then (decision 0077).
  if (blocks.some((block) => block.type === "notices")) {
    const next = await nextNoticeChange(now);
    if (next) pageChangesAt(context, next);
  }
  const title = localized(found.title, found.titleHi, locale);
  return {
    missing: null,
    title,
    blocks,
    shareImage: await shareImagePath({ title: title.text, locale }),
    // Its "Last updated" date (docs/specification.md §26): when the revision shown was published.
    lastUpdated: lastUpdatedDay(found.publishedAt),
  };
}

/**
 * A page's preview for staff with Pages (docs/specification.md §32): its saved working copy in the request's language,
 * in the site's frame, as a parent would see it once published. 404 when there is no such page.
 */
export async function loadSchoolPagePreview(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  await requireSection(request, context, "pages");
  const locale = localeOf(new URL(request.url).pathname);
  const found = /^[0-9a-f-]{36}$/.test(id) ? await pageForEditor(id) : null;
  if (!found) throw data("This page no longer exists.", { status: 404 });
  const { page } = found;
  const title = localized(page.title, page.titleHi, locale);
  return { id, title, blocks: await shownBlocks(page.id, page.blocks, locale, new Date()) };
}

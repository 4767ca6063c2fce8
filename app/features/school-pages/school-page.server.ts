// A page of the school's own as a parent opens it (docs/specification.md §32): its published revision in the page's
// language, each block with what it shows; a removed page's address answers 410 or sends the visitor on.
import { data, redirect, type RouterContextProvider } from "react-router";

import { currentNoticesOf, nextNoticeChange, type ListedNotice } from "~/features/announcements/notices.server";
import { lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { pageChangesAt } from "~/features/page-cache/page-cache.server";
import { shareImagePath } from "~/features/share-image/share-image.server";
import { localeOf, pathIn, type Locale } from "~/lib/locale";
import { localized } from "~/lib/localized";

import type { PageBlock, PageTable } from "./page-blocks";
import type { TextDoc } from "./page-text";
import { schoolPageAt } from "./school-pages.server";

/**
 * A block as the page shows it: in the page's language, with what it lists. Where a Hindi page shows a block's
 * English, for it has no Hindi, `lang` says so (decision 0054).
 */
export type ShownBlock =
  | { id: string; type: "text"; doc: TextDoc; lang?: "en" }
  | { id: string; type: "table"; table: PageTable; lang?: "en" }
  | { id: string; type: "notices"; notices: ListedNotice[] }
  | { id: string; type: "action"; target: "apply" | "enquire" | "page"; to: string | null; label: string; lang?: "en" };

function inLanguage<T>(block: { en: T; hi: T | null }, locale: Locale): { value: T; lang?: "en" } {
  if (locale !== "hi") return { value: block.en };
  return block.hi ? { value: block.hi } : { value: block.en, lang: "en" };
}

async function shown(block: PageBlock, locale: Locale, now: Date): Promise<ShownBlock | null> {
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
    // Images and files are shown once the page's files can be added (the editor's, still to come).
    default:
      return null;
  }
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
  const blocks = (await Promise.all(found.blocks.map((block) => shown(block, locale, now)))).filter(
    (block): block is ShownBlock => block !== null,
  );
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

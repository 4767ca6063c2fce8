// What the public site reads of the notices (decision 0077): the home page's Latest Announcements, the feed, the
// Notice Board and a notice's own page. A notice shows from its publishing time, and is current through its last
// day; the archive keeps every published one. Pages that list notices are kept in the page cache until the next
// scheduled notice's time (`nextNoticeChange`).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  like,
  lte,
  max,
  min,
  or,
  sql,
  type SQL,
} from "drizzle-orm";

import { readCountedPage, type Page } from "~/features/admin/pagination";
import { db, rowsOf } from "~/lib/database/db.server";
import { schoolToday } from "~/lib/database/time.server";
import { addressesIn } from "~/lib/forms/addresses-in";
import type { Locale } from "~/lib/language/locale";
import { localized, localizedOptional, type LocalText } from "~/lib/language/localized";

import { announcementFiles, announcements } from "../../../db/schema";
import { LATEST_ANNOUNCEMENTS_LIMIT } from "./announcements";
import { noticeBlocks, noticePlainText } from "./notice-text.server";
import {
  NOTICE_IMAGE_WIDTHS,
  noticeFileUrl,
  noticeImageSrcSet,
  noticePath,
  NOTICES_PER_PAGE,
  type BoardQuery,
  type NoticeBlock,
  type NoticeCategory,
} from "./notices";

/**
 * Published: written out rather than as a parameter, so that the planner always sees it is the condition of the
 * board's partial indexes (`db/schema.ts`).
 */
const PUBLISHED = sql`${announcements.status} = 'published'`;

/** A published notice that shows at `now`. */
const shownAt = (now: Date) => and(PUBLISHED, lte(announcements.publishAt, now));

/** A notice that shows at `now` and is still current on the school's `today`. */
const currentAt = (now: Date, today: string) =>
  and(shownAt(now), or(isNull(announcements.endsOn), gte(announcements.endsOn, today)));

/** When a shown notice last changed: its last save, or its time when it went up by itself later. */
const lastChanged = sql<Date>`greatest(${announcements.updatedAt}, ${announcements.publishAt})`.mapWith(
  announcements.updatedAt,
);

/** Newest first: the date it is dated, then the one added last, then the id, so pages never overlap. */
const NEWEST_FIRST = [desc(announcements.date), desc(announcements.createdAt), desc(announcements.id)];

/** A notice as the home page, the feed and the board list it, in the page's language (decision 0054). */
export interface ListedNotice {
  id: string;
  path: string;
  title: LocalText;
  /** yyyy-MM-dd, a calendar date with no time and no time zone. */
  date: string;
  category: NoticeCategory;
  number: string | null;
}

/** On the home page and in the feed: the text as plain words, and when it was published. */
export interface LatestNotice extends ListedNotice {
  content: LocalText;
  publishedAt: Date;
}

const listedColumns = {
  id: announcements.id,
  ref: announcements.ref,
  slug: announcements.slug,
  title: announcements.title,
  titleHi: announcements.titleHi,
  date: announcements.date,
  category: announcements.category,
  number: announcements.number,
};

function listed(
  row: { ref: number; slug: string; title: string; titleHi: string | null } & Omit<ListedNotice, "path" | "title">,
  locale: Locale,
): ListedNotice {
  return {
    id: row.id,
    path: noticePath(row),
    title: localized(row.title, row.titleHi, locale),
    date: row.date,
    category: row.category,
    number: row.number,
  };
}

/**
 * The newest current notices shown on the home page (SPEC §7: the switch is on), at most `limit`: the home page's
 * three, the feed's twenty. Each with its text as plain words.
 */
export async function latestNotices(locale: Locale, limit: number, now: Date, today: string): Promise<LatestNotice[]> {
  const rows = await db()
    .select({
      ...listedColumns,
      content: announcements.content,
      contentHi: announcements.contentHi,
      publishAt: announcements.publishAt,
    })
    .from(announcements)
    .where(and(eq(announcements.isActive, true), currentAt(now, today)))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((row) => {
    const content = localized(row.content, row.contentHi, locale);
    return {
      ...listed(row, locale),
      content: { ...content, text: noticePlainText(content.text) },
      publishedAt: row.publishAt!,
    };
  });
}

/** The newest current notices of `category`, at most `limit`: a page of the school's own lists them (§32). */
export async function currentNoticesOf(
  category: NoticeCategory,
  locale: Locale,
  limit: number,
  now: Date,
): Promise<ListedNotice[]> {
  const rows = await db()
    .select(listedColumns)
    .from(announcements)
    .where(and(currentAt(now, schoolToday(now)), eq(announcements.category, category)))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((row) => listed(row, locale));
}

/**
 * When the latest scheduled notice went up by itself, at its time, at or before `now`: after its last save, so no
 * change of the area marked it. The pages that list notices date themselves by it too (docs/specification.md §26).
 */
export async function lastScheduledShown(now: Date): Promise<Date | null> {
  const [row] = await db()
    .select({ at: max(announcements.publishAt) })
    .from(announcements)
    .where(and(shownAt(now), gt(announcements.publishAt, announcements.updatedAt)));
  return row?.at ?? null;
}

/** The home page's Latest Announcements at `now` (SPEC §7: at most three). */
export const listLatestAnnouncements = (locale: Locale, now = new Date()) =>
  latestNotices(locale, LATEST_ANNOUNCEMENTS_LIMIT, now, schoolToday(now));

/**
 * When the next scheduled notice is published, after `now` (null: none is waiting): pages that list notices are
 * kept only until then, so it shows exactly at its time on every process (decision 0077). A notice's last day ends
 * at the school's midnight, when every kept page goes anyway.
 */
export async function nextNoticeChange(now: Date): Promise<Date | null> {
  const [row] = await db()
    .select({ next: min(announcements.publishAt) })
    .from(announcements)
    .where(and(PUBLISHED, gt(announcements.publishAt, now)));
  return row?.next ?? null;
}

// ------------------------------------------------------------ the board

/** A notice on the board: pinned or not, and how many attachments of each kind and photos it has. */
export interface BoardNotice extends ListedNotice {
  pinned: boolean;
  pdfs: number;
  images: number;
  photos: number;
}

/** One page of the board: pinned current notices first, then newest first. */
export async function listBoard(
  query: BoardQuery,
  locale: Locale,
  now: Date,
  today: string,
): Promise<Page<BoardNotice>> {
  const where = and(
    query.session ? and(shownAt(now), eq(announcements.session, query.session)) : currentAt(now, today),
    query.category ? eq(announcements.category, query.category) : undefined,
    searchFor(query.search),
  );
  // The page and its count in one reading: a search reads every notice's words anyway (decision 0077).
  const page = await readCountedPage(query.page, {
    pageSize: NOTICES_PER_PAGE,
    count: () => db().$count(announcements, where),
    rows: ({ limit, offset }) =>
      db()
        .select({
          ...listedColumns,
          pinned: announcements.pinned,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(announcements)
        .where(where)
        .orderBy(...(query.session ? [] : [desc(announcements.pinned)]), ...NEWEST_FIRST)
        .limit(limit)
        .offset(offset),
  });
  const counts = await fileCounts(page.rows.map((row) => row.id));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...listed(row, locale),
      pinned: row.pinned && !query.session,
      ...(counts.get(row.id) ?? { pdfs: 0, images: 0, photos: 0 }),
    })),
  };
}

/** Words in the title, the text (either language) or the number; a LIKE's own characters are taken as typed. */
function searchFor(search: string): SQL | undefined {
  const words = search.trim().toLowerCase();
  if (!words) return undefined;
  // search_text is lower-cased already (decision 0061): LIKE, not ILIKE, which PGlite runs five times slower.
  return like(announcements.searchText, `%${words.replace(/[\\%_]/g, "\\$&")}%`);
}

async function fileCounts(ids: string[]) {
  const counts = new Map<string, { pdfs: number; images: number; photos: number }>();
  if (ids.length === 0) return counts;
  const rows = await db()
    .select({
      id: announcementFiles.announcementId,
      kind: announcementFiles.kind,
      pdf: sql<boolean>`${announcementFiles.contentType} = 'application/pdf'`,
      files: count(),
    })
    .from(announcementFiles)
    .where(inArray(announcementFiles.announcementId, ids))
    .groupBy(announcementFiles.announcementId, announcementFiles.kind, sql`3`);
  for (const row of rows) {
    const counted = counts.get(row.id) ?? { pdfs: 0, images: 0, photos: 0 };
    if (row.kind === "photo") counted.photos += row.files;
    else if (row.pdf) counted.pdfs += row.files;
    else counted.images += row.files;
    counts.set(row.id, counted);
  }
  return counts;
}

/**
 * The sessions the board's archive has notices of, newest first. A school has a few sessions and thousands of
 * notices: each step reads the next older session from `announcements_session_idx`, instead of every notice.
 */
export async function boardSessions(now: Date): Promise<string[]> {
  const newestBefore = (session?: SQL) => sql`(
    select ${announcements.session} from ${announcements}
    where ${PUBLISHED} and ${announcements.publishAt} <= ${now.toISOString()}::timestamptz
      ${session ? sql`and ${announcements.session} < ${session}` : sql``}
    order by ${announcements.session} desc limit 1)`;
  const rows = rowsOf<{ session: string | null }>(
    await db().execute(sql`
      with recursive sessions(session) as (
        select ${newestBefore()}
        union all
        select ${newestBefore(sql.raw("sessions.session"))} from sessions where sessions.session is not null
      )
      select session from sessions where session is not null`),
  );
  return rows.map((row) => row.session!);
}

// ------------------------------------------------------------ a notice's page

/** A file of a notice as its page shows it. */
export interface NoticeFile {
  id: string;
  /** A PDF's address, or an image's largest size. */
  url: string;
  /** An image's sizes, for its srcset; null for a PDF. */
  srcSet: string | null;
  name: string;
  contentType: string;
  bytes: number;
  pages: number | null;
  width: number | null;
  height: number | null;
  caption: LocalText | null;
  alt: LocalText | null;
}

/** A notice's own page: its text as blocks, its files, and when it was last changed. */
export interface NoticePage extends ListedNotice {
  ref: number;
  slug: string;
  blocks: NoticeBlock[];
  /** "en" when a Hindi page shows the English text. */
  lang?: "en";
  /** Its text as plain words, for the page's description and the share link. */
  summary: string;
  updatedAt: Date;
  endsOn: string | null;
  current: boolean;
  attachments: NoticeFile[];
  photos: NoticeFile[];
  /** The storage key of its cover photo's largest size, for its share image; null without photos. */
  coverKey: string | null;
}

/** The published notice numbered `ref` as it shows at `now`, or null (never published, not yet, or removed). */
export async function findNotice(ref: number, locale: Locale, now: Date, today: string): Promise<NoticePage | null> {
  const [row] = await db()
    .select({
      ...listedColumns,
      content: announcements.content,
      contentHi: announcements.contentHi,
      endsOn: announcements.endsOn,
      updatedAt: lastChanged,
    })
    .from(announcements)
    .where(and(eq(announcements.ref, ref), shownAt(now)));
  if (!row) return null;
  const files = await db()
    .select()
    .from(announcementFiles)
    .where(eq(announcementFiles.announcementId, row.id))
    .orderBy(asc(announcementFiles.kind), asc(announcementFiles.position), asc(announcementFiles.id));
  const content = localized(row.content, row.contentHi, locale);
  const fileOf = (file: (typeof files)[number]): NoticeFile => ({
    id: file.id,
    url: noticeFileUrl(file),
    srcSet: file.contentType === "application/pdf" ? null : noticeImageSrcSet(file.storageKey),
    name: file.name,
    contentType: file.contentType,
    bytes: file.bytes,
    pages: file.pages,
    width: file.width,
    height: file.height,
    caption: localizedOptional(file.caption, file.captionHi, locale),
    alt: file.decorative ? null : localizedOptional(file.alt, file.altHi, locale),
  });
  return {
    ...listed(row, locale),
    ref: row.ref,
    slug: row.slug,
    blocks: noticeBlocks(content.text),
    ...(content.lang ? { lang: content.lang } : {}),
    summary: noticePlainText(content.text),
    updatedAt: row.updatedAt,
    endsOn: row.endsOn,
    current: row.endsOn === null || row.endsOn >= today,
    attachments: files.filter((file) => file.kind === "attachment").map(fileOf),
    photos: files.filter((file) => file.kind === "photo").map(fileOf),
    coverKey: coverOf(files),
  };
}

/** The cover photo's largest size (the first photo, when none is marked), or null without photos. */
function coverOf(files: { kind: string; isCover: boolean; storageKey: string }[]): string | null {
  const photos = files.filter((file) => file.kind === "photo");
  const cover = photos.find((file) => file.isCover) ?? photos[0];
  return cover ? `${cover.storageKey}/${NOTICE_IMAGE_WIDTHS.at(-1)}.webp` : null;
}

/** Every published notice's address and when it last changed, for the sitemap. */
export async function noticeAddresses(now: Date): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db()
    .select({ ref: announcements.ref, slug: announcements.slug, updatedAt: lastChanged })
    .from(announcements)
    .where(shownAt(now))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => ({ path: noticePath(row), updatedAt: row.updatedAt }));
}

/**
 * The links and files the published notices show at `now` (decision 0077), for the weekly link check: each address
 * in a notice's text, either language, and each of its attachments and photos, with the notice's editor.
 */
export async function noticeLinks(now: Date): Promise<{ url: string; title: string; editor: string }[]> {
  const rows = await db()
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      contentHi: announcements.contentHi,
    })
    .from(announcements)
    .where(shownAt(now))
    .orderBy(...NEWEST_FIRST);
  if (rows.length === 0) return [];
  const files = await db()
    .select({
      id: announcementFiles.announcementId,
      storageKey: announcementFiles.storageKey,
      contentType: announcementFiles.contentType,
    })
    .from(announcementFiles)
    .where(
      inArray(
        announcementFiles.announcementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(announcementFiles.kind), asc(announcementFiles.position));
  // Each notice's files found by its id, not by reading every file for every notice: 5,000 notices with 20,000
  // photos made that a 2-second stop of the whole server.
  const filesOf = Map.groupBy(files, (file) => file.id);
  return rows.flatMap((row) => {
    const editor = `/admin/announcements/${row.id}`;
    return [
      ...addressesIn(`${row.content}\n${row.contentHi ?? ""}`),
      ...(filesOf.get(row.id) ?? []).map(noticeFileUrl),
    ].map((url) => ({ url, title: row.title, editor }));
  });
}

// The Notice Board's loaders (decision 0077): /notices with its filters, and a notice's own page. Both are kept in the
// page cache until the next scheduled notice shows; a notice's old address words are sent on to its current ones.
import { data, redirect, type RouterContextProvider } from "react-router";

import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { pageChangesAt } from "~/features/page-cache/page-cache.server";
import { shareImagePath } from "~/features/share-image/share-image.server";
import { schoolToday } from "~/lib/database/time.server";
import { localeOf, pathIn } from "~/lib/language/locale";
import { siteOrigin } from "~/lib/server/site-url.server";

import { boardQuery, noticePath, readNoticeAddress } from "./notices";
import { boardSessions, findNotice, lastScheduledShown, listBoard, nextNoticeChange } from "./notices.server";

/** The board at `request`'s address: one page of notices by its filters, and the sessions of its archive. */
export async function loadNoticeBoard(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const query = boardQuery(url.searchParams);
  const now = new Date();
  const [page, sessions, changed, scheduled, next] = await Promise.all([
    listBoard(query, locale, now, schoolToday(now)),
    boardSessions(now),
    lastChangeOf(["announcements"]),
    lastScheduledShown(now),
    nextNoticeChange(now),
  ]);
  if (next) pageChangesAt(context, next);
  // Its "Last updated" date (docs/specification.md §26): the notices' last change, or a scheduled one's time.
  return { query, page, sessions, lastUpdated: lastUpdatedDay(changed, scheduled) };
}

/**
 * A notice's page at /notices/<number>-<words>: 404 when no notice shows there; an address with other words (the
 * title changed, or none were given) is sent on for good to the notice's own.
 */
export async function loadNoticePage(request: Request, context: Readonly<RouterContextProvider>, address: string) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const named = readNoticeAddress(address);
  const now = new Date();
  const notice = named && (await findNotice(named.ref, locale, now, schoolToday(now)));
  if (!notice) throw data(null, { status: 404 });
  if (named!.slug !== notice.slug) throw redirect(pathIn(locale, noticePath(notice)) + url.search, 301);
  const next = await nextNoticeChange(now);
  if (next) pageChangesAt(context, next);
  return {
    notice,
    address: new URL(pathIn(locale, noticePath(notice)), siteOrigin(request)).toString(),
    // What a link shared on WhatsApp shows (decision 0076): its cover photo under its title, or the school's logo.
    shareImage: await shareImagePath({
      title: notice.title.text,
      cover: notice.coverKey ?? undefined,
      locale,
    }),
    // Its "Last updated" date (docs/specification.md §26): when the notice itself last changed.
    lastUpdated: lastUpdatedDay(notice.updatedAt),
  };
}

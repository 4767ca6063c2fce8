import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Camera, FileText, Image, Pin, Rss } from "lucide-react";

import type { Page } from "~/features/admin/pagination";
import { pathIn } from "~/lib/language/locale";
import { LocalLink, useLocale } from "~/ui/local-link";

import { ANNOUNCEMENTS_FEED_PATH, formatAnnouncementDate } from "./announcements";
import { NOTICE_CATEGORY_NAMES } from "./notice-categories";
import { NoticeCategoryAndNumber } from "./notice-category";
import { BOARD_SEARCH_MAX, boardPath, NOTICE_BOARD_PATH, NOTICE_CATEGORIES, type BoardQuery } from "./notices";
import type { BoardNotice } from "./notices.server";
import { StretchedLink } from "./stretched-link";

const controlClass =
  "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none";

/**
 * The Notice Board (decision 0077): a form of filters that works without scripts (a GET of the board's own address),
 * then the notices, pinned first, each with its number, date, category, title and what is attached, and pages.
 */
export function NoticeBoard({
  query,
  page,
  sessions,
}: {
  query: BoardQuery;
  page: Page<BoardNotice>;
  sessions: string[];
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const filtered = Boolean(query.category || query.session || query.search);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <form
        method="get"
        action={pathIn(locale, NOTICE_BOARD_PATH)}
        role="search"
        aria-label={t`Find notices`}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      >
        <label className="text-sm font-medium text-slate-800">
          <Trans>Category</Trans>
          <select name="category" defaultValue={query.category ?? ""} className={`mt-1 ${controlClass}`}>
            <option value="">{t`All categories`}</option>
            {NOTICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {i18n._(NOTICE_CATEGORY_NAMES[category])}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          <Trans>Session</Trans>
          <select name="session" defaultValue={query.session ?? ""} className={`mt-1 ${controlClass}`}>
            <option value="">{t`Current notices`}</option>
            {sessions.map((session) => (
              <option key={session} value={session}>
                {session}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          <Trans>Search</Trans>
          <input
            type="search"
            name="q"
            defaultValue={query.search}
            maxLength={BOARD_SEARCH_MAX}
            enterKeyHint="search"
            className={`mt-1 ${controlClass}`}
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <Trans>Show</Trans>
        </button>
      </form>

      <p role="status" className="mt-6 text-sm text-slate-700">
        {query.session ? (
          <Trans>
            All notices of the session {query.session}: <Plural value={page.total} one="# notice" other="# notices" />
          </Trans>
        ) : (
          <Plural value={page.total} one="# current notice" other="# current notices" />
        )}
        {filtered ? (
          <>
            {" "}
            <LocalLink
              to={NOTICE_BOARD_PATH}
              className="inline-flex min-h-11 items-center px-1 font-medium text-brand-800 underline"
            >
              <Trans>Clear the filters</Trans>
            </LocalLink>
          </>
        ) : null}
      </p>

      {page.rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {filtered ? (
            <Trans>No notices match. Try another category or session.</Trans>
          ) : (
            <Trans>There are no current notices. Earlier ones are in each session's archive.</Trans>
          )}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {page.rows.map((notice) => (
            <li key={notice.id} className="relative p-4 focus-within:bg-brand-50 hover:bg-slate-50">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                {notice.pinned ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
                    <Pin aria-hidden className="h-4 w-4" />
                    <Trans>Pinned</Trans>
                  </span>
                ) : null}
                <time dateTime={notice.date}>{formatAnnouncementDate(notice.date, locale)}</time>
                <NoticeCategoryAndNumber category={notice.category} number={notice.number} />
              </p>
              <h2 lang={notice.title.lang} className="mt-1 text-lg font-semibold text-slate-900">
                <StretchedLink to={notice.path}>{notice.title.text}</StretchedLink>
              </h2>
              <Attached notice={notice} />
            </li>
          ))}
        </ul>
      )}

      <BoardPages query={query} page={page} />

      <p className="mt-8 text-sm">
        <a
          href={pathIn(locale, ANNOUNCEMENTS_FEED_PATH)}
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline"
        >
          <Rss aria-hidden className="h-4 w-4" />
          <Trans>Follow the notices in a feed reader</Trans>
        </a>
      </p>
    </div>
  );
}

/** What a notice has attached, as icons with their counts in words for a screen reader. */
function Attached({ notice }: { notice: BoardNotice }) {
  const { t } = useLingui();
  const parts = [
    { count: notice.pdfs, Icon: FileText, words: t`PDF` },
    { count: notice.images, Icon: Image, words: t`Image` },
    { count: notice.photos, Icon: Camera, words: t`Photos` },
  ].filter((part) => part.count > 0);
  if (parts.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-3 text-sm text-slate-700">
      {parts.map(({ count, Icon, words }) => (
        <span key={words} className="inline-flex items-center gap-1">
          <Icon aria-hidden className="h-4 w-4" />
          {words}: {count}
        </span>
      ))}
    </p>
  );
}

/** Newer and older pages, as links that keep the filters. */
function BoardPages({ query, page }: { query: BoardQuery; page: Page<BoardNotice> }) {
  const { t } = useLingui();
  if (page.pageCount <= 1) return null;
  const linkClass =
    "inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium text-brand-800 hover:bg-brand-50";
  return (
    <nav aria-label={t`Pages of notices`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page.page > 1 ? (
        <LocalLink to={boardPath({ ...query, page: page.page - 1 })} className={linkClass}>
          <Trans>Newer notices</Trans>
        </LocalLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        <Trans>
          Page {page.page} of {page.pageCount}
        </Trans>
      </span>
      {page.page < page.pageCount ? (
        <LocalLink to={boardPath({ ...query, page: page.page + 1 })} className={linkClass}>
          <Trans>Older notices</Trans>
        </LocalLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

// The public pages kept in the page cache (decision 0034), with what each
// shows and the query parameters it reads. Every page also shows the school's
// settings (its name, address and links in the header and footer) and the alerts. A page not
// listed here is never cached: a new page is rendered afresh until it is added.
import { admissionForm } from "~/features/admissions/next-steps";
import { boardPath, boardQuery, readNoticeAddress } from "~/features/announcements/notices";
import { canonicalCalendarSearch, isKeptCalendarSearch } from "~/features/calendar/search-params";
import { knownParams, type CachedPage } from "~/features/page-cache/cached-page";
import { noticeVersionNumber } from "~/features/privacy/privacy-notice";
import { addressProblem } from "~/features/school-pages/addresses";
import { LOCALES, pathIn } from "~/lib/language/locale";

const PAGES: Readonly<Record<string, CachedPage>> = {
  "/": { shows: ["content", "announcements"] },
  "/about": { shows: ["content"] },
  "/ethos": { shows: ["content"] },
  "/academics": { shows: ["content"] },
  // ?form=visit|enquiry opens a form's dialog, on the server too; ?sent=visit|enquiry says what happens next.
  // Apply Online, the open classes' seats and the fee (docs/specification.md §22); the window's days turn at the
  // school's midnight, when every page is rendered afresh.
  "/admissions": {
    shows: ["content", "applications"],
    reads: {
      names: ["form", "sent"],
      query: (search) => ({ canonical: knownParams(search, ["form", "sent"], admissionForm), kept: true }),
    },
  },
  // The first step of applying online, or why applications are not open (docs/specification.md §22): the session's
  // setup and its window, whose days turn at the school's midnight. A draft has an address of its own, never kept.
  "/admissions/apply": { shows: ["applications"] },
  // The form that looks an application up; what it finds is the answer to a post, never kept.
  "/admissions/status": { shows: [] },
  "/facilities": { shows: ["content"] },
  "/gallery": { shows: ["gallery"] },
  "/calendar": {
    shows: ["calendar"],
    reads: {
      names: ["category", "view", "month", "day"],
      query(search, today) {
        const canonical = canonicalCalendarSearch(search);
        return { canonical, kept: isKeptCalendarSearch(canonical, today()) };
      },
    },
  },
  "/mandatory-disclosures": { shows: ["disclosures"] },
  // The fee page (docs/specification.md §29): the fee structure and the Form VI.
  "/fees": { shows: ["fees"] },
  "/contact": { shows: ["content"] },
  // In English at /privacy and in Hindi at /hi/privacy; ?version=N an earlier notice, which the page answers 404
  // when there is none. ?lang=hi, the Hindi notice's old address, is read only to be sent on to /hi/privacy for good
  // (the page's 301): never kept. Any other lang is dropped.
  "/privacy": {
    shows: ["privacy_notice"],
    reads: {
      names: ["lang", "version"],
      query(search) {
        const canonical = knownParams(search, ["lang"], (lang) => (lang === "hi" ? lang : null));
        const moved = canonical.has("lang");
        const version = search.get("version");
        if (version === null) return { canonical, kept: !moved };
        const number = noticeVersionNumber(version);
        // Not a number: the page's 404, which is never kept, says there is no such version.
        canonical.set("version", number === null ? version : String(number));
        return { canonical, kept: number !== null && !moved };
      },
    },
  },
  // The Notice Board (decision 0077): its filters and page, as its own form and links write them. A search is
  // shown but not kept: there are as many as people type. A scheduled notice's time drops the kept board then.
  "/notices": {
    shows: ["announcements"],
    reads: {
      names: ["category", "session", "q", "page"],
      query(search) {
        const query = boardQuery(search);
        const canonical = new URL(boardPath(query), "http://board").searchParams;
        return { canonical, kept: !query.search && query.page <= 50 };
      },
    },
  },
  "/accessibility": { shows: [] },
  "/your-data": { shows: [] },
  // ?sent=email|mobile|both says what a form sent without scripts leads to (docs/specification.md §24).
  "/alerts/subscribe": {
    shows: [],
    reads: {
      names: ["sent"],
      query: (search) => ({
        canonical: knownParams(search, ["sent"], (sent) => (["email", "mobile", "both"].includes(sent) ? sent : null)),
        kept: true,
      }),
    },
  },
};

/** Each page at its English address and at its Hindi one: kept apart by address, and both renewed by a change. */
export const CACHED_PAGES: Readonly<Record<string, CachedPage>> = Object.fromEntries(
  Object.entries(PAGES).flatMap(([path, page]) => LOCALES.map((locale) => [pathIn(locale, path), page])),
);

/** A notice's own page, /notices/14-winter-vacation (decision 0077): kept as the board is; it reads no parameters. */
const NOTICE_PAGE: CachedPage = { shows: ["announcements"] };

/** A page of the school's own, /transport (docs/specification.md §32): it may list notices of a category. */
const SCHOOL_PAGE: CachedPage = { shows: ["announcements"] };

/**
 * The cached page at `path`: one of the pages above, a notice's page, or a page of the school's own, in either
 * language; undefined for any other. An address with no page answers 404, which is never kept.
 */
export function cachedPageAt(path: string): CachedPage | undefined {
  const page = CACHED_PAGES[path];
  if (page) return page;
  const notice = /^(?:\/hi)?\/notices\/([^/]+)$/.exec(path);
  if (notice) return readNoticeAddress(notice[1]!) ? NOTICE_PAGE : undefined;
  const own = /^(?:\/hi)?\/([^/]+)$/.exec(path);
  return own && addressProblem(own[1]!) === null ? SCHOOL_PAGE : undefined;
}

// The public pages kept in the page cache (decision 0034), with what
// each shows, so that an edit in the back office drops exactly the pages that
// show what it changed. Every page also shows the school's settings (its name,
// address and links in the header and footer). A page not listed here is never
// cached: a new page is rendered afresh until it is added.
import { admissionForm } from "~/features/admissions/next-steps";
import { canonicalCalendarSearch, isKeptCalendarSearch } from "~/features/calendar/search-params";
import { noticeVersionNumber } from "~/features/privacy/privacy-notice";

/** A kind of thing the back office edits that public pages show. */
export type PageArea =
  "settings" | "content" | "announcements" | "gallery" | "calendar" | "disclosures" | "privacy_notice";

/** What a page makes of the query parameters it reads (decision 0043). */
export interface PageQuery {
  /**
   * Those parameters as the page's own links write them, each once: unknown
   * or malformed values left out, others in their own spelling. A request
   * that says them otherwise is sent here, so that a page is kept under one
   * address and nobody can make it keep copies by inventing values.
   */
  canonical: URLSearchParams;
  /** False for real values too many to keep (a month years away): shown, but rendered for each visit. */
  kept: boolean;
}

export interface CachedPage {
  /** What the page shows besides the settings. */
  shows: readonly PageArea[];
  /** The query parameters the page reads; any others are left out of its cache key. */
  reads?: {
    names: readonly string[];
    /** `today` is the school's date (yyyy-MM-dd). */
    query(search: URLSearchParams, today: () => string): PageQuery;
  };
}

/** The parameters among `names` whose value `accept` returns (its spelling), each once. */
function known(search: URLSearchParams, names: readonly string[], accept: (value: string) => string | null) {
  const canonical = new URLSearchParams();
  for (const name of names) {
    const value = accept(search.get(name) ?? "");
    if (value !== null) canonical.set(name, value);
  }
  return canonical;
}

export const CACHED_PAGES: Readonly<Record<string, CachedPage>> = {
  "/": { shows: ["content", "announcements"] },
  "/about": { shows: ["content"] },
  "/ethos": { shows: ["content"] },
  "/academics": { shows: ["content"] },
  // ?form=visit|enquiry opens a form's dialog, on the server too; ?sent=visit|enquiry says what happens next.
  "/admissions": {
    shows: ["content"],
    reads: {
      names: ["form", "sent"],
      query: (search) => ({ canonical: known(search, ["form", "sent"], admissionForm), kept: true }),
    },
  },
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
  "/contact": { shows: ["content"] },
  // ?lang=hi in Hindi (English without it); ?version=N an earlier notice, which the page answers 404 when there is none.
  "/privacy": {
    shows: ["privacy_notice"],
    reads: {
      names: ["lang", "version"],
      query(search) {
        const canonical = known(search, ["lang"], (lang) => (lang === "hi" ? lang : null));
        const version = search.get("version");
        if (version === null) return { canonical, kept: true };
        const number = noticeVersionNumber(version);
        // Not a number: the page's 404, which is never kept, says there is no such version.
        canonical.set("version", number === null ? version : String(number));
        return { canonical, kept: number !== null };
      },
    },
  },
  "/accessibility": { shows: [] },
  "/your-data": { shows: [] },
};

/** The areas a cached page shows, the settings included. */
export const areasShownBy = (page: CachedPage): PageArea[] => ["settings", ...page.shows];

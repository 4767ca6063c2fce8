// What the page cache knows of a public page it keeps (decision 0034): what it
// shows, so that an edit in the back office drops exactly the pages that show
// what it changed, and the query parameters it reads. The pages themselves are
// listed in app/cached-pages.ts, beside the route table.

/** A kind of thing the back office edits that public pages show. */
export type PageArea =
  | "settings"
  | "content"
  | "announcements"
  | "gallery"
  | "calendar"
  | "disclosures"
  // The fee structure (docs/specification.md §28): the fee page, and the disclosures' fee item.
  | "fees"
  | "privacy_notice"
  // The session's setup and its seats (docs/specification.md §22): the Admissions page's Apply Online and labels.
  | "applications"
  // The site-wide alerts, at the top of every public page (docs/specification.md §24).
  | "alerts"
  // The pages of the school's own (docs/specification.md §32): their own addresses, and every page's menus.
  | "pages";

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
  /** What the page shows besides the settings and the alerts. */
  shows: readonly PageArea[];
  /** The query parameters the page reads; any others are left out of its cache key. */
  reads?: {
    names: readonly string[];
    /** `today` is the school's date (yyyy-MM-dd). */
    query(search: URLSearchParams, today: () => string): PageQuery;
  };
}

/** The parameters among `names` whose value `accept` returns (its spelling), each once. */
export function knownParams(
  search: URLSearchParams,
  names: readonly string[],
  accept: (value: string) => string | null,
) {
  const canonical = new URLSearchParams();
  for (const name of names) {
    const value = accept(search.get(name) ?? "");
    if (value !== null) canonical.set(name, value);
  }
  return canonical;
}

/** The areas a cached page shows, the settings and the alerts of every page included. */
export const areasShownBy = (page: CachedPage): PageArea[] => ["settings", "alerts", "pages", ...page.shows];

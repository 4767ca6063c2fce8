// The public pages kept in the page cache (issue 15, decision 0034), with what
// each shows, so that an edit in the back office drops exactly the pages that
// show what it changed. Every page also shows the school's settings (its name,
// address and links in the header and footer). A page not listed here is never
// cached: a new page is rendered afresh until it is added.

/** A kind of thing the back office edits that public pages show. */
export type PageArea =
  "settings" | "content" | "announcements" | "gallery" | "calendar" | "disclosures" | "privacy_notice";

export interface CachedPage {
  /** What the page shows besides the settings. */
  shows: readonly PageArea[];
  /** The query parameters the page reads; any others are left out of its cache key. */
  reads?: readonly string[];
}

export const CACHED_PAGES: Readonly<Record<string, CachedPage>> = {
  "/": { shows: ["content", "announcements"] },
  "/about": { shows: ["content"] },
  "/ethos": { shows: ["content"] },
  "/academics": { shows: ["content"] },
  // ?form=visit|enquiry opens a form's dialog, on the server too; ?sent=visit|enquiry says what happens next.
  "/admissions": { shows: ["content"], reads: ["form", "sent"] },
  "/facilities": { shows: ["content"] },
  "/gallery": { shows: ["gallery"] },
  "/calendar": { shows: ["calendar"], reads: ["category", "view", "month", "day"] },
  "/mandatory-disclosures": { shows: ["disclosures"] },
  "/contact": { shows: ["content"] },
  "/privacy": { shows: ["privacy_notice"], reads: ["lang", "version"] },
  "/accessibility": { shows: [] },
  "/your-data": { shows: [] },
};

/** The areas a cached page shows, the settings included. */
export const areasShownBy = (page: CachedPage): PageArea[] => ["settings", ...page.shows];

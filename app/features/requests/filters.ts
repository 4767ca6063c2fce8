// The filters of the two lists of requests from the public (visit requests,
// enquiries) live in the URL, so a filtered list can be reloaded, shared and
// exported. Anything the URL gets wrong falls back to "no filter", never an error.
import { withoutControlCharacters } from "~/lib/forms/control-characters";

import { calendarDate } from "../../../db/time";

/** `?status=` when it is one of `statuses`; otherwise null (All). */
export function statusFilterOf<const S extends readonly string[]>(url: URL, statuses: S): S[number] | null {
  const raw = url.searchParams.get("status");
  return raw && (statuses as readonly string[]).includes(raw) ? raw : null;
}

/** `?date=` (or `param`) when it is a real calendar date (yyyy-MM-dd) the database can hold (not 0000-01-01); otherwise null. */
export function dateFilterOf(url: URL, param = "date"): string | null {
  return calendarDate(url.searchParams.get(param)?.trim());
}

export const SEARCH_MAX = 100;

/**
 * `?q=` trimmed (at most SEARCH_MAX characters), without control characters
 * (PostgreSQL refuses a NUL in text); null when empty.
 */
export function searchFilterOf(url: URL): string | null {
  const raw = withoutControlCharacters(url.searchParams.get("q") ?? "")
    .trim()
    .slice(0, SEARCH_MAX);
  return raw === "" ? null : raw;
}

/** A LIKE pattern that finds `text` anywhere, with `%`, `_` and `\` meaning themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The URL's filters without its page or the form's empty fields: what an export of the same list needs. */
export function filtersOnly(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  for (const [name, value] of [...params]) if (value === "") params.delete(name, value);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** "pending" → "Pending", "in_progress" → "In progress", for labels. */
export const capitalised = (word: string) => (word.charAt(0).toUpperCase() + word.slice(1)).replaceAll("_", " ");

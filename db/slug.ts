// A notice's address words (decision 0077): here, beside the database, since the seed writes them too and the
// migration that made notices wrote the notices there were by the same rule in SQL.

/**
 * The words of a title as an address ("Winter Vacation 2026!" → "winter-vacation-2026"): Latin letters and digits,
 * at most 60 characters. A title in Hindi alone has none, and its address is its number alone. The database's
 * migration wrote the notices there were with the same rule.
 */
export function noticeSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

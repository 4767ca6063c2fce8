// Which of a cached page's bodies answers a request (RFC 9110, Accept-Encoding):
// the coding the browser rates highest, and brotli before gzip when it rates
// them alike, as Chromium and Firefox do ("gzip, deflate, br, zstd") — they name
// gzip first, so going by the order they list them would send the larger body.

export type ContentCoding = "br" | "gzip" | "identity";

// The server's preference among equals: the smallest body first.
const PREFERENCE: readonly ContentCoding[] = ["br", "gzip", "identity"];

/** The body to send for `acceptEncoding`; `brotli` says whether the page's brotli body is made yet. */
export function contentCoding(acceptEncoding: string | undefined, brotli: boolean): ContentCoding {
  // Browsers send a handful of distinct headers: each is read once.
  const key = `${brotli ? "br" : "-"}|${acceptEncoding ?? ""}`;
  let coding = chosen.get(key);
  if (coding === undefined) {
    coding = negotiate(acceptEncoding ?? "", brotli);
    if (chosen.size >= 100) chosen.clear();
    chosen.set(key, coding);
  }
  return coding;
}

const chosen = new Map<string, ContentCoding>();

function negotiate(acceptEncoding: string, brotli: boolean): ContentCoding {
  const ratings = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = item.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const rating = q === undefined ? 1 : Number(q.slice(2));
    ratings.set(name, Number.isNaN(rating) ? 0 : rating);
  }
  // A coding not named takes the rating of "*"; identity is acceptable unless refused by name or by "*".
  const rating = (coding: ContentCoding) => ratings.get(coding) ?? ratings.get("*") ?? (coding === "identity" ? 1 : 0);
  let best: ContentCoding = "identity";
  let bestRating = 0;
  for (const coding of PREFERENCE) {
    if (coding === "br" && !brotli) continue;
    if (rating(coding) > bestRating) [best, bestRating] = [coding, rating(coding)];
  }
  // Nothing acceptable (identity refused too): the page as it is, as before.
  return best;
}

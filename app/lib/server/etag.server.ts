// Entity tags for answers that may be asked for again (RFC 9110 §8.8.3, §13.1.2), such as the page cache's kept
// pages (decision 0034). Weak, since compression may carry the same bytes in another encoding.
import crypto from "node:crypto";

/** A weak ETag (the same bytes, whichever encoding carries them) from an answer's bytes. */
export const etagOf = (body: Buffer | string) =>
  `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** If-None-Match against a weak ETag: weak comparison, as RFC 9110 asks for a GET. */
export function matchesETag(ifNoneMatch: string | null | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === opaque;
  });
}

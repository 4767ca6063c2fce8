import crypto from "node:crypto";

/**
 * Which inline scripts may run: those carrying this answer's nonce, or, on a
 * page the cache keeps and serves to many, those whose hash is listed (a
 * nonce served twice could be learnt and reused). Scripts they load are trusted
 * in turn ('strict-dynamic'); 'self' is for browsers without it.
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of every HTML page. No page may be framed, but a page that asks to be framed by the
 * site's own pages (`framedBySelf`: a school page's preview, shown in its editor at a phone's width).
 */
export function contentSecurityPolicy(scripts: ScriptSources, framedBySelf = false) {
  const allowed = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed.join(" ")} 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The hashes of the inline scripts in `html` that carry `nonce`: the ones this
 * render wrote. Anything else shaped like a script (text a visitor once sent,
 * say) cannot know the nonce, so it stays unlisted and does not run.
 */
export function inlineScriptHashes(html: string, nonce: string) {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!attributes!.includes(` nonce="${nonce}"`) || body === "") continue;
    hashes.add(`sha256-${crypto.createHash("sha256").update(body!).digest("base64")}`);
  }
  return [...hashes];
}

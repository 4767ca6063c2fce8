// The site's public address, for the absolute URLs it writes out (canonical
// links, the sitemap, robots.txt). A request's Host header is whatever the
// sender typed, and these answers are cached publicly: an address is only
// ever built from SITE_URL, or from a Host that ALLOWED_HOSTS names (by
// default, when neither is set, the loopback names of `npm start` on a laptop).
import { env, type Env } from "./env.server";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a Host header names a host, and only that: a name or address and
 * perhaps a port, which a URL can be made of. HTTP/1.0 sends none, and an empty
 * or malformed one ("a b", "[", ":99999", "[@&", "a/b") is none either.
 */
export function isUsableHost(host: string | undefined): host is string {
  return !!host && !/[\s@/\\?#]/.test(host) && URL.canParse(`http://${host}/`);
}

/** Whether a request naming `hostname` may have it written out. */
export function isAllowedHost(hostname: string, settings: Pick<Env, "ALLOWED_HOSTS"> = env()) {
  const allowed = settings.ALLOWED_HOSTS.length > 0 ? settings.ALLOWED_HOSTS : [...LOOPBACK];
  return allowed.includes(hostname.toLowerCase());
}

/** SITE_URL, or the request's own origin when its host is allowed; null for any other host. */
export function trustedOrigin(request: Request, settings: Pick<Env, "SITE_URL" | "ALLOWED_HOSTS"> = env()) {
  if (settings.SITE_URL) return new URL(settings.SITE_URL).origin;
  const url = new URL(request.url);
  return isAllowedHost(url.hostname, settings) ? url.origin : null;
}

/**
 * The address pages name in their canonical links: the trusted one, else the
 * address this server knows itself by, never a Host it was not told about.
 */
export function siteOrigin(request: Request) {
  return trustedOrigin(request) ?? `http://localhost:${env().PORT}`;
}

/** The start-up line that says where the site's public address comes from. */
export function siteAddressSummary(settings: Pick<Env, "SITE_URL" | "ALLOWED_HOSTS">) {
  if (settings.SITE_URL) return `Public address: ${new URL(settings.SITE_URL).origin} (SITE_URL)`;
  if (settings.ALLOWED_HOSTS.length > 0) {
    return `Public address: the request's host, when it is one of ${settings.ALLOWED_HOSTS.join(", ")} (ALLOWED_HOSTS)`;
  }
  return "Public address: the request's host on localhost only; set SITE_URL or ALLOWED_HOSTS to serve a domain";
}

/**
 * The site's address for work done without a request (a scheduled notice's messages, the link check's name):
 * SITE_URL, or this server on localhost when none is set.
 */
export function siteOriginWithoutRequest(settings: Pick<Env, "SITE_URL" | "PORT"> = env()) {
  return settings.SITE_URL ? new URL(settings.SITE_URL).origin : `http://localhost:${settings.PORT}`;
}

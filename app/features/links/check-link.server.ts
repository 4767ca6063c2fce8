// How one address is checked (docs/specification.md §25, decision 0068): HEAD, then GET when HEAD is refused;
// redirects followed by hand, at most MAX_REDIRECTS, a loop named as one; a short timeout; never two requests at
// once, and at most one a second to one host; never inside the school's network, whatever a redirect says (decision
// 0080). The caller passes one Politeness for a whole run.
import { INSIDE_REASON, InsideAddressError, outboundRequest, type OutboundAnswer } from "~/lib/server/outbound.server";

/** What a check found: a working link, or a broken one with its reason in words for staff. */
export interface LinkVerdict {
  ok: boolean;
  /** The last HTTP status answered, when there was an answer. */
  status: number | null;
  reason: string;
}

export interface CheckOptions {
  /** How long one request may take before the link counts as timed out. */
  timeoutMs: number;
  /** A host that may be inside the school's network: the site's own, for its own pages (decision 0080). */
  ownHost?: string;
  userAgent: string;
  politeness: Politeness;
}

export const MAX_REDIRECTS = 5;
export const CHECK_TIMEOUT_MS = 10_000;
/** The least time between two requests to one host. */
export const HOST_INTERVAL_MS = 1_000;

export const LINK_REASONS = {
  ok: "OK",
  loop: "Redirect loop",
  tooManyRedirects: `More than ${MAX_REDIRECTS} redirects`,
  badRedirect: "Redirect to an address that is not a web page",
  timeout: "Timed out",
  dns: "Address not found (DNS)",
  tls: "Certificate error (TLS)",
  connection: "Could not connect",
  missingFile: "File missing from storage",
  storageUnreadable: "Storage could not be read",
  notWeb: "Not a web address",
  inside: INSIDE_REASON,
} as const;

/** Requests to one host at most once every `intervalMs`; a run makes them one at a time, so this only waits. */
export class Politeness {
  private readonly last = new Map<string, number>();
  constructor(private readonly intervalMs = HOST_INTERVAL_MS) {}

  async wait(host: string) {
    const previous = this.last.get(host);
    const due = previous === undefined ? 0 : previous + this.intervalMs - Date.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    this.last.set(host, Date.now());
  }
}

/** An HTTP status in words for staff: "Not found (404)". */
export function statusReason(status: number): string {
  if (status < 400) return LINK_REASONS.ok;
  if (status === 404) return "Not found (404)";
  if (status === 410) return "Gone (410)";
  if (status < 500) return `Refused (${status})`;
  return `Server error (${status})`;
}

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i;

/** Why a request failed without an answer, from Node's error and its cause. */
export function failureReason(error: unknown): string {
  const name = (error as { name?: string }).name;
  if (error instanceof InsideAddressError) return LINK_REASONS.inside;
  if (name === "TimeoutError" || name === "AbortError") return LINK_REASONS.timeout;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME") return LINK_REASONS.dns;
  if (code === "UND_ERR_CONNECT_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "ETIMEDOUT") {
    return LINK_REASONS.timeout;
  }
  if (TLS_CODES.test(code) || TLS_CODES.test(cause?.message ?? "")) return LINK_REASONS.tls;
  return LINK_REASONS.connection;
}

async function request(url: URL, method: "HEAD" | "GET", options: CheckOptions): Promise<OutboundAnswer> {
  await options.politeness.wait(url.host);
  const answer = await outboundRequest(url, {
    method,
    timeoutMs: options.timeoutMs,
    headers: { "User-Agent": options.userAgent, Accept: "text/html,application/pdf,*/*;q=0.8" },
    alsoAllowed: options.ownHost ? [options.ownHost] : [],
  });
  // Only the status matters: the body is never read.
  answer.discard();
  return answer;
}

const REFUSED_HEAD = new Set([405, 501]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Follows `address` to its last answer and judges it. Never throws. */
export async function checkAddress(address: string, options: CheckOptions): Promise<LinkVerdict> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, status: null, reason: LINK_REASONS.notWeb };
  }
  const seen = new Set<string>();
  for (let hops = 0; ; hops++) {
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      return { ok: false, status: null, reason: hops ? LINK_REASONS.badRedirect : LINK_REASONS.notWeb };
    }
    seen.add(url.href);
    let response: OutboundAnswer;
    try {
      response = await request(url, "HEAD", options);
      if (REFUSED_HEAD.has(response.status)) response = await request(url, "GET", options);
    } catch (error) {
      return { ok: false, status: null, reason: failureReason(error) };
    }
    const location = response.header("location");
    if (!REDIRECTS.has(response.status) || !location) {
      return { ok: response.status < 400, status: response.status, reason: statusReason(response.status) };
    }
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return { ok: false, status: response.status, reason: LINK_REASONS.badRedirect };
    }
    if (seen.has(next.href)) return { ok: false, status: response.status, reason: LINK_REASONS.loop };
    if (hops >= MAX_REDIRECTS) return { ok: false, status: response.status, reason: LINK_REASONS.tooManyRedirects };
    url = next;
  }
}

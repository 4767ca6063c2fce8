// The page cache (decision 0034): a public page asked for without a
// session or a toast is rendered once, then served from memory, compressed,
// until something it shows changes. Back office changes say what they touched
// (`pagesChanged`); on PostgreSQL the news reaches every process of the site by
// NOTIFY. Pages also expire at the school's midnight, or sooner when a loader
// says when they change (`pageChangesAt`).
import crypto from "node:crypto";
import type express from "express";
import { createContext, type RouterContextProvider } from "react-router";

import { currentDatabase } from "~/lib/database/db.server";
import { DISMISSED_ALERTS_COOKIE } from "~/lib/page/dismissed-alerts";
import { TOAST_COOKIE } from "~/lib/page/toast.server";
import { AUTH_COOKIE_PREFIX } from "~/lib/server/auth.server";
import { env } from "~/lib/server/env.server";
import { matchesETag } from "~/lib/server/etag.server";
import { log, startRequestLog } from "~/lib/server/log.server";
import { isAllowedHost } from "~/lib/server/site-url.server";

import { addDays, schoolDate, schoolInstant } from "../../../db/time";
import { areasShownBy, type CachedPage, type PageArea } from "./cached-page";
import { contentCoding, type ContentCoding } from "./content-coding";
import { PageStore, type StoredPage } from "./page-store.server";

/** Enough for every public page many times over; the least recently used go first beyond it. */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * What a cached page tells a CDN or proxy in front: keep it a minute, and for
 * ten minutes more serve it while fetching it again; browsers ask each time,
 * and get a 304 when it has not changed.
 */
export const CACHED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const CHANNEL = "page_changes";
// Each process knows its own notifications by this, and has already acted on them.
const PROCESS_ID = crypto.randomUUID();

// Kept on globalThis so the development server's module reloads share one store.
const holder = globalThis as typeof globalThis & { __schoolPageStore?: PageStore };
export const pageStore = () => (holder.__schoolPageStore ??= new PageStore(PAGE_CACHE_BYTES));

/**
 * Tells the page cache that `areas` changed: this process drops the pages
 * showing them now, the others when PostgreSQL passes the news on. Called
 * after the change is committed, so no render can read what came before.
 */
export function pagesChanged(areas: readonly PageArea[]) {
  if (areas.length === 0) return;
  pageStore().changed(areas);
  const channel = currentDatabase().channel;
  channel?.notify(CHANNEL, `${PROCESS_ID} ${areas.join(",")}`).catch((error: unknown) => {
    log.error({ err: error }, "Could not tell the other processes which pages changed");
  });
}

/**
 * Listens for the other processes' changes. Each time it (re)connects it drops
 * every page, since news may have been missed meanwhile, pages kept before it
 * first listened among them.
 */
export function listenForPageChanges() {
  const channel = currentDatabase().channel;
  if (!channel) return { ready: Promise.resolve(), stop: async () => {} };
  const listening = channel
    .listen(
      CHANNEL,
      (payload) => {
        const [sender, areas = ""] = payload.split(" ");
        if (sender !== PROCESS_ID) pageStore().changed(areas.split(",") as PageArea[]);
      },
      () => pageStore().clear(),
    )
    .catch((error: unknown) => {
      log.error({ err: error }, "Could not listen for page changes: pages changed by other processes may show late");
      return null;
    });
  return {
    /** Settles once this process listens (or could not). */
    ready: listening.then(() => {}),
    async stop() {
      await (await listening)?.stop();
    },
  };
}

// ------------------------------------------------------------ filling a page

/** A render that may be kept: handed to the loaders and the HTML renderer through the router's context. */
export interface PageFill {
  /** For a page that will change at a known time (an event moving from upcoming to past). */
  changesAt(time: Date): void;
  /** Keeps the rendered page, unless something it shows changed while it rendered. */
  keep(html: Buffer, headers: Headers): void;
}

export const pageFillContext = createContext<PageFill | null>(null);

/** For a loader whose page changes at `time`: the cached page is rendered afresh then. */
export function pageChangesAt(context: Readonly<RouterContextProvider>, time: Date) {
  context.get(pageFillContext)?.changesAt(time);
}

/** The next midnight in the school's time zone: the date on every page (today, the year) changes then. */
export function nextSchoolMidnight(now: Date, timeZone = env().SCHOOL_TIMEZONE) {
  return schoolInstant(addDays(schoolDate(now, timeZone), 1), "00:00:00", timeZone);
}

function pageFill(key: string, page: CachedPage, now: Date): PageFill {
  const store = pageStore();
  const areas = areasShownBy(page);
  const versions = store.versionsOf(areas);
  let expiresAt = nextSchoolMidnight(now).getTime();
  return {
    changesAt(time) {
      expiresAt = Math.min(expiresAt, time.getTime());
    },
    keep(html, headers) {
      const kept: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = headers.get(name);
        if (value !== null) kept[name] = value;
      }
      store.put(key, { areas, expiresAt, versions, headers: kept, html });
    },
  };
}

// The headers of the rendered page that belong to the page rather than to one answer.
const KEPT_HEADERS = ["content-type", "content-security-policy", "cache-control"];

// --------------------------------------------------------------- serving

/**
 * Express middleware, first of all (server/main.ts): answers a page `pageAt` knows (app/cached-pages.ts) kept
 * from memory (or 304) with `securityHeaders` (helmet's, as the server sets
 * them on every answer) and the request's id and log line, or lets the
 * request go on to be rendered, handing the render a `PageFill` in
 * `res.locals`. Anything else passes by untouched.
 */
export function servePageCache(
  pageAt: (path: string) => CachedPage | undefined,
  securityHeaders: readonly string[],
): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pageAt(req.path);
    if (!page) return next();
    const query = readQuery(req, page);
    // Before the session check: every visitor's browser shows the page's one address.
    if ("redirect" in query) return redirect(req, res, query.redirect, securityHeaders);
    if (!query.kept || rendersForVisitor(req.get("cookie"))) return next();
    answer(req, res, next, page, cacheKey(req, query.search), query.onlyRead, securityHeaders);
  };
}

/**
 * The query parameters a cached page reads, as the page writes them (its
 * cache key), and whether it may be kept; or, when the request says them
 * otherwise (a value the page does not know, a spelling of its own, a name
 * twice), the address that says them right (decision 0043).
 */
function readQuery(
  req: express.Request,
  page: CachedPage,
): { redirect: string } | { search: string; kept: boolean; onlyRead: boolean } {
  const queryAt = req.originalUrl.indexOf("?");
  if (!page.reads || queryAt === -1) return { search: "", kept: true, onlyRead: queryAt === -1 };
  const { names } = page.reads;
  const search = new URLSearchParams(req.originalUrl.slice(queryAt + 1));
  const { canonical, kept } = page.reads.query(search, () => schoolDate(new Date(), env().SCHOOL_TIMEZONE));
  const asWritten = names.every((name) => sameValues(search.getAll(name), canonical.getAll(name)));
  if (!asWritten) {
    // The other parameters (utm_source, say) go along as they came.
    const location = new URLSearchParams([...search].filter(([name]) => !names.includes(name)));
    for (const [name, value] of canonical) location.append(name, value);
    const rest = location.toString();
    return { redirect: `${req.path}${rest ? `?${rest}` : ""}` };
  }
  canonical.sort();
  return { search: canonical.toString(), kept, onlyRead: [...search.keys()].every((name) => names.includes(name)) };
}

const sameValues = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** A 302 to the page's own address, with the headers and log line every answer gets. */
function redirect(req: express.Request, res: express.Response, location: string, securityHeaders: readonly string[]) {
  const requestId = startRequestLog(req, res);
  res.writeHead(302, [
    ...securityHeaders,
    "Location",
    location,
    "Cache-Control",
    "private, no-store",
    "Content-Length",
    "0",
    "X-Request-Id",
    requestId,
  ]);
  res.end();
}

// The pages being rendered to be kept: when a crowd asks for a page nobody has
// rendered since an edit, one render serves them all.
const rendering = new Map<string, Promise<void>>();

function answer(
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
  page: CachedPage,
  key: string,
  onlyRead: boolean,
  securityHeaders: readonly string[],
  mayWait = true,
) {
  const stored = pageStore().get(key);
  if (stored) return send(req, res, stored, securityHeaders);
  const underway = rendering.get(key);
  if (underway && mayWait) {
    void underway.then(() => answer(req, res, next, page, key, onlyRead, securityHeaders, false));
    return;
  }
  res.setHeader("X-Cache", "miss");
  // Kept only when rendered from the key's own address (decision 0052): a page may write its address into itself
  // (the language switch keeps the query), and a parameter it does not read (?utm_source=…) must not reach
  // everyone's copy.
  if (req.method === "GET" && !underway && onlyRead) {
    let done!: () => void;
    rendering.set(key, new Promise((resolve) => (done = resolve)));
    // Kept (or not) before the answer is sent; "close" follows "finish", and comes alone when the visitor leaves.
    res.once("close", () => {
      rendering.delete(key);
      done();
    });
    (res.locals as PageCacheLocals).pageFill = pageFill(key, page, new Date());
  }
  next();
}

/**
 * A kept page's answer, written with one `writeHead` of headers put together
 * once per page and encoding: a dozen `setHeader` calls, each checking and
 * lowercasing its name, had cost more than the rest of a hit (decision 0034).
 */
function send(req: express.Request, res: express.Response, stored: StoredPage, securityHeaders: readonly string[]) {
  const requestId = startRequestLog(req, res);
  const blocks = headerBlocks(stored, securityHeaders);
  if (matchesETag(req.get("if-none-match"), stored.etag)) {
    res.writeHead(304, [...blocks.notModified, "X-Request-Id", requestId]).end();
    return;
  }
  const encoding = contentCoding(req.get("accept-encoding"), stored.bodies.br !== undefined);
  res.writeHead(200, [...answerHeaders(blocks, stored, encoding), "X-Request-Id", requestId]);
  res.end(req.method === "HEAD" ? undefined : stored.bodies[encoding]);
}

interface HeaderBlocks {
  notModified: string[];
  answer: Partial<Record<ContentCoding, string[]>>;
}

// Each kept page's headers as `writeHead` takes them ([name, value, name, value, …]), put together on its first
// answer in each encoding; they go with the page.
const headerBlocksOf = new WeakMap<StoredPage, HeaderBlocks>();

function headerBlocks(stored: StoredPage, securityHeaders: readonly string[]) {
  let blocks = headerBlocksOf.get(stored);
  if (!blocks) {
    blocks = {
      notModified: [
        ...securityHeaders,
        "X-Cache",
        "hit",
        "ETag",
        stored.etag,
        "Vary",
        "Accept-Encoding",
        "Cache-Control",
        stored.headers["cache-control"] ?? CACHED_PAGE_CACHE_CONTROL,
      ],
      answer: {},
    };
    headerBlocksOf.set(stored, blocks);
  }
  return blocks;
}

/** The headers of a kept page's 200 in `encoding`. */
function answerHeaders(blocks: HeaderBlocks, stored: StoredPage, encoding: ContentCoding) {
  let headers = blocks.answer[encoding];
  if (!headers) {
    headers = [...blocks.notModified];
    for (const [name, value] of Object.entries(stored.headers)) if (name !== "cache-control") headers.push(name, value);
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(stored.bodies[encoding]!.length));
    blocks.answer[encoding] = headers;
  }
  return headers;
}

export interface PageCacheLocals {
  pageFill?: PageFill;
}

/**
 * Which cached copy answers this request: the address the page names (the
 * site's own, or an allowed Host), its path, and only the query parameters it
 * reads (`search`, as the page writes them), so `?utm_source=whatsapp` shares
 * the page without it.
 */
function cacheKey(req: express.Request, search: string) {
  const { SITE_URL } = env();
  // With SITE_URL, pages name it whatever the Host; any Host not allowed gets the server's own address.
  const origin = SITE_URL ? "" : isAllowedHost(req.hostname) ? `${req.protocol}://${req.host}`.toLowerCase() : "-";
  return `${origin}${req.path}${search ? `?${search}` : ""}`;
}

/**
 * Whether the request carries a staff session, a toast, or alerts its visitor dismissed (docs/specification.md
 * §24, until they end), which the page must be rendered for.
 */
export function rendersForVisitor(cookieHeader: string | undefined) {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair
      .split("=", 1)[0]!
      .trim()
      .replace(/^__(Secure|Host)-/, "");
    return name === TOAST_COOKIE || name === DISMISSED_ALERTS_COOKIE || name.startsWith(`${AUTH_COOKIE_PREFIX}.`);
  });
}

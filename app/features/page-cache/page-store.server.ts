// The page cache's store: rendered public pages in memory, each with its
// gzip and brotli bodies and ETag, dropped when something it shows changes,
// when its time runs out, or, least recently used first, when the store is
// full (decision 0034).
import { promisify } from "node:util";
import zlib from "node:zlib";

import { etagOf } from "~/lib/server/etag.server";

import type { PageArea } from "./cached-page";

export interface StoredPage {
  areas: readonly PageArea[];
  /** Epoch milliseconds after which the page is rendered afresh. */
  expiresAt: number;
  etag: string;
  /** The headers the render answered with (type, security policy, caching). */
  headers: Readonly<Record<string, string>>;
  /** Brotli comes a moment after the others: it is slow to make, and gzip serves until then. */
  bodies: { identity: Buffer; gzip: Buffer; br?: Buffer };
  bytes: number;
}

/** What a render hands back to be kept. */
export interface RenderedPage {
  areas: readonly PageArea[];
  expiresAt: number;
  /** From `versionsOf` before the render began. */
  versions: string;
  headers: Readonly<Record<string, string>>;
  html: Buffer;
}

const brotli = promisify(zlib.brotliCompress);

export class PageStore {
  readonly #pages = new Map<string, StoredPage>();
  readonly #versions = new Map<PageArea | "all", number>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#bytes;
  }

  has(key: string) {
    return this.#pages.has(key);
  }

  /** The page kept under `key`, unless it has expired. */
  get(key: string, now = Date.now()): StoredPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= now) {
      this.#remove(key, page);
      return undefined;
    }
    // Map order is the order of use: the least recently used page comes first.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  /**
   * A stamp of what the areas look like now: a render takes it before it reads
   * anything, and `put` keeps its page only if no change came in meanwhile.
   */
  versionsOf(areas: readonly PageArea[]) {
    return ["all" as const, ...areas].map((area) => this.#versions.get(area) ?? 0).join(".");
  }

  /**
   * Keeps a rendered page at once, gzipped, and adds its brotli body when
   * that is made; false when a change came in while it rendered, or it is too big.
   */
  put(key: string, page: RenderedPage): boolean {
    if (this.versionsOf(page.areas) !== page.versions) return false;
    const gzip = zlib.gzipSync(page.html, { level: 9 });
    const stored: StoredPage = {
      areas: page.areas,
      expiresAt: page.expiresAt,
      etag: etagOf(page.html),
      headers: page.headers,
      bodies: { identity: page.html, gzip },
      bytes: page.html.length + gzip.length,
    };
    if (stored.bytes > this.maxBytes) return false;
    this.#add(key, stored);
    void brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).then(
      (br) => {
        if (this.#pages.get(key) !== stored) return;
        stored.bodies.br = br;
        stored.bytes += br.length;
        this.#bytes += br.length;
        this.#evictBeyondBound();
      },
      () => {},
    ); // without brotli, gzip serves
    return true;
  }

  /** Drops every page that shows any of `areas`, and keeps out renders that began before. */
  changed(areas: Iterable<PageArea>) {
    const changed = new Set(areas);
    for (const area of changed) this.#versions.set(area, (this.#versions.get(area) ?? 0) + 1);
    for (const [key, page] of this.#pages) {
      if (page.areas.some((area) => changed.has(area))) this.#remove(key, page);
    }
  }

  /** Drops every page (when changes from other processes may have been missed). */
  clear() {
    this.#versions.set("all", (this.#versions.get("all") ?? 0) + 1);
    this.#pages.clear();
    this.#bytes = 0;
  }

  #add(key: string, page: StoredPage) {
    const existing = this.#pages.get(key);
    if (existing) this.#remove(key, existing);
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    this.#evictBeyondBound();
  }

  #evictBeyondBound() {
    for (const [oldest, page] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest, page);
    }
  }

  #remove(key: string, page: StoredPage) {
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
  }
}

import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { etagOf } from "~/lib/server/etag.server";

import type { PageArea } from "./cached-page";
import { PageStore, type RenderedPage } from "./page-store.server";

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse("2026-11-24T10:00:00Z");

function rendered(store: PageStore, areas: PageArea[], html = `<p>${areas.join(" ")}</p>`): RenderedPage {
  return {
    areas,
    expiresAt: NOW + HOUR,
    versions: store.versionsOf(areas),
    headers: { "content-type": "text/html; charset=utf-8" },
    html: Buffer.from(html),
  };
}

describe("the page store", () => {
  it("keeps a page with its gzip body and ETag, and hands it back", () => {
    const store = new PageStore(1024 * 1024);
    const html = "<h1>Home</h1>".repeat(100);
    expect(store.put("/", rendered(store, ["settings", "content"], html))).toBe(true);
    const page = store.get("/", NOW)!;
    expect(page.bodies.identity.toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html);
    expect(page.etag).toBe(etagOf(Buffer.from(html)));
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(store.get("/about", NOW)).toBeUndefined();
  });

  it("adds the brotli body once it is made", async () => {
    const store = new PageStore(1024 * 1024);
    store.put("/", rendered(store, ["settings"]));
    await expect.poll(() => store.get("/", NOW)?.bodies.br).toBeDefined();
    expect(store.bytes).toBe(Object.values(store.get("/", NOW)!.bodies).reduce((sum, body) => sum + body!.length, 0));
  });

  it("drops the pages that show a changed area, and only those", () => {
    const store = new PageStore(1024 * 1024);
    store.put("/", rendered(store, ["settings", "content", "announcements"]));
    store.put("/about", rendered(store, ["settings", "content"]));
    store.put("/gallery", rendered(store, ["settings", "gallery"]));
    store.put("/calendar", rendered(store, ["settings", "calendar"]));

    store.changed(["announcements"]);
    expect(["/", "/about", "/gallery", "/calendar"].filter((key) => store.has(key))).toEqual([
      "/about",
      "/gallery",
      "/calendar",
    ]);
    store.changed(["content"]);
    expect(store.has("/about")).toBe(false);
    expect(store.has("/gallery")).toBe(true);
    store.changed(["settings"]);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it("keeps out a render that began before a change to what it shows", () => {
    const store = new PageStore(1024 * 1024);
    const before = rendered(store, ["settings", "gallery"]);
    const unrelated = rendered(store, ["settings", "calendar"]);
    store.changed(["gallery"]); // committed while the pages rendered
    expect(store.put("/gallery", before)).toBe(false);
    expect(store.put("/calendar", unrelated)).toBe(true);
    expect(store.put("/gallery", rendered(store, ["settings", "gallery"]))).toBe(true);
  });

  it("keeps out renders that began before everything was dropped", () => {
    const store = new PageStore(1024 * 1024);
    const before = rendered(store, ["settings"]);
    store.put("/", rendered(store, ["settings"]));
    store.clear();
    expect(store.size).toBe(0);
    expect(store.put("/accessibility", before)).toBe(false);
  });

  it("renders a page afresh once its time is up", () => {
    const store = new PageStore(1024 * 1024);
    store.put("/calendar", { ...rendered(store, ["settings", "calendar"]), expiresAt: NOW + HOUR });
    expect(store.get("/calendar", NOW + HOUR - 1)).toBeDefined();
    expect(store.get("/calendar", NOW + HOUR)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it("stays within its size, dropping the least recently used page first", () => {
    // Each page takes its own bytes and its gzip body's.
    const page = (store: PageStore) => rendered(store, ["settings"], crypto.randomUUID().repeat(100));
    const one = rendered(new PageStore(1), ["settings"], crypto.randomUUID().repeat(100));
    const size = one.html.length + gzipSync(one.html, { level: 9 }).length;
    const store = new PageStore(size * 3 + 10);
    store.put("/a", page(store));
    store.put("/b", page(store));
    store.put("/c", page(store));
    store.get("/a", NOW); // now /b is the least recently used
    store.put("/d", page(store));
    expect(["/a", "/b", "/c", "/d"].filter((key) => store.has(key))).toEqual(["/a", "/c", "/d"]);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    for (let n = 0; n < 50; n++) store.put(`/calendar?day=${n}`, page(store));
    expect(store.size).toBe(3);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("does not keep a page bigger than the whole store", () => {
    const store = new PageStore(100);
    expect(store.put("/", rendered(store, ["settings"], crypto.randomUUID().repeat(10)))).toBe(false);
    expect(store.size).toBe(0);
  });
});

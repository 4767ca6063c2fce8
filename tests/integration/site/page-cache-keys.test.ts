// What a cached page's query may make the page cache keep (decision 0043):
// the calendar's category, view, month and day, ?form= and ?sent= on
// Admissions, and the privacy notice's version are kept only as the
// page's own links write them, and only for pages there are few of. Any other
// value is sent to the page's own address or rendered without being kept, so
// that inventing values cannot fill the server's memory. The requests go
// through the page cache's middleware and React Router's Express handler to
// the real pages, rendered by the site's entry module, as in production.
import crypto from "node:crypto";
import type http from "node:http";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import {
  RouterContextProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { cachedPageAt } from "~/cached-pages";
import { shiftMonth } from "~/features/calendar/month-grid";
import {
  pageFillContext,
  pageStore,
  servePageCache,
  type PageCacheLocals,
} from "~/features/page-cache/page-cache.server";
import { db } from "~/lib/database/db.server";
import { schoolToday } from "~/lib/database/time.server";
import * as root from "~/root";
import * as admissions from "~/routes/site/admissions";
import * as calendar from "~/routes/site/calendar";
import * as layout from "~/routes/site/layout";
import * as privacy from "~/routes/site/privacy";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { manifestOf, testServerBuild } from "../../support/server-build";

/** A route module as the build has it: React Router's plugin hands its components their props. */
function built(module: { default: never; ErrorBoundary?: never }) {
  return {
    ...module,
    default: withComponentProps(module.default),
    ...(module.ErrorBoundary ? { ErrorBoundary: withErrorBoundaryProps(module.ErrorBoundary) } : {}),
  };
}

// The three pages inside the site's root and layout, and the privacy notice in Hindi.
const ROUTES = {
  root: { module: built(root as never), parentId: undefined, path: "" },
  layout: { module: built(layout as never), parentId: "root", path: undefined },
  admissions: { module: built(admissions as never), parentId: "layout", path: "admissions" },
  calendar: { module: built(calendar as never), parentId: "layout", path: "calendar" },
  privacy: { module: built(privacy as never), parentId: "layout", path: "privacy" },
  "hi/privacy": { module: built(privacy as never), parentId: "layout", path: "hi/privacy" },
};
const build = testServerBuild(
  Object.fromEntries(
    Object.entries(ROUTES).map(([id, route]) => [
      id,
      { id, parentId: route.parentId, path: route.path, module: route.module },
    ]),
  ),
  manifestOf(ROUTES),
);

const app = express();
app.use(servePageCache(cachedPageAt, []));
app.use(
  createRequestHandler({
    build,
    mode: "production",
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(pageFillContext, (res.locals as PageCacheLocals).pageFill ?? null);
      return context;
    },
  }),
);

let server: http.Server;
let origin = "";
beforeAll(async () => {
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) => fetch(`${origin}${path}`, { redirect: "manual" });

describe.each(testDatabaseKinds)("the page cache's keys on %s", (kind) => {
  useTestDatabase(kind);
  beforeEach(() => pageStore().clear());

  /** Asks for `path` twice: what it answered, and how many pages the store holds after. */
  async function twice(path: string) {
    const first = await get(path);
    await first.arrayBuffer();
    const second = await get(path);
    await second.arrayBuffer();
    return { first, second, size: pageStore().size };
  }

  it("keeps the page as its own links write it", async () => {
    const today = schoolToday();
    const month = today.slice(0, 7);
    const kept = [
      "/calendar",
      "/calendar?category=PTM",
      "/calendar?view=month",
      `/calendar?category=Holidays&view=month&month=${shiftMonth(month, 3)}&day=${shiftMonth(month, 3)}-15`,
      `/calendar?view=month&month=${shiftMonth(month, -1)}&day=${today}`,
      "/admissions",
      "/admissions?form=visit",
      "/admissions?form=enquiry&sent=visit",
      "/privacy",
      "/hi/privacy",
      "/privacy?version=1",
      "/hi/privacy?version=1",
    ];
    for (const [index, path] of kept.entries()) {
      const { first, second, size } = await twice(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("x-cache"), path).toBe("miss");
      expect(second.headers.get("x-cache"), path).toBe("hit");
      expect(size, path).toBe(index + 1);
    }
  });

  it.each([
    ["an unknown category", "/calendar?category=Sports", "/calendar"],
    ["a category in other letters", "/calendar?category=ptm&view=month", "/calendar?category=PTM&view=month"],
    ["All, which is no category", "/calendar?category=All", "/calendar"],
    ["an unknown view", "/calendar?view=week&utm_source=whatsapp", "/calendar?utm_source=whatsapp"],
    ["the list named", "/calendar?view=list", "/calendar"],
    ["a month the list does not show", "/calendar?month=2026-12&day=2026-12-02", "/calendar"],
    ["a month that is no month", "/calendar?view=month&month=2026-13", "/calendar?view=month"],
    ["a day that is no day", "/calendar?view=month&day=2026-02-30", "/calendar?view=month"],
    ["a year out of range", "/calendar?view=month&month=99999-01&day=yesterday", "/calendar?view=month"],
    ["a name twice", "/calendar?category=PTM&category=Events", "/calendar?category=PTM"],
    ["an empty value", "/calendar?category=", "/calendar"],
    ["an unknown form", "/admissions?form=x1", "/admissions"],
    ["a form in capitals", "/admissions?form=VISIT", "/admissions"],
    ["an unknown sent form", "/admissions?sent=x1&form=visit", "/admissions?form=visit"],
    ["another language", "/privacy?lang=xx", "/privacy"],
    ["English named", "/privacy?lang=en", "/privacy"],
    ["a version with leading zeros", "/privacy?version=001", "/privacy?version=1"],
  ])("sends %s to the page's own address, keeping nothing", async (_, path, location) => {
    const { first, size } = await twice(path);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(location);
    expect(size).toBe(0);
  });

  it.each([
    ["a month years away", () => "/calendar?view=month&month=2099-01"],
    ["a day years away", () => "/calendar?view=month&day=2099-01-05"],
    [
      "a day in another month than the one shown",
      () => {
        const month = schoolToday().slice(0, 7);
        return `/calendar?view=month&month=${shiftMonth(month, 2)}&day=${shiftMonth(month, 1)}-01`;
      },
    ],
  ])("shows %s, rendered each time and never kept", async (_, path) => {
    const { first, second, size } = await twice(path());
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache")).toBeNull();
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(size).toBe(0);
  });

  it.each([
    ["/privacy?lang=hi", "/hi/privacy"],
    ["/privacy?lang=hi&version=1", "/hi/privacy?version=1"],
    ["/privacy?version=1&lang=hi", "/hi/privacy?version=1"],
    ["/hi/privacy?lang=hi", "/hi/privacy"],
  ])("sends %s, the Hindi notice's old address, to %s for good, keeping nothing", async (path, location) => {
    const { first, second, size } = await twice(path);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(location);
    }
    expect(size).toBe(0);
  });

  it.each(["/privacy?version=2", "/privacy?version=999999", "/privacy?version=v1", "/privacy?version=1e3"])(
    "answers %s, a version there is not, 404 and keeps nothing",
    async (path) => {
      const { first, second, size } = await twice(path);
      expect(first.status).toBe(404);
      expect(second.status).toBe(404);
      expect(size).toBe(0);
    },
  );

  it("keeps a version once it is published", async () => {
    expect((await twice("/privacy?version=2")).size).toBe(0);
    await db()
      .insert(schema.privacyNotices)
      .values({ version: 2, bodyEn: "## New\nNew text.", bodyHi: "## नया\nनया पाठ।" });
    const { first, second, size } = await twice("/privacy?version=2");
    expect(first.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(size).toBe(1);
  });

  it("a thousand invented values keep nothing", async () => {
    for (let i = 0; i < 1000; i++) {
      const answer = await get(`/calendar?category=c${i}&view=v${i}&month=m${i}&day=d${i}`);
      await answer.arrayBuffer();
      expect(answer.status).toBe(302);
    }
    expect(pageStore().size).toBe(0);
  });
});

describe("a kept page's markup", () => {
  useTestDatabase("pglite");

  it("carries no nonce, and names its scripts by hash in its policy", async () => {
    pageStore().clear();
    const first = await get("/calendar?view=month");
    const html = await first.text();
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(html).toContain("<script");
    expect(html).not.toMatch(/\snonce=/);
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).not.toContain("nonce");
    const scripts = [...html.matchAll(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, body] of scripts) {
      if (body) expect(policy).toContain(`'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`);
    }
    // The copy kept is the copy sent.
    const kept = await get("/calendar?view=month");
    expect(kept.headers.get("x-cache")).toBe("hit");
    expect(await kept.text()).toBe(html);
  });
});

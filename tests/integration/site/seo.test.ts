import { describe, expect, it } from "vitest";

import { siteOrigin } from "~/lib/server/site-url.server";
import { loader as robots } from "~/routes/resources/robots";
import { loader as sitemap } from "~/routes/resources/sitemap";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

// Read by the app on its first look at the settings: the school's own name for itself.
process.env.ALLOWED_HOSTS = "school.test";

describe.each(testDatabaseKinds)("findable, on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("lists every public page in /sitemap.xml with absolute URLs", async () => {
    const response = await sitemap(routeArgs("http://school.test/sitemap.xml") as never);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of [
      "/",
      "/about",
      "/ethos",
      "/facilities",
      "/academics",
      "/admissions",
      "/calendar",
      "/gallery",
      "/notices",
      "/mandatory-disclosures",
      "/fees",
      "/contact",
      "/privacy",
      "/accessibility",
    ]) {
      expect(xml).toContain(`<loc>http://school.test${path}</loc>`);
    }
    expect(xml).not.toContain("/admin");
  });

  it("lists each published notice in both languages with the day it last changed, and no draft (decision 0077)", async () => {
    const changed = new Date("2026-11-30T04:00:00Z");
    const [published, draft, later] = await database.db
      .insert(schema.announcements)
      .values([
        {
          title: "Winter vacation",
          slug: "winter-vacation",
          content: "From 25 December.",
          date: "2026-12-02",
          updatedAt: changed,
          publishAt: changed,
        },
        { title: "Not yet", slug: "not-yet", content: "Draft.", date: "2026-12-02", status: "draft", publishAt: null },
        {
          title: "Later",
          slug: "later",
          content: "Scheduled.",
          date: "2026-12-02",
          publishAt: new Date(Date.now() + 3_600_000),
        },
      ])
      .returning();
    const xml = await (await sitemap(routeArgs("http://school.test/sitemap.xml") as never)).text();
    const path = `/notices/${published!.ref}-winter-vacation`;
    expect(xml).toContain(`<loc>http://school.test${path}</loc>\n    <lastmod>${changed.toISOString()}</lastmod>`);
    expect(xml).toContain(`<loc>http://school.test/hi${path}</loc>`);
    expect(xml).not.toContain(`/notices/${draft!.ref}-`);
    expect(xml).not.toContain(`/notices/${later!.ref}-`);
  });

  it("keeps crawlers out of the back office in /robots.txt and points to the sitemap", async () => {
    const text = await robots(routeArgs("http://school.test/robots.txt") as never).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: http://school.test/sitemap.xml");
  });
});

// A request may name any Host; these answers are cached publicly, so a forged
// one must never come back in them (a shared cache would hand it to everyone).
describe("a request with a Host the site was not told about", () => {
  const forged = (path: string) => routeArgs(`http://evil.example${path}`) as never;

  it("gets no sitemap built from it: 421, not to be cached", async () => {
    const response = await sitemap(forged("/sitemap.xml"));
    expect(response.status).toBe(421);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).not.toContain("evil.example");
  });

  it("gets robots.txt without the Sitemap line", async () => {
    const text = await robots(forged("/robots.txt")).text();
    expect(text).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n");
  });

  it("gets pages whose canonical address is not its Host", () => {
    expect(siteOrigin(new Request("http://evil.example/about"))).toBe("http://localhost:3000");
    expect(siteOrigin(new Request("http://school.test/about"))).toBe("http://school.test");
  });
});

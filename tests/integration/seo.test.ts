import { describe, expect, it } from "vitest";

import { loader as robots } from "~/routes/resources/robots";
import { loader as sitemap } from "~/routes/resources/sitemap";

import { routeArgs } from "../support/route-args";

describe("findable", () => {
  it("lists every public page in /sitemap.xml with absolute URLs", async () => {
    const response = sitemap(routeArgs("http://school.test/sitemap.xml") as never);
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
      "/mandatory-disclosures",
      "/contact",
    ]) {
      expect(xml).toContain(`<loc>http://school.test${path}</loc>`);
    }
    expect(xml).not.toContain("/admin");
  });

  it("keeps crawlers out of the back office in /robots.txt and points to the sitemap", async () => {
    const text = await robots(routeArgs("http://school.test/robots.txt") as never).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: http://school.test/sitemap.xml");
  });
});

// SPEC §2 "Public routes": a Hindi page stays in Hindi, the language switch, the sitemap and the feeds; any other
// path gets the 404 page. That every public page answers inside the shared layout, in both languages, findable by
// search engines, is checked at its one visit in seo-and-a11y.spec.ts.
import { expectPage, school, seededAnnouncements } from "../support/support";
import { expect, test } from "../support/test";

test.describe("an unknown path", () => {
  for (const path of ["/no-such-page", "/a/b/c"]) {
    test(`${path} answers 404 with "Oops! Page not found" and a working link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      // Still inside the shared layout.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();

      const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expectPage(page, { path: "/", heading: school.schoolName });
    });
  }
});

test.describe("every public route in both languages (docs/specification.md §21), findable", () => {
  // What SPEC §2 asks of every route and what a search engine reads, at each page's one visit in a browser:
  // seo-and-a11y.spec.ts, with its accessibility.

  test("a Hindi page's links to other pages, and its forms, stay in Hindi", async ({ page }) => {
    for (const path of ["/hi", "/hi/contact", "/hi/admissions?form=enquiry"]) {
      await page.goto(path);
      const hrefs = await page
        .locator('a[href^="/"]:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      // The back office and files are in no language; every page is the Hindi one.
      const english = hrefs.filter((href) => !/^\/(hi(\/|$|\?|#)|admin|uploads\/|calendar\.ics|logo)/.test(href));
      expect(english, path).toEqual([]);
      const actions = await page
        .locator("form[method=post]")
        .evaluateAll((forms) => forms.map((form) => form.getAttribute("action")));
      for (const action of actions) expect(action, path).toMatch(/^\/hi\//);
    }
  });

  test("the header's switch leads to the same page in the other language, named in that language", async ({ page }) => {
    for (const [from, to, name] of [
      ["/calendar?view=month&month=2026-12", "/hi/calendar?view=month&month=2026-12", "हिन्दी"],
      ["/hi/admissions", "/admissions", "English"],
      ["/hi", "/", "English"],
    ]) {
      await page.goto(from!);
      const other = page.getByRole("banner").getByRole("link", { name, exact: true });
      await expect(other).toHaveAttribute("lang", name === "English" ? "en-IN" : "hi");
      // A full page load, so the page that comes is wholly in its language.
      await other.click();
      await expect(page).toHaveURL(to!);
      await expect(page.locator("html")).toHaveAttribute("lang", name === "English" ? "en-IN" : "hi");
    }
  });

  test("an unknown Hindi path answers 404 in Hindi", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("the sitemap lists each page in both languages, with its alternates", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const url = (to: string) => new URL(to, baseURL).toString();
    for (const address of ["/about", "/hi/about", "/hi"]) expect(sitemap).toContain(`<loc>${url(address)}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${url("/hi/about")}"/>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url("/about")}"/>`);
  });
});

// Decision 0064: the home page names its language's Atom feed of the announcements, which a feed reader can read.
// Other specs add announcements while this runs (tests/e2e/back-office/admin-announcements.spec.ts): only the seed's
// are looked for.
test.describe("the announcements' feed", () => {
  for (const { home, feed, lang, title, seeded } of [
    {
      home: "/",
      feed: "/announcements.xml",
      lang: "en-IN",
      title: `${school.schoolName}: Announcements`,
      seeded: seededAnnouncements.map((announcement) => announcement.title),
    },
    {
      home: "/hi",
      feed: "/hi/announcements.xml",
      lang: "hi",
      title: `${school.schoolName}: सूचनाएँ`,
      seeded: seededAnnouncements.map((announcement) => announcement.titleHi ?? announcement.title),
    },
  ]) {
    test(`${home}'s head links ${feed}, an Atom feed of the announcements it shows`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.goto(home);
      const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("title", title);
      await expect(link).toHaveAttribute("href", new URL(feed, baseURL).toString());

      const response = await request.get((await link.getAttribute("href"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const head = await request.fetch(feed, { method: "HEAD" });
      expect(head.status()).toBe(200);
      expect(head.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");

      // The browser's own XML parser reads it (it reports a <parsererror> for anything not well-formed); it holds
      // the seed's announcements in the home page's order, in the page's language.
      const feedText = await response.text();
      const read = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const atom = "http://www.w3.org/2005/Atom";
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
          lang: doc.documentElement.getAttribute("xml:lang"),
          title: doc.documentElement.getElementsByTagNameNS(atom, "title")[0]?.textContent,
          entries: [...doc.getElementsByTagNameNS(atom, "entry")].map(
            (entry) => entry.getElementsByTagNameNS(atom, "title")[0]?.textContent ?? "",
          ),
        };
      }, feedText);
      expect(read).toMatchObject({ error: false, root: "http://www.w3.org/2005/Atom feed", lang, title });
      expect(read.entries.filter((entry) => seeded.includes(entry))).toEqual(seeded);
    });
  }
});

import type { Page } from "@playwright/test";

import { expectContactBar } from "../support/contact-bar";
import { expectEnglishPage, expectHindiPage, hindiPath } from "../support/hindi";
import { desktop, publicPages, seriousViolations, waitForHydration } from "../support/support";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";
import { wordsCutInside } from "../support/word-wrap";

/** A small phone, the width the tap targets are measured at (decisions 0049, 0075). */
const smallPhone = { width: 360, height: 740 };

// Each page at its English address and its Hindi one (docs/specification.md §21).
const bothLanguages = publicPages.flatMap(({ path }) => [path, hindiPath(path)]);

/**
 * What SPEC §2 asks of every public route, in both languages (docs/specification.md §21), and what a search engine
 * reads: 200 with the page's language inside the layout, one h1, its own title, description, canonical link, both
 * languages' alternates, Open Graph tags and the school's JSON-LD.
 */
async function expectFindable(
  page: Page,
  {
    address,
    path,
    hindi,
    heading,
    baseURL,
  }: { address: string; path: string; hindi: string; heading: string; baseURL: string },
) {
  const lang = address === hindi ? "hi" : "en-IN";
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("h1")).toHaveCount(1);
  if (lang === "en-IN") await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  const url = (to: string) => new URL(to, baseURL).toString();
  const title = await page.title();
  expect(title).not.toBe("");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(address));
  for (const [hreflang, to] of [
    ["en-IN", path],
    ["hi-IN", hindi],
    ["x-default", path],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute("href", url(to!));
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url(address));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("School");
  expect(jsonLd.address.postalCode).toBe("125050");
}

test.describe("every public page is findable", () => {
  test("titles differ from page to page, and from language to language", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of bothLanguages) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(bothLanguages.length);
  });

  test("/sitemap.xml and /robots.txt are served", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain("/mandatory-disclosures</loc>");
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Disallow: /admin");
  });
});

test.describe("every public page is findable and accessible", () => {
  // One visit per page and language, on a small phone: what a search engine reads, what the page says in its
  // language (tests/e2e/support/hindi.ts), targets a thumb can hit, no word cut inside and the contact bar, then
  // axe at that width and, in English, at a desk's. The Hindi pages get axe at a phone's width only, where their
  // parents are: their markup is the English pages'.
  for (const { path, heading } of publicPages) {
    const hindi = hindiPath(path);
    for (const address of [path, hindi]) {
      const viewports = address === hindi ? [smallPhone] : [smallPhone, desktop];
      test(`${address} is findable, says it in its language, has targets a thumb can hit, and no serious or critical axe violations at ${viewports.map(({ width }) => `${width}px`).join(" and ")}`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize(smallPhone);
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expectFindable(page, { address, path, hindi, heading, baseURL: baseURL! });
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        expect.soft(await smallTargets(page), "targets smaller than 44 px").toEqual([]);
        expect.soft(await wordsCutInside(page), "words cut inside").toEqual([]);
        // The phone's bar of Call, WhatsApp and Enquire (tests/e2e/site/contact-bar.spec.ts has its other states).
        if (address === path) await expectContactBar(page);
        for (const viewport of viewports) {
          await page.setViewportSize(viewport);
          expect.soft(await seriousViolations(page), `at ${viewport.width}px`).toEqual([]);
        }
        // Last: reading every word takes the page's <wbr>s out.
        if (address === hindi) await expectHindiPage(page, hindi);
        else await expectEnglishPage(page);
      });
    }
  }

  for (const [link, name] of [
    ["Schedule a Visit", "Schedule a Visit"],
    ["Enquire Now", "Admission Enquiry"],
  ]) {
    test(`the ${name} dialog has no serious or critical axe violations and works from the keyboard`, async ({
      page,
    }) => {
      await page.goto("/admissions");
      await waitForHydration(page);
      await page.getByRole("link", { name: link }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      // Focus moves into the dialog and stays there.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  }

  test("a toast's text stands out from its background", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    // Nothing is sent: the form refuses itself, and its first error is also a toast (SPEC §5).
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).locator("[data-sonner-toast]");
    await expect(toast).toContainText("Name is required");
    await expect(toast).toHaveCSS("opacity", "1");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("focus is visible on links and buttons", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveText("Skip to content");
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });
});

test.describe("the Content-Security-Policy", () => {
  // Zod tries `new Function` unless told not to before a schema is made (app/lib/forms/zod-config.ts); the policy
  // refuses it, and the browser reports the refusal as a violation even though Zod carries on without.
  test("the back office's sign-in page and dashboard break none of its rules", async ({ page, reuseAdminSession }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    await page.goto("/admin");
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    await reuseAdminSession(page);
    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
  });
});

import { desktop, mobile, publicPages, seriousViolations, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

// Each page at its English address and its Hindi one (docs/specification.md §21).
const bothLanguages = publicPages.flatMap(({ path }) => [path, path === "/" ? "/hi" : `/hi${path}`]);

test.describe("every public page is findable", () => {
  // Each page's own title, description, canonical link and Open Graph tags: routes.spec.ts, one visit per page.
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

test.describe("every public page is accessible", () => {
  // Each page at a phone's width, then, in English, at a desk's on the same visit; the Hindi pages at a phone's
  // width only, where their parents are: their markup is the English pages'.
  for (const path of bothLanguages) {
    const viewports = path === "/hi" || path.startsWith("/hi/") ? [mobile] : [mobile, desktop];
    test(`${path} at ${viewports.map(({ width }) => `${width}px`).join(" and ")} has no serious or critical axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize(mobile);
      await page.goto(path);
      await waitForHydration(page);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        expect(await seriousViolations(page), `at ${viewport.width}px`).toEqual([]);
      }
    });
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

// SPEC §2 "Gallery" in a browser, on the fresh database of the browser tests:
// the seed adds no gallery images, so the page shows its empty text. The grid
// and its captions are checked in tests/integration/gallery.test.tsx.
import { expect, test, type Page, type Route } from "@playwright/test";
import { desktop, expectPage, header, mobile, pageLabelled, waitForHydration } from "./support";

const gallery = pageLabelled("Gallery");
const emptyText = "Gallery images will be added soon. Please check back later.";
const loadingText = "Loading gallery...";

test.use({ viewport: desktop });

test("a new site's gallery says its images will be added soon", async ({ page }) => {
  await page.goto(gallery.path);
  await expectPage(page, gallery);
  const main = page.getByRole("main");
  await expect(main.getByText(emptyText, { exact: true })).toBeVisible();
  await expect(main.getByRole("img")).toHaveCount(0);
  await expect(main.getByText(loadingText)).toHaveCount(0);
});

// A parent's phone browser. Headless Chromium's own user agent counts as a
// crawler, and crawlers are sent the whole page at once anyway (app/entry.server.tsx).
const phoneBrowser =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

test("the page arrives whole in a phone browser without JavaScript, never stuck on its loading text", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: mobile, javaScriptEnabled: false, userAgent: phoneBrowser });
  try {
    const page = await context.newPage();
    await page.goto(gallery.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    await expect(page.getByText(emptyText, { exact: true })).toBeVisible();
    await expect(page.getByText(loadingText)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test.describe("coming from another page", () => {
  /**
   * Holds the request for the gallery's images until the returned function is
   * called. (The page's other data, the layout's, comes in a request of its own.)
   */
  async function holdGalleryData(page: Page) {
    let release!: (route: (route: Route) => Promise<void>) => void;
    const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/gallery.data" && !!url.searchParams.get("_routes")?.split(",").includes("routes/site/gallery"),
      async (route) => (await released)(route),
    );
    return release;
  }

  test(`shows "${loadingText}" until the images arrive`, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const release = await holdGalleryData(page);

    await header(page).desktopLink("Gallery").click();
    await expectPage(page, gallery);
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText(loadingText);
    await expect(main.getByText(emptyText)).toHaveCount(0);

    release((route) => route.continue());
    await expect(main.getByText(emptyText, { exact: true })).toBeVisible();
    await expect(main.getByText(loadingText)).toHaveCount(0);
  });

  test('says "Failed to load gallery images" when they cannot be loaded', async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const release = await holdGalleryData(page);

    await header(page).desktopLink("Gallery").click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(loadingText);
    release((route) => route.abort("internetdisconnected"));

    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("Failed to load gallery images");
    await expect(alert.getByRole("link", { name: "Try again" })).toHaveAttribute("href", gallery.path);
  });
});

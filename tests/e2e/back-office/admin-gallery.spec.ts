// SPEC §2 "Gallery", public and back office, in a browser.
//
// One file, run in order: the public page's empty text needs a gallery with no
// images, and the back office tests add some. Browser tests share one database
// and run in parallel, so both live here, serially: first the public page on
// the fresh database (the seed adds no gallery images), then the back office,
// whose every test removes what it added. (These public tests were in
// gallery.spec.ts before the back office could add images.)
import { type Page, type Route, type TestInfo } from "@playwright/test";
import sharp from "sharp";

import { desktop, expectPage, header, mobile, openSection, pageLabelled, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

test.describe.configure({ mode: "serial" });

const gallery = pageLabelled("Gallery");
const emptyText = "Gallery images will be added soon. Please check back later.";
const loadingText = "Loading gallery...";

test.use({ viewport: desktop });

test.describe("the public gallery with no images", () => {
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

  test("the page arrives whole in a phone browser without JavaScript, never stuck on its loading text", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: mobile,
      javaScriptEnabled: false,
      userAgent: phoneBrowser,
    });
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
        (url) =>
          url.pathname === "/gallery.data" &&
          !!url.searchParams.get("_routes")?.split(",").includes("routes/site/gallery"),
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
});

test.describe("the gallery back office", () => {
  const uniqueTitle = (prefix: string, info: TestInfo) => `${prefix} ${info.workerIndex}-${Date.now().toString(36)}`;

  /** A real photo, made in the test. */
  const photo = async () => ({
    name: "sports-day.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 110, b: 60 } } })
      .png()
      .toBuffer(),
  });

  const openGalleryAdmin = (page: Page) => openSection(page, "/admin/gallery", "Gallery");
  const addDialog = (page: Page) => page.getByRole("dialog", { name: "Add Image" });
  const cardOf = (page: Page, title: string) =>
    page
      .getByRole("list", { name: "Gallery images" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

  async function deleteImage(page: Page, title: string) {
    await cardOf(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Image" });
    await expect(confirm).toContainText(title);
    await confirm.getByRole("button", { name: "Delete Image" }).click();
    await expect(page.getByText("Image deleted successfully")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(cardOf(page, title)).toHaveCount(0);
    leftovers.delete(title);
  }

  // Titles a test added and has not deleted yet: removed after a failed test too,
  // so a retry starts again from the empty gallery the public tests above expect.
  const leftovers = new Set<string>();

  test.beforeEach(async ({ page, reuseAdminSession }) => {
    await reuseAdminSession(page);
    await openGalleryAdmin(page);
  });

  test.afterEach(async ({ page }) => {
    if (leftovers.size === 0) return;
    await openGalleryAdmin(page);
    for (const title of leftovers) {
      if ((await cardOf(page, title).count()) > 0) await deleteImage(page, title);
    }
    leftovers.clear();
  });

  test("uploads a photo, which then shows on the public gallery; deleting it after the confirm takes it away", async ({
    page,
  }, info) => {
    const title = uniqueTitle("Sports Day", info);
    await page.getByRole("button", { name: "Add Image" }).click();
    const dialog = addDialog(page);
    await expect(dialog.getByRole("tab", { name: "Upload File" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByLabel("Image File").setInputFiles(await photo());
    await dialog.getByLabel(/^Title( \(optional\))?$/).fill(title);
    await dialog.getByLabel(/^Category( \(optional\))?$/).fill("Sports");
    leftovers.add(title);
    await dialog.getByRole("button", { name: "Add Image" }).click();
    await expect(page.getByText("Image added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = cardOf(page, title);
    await expect(card).toContainText("Sports");

    await page.goto(gallery.path);
    const picture = page.getByRole("main").getByRole("img", { name: `${title} (Sports)` });
    await picture.scrollIntoViewIfNeeded();
    // Served from /uploads, in the phone and full sizes.
    await expect(picture).toHaveAttribute("srcset", /480\.webp 480w.*1600\.webp 1600w/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = (await picture.getAttribute("src"))!;
    expect((await page.request.get(src)).headers()["content-type"]).toBe("image/webp");
    // Its caption is under the picture, on a solid background, without hovering: a phone cannot hover (decision 0048).
    await page.mouse.move(0, 0);
    const caption = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("img", { name: `${title} (Sports)` }) })
      .getByText(title, { exact: true });
    const [photoBox, captionBox] = [await picture.boundingBox(), await caption.boundingBox()];
    expect(captionBox!.y).toBeGreaterThanOrEqual(photoBox!.y + photoBox!.height - 1);
    expect(
      await caption.evaluate((element) => {
        const style = getComputedStyle(element.parentElement!);
        return { opacity: style.opacity, background: style.backgroundColor };
      }),
    ).toEqual({ opacity: "1", background: "rgb(255, 255, 255)" });

    await openGalleryAdmin(page);
    // Cancel first: nothing is deleted without the confirm.
    await cardOf(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await page.getByRole("alertdialog", { name: "Delete Image" }).getByRole("button", { name: "Cancel" }).click();
    await expect(cardOf(page, title)).toHaveCount(1);
    await deleteImage(page, title);

    await page.goto(gallery.path);
    await expect(page.getByRole("main").getByRole("img", { name: `${title} (Sports)` })).toHaveCount(0);
    // Its stored files went with it.
    expect((await page.request.get(src)).status()).toBe(404);
  });

  test("adds an image by URL, shown as given on the public gallery", async ({ page }, info) => {
    const title = uniqueTitle("Campus", info);
    // A picture served by the site itself, so the test needs no network.
    const imageUrl = new URL("/logo.svg", page.url()).toString();
    await page.getByRole("button", { name: "Add Image" }).click();
    const dialog = addDialog(page);
    await dialog.getByRole("tab", { name: "Image URL" }).click();
    await dialog.getByRole("textbox", { name: "Image URL" }).fill(imageUrl);
    await dialog.getByLabel(/^Title( \(optional\))?$/).fill(title);
    leftovers.add(title);
    await dialog.getByRole("button", { name: "Add Image" }).click();
    await expect(page.getByText("Image added successfully")).toBeVisible();
    await expect(cardOf(page, title)).toContainText("No category");

    await page.goto(gallery.path);
    await expect(page.getByRole("main").getByRole("img", { name: title, exact: true })).toHaveAttribute(
      "src",
      imageUrl,
    );

    await openGalleryAdmin(page);
    await deleteImage(page, title);
  });

  test("shows the form's messages: title, file, URL; and refuses a text file named .jpg", async ({ page }) => {
    await page.getByRole("button", { name: "Add Image" }).click();
    const dialog = addDialog(page);
    await dialog.getByRole("button", { name: "Add Image" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Please select a file to upload")).toBeVisible();

    await dialog.getByRole("tab", { name: "Image URL" }).click();
    await dialog.getByLabel(/^Title( \(optional\))?$/).fill("A title");
    await dialog.getByRole("textbox", { name: "Image URL" }).fill("not a web address");
    await dialog.getByRole("button", { name: "Add Image" }).click();
    await expect(dialog.getByText("Must be a valid URL")).toBeVisible();
    await expect(dialog.getByText("Title is required")).toHaveCount(0);

    await dialog.getByRole("tab", { name: "Upload File" }).click();
    await dialog
      .getByLabel("Image File")
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Dear parents, not a photo.") });
    await dialog.getByRole("button", { name: "Add Image" }).click();
    await expect(page.getByText("Failed to upload image")).toBeVisible();
    await expect(page.getByText("Please choose a JPEG, PNG, WebP, GIF or AVIF image.").first()).toBeVisible();
    // The dialog stays open with what was typed.
    await expect(dialog.getByLabel(/^Title( \(optional\))?$/)).toHaveValue("A title");
  });
});

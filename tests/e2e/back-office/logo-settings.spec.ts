// The school's logo (docs/specification.md §10, decision 0076): an admin uploads one in School Settings, and it is
// the header's, the footer's, the sign-in page's, the tab's and the home screen's. An SVG that carries a script (an
// element, an onload handler, a javascript: link) runs it nowhere: not where the logo shows, not at its own address.
// The logo is removed again however the test ends: other specs expect the placeholder crest.
import { type Page } from "@playwright/test";

import { openSection } from "../support/support";
import { expect, test } from "../support/test";

/** Each of an SVG's three ways to run a script, each leaving a mark a test can read. */
const HOSTILE_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" ` +
    `onload="window.__pwned = 'onload'; document.title = 'pwned'">` +
    `<script>window.__pwned = 'script'; document.title = 'pwned'; alert('pwned')</script>` +
    `<a xlink:href="javascript:window.__pwned = 'link'; alert('pwned')" href="javascript:alert('pwned')">` +
    `<rect width="64" height="64" rx="8" fill="#b71c1c"/></a></svg>`,
);

/** Fails if anything of the SVG ran in `page`: its mark, its title, or an alert it raised. */
async function expectNothingRan(page: Page, alerts: string[], where: string) {
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned), where).toBeUndefined();
  expect(await page.title(), where).not.toBe("pwned");
  expect(alerts, where).toEqual([]);
}

async function saveLogoGroup(page: Page) {
  await page.getByRole("group", { name: "Logo" }).getByRole("button", { name: "Save Logo" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("School settings saved").first(),
  ).toBeVisible();
}

async function removeLogo(page: Page) {
  await openSection(page, "/admin/settings", "School Settings");
  const remove = page.getByLabel("Remove the logo (the placeholder crest shows again)");
  if ((await remove.count()) === 0) return;
  await remove.check();
  await saveLogoGroup(page);
}

test("an admin uploads the school's logo; a script in an SVG runs nowhere the logo shows", async ({
  page,
  browser,
  baseURL,
  reuseAdminSession,
}) => {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await reuseAdminSession(page);
  await openSection(page, "/admin/settings", "School Settings");
  const group = page.getByRole("group", { name: "Logo" });
  await expect(group.getByRole("img", { name: "The placeholder crest" })).toBeVisible();
  await group
    .getByLabel("Logo", { exact: true })
    .setInputFiles({ name: "crest.svg", mimeType: "image/svg+xml", buffer: HOSTILE_SVG });
  await saveLogoGroup(page);

  // A parent's phone, signed out: served the pages the cache keeps, which the save renewed.
  const parent = await browser.newContext({ baseURL });
  const parentPage = await parent.newPage();
  parentPage.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    const preview = group.getByRole("img", { name: "The school's logo" });
    await expect(preview).toHaveAttribute("src", /^\/uploads\/logo\/[0-9a-f-]{36}\/mark\.png$/);
    const src = (await preview.getAttribute("src"))!;
    const folder = src.slice(0, src.lastIndexOf("/"));
    await expectNothingRan(page, alerts, "School Settings");

    // Every place it shows: the header and footer of a page in each language, the sign-in page; the tab's icon and
    // the home screen's in the head; the structured data; the manifest.
    for (const [path, shown] of [
      ["/", 2],
      ["/hi/contact", 2],
      ["/admin", 1],
    ] as const) {
      await parentPage.goto(path);
      const logos = parentPage.locator(`img[src="${src}"]`);
      await expect(logos).toHaveCount(shown);
      await expect(logos.first()).toBeVisible();
      expect(
        await logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      ).toBe(true);
      await expect(parentPage.locator('link[rel="icon"]')).toHaveAttribute("href", src);
      await expect(parentPage.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        "href",
        `${folder}/apple-touch-icon.png`,
      );
      await expect(parentPage.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
      // A press on the page wakes its scripts (decision 0036): nothing of the logo runs then either.
      await parentPage.keyboard.press("Shift");
      await expectNothingRan(parentPage, alerts, path);
    }
    await parentPage.goto("/");
    const structured = JSON.parse((await parentPage.locator('script[type="application/ld+json"]').textContent())!);
    expect(structured.logo).toBe(new URL(`${folder}/icon-512.png`, baseURL).toString());
    const shareImage = (await parentPage.locator('meta[property="og:image"]').getAttribute("content"))!;
    const manifest = await (await parentPage.request.get("/manifest.webmanifest")).json();
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      `${folder}/icon-192.png`,
      `${folder}/icon-512.png`,
    ]);

    // The logo's own addresses, opened as a page would be: each an image, no document of the SVG's.
    for (const address of [
      src,
      ...manifest.icons.map((icon: { src: string }) => icon.src),
      `${folder}/apple-touch-icon.png`,
      shareImage,
    ]) {
      const response = await parentPage.goto(address);
      expect(response?.status(), address).toBe(200);
      expect(response?.headers()["content-type"], address).toMatch(/^image\/(png|jpeg)$/);
      await expectNothingRan(parentPage, alerts, address);
    }

    // Removed: the placeholder crest again, everywhere.
    await removeLogo(page);
    await parentPage.goto("/");
    await expect(parentPage.locator('img[src="/logo.svg"]')).toHaveCount(2);
    await expect(parentPage.locator('link[rel="icon"]')).toHaveAttribute("href", "/logo.svg");
    expect((await parentPage.request.get(src)).status()).toBe(404);
  } finally {
    await removeLogo(page);
    await parent.close();
  }
});

test("a file that is no SVG, PNG or JPEG is refused with its message, whatever its name says", async ({
  page,
  reuseAdminSession,
}) => {
  await reuseAdminSession(page);
  await openSection(page, "/admin/settings", "School Settings");
  const group = page.getByRole("group", { name: "Logo" });
  const field = group.getByLabel("Logo", { exact: true });
  await field.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script>"),
  });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await group.getByRole("button", { name: "Save Logo" }).click();
  expect((await answer).status()).toBe(415);
  await expect(
    page.getByText("Please choose an SVG, PNG or JPEG image: this file is none of them.").first(),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
});

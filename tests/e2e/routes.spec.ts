// SPEC §2 "Public routes": every public page answers inside the shared layout,
// and any other path gets the 404 page.
import { expectPage, publicPages, school } from "./support";
import { expect, test } from "./test";

test.describe("every public route", () => {
  for (const { path, heading } of publicPages) {
    test(`${path} answers 200 with a title, one h1, the header and the footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

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

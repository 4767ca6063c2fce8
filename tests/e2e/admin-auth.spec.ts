import { expect, test } from "@playwright/test";

import { E2E_ADMIN } from "./accounts";
import { submitSignIn as signIn } from "./support";

test.describe("Admin sign-in", () => {
  test("refuses wrong credentials with the spec's message", async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("asks for at least 6 characters in the password field", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByLabel("Password")).toHaveAttribute("minlength", "6");
  });

  test("welcomes an admin to a dashboard with all eight sections, then logs out", async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(8);
    for (const title of [
      "Manage Content",
      "Announcements",
      "Gallery",
      "Calendar",
      "Visit Requests",
      "Admission Enquiries",
      "User Management",
      "Mandatory Disclosures",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }

    // Already signed in: the sign-in page goes straight to the dashboard.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("keeps the session cookie HttpOnly and SameSite=Lax", async ({ page, context }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const session = (await context.cookies()).find((cookie) => cookie.name.includes("session_token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });
});

// /admin/account (decision 0020) in a real browser: a member of staff
// opens their account from the dashboard, sees their role and sections,
// changes their name and their password; the password change signs out their
// other browser and keeps this one signed in.
import { type Page } from "@playwright/test";

import { openSection, signIn, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const PASSWORD = "first-password";
const NEW_PASSWORD = "second-password";

/** The admin, in `page`, makes a user who can open the Calendar alone. */
async function createCalendarUser(page: Page, email: string) {
  await openSection(page, "/admin/user-management", "User Management");
  await page.getByRole("button", { name: "Create User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create User" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByLabel("Name").fill("Office Staff");
  await dialog.getByRole("checkbox", { name: "Calendar" }).check();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("User created successfully")).toBeVisible();
}

test("a member of staff changes their name and password; their other browser is signed out", async ({
  page,
  browser,
  baseURL,
  reuseAdminSession,
}, info) => {
  const email = `account-${info.workerIndex}-${Date.now().toString(36)}@school.example`;
  await reuseAdminSession(page);
  await createCalendarUser(page, email);

  // The same person, signed in in two browsers.
  const here = await browser.newContext({ baseURL });
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const mine = await here.newPage();
    const other = await elsewhere.newPage();
    await signIn(mine, email, PASSWORD);
    await signIn(other, email, PASSWORD);

    await waitForHydration(mine);
    await mine.getByRole("link", { name: "My Account" }).click();
    await expect(mine).toHaveURL(/\/admin\/account$/);
    await expect(mine.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await waitForHydration(mine);
    const access = mine.getByRole("region", { name: "Your access" });
    await expect(access.getByText("User", { exact: true })).toBeVisible();
    await expect(access.getByRole("listitem")).toHaveText(["Calendar"]);

    const nameCard = mine.getByRole("region", { name: "Your name" });
    await nameCard.getByLabel("Name").fill("Asha Rani");
    await nameCard.getByRole("button", { name: "Save Name" }).click();
    await expect(mine.getByText("Name updated successfully")).toBeVisible();
    await expect(nameCard.getByLabel("Name")).toHaveValue("Asha Rani");

    const passwordCard = mine.getByRole("region", { name: "Change password" });
    await expect(passwordCard.getByText("You are signed in in 1 other place.")).toBeVisible();
    await passwordCard.getByLabel("Current Password").fill("not-my-password");
    await passwordCard.getByLabel("New Password").fill(NEW_PASSWORD);
    await passwordCard.getByLabel("Confirm Password").fill("second-passwor");
    await expect(passwordCard.getByText("Passwords do not match")).toBeVisible();
    await passwordCard.getByLabel("Confirm Password").fill(NEW_PASSWORD);
    await passwordCard.getByRole("button", { name: "Update Password" }).click();
    await expect(passwordCard.getByText("Current password is incorrect")).toBeVisible();

    await passwordCard.getByLabel("Current Password").fill(PASSWORD);
    await passwordCard.getByLabel("New Password").fill(NEW_PASSWORD);
    await passwordCard.getByLabel("Confirm Password").fill(NEW_PASSWORD);
    await passwordCard.getByRole("button", { name: "Update Password" }).click();
    await expect(mine.getByText("Password updated successfully")).toBeVisible();

    // This browser carries on; the other is sent to sign in again.
    await mine.goto("/admin/dashboard");
    await expect(mine.getByText("Signed in as Asha Rani")).toBeVisible();
    await other.goto("/admin/dashboard");
    await expect(other).toHaveURL(/\/admin$/);
    await expect(other.getByText("Please log in again")).toBeVisible();
    await signIn(other, email, NEW_PASSWORD);
  } finally {
    await here.close();
    await elsewhere.close();
  }
});

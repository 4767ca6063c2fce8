import { type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";

import { E2E_ADMIN } from "../support/accounts";
import { signIn, submitSignIn, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

// Tests run in parallel on one database: every account made here has an e-mail of its own.
const uniqueEmail = (prefix: string, info: TestInfo) =>
  `${prefix}-${info.workerIndex}-${Date.now().toString(36)}@school.example`;

/** A browser of the user's own, where they sign in: the admin's stays signed in (tests/e2e/support/test.ts). */
async function ownBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

async function openUserManagement(page: Page) {
  await page.goto("/admin/user-management");
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  await waitForHydration(page);
}

const rowOf = (page: Page, email: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });

/** A password under 6 characters is refused: Validation Error in a toast, and the message next to the field. */
async function expectShortPasswordRefused(page: Page, dialog: Locator) {
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Validation Error" });
  await expect(toast).toContainText("Validation Error");
  await expect(toast).toContainText("Password must be at least 6 characters");
  await expect(dialog.getByText("Password must be at least 6 characters")).toBeVisible();
}

async function createUser(page: Page, email: string, password: string, sections: string[]) {
  await page.getByRole("button", { name: "Create User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create User" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByLabel("Name").fill("Office Staff");
  await expect(dialog.getByLabel("Role")).toHaveValue("user");
  for (const section of sections) await dialog.getByRole("checkbox", { name: section }).check();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("User created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, email)).toBeVisible();
}

test.describe("User management", () => {
  test.beforeEach(async ({ page, reuseAdminSession }) => {
    await reuseAdminSession(page);
    await openUserManagement(page);
  });

  test("lists accounts with Email, Name, Roles, Permissions and Actions; an admin gets no Manage Permissions", async ({
    page,
  }) => {
    const headers = page.getByRole("columnheader");
    await expect(headers).toHaveText(["Email", "Name", "Roles", "Permissions", "Actions"]);
    const self = rowOf(page, E2E_ADMIN.email);
    await expect(self.getByText("Admin", { exact: true })).toBeVisible();
    await expect(self.getByText("All sections")).toBeVisible();
    await expect(self.getByRole("button", { name: "Manage Permissions" })).toHaveCount(0);
    // Nobody deletes their own account.
    await expect(self.getByRole("button", { name: "Delete" })).toHaveCount(0);
  });

  test("creates a staff user with two permissions, who then sees exactly those two sections", async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const email = uniqueEmail("clerk", info);
    await createUser(page, email, "clerk-pass-1", ["Visit Requests", "Admission Enquiries"]);
    const row = rowOf(page, email);
    await expect(row.getByRole("listitem")).toHaveText(["User", "Visit Requests", "Admission Enquiries"]);

    const clerk = await ownBrowser(browser, baseURL);
    try {
      await signIn(clerk.page, email, "clerk-pass-1");
      const cards = clerk.page.getByRole("list", { name: "Your sections" }).getByRole("listitem");
      await expect(cards).toHaveCount(2);
      await expect(cards.getByRole("heading")).toHaveText(["Visit Requests", "Admission Enquiries"]);
    } finally {
      await clerk.close();
    }
  });

  test("shows Validation Error with the first message, next to the field too", async ({ page }, info) => {
    await page.getByRole("button", { name: "Create User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create User" });
    await dialog.getByLabel("Email").fill(uniqueEmail("short", info));
    await dialog.getByLabel("Password").fill("12345");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expectShortPasswordRefused(page, dialog);

    // Refused by the server: said in a toast and next to the field.
    await dialog.getByLabel("Password").fill("long-enough-1");
    await dialog.getByLabel("Email").fill(E2E_ADMIN.email);
    await dialog.getByRole("button", { name: "Create User" }).click();
    const refusal = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "Failed to create user" });
    await expect(refusal).toContainText("An account with this email already exists");
    await expect(dialog.getByText("An account with this email already exists")).toBeVisible();
    await expect(dialog).toBeVisible();

    // An admin gets no permission checkboxes.
    await dialog.getByLabel("Role").selectOption("admin");
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
  });

  test("resets a password: confirmation must match, a generated one is copied, the user signs in with it", async ({
    page,
    context,
    browser,
    baseURL,
  }, info) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = uniqueEmail("forgetful", info);
    await createUser(page, email, "first-pass-1", ["Gallery"]);

    await rowOf(page, email).getByRole("button", { name: "Reset Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    const update = dialog.getByRole("button", { name: "Update Password" });
    await expect(update).toBeDisabled();
    await dialog.getByLabel("New Password").fill("second-pass-1");
    await expect(update).toBeDisabled();
    await dialog.getByLabel("Confirm Password").fill("second-pass-2");
    await expect(dialog.getByText("Passwords do not match")).toBeVisible();
    await expect(update).toBeDisabled();

    // Filled and equal, but too short: refused with the spec's message.
    await dialog.getByLabel("New Password").fill("12345");
    await dialog.getByLabel("Confirm Password").fill("12345");
    await expect(update).toBeEnabled();
    await update.click();
    await expectShortPasswordRefused(page, dialog);

    await dialog.getByRole("button", { name: "Generate Password" }).click();
    await expect(page.getByText("Password copied to clipboard")).toBeVisible();
    const generated = await dialog.getByLabel("New Password").inputValue();
    expect(generated).toHaveLength(16);
    await expect(dialog.getByLabel("Confirm Password")).toHaveValue(generated);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
    await expect(dialog.getByText("Passwords do not match")).toBeHidden();
    await expect(dialog.getByText("Password must be at least 6 characters")).toBeHidden();

    await update.click();
    await expect(page.getByText("Password updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const user = await ownBrowser(browser, baseURL);
    try {
      await submitSignIn(user.page, email, "first-pass-1");
      await expect(user.page.getByRole("alert")).toHaveText("Invalid credentials");
      await signIn(user.page, email, generated);
      await expect(user.page.getByRole("heading", { name: "Gallery" })).toBeVisible();
    } finally {
      await user.close();
    }
  });

  test("deletes a user only after confirming", async ({ page }, info) => {
    const email = uniqueEmail("leaver", info);
    await createUser(page, email, "leaver-pass-1", ["Calendar"]);

    await rowOf(page, email).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete User" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, email)).toBeVisible();

    await rowOf(page, email).getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("User deleted successfully")).toBeVisible();
    await expect(rowOf(page, email)).toHaveCount(0);
  });

  test("manages a user's permissions and removes a role after confirming", async ({ page }, info) => {
    const email = uniqueEmail("helper", info);
    await createUser(page, email, "helper-pass-1", ["Gallery"]);

    await rowOf(page, email).getByRole("button", { name: "Manage Permissions" }).click();
    const dialog = page.getByRole("dialog", { name: "Manage Permissions" });
    await expect(dialog.getByRole("checkbox", { name: "Gallery" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Gallery" }).uncheck();
    await dialog.getByRole("checkbox", { name: "Announcements", exact: true }).check();
    await dialog.getByRole("button", { name: "Save Permissions" }).click();
    await expect(page.getByText("Permissions updated successfully")).toBeVisible();
    await expect(rowOf(page, email).getByRole("listitem")).toHaveText(["User", "Announcements"]);

    await rowOf(page, email)
      .getByRole("button", { name: `Remove the User role from ${email}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Role" });
    await confirm.getByRole("button", { name: "Remove Role" }).click();
    await expect(page.getByText("User role removed")).toBeVisible();
    await expect(rowOf(page, email).getByText("No role")).toBeVisible();
  });

  test("edits a user's e-mail and name, and makes them an admin", async ({ page }, info) => {
    const email = uniqueEmail("renamed", info);
    await createUser(page, email, "renamed-pass-1", ["Calendar"]);
    const newEmail = uniqueEmail("renamed-new", info);

    await rowOf(page, email).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await dialog.getByLabel("Email").fill(newEmail);
    await dialog.getByLabel("Name").fill("Renamed Staff");
    await dialog.getByLabel("Role").selectOption("admin");
    await expect(dialog.getByText("their individual permissions will be cleared")).toBeVisible();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("User updated successfully")).toBeVisible();

    const row = rowOf(page, newEmail);
    await expect(row.getByRole("cell", { name: "Renamed Staff" })).toBeVisible();
    await expect(row.getByText("All sections")).toBeVisible();
    await expect(rowOf(page, email)).toHaveCount(0);
  });
});

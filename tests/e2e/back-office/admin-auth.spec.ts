import { E2E_ADMIN } from "../support/accounts";
import { submitSignIn as signIn, signIn as signInAndWait, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

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

  test("welcomes an admin to a dashboard with all thirteen sections, then logs out", async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    const cards = page.getByRole("list", { name: "Your sections" }).getByRole("listitem");
    await expect(cards).toHaveCount(13);
    for (const title of [
      "Manage Content",
      "Announcements",
      "Pages",
      "Gallery",
      "Calendar",
      "Visit Requests",
      "Admission Enquiries",
      "Contact Messages",
      "Data Requests",
      "Applications",
      "Alerts",
      "User Management",
      "Mandatory Disclosures",
    ]) {
      await expect(cards.getByRole("heading", { name: title })).toBeVisible();
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

  // Decision 0016: guessing locks strangers out of an account, never its owner's own browser.
  test("lets staff in from the browser they used before while strangers' guesses lock the account", async ({
    page,
    browser,
    reuseAdminSession,
  }, info) => {
    test.setTimeout(90_000);
    // A staff account of this test's own, so the lock touches no other test.
    const email = `locked-${info.workerIndex}-${Date.now().toString(36)}@school.example`;
    const password = "staff-password-1";
    await reuseAdminSession(page);
    await page.goto("/admin/user-management");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create User" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(password);
    await dialog.getByRole("checkbox", { name: "Visit Requests" }).check();
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(page.getByText("User created successfully")).toBeVisible();

    // The staff member signs in on their own browser, then logs out.
    const own = await browser.newContext();
    const ownPage = await own.newPage();
    await signInAndWait(ownPage, email, password);
    expect((await own.cookies()).find((cookie) => cookie.name === "school.device")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
    await ownPage.getByRole("button", { name: "Logout" }).click();
    await expect(ownPage).toHaveURL(/\/admin$/);

    // A stranger guesses until the account's shared limit is used up. The limits count in fixed
    // 15-minute windows (decision 0016): the guesses must not straddle the turn of one.
    const windowMs = 15 * 60 * 1000;
    const leftInWindow = windowMs - (Date.now() % windowMs);
    if (leftInWindow < 30_000) await page.waitForTimeout(leftInWindow + 1000);
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    for (let i = 0; i < 5; i++) {
      await signIn(strangerPage, email, `guess-number-${i}`);
      await expect(strangerPage.getByRole("alert")).toHaveText("Invalid credentials");
    }
    await signIn(strangerPage, email, password);
    await expect(strangerPage.getByRole("alert")).toHaveText(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );

    // The owner's browser still gets in with the right password.
    await signInAndWait(ownPage, email, password);
    await own.close();
    await stranger.close();
  });
});

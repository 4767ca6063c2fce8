// A new install, in the browser (decision 0022): a server of its own on a
// new database prints its one-time setup link; the link makes the first admin,
// who lands on the school settings, enters the real phone number, and sees it
// on the public Contact page. The used link is then refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { startOwnServer } from "../support/own-server.ts";
import { expect, test } from "../support/test";

const REAL_PHONE = "+91 98120 45678";
const PRINCIPAL = { name: "Asha Verma", email: "principal@new-school.example", password: "a-long-secret" };
const SETUP_LINK = /http:\/\/\S+\/admin\/setup\?token=[\w-]+/;

test("a new install: from the setup link to a public page with the school's real phone", async ({ page }) => {
  test.setTimeout(120_000);
  const database = await freshDatabase("first_run");
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "school-first-run-uploads-"));
  const server = await startOwnServer({ UPLOADS_DIR: uploads, ...database.env });
  const origin = server.origin;
  try {
    // The one-time link is in the start-up log.
    await expect.poll(() => SETUP_LINK.test(server.stdout())).toBe(true);
    const link = SETUP_LINK.exec(server.stdout())![0];
    expect(link.startsWith(`${origin}/admin/setup?token=`)).toBe(true);

    // Before setup, the sign-in page says how to begin.
    await page.goto(`${origin}/admin`);
    await expect(page.getByRole("status").getByText("This site has no admin account yet.")).toBeVisible();
    await expect(page.getByRole("status")).toContainText("npm run admin:create");

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Set Up the Website" })).toBeVisible();
    await page.getByLabel("Name").fill(PRINCIPAL.name);
    await page.getByLabel("Email").fill(PRINCIPAL.email);
    await page.getByLabel("Password", { exact: true }).fill(PRINCIPAL.password);
    await page.getByLabel("Confirm Password").fill(PRINCIPAL.password);
    await page.getByRole("button", { name: "Create Admin Account" }).click();

    await expect(page).toHaveURL(`${origin}/admin/settings`);
    await expect(page.getByRole("heading", { name: "School Settings", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Your admin account is ready"),
    ).toBeVisible();

    await page.getByLabel("Phone", { exact: true }).fill(REAL_PHONE);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("School settings saved").first(),
    ).toBeVisible();

    await page.goto(`${origin}/contact`);
    await expect(page.getByRole("main").getByRole("link", { name: REAL_PHONE })).toHaveAttribute(
      "href",
      "tel:+919812045678",
    );

    // Used once, the link opens nothing again.
    const again = await page.goto(link);
    expect(again?.status()).toBe(403);
    await expect(page.getByText("Setup is already finished")).toBeVisible();
  } finally {
    await server.stop();
    await database.cleanup();
    fs.rmSync(uploads, { recursive: true, force: true });
  }
});

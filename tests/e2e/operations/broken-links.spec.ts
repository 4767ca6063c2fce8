// The link check as the office meets it (docs/specification.md §25): a disclosure item whose document points at a
// dead address (on this spec's own HTTP server) is reported on the dashboard after "Check Links Now", with where it
// is used and since when; the public Mandatory Disclosures page says when the document was checked. On a server of
// this spec's own, with a database of its own: a check follows every link the site shows, and the suite's server
// holds other specs' links.
import http from "node:http";
import type { AddressInfo } from "node:net";

import { freshDatabase } from "../../../scripts/fresh-database.ts";
import { createAdmin, startOwnServer, type OwnServer } from "../support/own-server.ts";
import { desktop, signIn, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const ADMIN = { email: "links-admin@school.example", password: "links-admin-password", name: "Links Admin" };

test.describe("broken links", () => {
  let server: OwnServer;
  let dead: http.Server;
  let deadOrigin = "";
  let cleanup = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Answers 404 to everything: the document it is said to hold is gone.
    dead = http.createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => dead.listen(0, "127.0.0.1", resolve));
    deadOrigin = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    const database = await freshDatabase("broken_links");
    cleanup = database.cleanup;
    // The dead server stands for a site elsewhere: this machine is inside, so the site may reach it only when named.
    server = await startOwnServer({ ...database.env, ALLOW_INSIDE_HOSTS: "127.0.0.1" });
    await createAdmin(ADMIN, database.env);
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => dead?.close(resolve));
    await cleanup();
  });

  test("staff see a broken document on the dashboard, and the public page says when it was checked", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.origin, viewport: desktop });
    const page = await context.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole("heading", { name: "Broken links" })).toBeVisible();
    await expect(page.getByText("Links have not been checked yet.")).toBeVisible();

    await page.goto("/admin/mandatory-disclosures");
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /^Add Item to / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    const srNo = await dialog.getByLabel("Sr. No.").inputValue();
    await dialog.getByLabel(/^Information( \(optional\))?$/).fill("Fee structure (old link)");
    await dialog.getByLabel("Document URL").fill(`${deadOrigin}/fees-2025.pdf`);
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByText("Item added successfully")).toBeVisible();

    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Check Links Now" }).click();
    await expect(page.getByText("Checking links", { exact: true })).toBeVisible();
    // The check runs on after the answer: the list shows what it found once it is done.
    const list = page.getByRole("list", { name: "Broken links" });
    await expect(async () => {
      await page.reload();
      await expect(list).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(list.getByText(`${deadOrigin}/fees-2025.pdf`)).toBeVisible();
    await expect(list.getByText(/^Not found \(404\), broken since .+\.$/)).toBeVisible();
    const where = list.getByRole("link", { name: new RegExp(`^Mandatory Disclosures: .*, Sr\\. No\\. ${srNo}$`) });
    await expect(where).toHaveAttribute("href", "/admin/mandatory-disclosures");

    // The public page, in English and in Hindi: when each document was last checked.
    const today = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date());
    await page.goto("/mandatory-disclosures");
    const row = page.getByRole("row").filter({ hasText: "Fee structure (old link)" });
    await expect(row.getByText(`Checked on ${today}`)).toBeVisible();
    await page.goto("/hi/mandatory-disclosures");
    await expect(page.getByRole("row").filter({ hasText: "Fee structure (old link)" })).toContainText("को जाँचा गया");
    await context.close();
  });
});

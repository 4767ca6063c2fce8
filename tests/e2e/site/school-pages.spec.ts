// Pages of the school's own (docs/specification.md §32), as the office makes one on a phone and a parent finds it:
// a Transport page with words in English and Hindi, a table and a PDF, placed under About, previewed and published;
// found in the phone's menu in both languages, with and without JavaScript; a change kept through a lost connection;
// an earlier version restored; removed, and gone from the menu. It changes every page's menu, so it runs with the
// site-wide changes, on a server of their own (playwright.config.ts).
import path from "node:path";
import { type Page } from "@playwright/test";

import { desktop, header, openWithoutJavaScript, seriousViolations, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const PHONE = { width: 360, height: 740 };
const PDF = path.resolve(import.meta.dirname, "../../support/three-pages.pdf");

test.describe.configure({ mode: "serial" });
test.use({ viewport: PHONE, hasTouch: true });

let editorPath = "";

/** The block whose heading says `name` ("Block 2: Table"). */
const block = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

test("staff add a Transport page with a table and a PDF on a phone, preview it and publish it", async ({
  page,
  reuseAdminSession,
}) => {
  await reuseAdminSession(page);
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole("region", { name: "Add Page" });
  await form.getByLabel("Title", { exact: true }).fill("Transport");
  await form.getByLabel("Where it is linked from").selectOption({ label: "Under About in the menu" });
  await form.getByRole("button", { name: "Add Page" }).click();
  // Should the editor not open, the message says what the page said instead.
  await expect(page)
    .toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/)
    .catch(async (error: Error) => {
      throw new Error(
        `${error.message}\nThe page said: ${await page.getByRole("region", { name: /Notifications/ }).innerText()}`,
      );
    });
  editorPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: "Transport" })).toBeVisible();
  await expect(page.getByText("Draft. Its address: /transport")).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Title (Hindi)").fill("परिवहन");

  // Words, in English and, through the phone's Hindi keyboard, in Hindi.
  await page.getByRole("button", { name: "Text", exact: true }).click();
  const english = page.getByRole("textbox", { name: "Text of block 1", exact: true });
  await english.click();
  await page.keyboard.type("Buses leave at 7:10 every morning.");
  await block(page, "Block 1: Text").getByRole("button", { name: "Add Hindi" }).click();
  await page.getByRole("textbox", { name: "Text of block 1 (Hindi)" }).click();
  await page.keyboard.insertText("बसें हर सुबह 7:10 बजे चलती हैं।");

  // A table of routes: its headings, a row, and a row added.
  await page.getByRole("button", { name: "Table", exact: true }).click();
  const table = block(page, "Block 2: Table");
  await table.getByLabel("Caption", { exact: true }).fill("Bus routes");
  const headings = table.getByRole("group", { name: "Column headings" });
  await headings.getByLabel("Column 1", { exact: true }).fill("Route");
  await headings.getByLabel("Column 2", { exact: true }).fill("Fare");
  const row = (n: number) => table.getByRole("group", { name: `Row ${n}`, exact: true });
  await row(1).getByLabel("Route").fill("Bhattu Road");
  await row(1).getByLabel("Fare").fill("₹900 a month");
  await table.getByRole("button", { name: "Add Row" }).click();
  await row(2).getByLabel("Route").fill("Bhuna");
  await row(2).getByLabel("Fare").fill("₹1,100 a month");

  // The routes as a PDF, put before the table by a button.
  await page.getByRole("button", { name: "File (PDF)", exact: true }).click();
  await block(page, "Block 3: File (PDF)").getByText("Choose PDF").setInputFiles(PDF);
  await expect(page.getByText(/three-pages\.pdf: PDF, \d+ KB, 3 pages/)).toBeVisible();
  await block(page, "Block 3: File (PDF)").getByLabel("Title", { exact: true }).fill("Bus routes 2026-27");
  await page.getByRole("button", { name: "Move block 3 up" }).click();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "Block 1: Text",
    "Block 2: File (PDF)",
    "Block 3: Table",
  ]);
  await expect(page.getByRole("button", { name: "Move block 2 up" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await expect(page.getByText("Page saved")).toBeVisible();

  // The preview: the saved page in the site's frame, a phone wide.
  await page.getByRole("button", { name: "Preview in English" }).click();
  const preview = page.frameLocator('iframe[title^="Preview of the page in English"]');
  await expect(preview.getByRole("heading", { level: 1, name: "Transport" })).toBeVisible();
  await expect(preview.getByText("Bhattu Road")).toBeVisible();
  await expect(preview.getByRole("link", { name: /Bus routes 2026-27/ })).toBeVisible();
  await page.getByRole("button", { name: "Preview in Hindi" }).click();
  const hindiPreview = page.frameLocator('iframe[title^="Preview of the page in Hindi"]');
  await expect(hindiPreview.getByRole("heading", { level: 1, name: "परिवहन" })).toBeVisible();
  await expect(hindiPreview.getByText("बसें हर सुबह 7:10 बजे चलती हैं।")).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Page published")).toBeVisible();
  await expect(page.getByText("On the site. Its address: /transport")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Version 1");
  await expect(page.getByRole("region", { name: "History" })).toContainText("First published");
});

test("a parent finds it in the phone's menu in English and Hindi, with and without JavaScript", async ({
  browser,
  baseURL,
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  const { mobileToggle, mobileLink } = header(page);
  await mobileToggle.click();
  await mobileLink("Transport").click();
  await expect(page).toHaveURL(/\/transport$/);
  await expect(page.getByRole("heading", { level: 1, name: "Transport" })).toBeVisible();
  await expect(page.getByText("Buses leave at 7:10 every morning.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Bus routes 2026-27.*PDF, \d+ KB, 3 pages/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Bus routes" }).getByText("Bhuna")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The editor's code never reaches a parent.
  expect(scripts.filter((url) => /text-editor|prosemirror/i.test(url))).toEqual([]);

  await page.goto("/hi");
  await waitForHydration(page);
  // The Hindi page's menu button says it in Hindi.
  await header(page).mobileMenu.locator("summary").click();
  await header(page).mobileLink("परिवहन").click();
  await expect(page).toHaveURL(/\/hi\/transport$/);
  await expect(page.getByRole("heading", { level: 1, name: "परिवहन" })).toBeVisible();

  const { page: plain, close } = await openWithoutJavaScript(browser, baseURL, PHONE, "/hi");
  try {
    const menu = header(plain);
    await menu.mobileMenu.locator("summary").click();
    await menu.mobileLink("परिवहन").click();
    await expect(plain.getByRole("heading", { level: 1, name: "परिवहन" })).toBeVisible();
    await plain.goto("/");
    await menu.mobileToggle.click();
    await menu.mobileLink("Transport").click();
    await expect(plain.getByRole("heading", { level: 1, name: "Transport" })).toBeVisible();
  } finally {
    await close();
  }

  await page.setViewportSize(desktop);
  await page.goto("/transport");
  expect(await seriousViolations(page)).toEqual([]);
});

test("staff restore an earlier version, then remove the page, and the menu drops it", async ({
  page,
  reuseAdminSession,
}) => {
  await reuseAdminSession(page);
  await page.goto(editorPath);
  await waitForHydration(page);
  const details = page.getByRole("region", { name: "Page details" });
  // The connection drops as the change is saved: it is kept on the phone, and back when the editor opens again.
  await details.getByLabel("Title", { exact: true }).fill("School Transport");
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("alert")).toContainText("Not saved: the connection failed.");
  await page.context().setOffline(false);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Your changes from before are back. They are not saved yet.")).toBeVisible();
  await expect(details.getByLabel("Title", { exact: true })).toHaveValue("School Transport");
  await page.getByRole("button", { name: "Publish Changes" }).click();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Version 2");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Title");

  await page.getByRole("button", { name: "Restore Version 1" }).click();
  await expect(page.getByText("Version 1 published again")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Version 1 restored");
  await expect(details.getByLabel("Title", { exact: true })).toHaveValue("Transport");

  await page.getByRole("button", { name: "Remove Page" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Page" });
  await expect(dialog).toContainText("This cannot be undone.");
  await dialog.getByRole("button", { name: "Remove Page" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByText("Page removed")).toBeVisible();
  await expect(page.getByRole("link", { name: /Transport/ })).toHaveCount(0);

  await page.goto("/");
  await waitForHydration(page);
  await header(page).mobileToggle.click();
  await expect(header(page).mobileLink("Fees")).toBeVisible();
  await expect(header(page).mobileLink("Transport")).toHaveCount(0);
  const gone = await page.goto("/transport");
  expect(gone?.status()).toBe(410);
});

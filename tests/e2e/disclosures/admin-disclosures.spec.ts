// The Mandatory Disclosures back office in a browser: a staff member adds a
// section, an item with text and one with an uploaded PDF, sees them on the
// public page, edits one, then deletes them after confirming. Tests share one database:
// every section here has a letter of its own (never A to E, which
// disclosures.spec.ts reads) and a high order number, so it lists last.
import { type Page, type TestInfo } from "@playwright/test";

import { openSection } from "../support/support";
import { expect, test } from "../support/test";

const PATH = "/admin/mandatory-disclosures";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** A section letter no other test uses, within the 10 characters allowed. */
const uniqueLetter = (info: TestInfo) => `Z${info.workerIndex}${Date.now().toString(36).slice(-6)}`.toUpperCase();

async function addSection(page: Page, letter: string, title: string, order: number) {
  await page.getByRole("button", { name: "Add Section", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add Section" });
  await dialog.getByLabel("Section Letter").fill(letter);
  await dialog.getByLabel(/^Title( \(optional\))?$/).fill(title);
  await dialog.getByLabel("Order Number").fill(String(order));
  await dialog.getByRole("button", { name: "Create Section" }).click();
  await expect(page.getByText("Section created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("Mandatory Disclosures back office", () => {
  test.beforeEach(async ({ page, reuseAdminSession }) => {
    await reuseAdminSession(page);
    await openSection(page, PATH, "Mandatory Disclosures");
  });

  test("shows the first schema message and keeps the dialog open for a bad section", async ({ page }) => {
    await page.getByRole("button", { name: "Add Section", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Section" });
    // The field itself stops at the schema's 10 characters.
    await dialog.getByLabel("Section Letter").fill("ABCDEFGHIJK");
    await expect(dialog.getByLabel("Section Letter")).toHaveValue("ABCDEFGHIJ");
    await dialog.getByLabel(/^Title( \(optional\))?$/).fill("Order number zero");
    await dialog.getByLabel("Order Number").fill("0");
    await dialog.getByRole("button", { name: "Create Section" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Order number must be 1 or more"),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("adds a section, an item with text and one with a PDF, shows them publicly, edits one, then deletes them", async ({
    page,
  }, info) => {
    // The whole path a staff member takes, in one test: longer than most.
    test.slow();
    const letter = uniqueLetter(info);
    const title = `Playwright Documents ${info.workerIndex}`;
    const heading = `${letter}. ${title}`;
    await addSection(page, letter, title, 900 + info.workerIndex);
    const section = page.getByRole("region", { name: heading });
    await expect(section.getByText("No items in this section yet.")).toBeVisible();

    // An item with text: the dialog opens on this section with the next free Sr. No.
    await section.getByRole("button", { name: `Add Item to ${heading}` }).click();
    let dialog = page.getByRole("dialog", { name: "Add Item" });
    await expect(dialog.getByLabel("Section", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(dialog.getByLabel("Section", { exact: true }).locator("option:checked")).toHaveText(heading);
    await expect(dialog.getByLabel("Sr. No.")).toHaveValue("1");
    await dialog.getByLabel(/^Information( \(optional\))?$/).fill("Fee structure of the school");
    await dialog.getByLabel(/^Detail( \(optional\))?$/).fill("Rs. 2,000 a month");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByText("Item added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    // An item with an uploaded PDF.
    await section.getByRole("button", { name: `Add Item to ${heading}` }).click();
    dialog = page.getByRole("dialog", { name: "Add Item" });
    await expect(dialog.getByLabel("Sr. No.")).toHaveValue("2");
    await dialog.getByLabel(/^Information( \(optional\))?$/).fill("Copies of affiliation letter");
    await dialog
      .getByLabel("Upload PDF")
      .setInputFiles({ name: "affiliation.pdf", mimeType: "application/pdf", buffer: PDF });
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByText("Item added successfully").last()).toBeVisible();
    await expect(dialog).toBeHidden();

    const table = section.getByRole("table", { name: heading });
    await expect(table.getByRole("columnheader")).toHaveText(["Sr. No.", "Information", "Detail/Document", "Actions"]);
    await expect(table.getByRole("rowheader")).toHaveText([
      "Fee structure of the school",
      "Copies of affiliation letter",
    ]);
    await expect(table.getByRole("link", { name: /Uploaded PDF/ })).toHaveAttribute(
      "href",
      /^\/uploads\/disclosures\/[0-9a-f-]{36}\/document\.pdf$/,
    );

    // The public page: the text, and a Download button opening the PDF from this site in a new tab.
    await page.goto("/mandatory-disclosures");
    const publicTable = page.getByRole("main").getByRole("table", { name: heading });
    await expect(publicTable.getByRole("rowheader")).toHaveText([
      "Fee structure of the school",
      "Copies of affiliation letter",
    ]);
    await expect(publicTable.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("Rs. 2,000 a month");
    const download = publicTable.getByRole("link", { name: /Download/ });
    await expect(download).toHaveAttribute("target", "_blank");
    const href = await download.getAttribute("href");
    expect(href).toMatch(/^\/uploads\/disclosures\/[0-9a-f-]{36}\/document\.pdf$/);
    const served = await page.request.get(href!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await served.body()).equals(PDF)).toBe(true);
    // Nothing in an uploaded file runs as this site (decision 0018): sandboxed, never sniffed, and a download.
    expect(served.headers()).toMatchObject({
      "content-security-policy": "sandbox",
      "content-disposition": 'attachment; filename="document.pdf"',
    });
    // Said once, by helmet, as on every answer.
    const nosniff = served.headersArray().filter(({ name }) => name.toLowerCase() === "x-content-type-options");
    expect(nosniff.map(({ value }) => value)).toEqual(["nosniff"]);
    const downloaded = page.waitForEvent("download");
    await page.goto(href!).catch(() => undefined); // "Download is starting": no page is shown
    expect((await downloaded).suggestedFilename()).toBe("document.pdf");
    await expect(page).toHaveURL(/\/mandatory-disclosures$/);

    // Edit the text item: the dialog opens with what it holds.
    await openSection(page, PATH, "Mandatory Disclosures");
    await section.getByRole("button", { name: `Edit item 1 of section ${letter}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Item" });
    await expect(edit.getByLabel(/^Information( \(optional\))?$/)).toHaveValue("Fee structure of the school");
    await edit.getByLabel(/^Detail( \(optional\))?$/).fill("Rs. 2,500 a month");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Item updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(table.getByRole("row").nth(1)).toContainText("Rs. 2,500 a month");

    // Delete the text item, after confirming.
    await section.getByRole("button", { name: `Delete item 1 of section ${letter}` }).click();
    const confirmItem = page.getByRole("alertdialog", { name: "Delete Item" });
    await expect(confirmItem).toContainText("This cannot be undone.");
    await confirmItem.getByRole("button", { name: "Delete Item" }).click();
    await expect(page.getByText("Item deleted successfully")).toBeVisible();
    await expect(table.getByRole("rowheader")).toHaveText(["Copies of affiliation letter"]);

    // Delete the section: the prompt says its items go with it.
    await section.getByRole("button", { name: `Delete Section ${heading}` }).click();
    const confirmSection = page.getByRole("alertdialog", { name: "Delete Section" });
    await expect(confirmSection).toContainText(`Delete section ${letter} and its 1 item? This cannot be undone.`);
    await confirmSection.getByRole("button", { name: "Delete Section" }).click();
    await expect(page.getByText("Section deleted successfully")).toBeVisible();
    await expect(section).toHaveCount(0);

    // Gone from the public page, and its stored PDF with it.
    await page.goto("/mandatory-disclosures");
    await expect(page.getByRole("heading", { level: 1, name: "Mandatory Disclosures" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: heading })).toHaveCount(0);
    expect((await page.request.get(href!)).status()).toBe(404);
  });
});

import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { openSection, signIn, waitForHydration } from "./support";

/** Sends an enquiry through the public Enquire Now dialog, the way a parent does. */
async function sendEnquiry(page: Page, enquirerName: string) {
  await page.goto("/admissions");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Enquire Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Admission Enquiry" });
  await dialog.getByLabel("Your Name").fill(enquirerName);
  await dialog.getByLabel("Relationship to Student").selectOption("Mother");
  await dialog.getByLabel("Student Name").fill("आशा");
  await dialog.getByLabel("Class for Admission").selectOption("LKG");
  await dialog.getByLabel("Contact Number").fill("9876512345");
  await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Enquiry submitted successfully! We'll contact you soon.")).toBeVisible();
}

const rowOf = (page: Page, enquirerName: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: enquirerName }) });

test.describe("Admission enquiries in the back office", () => {
  test("a parent's enquiry is found by search, marked contacted, exported and deleted", async ({ page }, info) => {
    const enquirerName = `Enquiry E2E ${info.workerIndex}-${Date.now().toString(36)}`;
    await sendEnquiry(page, enquirerName);

    await signIn(page);
    await openSection(page, "/admin/enquiries", "Admission Enquiries");
    // Any part of the name, in any case.
    await page.getByRole("searchbox", { name: "Search" }).fill(enquirerName.toUpperCase().slice(8));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = rowOf(page, enquirerName);
    await expect(row).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("Mother");
    await expect(row).toContainText("आशा");
    await expect(row.getByRole("link", { name: "9876512345" })).toHaveAttribute("href", "tel:9876512345");
    const status = row.getByRole("combobox", { name: `Status of the enquiry from ${enquirerName}` });
    await expect(status).toHaveValue("pending");

    await status.selectOption("contacted");
    await expect(page.getByText("Status updated successfully")).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(rowOf(page, enquirerName).getByRole("combobox")).toHaveValue("contacted");

    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=contacted/);
    await expect(rowOf(page, enquirerName)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFFEnquirer,Relationship,Student")).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${enquirerName},Mother,आशा,LKG,9876512345,,,,contacted,`));

    // Closed no longer matches the filter: the row leaves the list, and the toast still shows.
    await rowOf(page, enquirerName).getByRole("combobox").selectOption("closed");
    await expect(page.getByText("Status updated successfully")).toBeVisible();
    await expect(rowOf(page, enquirerName)).toHaveCount(0);
    await page.getByLabel("Status", { exact: true }).selectOption("closed");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=closed/);

    await rowOf(page, enquirerName)
      .getByRole("button", { name: `Delete the enquiry from ${enquirerName}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this enquiry?" });
    await expect(confirm).toContainText(enquirerName);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Enquiry deleted")).toBeVisible();
    await expect(rowOf(page, enquirerName)).toHaveCount(0);
    await expect(page.getByText("No enquiries match this search.")).toBeVisible();
  });

  test("passes an accessibility audit, with the delete prompt open too", async ({ page }, info) => {
    const enquirerName = `Enquiry axe ${info.workerIndex}-${Date.now().toString(36)}`;
    await sendEnquiry(page, enquirerName);
    await signIn(page);
    await openSection(page, "/admin/enquiries", "Admission Enquiries");
    const audit = async () =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations;
    expect(await audit()).toEqual([]);
    await page.getByRole("button", { name: `Delete the enquiry from ${enquirerName}` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await audit()).toEqual([]);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Enquiry deleted")).toBeVisible();
  });
});

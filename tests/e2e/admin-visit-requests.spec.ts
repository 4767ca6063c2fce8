import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { E2E_ADMIN } from "./accounts";
import { openSection, signIn, waitForHydration } from "./support";

// Dates as the school sees them (Asia/Kolkata), whatever this machine's zone.
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const isWeekday = (iso: string) => ![0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay());

/** A weekday a few weeks ahead, its own per worker, so few other tests' requests share it. */
function visitDay(workerIndex: number) {
  let date = addDays(today, 20 + workerIndex * 3);
  while (!isWeekday(date)) date = addDays(date, 1);
  return date;
}

/** Sends a visit request through the public Schedule a Visit dialog, the way a parent does. */
async function requestVisit(page: Page, studentName: string, date: string) {
  await page.goto("/admissions");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Schedule a Visit" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
  await dialog.getByLabel("Student Name").fill(studentName);
  await dialog.getByLabel("Class for Admission").selectOption("Class III");
  await dialog.getByLabel("Contact Number").fill("9876501234");
  await dialog.getByLabel("Email (optional)").fill("visit-parent@example.com");
  const cell = dialog.locator(`[data-day="${date}"]`);
  while ((await cell.count()) === 0) await dialog.getByRole("button", { name: /next month/i }).click();
  await cell.getByRole("button").click();
  await dialog.getByLabel("Visit Time").selectOption("11:00 AM");
  await dialog.getByRole("button", { name: "Schedule Visit" }).click();
  await expect(page.getByText("Visit request submitted successfully! We'll contact you soon.")).toBeVisible();
}

const rowOf = (page: Page, studentName: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: studentName }) });

test.describe("Visit requests in the back office", () => {
  test("a parent's request is found by date, confirmed, exported and deleted", async ({ page }, info) => {
    const studentName = `Visit E2E ${info.workerIndex}-${Date.now().toString(36)}`;
    const date = visitDay(info.workerIndex);
    await requestVisit(page, studentName, date);

    await signIn(page);
    await openSection(page, "/admin/visit-requests", "Visit Requests");
    await page.getByLabel("Visit date").fill(date);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    const row = rowOf(page, studentName);
    await expect(row).toBeVisible();
    await expect(row.getByRole("link", { name: "9876501234" })).toHaveAttribute("href", "tel:9876501234");
    await expect(row.getByRole("link", { name: "visit-parent@example.com" })).toHaveAttribute(
      "href",
      "mailto:visit-parent@example.com",
    );
    await expect(row.getByText("11:00 AM")).toBeVisible();
    const status = row.getByRole("combobox", { name: `Status of ${studentName}` });
    await expect(status).toHaveValue("pending");

    await status.selectOption("confirmed");
    await expect(page.getByText("Status updated successfully")).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(rowOf(page, studentName).getByRole("combobox", { name: `Status of ${studentName}` })).toHaveValue(
      "confirmed",
    );

    // Only confirmed ones: ours stays; the export carries the same filters.
    await page.getByLabel("Status", { exact: true }).selectOption("confirmed");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(rowOf(page, studentName)).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/admin/visit-requests/export.csv?date=${date}&status=confirmed`,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^visit-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFFStudent,Class,Contact number")).toBe(true);
    expect(csv).toContain(`${studentName},Class III,9876501234,visit-parent@example.com,,${date},11:00 AM,,confirmed,`);

    await rowOf(page, studentName)
      .getByRole("button", { name: `Delete the visit request of ${studentName}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this visit request?" });
    await expect(confirm).toContainText(studentName);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Visit request deleted")).toBeVisible();
    await expect(rowOf(page, studentName)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Visit Requests" })).toBeVisible();
    await expect(rowOf(page, studentName)).toHaveCount(0);
  });

  test("filters in the URL work without JavaScript, and bad ones show everything", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signInWithoutJavaScript(page);
      await page.goto("/admin/visit-requests?date=not-a-date&status=closed&page=zero");
      await expect(page.getByRole("heading", { level: 1, name: "Visit Requests" })).toBeVisible();
      await expect(page.getByLabel("Status", { exact: true })).toHaveValue("");
      await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/status=cancelled/);
      await expect(page.getByLabel("Status", { exact: true })).toHaveValue("cancelled");
      await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("passes an accessibility audit, with the delete prompt open too", async ({ page }, info) => {
    const studentName = `Visit axe ${info.workerIndex}-${Date.now().toString(36)}`;
    await requestVisit(page, studentName, visitDay(info.workerIndex));
    await signIn(page);
    await openSection(page, "/admin/visit-requests", "Visit Requests");
    const audit = async () =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations;
    expect(await audit()).toEqual([]);
    await page.getByRole("button", { name: `Delete the visit request of ${studentName}` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await audit()).toEqual([]);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Visit request deleted")).toBeVisible();
  });
});

/** The sign-in form posts without JavaScript too. */
async function signInWithoutJavaScript(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

// The steps the browser tests of visit requests and admission enquiries share:
// the same page, driven for each kind with its own words (SPEC §2, §8).
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { openSection, signIn, waitForHydration } from "./support";

/** A back office list of requests, as the office sees it. */
export interface RequestsPage {
  path: string;
  title: string;
  /** The filter form's button. */
  submit: string;
  /** The status select's accessible name in the row of `name`. */
  statusLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  prompt: string;
  deleted: string;
  csv: { name: string; header: string };
}

export const VISIT_REQUESTS_PAGE: RequestsPage = {
  path: "/admin/visit-requests",
  title: "Visit Requests",
  submit: "Apply filters",
  statusLabel: (name) => `Status of ${name}`,
  deleteLabel: (name) => `Delete the visit request of ${name}`,
  prompt: "Delete this visit request?",
  deleted: "Visit request deleted",
  csv: { name: "visit-requests", header: "Student,Class,Contact number" },
};

export const ENQUIRIES_PAGE: RequestsPage = {
  path: "/admin/enquiries",
  title: "Admission Enquiries",
  submit: "Search",
  statusLabel: (name) => `Status of the enquiry from ${name}`,
  deleteLabel: (name) => `Delete the enquiry from ${name}`,
  prompt: "Delete this enquiry?",
  deleted: "Enquiry deleted",
  csv: { name: "enquiries", header: "Enquirer,Relationship,Student" },
};

/** A dialog of the public admissions page (SPEC §2, §8). */
export interface AdmissionsDialog {
  link: string;
  dialog: string;
  button: string;
  success: string;
}

export const VISIT_DIALOG: AdmissionsDialog = {
  link: "Schedule a Visit",
  dialog: "Schedule a Visit",
  button: "Schedule Visit",
  success: "Visit request submitted successfully! We'll contact you soon.",
};

export const ENQUIRY_DIALOG: AdmissionsDialog = {
  link: "Enquire Now",
  dialog: "Admission Enquiry",
  button: "Submit Enquiry",
  success: "Enquiry submitted successfully! We'll contact you soon.",
};

/**
 * Sends a request through a dialog of the public admissions page, the way a
 * parent does: each field found by its label (a select gets the option), and
 * `day` (yyyy-MM-dd), when given, picked in the dialog's calendar.
 */
export async function sendFromAdmissions(
  page: Page,
  form: AdmissionsDialog,
  fields: Record<string, string>,
  day?: string,
) {
  await page.goto("/admissions");
  await waitForHydration(page);
  await page.getByRole("link", { name: form.link }).click();
  const dialog = page.getByRole("dialog", { name: form.dialog });
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
  if (day) {
    // The calendar arrives a moment after the dialog opens.
    await expect(dialog.getByRole("grid")).toBeVisible();
    const cell = dialog.locator(`[data-day="${day}"]`);
    while ((await cell.count()) === 0) await dialog.getByRole("button", { name: /next month/i }).click();
    await cell.getByRole("button").click();
  }
  await dialog.getByRole("button", { name: form.button }).click();
  await expect(page.getByText(form.success)).toBeVisible();
}

/** The steps on the page of `kind` in `page`. */
export function requestsSteps(page: Page, kind: RequestsPage) {
  const rowOf = (name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  const statusOf = (name: string) => rowOf(name).getByRole("combobox", { name: kind.statusLabel(name) });
  return {
    rowOf,
    statusOf,

    /** Signs in as the test admin and opens the page. */
    async open() {
      await signIn(page);
      await openSection(page, kind.path, kind.title);
    },

    /** Chooses `status` in the row's select: it is saved at once. */
    async setStatus(name: string, status: string) {
      await statusOf(name).selectOption(status);
      await expect(page.getByText("Status updated successfully")).toBeVisible();
    },

    /** The status is still `status` once the page is read again. */
    async expectSavedStatus(name: string, status: string) {
      await page.reload();
      await waitForHydration(page);
      await expect(statusOf(name)).toHaveValue(status);
    },

    /** Shows only requests of `status` (the other filter stays as it is). */
    async filterByStatus(status: string) {
      await page.getByLabel("Status", { exact: true }).selectOption(status);
      await page.getByRole("button", { name: kind.submit }).click();
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
    },

    /** Downloads "Export CSV": a dated file, with the BOM and the header. Its text. */
    async exportCsv() {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind.csv.name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const csv = fs.readFileSync((await download.path())!, "utf8");
      expect(csv.startsWith(`\uFEFF${kind.csv.header}`)).toBe(true);
      return csv;
    },

    /** Deletes the request of `name` through the confirm prompt. */
    async delete(name: string) {
      await rowOf(name)
        .getByRole("button", { name: kind.deleteLabel(name) })
        .click();
      const confirm = page.getByRole("alertdialog", { name: kind.prompt });
      await expect(confirm).toContainText(name);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(kind.deleted)).toBeVisible();
      await expect(rowOf(name)).toHaveCount(0);
    },
  };
}

/**
 * The page of `kind` passes an accessibility audit, with the delete prompt open
 * too. `send` makes a request named `name` through the public form.
 */
export function testAccessibility(
  kind: RequestsPage,
  send: (page: Page, name: string, worker: number) => Promise<void>,
) {
  test("passes an accessibility audit, with the delete prompt open too", async ({ page }, info) => {
    const name = `${kind.title} axe ${info.workerIndex}-${Date.now().toString(36)}`;
    await send(page, name, info.workerIndex);
    await signIn(page);
    await openSection(page, kind.path, kind.title);
    const audit = async () =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations;
    expect(await audit()).toEqual([]);
    await page.getByRole("button", { name: kind.deleteLabel(name) }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await audit()).toEqual([]);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(kind.deleted)).toBeVisible();
  });
}

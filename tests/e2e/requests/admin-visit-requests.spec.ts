import { type Page } from "@playwright/test";

import { E2E_ADMIN } from "../support/accounts";
import { requestsSteps, sendFromAdmissions, VISIT_DIALOG, VISIT_REQUESTS_PAGE } from "../support/requests";
import { expect, test } from "../support/test";

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
  await sendFromAdmissions(
    page,
    VISIT_DIALOG,
    {
      "Student Name": studentName,
      "Class for Admission": "Class III",
      "Contact Number": "9876501234",
      "Email (optional)": "visit-parent@example.com",
      "Visit Time": "11:00 AM",
    },
    date,
  );
}

test.describe("Visit requests in the back office", () => {
  test("a parent's request is found by date, confirmed, exported and deleted", async ({
    page,
    reuseAdminSession,
  }, info) => {
    const studentName = `Visit E2E ${info.workerIndex}-${Date.now().toString(36)}`;
    const date = visitDay(info.workerIndex);
    await requestVisit(page, studentName, date);
    const visits = requestsSteps(page, VISIT_REQUESTS_PAGE);

    await reuseAdminSession(page);
    await visits.open();
    await page.getByLabel("Visit date", { exact: true }).fill(date);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    const row = visits.rowOf(studentName);
    await expect(row).toBeVisible();
    await expect(row.getByRole("link", { name: "9876501234" })).toHaveAttribute("href", "tel:+919876501234");
    await expect(row.getByRole("link", { name: "visit-parent@example.com" })).toHaveAttribute(
      "href",
      "mailto:visit-parent@example.com",
    );
    await expect(row.getByText("11:00 AM")).toBeVisible();
    await expect(visits.statusOf(studentName)).toHaveValue("pending");

    await visits.setStatus(studentName, "confirmed");
    await visits.expectSavedStatus(studentName, "confirmed");

    // Only confirmed ones: ours stays; the export carries the same filters.
    await visits.filterByStatus("confirmed");
    await expect(visits.rowOf(studentName)).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/admin/visit-requests/export.csv?date=${date}&status=confirmed`,
    );
    const csv = await visits.exportCsv();
    expect(csv).toContain(`${studentName},Class III,9876501234,visit-parent@example.com,,${date},11:00 AM,,confirmed,`);

    await visits.delete(studentName);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Visit Requests" })).toBeVisible();
    await expect(visits.rowOf(studentName)).toHaveCount(0);
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

  // Decision 0037: the list starts with today (fixtures: a visit yesterday, today and tomorrow), soonest first.
  test("starts with today's visits, marked Today; the past is one filter away, newest first", async ({
    page,
    reuseAdminSession,
  }) => {
    const visits = requestsSteps(page, VISIT_REQUESTS_PAGE);
    await reuseAdminSession(page);
    await visits.open();
    await expect(page.getByLabel("Show")).toHaveValue("");
    const rows = page.getByRole("table").getByRole("row");
    // The header row, then today's visit first (other tests' visits are weeks ahead).
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText("Visit fixture today");
    await expect(rows.nth(2).getByRole("rowheader")).toHaveText("Visit fixture tomorrow");
    await expect(visits.rowOf("Visit fixture today").getByText("Today", { exact: true })).toBeVisible();
    await expect(visits.rowOf("Visit fixture tomorrow").getByText("Today", { exact: true })).toHaveCount(0);
    await expect(visits.rowOf("Visit fixture yesterday")).toHaveCount(0);

    await page.getByLabel("Show").selectOption({ label: "Past visits" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(page.getByLabel("Show")).toHaveValue("past");
    await expect(visits.rowOf("Visit fixture yesterday")).toBeVisible();
    await expect(visits.rowOf("Visit fixture today")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/admin/visit-requests/export.csv?when=past",
    );
    const csv = await visits.exportCsv();
    expect(csv).toContain("Visit fixture yesterday,");
    expect(csv).not.toContain("Visit fixture today,");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(visits.rowOf("Visit fixture today")).toBeVisible();
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

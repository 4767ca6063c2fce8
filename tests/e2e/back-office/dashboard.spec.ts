// Decisions 0021 and 0023: the dashboard's "Needs attention" figures, each a link
// that lands on its list already filtered.
import { type Page } from "@playwright/test";

import { ENQUIRY_DIALOG, sendFromAdmissions } from "../support/requests";
import { waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

// Today as the school sees it (Asia/Kolkata), whatever this machine's zone.
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
/** `days` after the date `date` (yyyy-MM-dd). */
function plusDays(date: string, days: number) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
/** The Sunday that ends the school's week (Monday to Sunday) of `date`. */
const sundayOf = (date: string) => plusDays(date, (7 - new Date(`${date}T00:00:00Z`).getUTCDay()) % 7);

function cardOf(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Needs attention" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title }) });
}

async function openDashboard(page: Page) {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Needs attention" })).toBeVisible();
  await waitForHydration(page);
}

test.describe("What needs attention on the dashboard", () => {
  test("each figure opens its list, already filtered", async ({ page, reuseAdminSession }, info) => {
    // A pending enquiry, so the oldest one's wait is shown.
    await sendFromAdmissions(page, ENQUIRY_DIALOG, {
      "Your Name": `Dashboard E2E ${info.workerIndex}-${Date.now().toString(36)}`,
      "Relationship to Student": "Father",
      "Student Name": "Asha",
      "Class for Admission": "UKG",
      "Contact Number": "9876512345",
    });
    await reuseAdminSession(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: "Needs attention" })).toBeVisible();

    const visits = cardOf(page, "Visit Requests");
    await visits.getByRole("link", { name: /^\d+ pending$/ }).click();
    await expect(page).toHaveURL(/\/admin\/visit-requests\?status=pending&when=all$/);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");

    await openDashboard(page);
    await visits.getByRole("link", { name: /due today/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/visit-requests\\?date=${today()}&status=due$`));
    await expect(page.getByLabel("Visit date", { exact: true })).toHaveValue(today());
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("due");

    await openDashboard(page);
    await visits.getByRole("link", { name: /due this week/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/visit-requests\\?date=${today()}&to=${sundayOf(today())}&status=due$`),
    );
    await expect(page.getByLabel("Visit date", { exact: true })).toHaveValue(today());
    await expect(page.getByLabel("Until")).toHaveValue(sundayOf(today()));
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("due");

    const enquiries = cardOf(page, "Admission Enquiries");
    await openDashboard(page);
    const pending = enquiries.getByRole("link", { name: /^\d+ pending$/ });
    const count = Number((await pending.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    await pending.click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?status=pending$/);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");

    // The list is newest first: the wait of the oldest opens the pending list's last page.
    await openDashboard(page);
    await expect(enquiries).toContainText(/The oldest has waited (less than an hour|\d+ (hours?|days?))/);
    await enquiries.getByRole("link", { name: /less than an hour|hours?|days?/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/enquiries\\?status=pending&page=${Math.ceil(count / 25)}$`));
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");

    await openDashboard(page);
    // With no event in the next 7 days the calendar has no card of its own, only its name on the quiet line.
    const calendar = cardOf(page, "Calendar");
    if ((await calendar.count()) === 0) {
      await expect(page.getByText(/^Nothing waiting in .*Calendar/)).toBeVisible();
    } else {
      await calendar.getByRole("link", { name: /in the next 7 days/ }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?from=${today()}&to=${plusDays(today(), 6)}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
      await expect(page.getByText(/^Showing the events from .+ to .+\./)).toBeVisible();
    }

    // The seed's disclosure tables start with items the school has yet to fill in.
    await openDashboard(page);
    const disclosures = cardOf(page, "Mandatory Disclosures");
    await disclosures.getByRole("link", { name: /items are not complete/ }).click();
    await expect(page).toHaveURL(/\/admin\/mandatory-disclosures\?owed=1$/);
    await expect(page.getByText("Showing only the items not yet complete")).toBeVisible();

    await openDashboard(page);
    const section = disclosures.getByRole("list", { name: "Items still owed by section" }).getByRole("link").first();
    const sectionName = (await section.textContent())!.replace(/: \d+$/, "");
    await section.click();
    await expect(page).toHaveURL(/\/admin\/mandatory-disclosures\?owed=1#admin-disclosure-section-/);
    const target = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(target).toHaveText(new RegExp(sectionName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(target).toBeInViewport();
  });
});

test.describe("The dashboard on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("is no wider than the screen, so the phone never zooms the page out", async ({ page, reuseAdminSession }) => {
    await reuseAdminSession(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: "Needs attention" })).toBeVisible();
    // The admin's panels are all there: the go-live checklist and the backups (with the folder they go to).
    await expect(page.getByRole("heading", { name: "Backups" })).toBeVisible();
    // The server's folder is for the IT vendor: folded away, a tap opens it.
    await expect(page.getByText(/Backups are kept in/)).toBeHidden();
    await page.getByText("For the IT vendor").click();
    await expect(page.getByText(/Backups are kept in/)).toBeVisible();
    // What needs attention (the notices and the figures) ends within the first two screens, whatever else the other
    // specs have left waiting on the shared server; the panels and the sections follow.
    const attentionEnd = await page
      .getByRole("region", { name: "Needs attention" })
      .evaluate((region) => region.getBoundingClientRect().bottom + window.scrollY);
    expect(attentionEnd).toBeLessThanOrEqual(2 * 740);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

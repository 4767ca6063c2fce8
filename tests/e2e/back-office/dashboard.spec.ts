// Decisions 0021 and 0023: the dashboard's "Needs attention" figures, each a link
// that lands on its list already filtered.
import { type Page } from "@playwright/test";

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
  // Where each figure's link goes, filtered to exactly the rows it counts, is proven against a real database
  // (tests/integration/staff/dashboard.test.ts). Here: a click opens the list with its controls showing that filter,
  // and a section's link scrolls its section into view.
  test("each figure opens its list, already filtered", async ({ page, reuseAdminSession }) => {
    await reuseAdminSession(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: "Needs attention" })).toBeVisible();

    const visits = cardOf(page, "Visit Requests");
    await visits.getByRole("link", { name: /^\d+ pending$/ }).click();
    await expect(page).toHaveURL(/\/admin\/visit-requests\?status=pending&when=all$/);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");

    await openDashboard(page);
    await visits.getByRole("link", { name: /due this week/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/visit-requests\\?date=${today()}&to=${sundayOf(today())}&status=due$`),
    );
    await expect(page.getByLabel("Visit date", { exact: true })).toHaveValue(today());
    await expect(page.getByLabel("Until")).toHaveValue(sundayOf(today()));
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("due");

    // The seed's disclosure tables start with items the school has yet to fill in.
    await openDashboard(page);
    const disclosures = cardOf(page, "Mandatory Disclosures");
    const section = disclosures.getByRole("list", { name: "Items still owed by section" }).getByRole("link").first();
    const sectionName = (await section.textContent())!.replace(/: \d+$/, "");
    await section.click();
    await expect(page).toHaveURL(/\/admin\/mandatory-disclosures\?owed=1#admin-disclosure-section-/);
    await expect(page.getByText("Showing only the items not yet complete")).toBeVisible();
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

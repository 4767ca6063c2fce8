// DPDP operations in the browser (docs/specification.md §27), on a phone (360 px): an admin records a breach in the
// register and the dashboard counts down its 72 hours; the record of processing lists the request kinds and offers
// to print. Axe passes on both pages, and neither is wider than the phone. The breach stays (none is ever deleted):
// the test records both reports at the end, so the dashboard's clock goes for the other specs.
import type { Page } from "@playwright/test";

import { openSection, schoolDateTime, seriousViolations } from "../support/support";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 360, height: 740 } });

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
}

test("an admin records a breach on a phone and the dashboard counts down its 72 hours", async ({
  page,
  reuseAdminSession,
}) => {
  test.setTimeout(90_000);
  await reuseAdminSession(page);
  // Detected 40 minutes ago: 71 h 20 min left, less the minutes a busy machine takes to get through the test.
  const what = `A staff phone with the enquiries list open was lost on the bus (${Date.now()}).`;

  await openSection(page, "/admin/breaches", "Breach Register");
  await page.getByRole("button", { name: "Record a Breach" }).click();
  const dialog = page.getByRole("dialog", { name: "Record a Breach" });
  await dialog.getByLabel("What happened").fill(what);
  await dialog.getByLabel("When it was detected").fill(schoolDateTime(-40));
  await dialog.getByRole("checkbox", { name: "Admission Enquiries" }).check();
  await dialog.getByLabel("How many people are affected (optional)").fill("42");
  await dialog.getByRole("button", { name: "Record Breach" }).click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("Breach recorded").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article").filter({ hasText: what });
  await expect(card.getByText(/^Report to the Data Protection Board within 71 h (1[4-9]|20) min$/)).toBeVisible();
  await fitsThePhone(page);

  await page.goto("/admin/dashboard");
  const open = page.getByRole("list", { name: "Open breaches" }).getByRole("listitem").filter({ hasText: what });
  await expect(open.getByText(/^Report to the Data Protection Board within 71 h (1[4-9]|20) min$/)).toBeVisible();

  await openSection(page, "/admin/record-of-processing", "Record of Processing");
  await expect(page.getByRole("heading", { level: 2, name: "Admission Enquiries" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await fitsThePhone(page);

  // Both reports recorded: the breach is no longer open, and its clock goes from the dashboard.
  await openSection(page, "/admin/breaches", "Breach Register");
  for (const [button, title] of [
    [/^Record the report to the Data Protection Board/, "Record: Report to the Board"],
    [/^Record when the affected parents were told/, "Record: Parents Told"],
  ] as const) {
    await card.getByRole("button", { name: button }).click();
    const report = page.getByRole("dialog", { name: title });
    await report.getByRole("button", { name: "Record Report" }).click();
    await expect(report).toBeHidden();
    await expect(card.getByRole("button", { name: button })).toHaveCount(0);
  }
  await expect(card.getByText(/within 71 h/)).toHaveCount(0);
  await page.goto("/admin/dashboard");
  await expect(page.getByText(what)).toHaveCount(0);
});

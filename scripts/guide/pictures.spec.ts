// The pictures of the office's guide (docs/using.md), taken from the running product on a 360×740 phone, as the
// office sees it. Each picture shows one step of a task the guide walks through.
import { type Page } from "@playwright/test";

import { ENQUIRY_DIALOG, sendFromAdmissions } from "../../tests/e2e/support/requests.ts";
import { openSection, waitForHydration } from "../../tests/e2e/support/support.ts";
import { expect, test } from "../../tests/e2e/support/test.ts";

const PHONE = { width: 360, height: 740 };
const picture = (page: Page, name: string) => page.screenshot({ path: `docs/images/${name}.png` });

test.use({ viewport: PHONE, deviceScaleFactor: 1 });

test.beforeEach(async ({ page, reuseAdminSession }) => {
  await reuseAdminSession(page);
});

test("the dashboard", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Needs attention" })).toBeVisible();
  await picture(page, "guide-dashboard");
});

test("publishing a closure alert", async ({ page }) => {
  await openSection(page, "/admin/alerts", "Alerts");
  await page.getByRole("button", { name: "Publish Alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish Alert" });
  await dialog.getByLabel("How serious").selectOption({ label: "Urgent: a closure or danger (cannot be dismissed)" });
  await dialog.getByLabel("Text", { exact: true }).fill("School closed tomorrow due to dense fog.");
  await dialog.getByLabel("Text (Hindi) (optional)").fill("घने कोहरे के कारण कल विद्यालय बंद रहेगा।");
  await dialog.getByRole("button", { name: "End of tomorrow" }).click();
  await dialog.getByText(/^It shows until/).scrollIntoViewIfNeeded();
  await picture(page, "guide-publish-alert");
});

test("calling back an enquiry", async ({ browser, baseURL, page }) => {
  // A father's enquiry, sent from the Admissions page as he would send it.
  const father = await browser.newContext({ baseURL, viewport: PHONE });
  await sendFromAdmissions(await father.newPage(), ENQUIRY_DIALOG, {
    "Your Name": "Rajesh Kumar",
    "Relationship to Student": "Father",
    "Student Name": "Aarav",
    "Class for Admission": "Class I",
    "Contact Number": "98765 43210",
    Message: "Is there a school bus from Bhuna? Please call after 5 pm.",
  });
  await father.close();
  await page.goto("/admin/enquiries?q=Rajesh%20Kumar");
  await page.getByRole("link", { name: "Rajesh Kumar (Father)", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiry from Rajesh Kumar" })).toBeVisible();
  await waitForHydration(page);
  await picture(page, "guide-enquiry");
});

test("opening admissions for a class", async ({ page }) => {
  await openSection(page, "/admin/applications/setup", "Admissions setup");
  await waitForHydration(page);
  const card = page.getByRole("group", { name: "Class I", exact: true });
  await card.getByLabel("Open for admission").check();
  await card.scrollIntoViewIfNeeded();
  await picture(page, "guide-admissions-setup");
});

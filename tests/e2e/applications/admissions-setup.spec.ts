// docs/specification.md §22 in the browser, on a phone: staff open a class for online applications on the
// session's setup page, and a parent's Admissions page shows Apply Online and the class's seats, in English and in
// Hindi. The class is closed again however the test ends, so other specs see no Apply Online.
import { type Page } from "@playwright/test";

import { openSection, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const PHONE = { width: 360, height: 740 };

/** Today's date in the school's zone, and a day `days` from it (yyyy-MM-dd). */
function schoolDay(days = 0) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The card of `className` on the setup page. */
const classCard = (page: Page, className: string) => page.getByRole("group", { name: className, exact: true });

async function saveSetup(page: Page) {
  await page.getByRole("button", { name: "Save Setup" }).click();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("Admissions setup saved").first(),
  ).toBeVisible();
}

test.use({ viewport: PHONE });
// Each test saves the whole setup: one at a time.
test.describe.configure({ mode: "serial" });

test("staff open a class on a phone, and the Admissions page offers Apply Online with its seats, in English and Hindi", async ({
  page,
  browser,
  baseURL,
  reuseAdminSession,
}) => {
  // A parent's phone, without a session: it is served the kept copy of the page (decision 0034).
  const parent = await browser.newContext({ baseURL, viewport: PHONE });
  const parentPage = await parent.newPage();
  await parentPage.goto("/admissions");
  await expect(parentPage.getByRole("link", { name: "Apply Online" })).toHaveCount(0);

  await reuseAdminSession(page);
  await openSection(page, "/admin/applications", "Applications");
  await page.getByRole("link", { name: "Admissions setup" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admissions setup" })).toBeVisible();
  await waitForHydration(page);
  // Up to Class VIII the interaction is off and cannot be ticked (RTE Act s.13).
  await expect(classCard(page, "Class III").getByLabel("Interaction")).toBeDisabled();
  await expect(classCard(page, "Class IX").getByLabel("Interaction")).toBeEnabled();
  const card = classCard(page, "Class III");
  try {
    await page.getByLabel("Applications open on").fill(schoolDay(-1));
    await page.getByLabel("Applications close on").fill(schoolDay(30));
    await page.getByLabel("Registration fee (₹)").fill("500");
    // A closed class shows its name and the box that opens it; one tap shows the rest of its card, and Save is at
    // hand wherever the page is scrolled (decision 0075).
    await expect(card.getByLabel("Seats")).toBeHidden();
    await card.getByLabel("Open for admission").check();
    await expect(card.getByLabel("Seats")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Setup" })).toBeInViewport();
    await card.getByLabel("Seats").fill("");
    // Opened without seats: the class's own message, beside its field.
    await page.getByRole("button", { name: "Save Setup" }).click();
    await expect(card.getByText("Class III: Seats are required")).toBeVisible();
    await card.getByLabel("Seats").fill("30");
    await saveSetup(page);
    // Saved, the form still shows what was saved.
    await expect(card.getByLabel("Seats")).toHaveValue("30");
    await expect(page.getByLabel("Registration fee (₹)")).toHaveValue("500");
    // The page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Opened, it comes first the next time the page is opened.
    await page.reload();
    const groups = page.getByRole("region", { name: "Classes" }).getByRole("group");
    await expect(page.getByRole("heading", { level: 3, name: "Open for admission (1)" })).toBeVisible();
    await expect(groups.first()).toHaveAccessibleName("Class III");

    await parentPage.goto("/admissions");
    const apply = parentPage.getByRole("link", { name: "Apply Online" });
    await expect(apply).toHaveAttribute("href", "/admissions/apply");
    const classes = parentPage.getByRole("region", { name: "Classes open for online applications" });
    await expect(classes.getByRole("listitem").filter({ hasText: "Class III" })).toHaveText(
      /Class III\s*Seats available/,
    );
    await expect(classes.getByText("Registration fee: ₹500")).toBeVisible();

    await parentPage.goto("/hi/admissions");
    await expect(parentPage.getByRole("link", { name: "ऑनलाइन आवेदन करें" })).toHaveAttribute(
      "href",
      "/hi/admissions/apply",
    );
    const hindi = parentPage.getByRole("region", { name: "ऑनलाइन आवेदन के लिए खुली कक्षाएँ" });
    await expect(hindi.getByRole("listitem").filter({ hasText: "कक्षा 3" })).toHaveText(/कक्षा 3\s*सीटें उपलब्ध हैं/);
    await expect(hindi.getByText("पंजीकरण शुल्क: ₹500")).toBeVisible();
    expect(await parentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await openSection(page, "/admin/applications/setup", "Admissions setup");
    await waitForHydration(page);
    await card.getByLabel("Open for admission").uncheck();
    await saveSetup(page);
    await parent.close();
  }
});

test("the setup works without JavaScript: a refusal keeps what was typed, a save says so", async ({
  browser,
  baseURL,
  adminState,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: adminState,
    viewport: PHONE,
  });
  const page = await context.newPage();
  const card = classCard(page, "Class II");
  const saved = page.getByRole("status");
  try {
    await page.goto("/admin/applications/setup");
    await page.getByLabel("Applications open on").fill(schoolDay(1));
    await page.getByLabel("Applications close on").fill(schoolDay(-1));
    await card.getByLabel("Open for admission").check();
    await card.getByLabel("Seats").fill("25");
    await page.getByRole("button", { name: "Save Setup" }).click();
    await expect(page.getByText("The closing date must be on or after the opening date").first()).toBeVisible();
    await expect(card.getByLabel("Seats")).toHaveValue("25");
    await expect(card.getByLabel("Open for admission")).toBeChecked();
    await page.getByLabel("Applications close on").fill(schoolDay(30));
    await page.getByRole("button", { name: "Save Setup" }).click();
    await expect(saved).toHaveText("Admissions setup saved");
    await expect(card.getByLabel("Seats")).toHaveValue("25");
  } finally {
    await page.goto("/admin/applications/setup");
    await card.getByLabel("Open for admission").uncheck();
    await page.getByRole("button", { name: "Save Setup" }).click();
    await expect(saved).toHaveText("Admissions setup saved");
    await context.close();
  }
});

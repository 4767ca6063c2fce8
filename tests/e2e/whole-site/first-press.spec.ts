// Every public dialog and form, met as a parent meets it: the page opened by
// its address in a new browser (each test has a context of its own), and
// pressed at once, before the page has hydrated (decision 0036). What the
// specification promises must hold from that first press.
import { type Locator, type Page } from "@playwright/test";

import { isHydrated, MONTH_NAMES, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 360, height: 740 } });

/** Opens `path` by its address and checks that nothing has hydrated it yet: what a first press meets. */
async function openByAddress(page: Page, path: string) {
  await page.goto(path);
  expect(await isHydrated(page), `${path} hydrated before it was used`).toBe(false);
}

/** Hydrates by itself, without the visitor doing anything more. */
const hydratesByItself = (page: Page) => expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Every day `calendar` shows this month, by its yyyy-MM-dd, with whether it can be chosen. */
async function daysShown(calendar: Locator) {
  return calendar
    .locator("td[data-day]:has(button)")
    .evaluateAll((cells) =>
      cells.map((cell) => ({ day: cell.getAttribute("data-day")!, open: !cell.querySelector("button")!.disabled })),
    );
}

test.describe("Schedule a Visit", () => {
  test("pressed first thing, is the calendar with weekends and past days shut", async ({ page }) => {
    await openByAddress(page, "/admissions");
    await page.getByRole("link", { name: "Schedule a Visit" }).click();

    const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
    const calendar = dialog.getByRole("grid");
    await expect(calendar).toBeVisible();
    await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
    await hydratesByItself(page);

    // Next month is whole: no day of it is past. Saturdays and Sundays are shut, every other day open.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const [year, month] = today.split("-").map(Number) as [number, number];
    const nextMonth = `${MONTH_NAMES[month % 12]} ${month === 12 ? year + 1 : year}`;
    await dialog.getByRole("button", { name: /next month/i }).click();
    await expect(dialog.getByText(nextMonth, { exact: true })).toBeVisible();
    const days = await daysShown(calendar);
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const { day, open } of days) expect(open, day).toBe(weekday(day) !== 0 && weekday(day) !== 6);
    await dialog.getByRole("button", { name: /previous month/i }).click();
    await expect(dialog.getByText(nextMonth, { exact: true })).toBeHidden();
    for (const { day, open } of await daysShown(calendar)) if (day < today) expect(open, day).toBe(false);

    // A weekday chosen is the date the form sends.
    const chosen = (await daysShown(calendar)).find((day) => day.open)!.day;
    await calendar.locator(`td[data-day="${chosen}"] button`).click();
    await expect(dialog.locator('input[name="visit_date"]')).toHaveValue(chosen);
  });

  test("opened by its address once scripts have run, is the calendar", async ({ page }) => {
    await page.goto("/admissions?form=visit");
    await hydratesByItself(page);
    const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
    await expect(dialog.getByRole("grid")).toBeVisible();
    await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
  });

  test("reached by a link within the site, is the calendar", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Menu", { exact: true }).click();
    await page.getByRole("banner").getByRole("link", { name: "Admissions", exact: true }).click();
    await expect(page).toHaveURL(/\/admissions$/);
    await hydratesByItself(page);
    await page.getByRole("link", { name: "Schedule a Visit" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
    await expect(dialog.getByRole("grid")).toBeVisible();
    await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
  });

  test("sent empty at once, says what is missing", async ({ page }) => {
    // An open dialog hydrates its page at once (app/entry.client.tsx): pressed as soon as it is there.
    await page.goto("/admissions?form=visit", { waitUntil: "commit" });
    const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
    await dialog.getByRole("button", { name: "Schedule Visit" }).click();
    await expect(dialog.getByText("Student name is required")).toBeVisible();
    await expect(dialog.getByText("Visit date is required")).toBeVisible();
  });

  test("takes a press from the moment the page behind it stops taking one", async ({ page }) => {
    // As the dialog hydrates, Radix makes the body inert, and frees the dialog itself a render later: a press in
    // between went to the overlay and was lost. Seen the moment the body turns inert, before any later render.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { pressable: string[] }).pressable = []);
      new MutationObserver(() => {
        if (document.body.style.pointerEvents !== "none") return;
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog) seen.push(getComputedStyle(dialog).pointerEvents);
      }).observe(document, { attributes: true, attributeFilter: ["style"], subtree: true });
    });
    await page.goto("/admissions?form=visit");
    await hydratesByItself(page);
    const pressable = await page.evaluate(() => (window as unknown as { pressable: string[] }).pressable);
    expect(pressable.length).toBeGreaterThan(0);
    expect(pressable).not.toContain("none");
  });
});

test.describe("Enquire Now", () => {
  test("pressed first thing, opens the enquiry form, which says what is missing when sent empty", async ({ page }) => {
    await openByAddress(page, "/admissions");
    await page.getByRole("link", { name: "Enquire Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Admission Enquiry" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(dialog.getByText("Enquirer name is required")).toBeVisible();
    await expect(dialog.getByText("Relationship is required")).toBeVisible();
  });
});

test.describe("Contact", () => {
  test("Send Message pressed first thing with nothing filled in shows the first error as a toast", async ({ page }) => {
    await openByAddress(page, "/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    // SPEC §5: the first error as a toast, besides each field's message.
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Phone is required")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();
  });
});

test.describe("Your Data", () => {
  test("Send Request pressed first thing with nothing filled in says what is missing", async ({ page }) => {
    await openByAddress(page, "/your-data");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Please choose what you are asking for")).toBeVisible();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Please give the phone number or e-mail address you gave the school")).toBeVisible();
  });
});

test.describe("The phone menu", () => {
  test("pressed first thing, opens, and a page chosen in it opens with the menu closed", async ({ page }) => {
    await openByAddress(page, "/");
    await page.getByLabel("Menu", { exact: true }).click();
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Calendar" }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar");
    await expect(menu).toBeHidden();
  });
});

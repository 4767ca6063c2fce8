// Every date control of the site, checked the same way: it is named for what it
// is for, a chosen date reaches assistive technology, and (the visit calendar)
// nothing on the form moves while scripts arrive or as months change.
import { type Locator, type Page } from "@playwright/test";

import { openAdmissionsDialog, VISIT_DIALOG } from "../support/requests";
import {
  axeViolations,
  desktop,
  isHydrated,
  MONTH_NAMES,
  openSection,
  openWithoutJavaScript,
  waitForHydration,
  WEEKDAY_NAMES,
} from "../support/support";
import { expect, test } from "../support/test";

const phone = { width: 360, height: 740 };

const MONTHS = MONTH_NAMES;
const WEEKDAYS = WEEKDAY_NAMES;
/** "2026-11-16" → /Monday,? 16 November 2026/, written out independently of the app's formatting. */
const spokenDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return new RegExp(`${weekday},? ${d} ${MONTHS[m - 1]} ${y}`);
};
/** "2026-11-01" → "Sun, 1 Nov 2026" */
const shortDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3)}, ${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
};
const monthName = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** Every <label> of `scope` labels a real control (HTMLLabelElement.control), none a paragraph or nothing. */
async function expectLabelsPointAtControls(scope: Locator) {
  const dangling = await scope
    .locator("label")
    .evaluateAll((labels) =>
      (labels as HTMLLabelElement[])
        .filter((label) => label.htmlFor && !label.control)
        .map((label) => `${label.textContent} → #${label.htmlFor}`),
    );
  expect(dangling).toEqual([]);
}

async function openVisitDialog(page: Page) {
  const dialog = await openAdmissionsDialog(page, VISIT_DIALOG);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Where the parts of the visit form below the calendar are, and the dialog's
 * own box: page coordinates, with the dialog's scrolling taken out so that a
 * click which scrolls the dialog is not mistaken for the form moving.
 */
async function formLayout(dialog: Locator) {
  return dialog.evaluate((root) => {
    const place = (element: Element | null | undefined) => {
      if (!element) throw new Error("missing element");
      const box = element.getBoundingClientRect();
      return { top: box.top + root.scrollTop, left: box.left, width: box.width, height: box.height };
    };
    const byLabel = (text: string) =>
      [...root.querySelectorAll("label")].find((label) => label.textContent?.trim() === text)?.control;
    const button = [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Schedule Visit");
    const hint = [...root.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Visiting hours"));
    const dialogBox = root.getBoundingClientRect();
    return {
      dialog: { top: dialogBox.top, height: dialogBox.height, scrollHeight: root.scrollHeight },
      visitingHours: place(hint),
      visitTime: place(byLabel("Visit Time")),
      message: place(byLabel("Message (optional)") ?? byLabel("Message")),
      scheduleVisit: place(button),
    };
  });
}

for (const viewport of [phone, desktop]) {
  test.describe(`Schedule a Visit's calendar at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("keeps its place through months and a choice", async ({ page }) => {
      const dialog = await openVisitDialog(page);
      const grid = dialog.getByRole("grid");
      await expect(grid).toBeVisible();
      const before = await formLayout(dialog);

      // A year of months: four, five and six weeks long, one height.
      const next = dialog.getByRole("button", { name: /next month/i });
      for (let month = 0; month < 12; month++) {
        await next.click();
        expect(await formLayout(dialog), `after ${month + 1} month(s) on`).toEqual(before);
      }
      await dialog.getByRole("button", { name: /previous month/i }).click();
      const day = grid.locator("[data-day] button:not([disabled])").first();
      await day.click();
      await expect(grid.locator("[aria-selected=true]")).toHaveCount(1);
      expect(await formLayout(dialog), "after choosing a day").toEqual(before);
    });
  });
}

test.describe("Schedule a Visit's calendar for a screen reader", () => {
  test("is named Visit Date by its label, announces the chosen date and carries its message", async ({ page }) => {
    const dialog = await openVisitDialog(page);
    const grid = dialog.getByRole("grid", { name: "Visit Date", exact: true });
    await expect(grid).toBeVisible();

    // The visible label is what names the calendar (the group a user tabs
    // into and the grid of days), and no label points at something else.
    const group = dialog.getByRole("group", { name: "Visit Date", exact: true });
    await expect(group).toBeVisible();
    await expect(group.getByRole("grid")).toHaveCount(1);
    const label = dialog.getByText("Visit Date", { exact: true });
    const labelId = await label.getAttribute("id");
    expect(labelId).toBeTruthy();
    expect((await grid.getAttribute("aria-labelledby"))?.split(" ")).toContain(labelId);
    await expectLabelsPointAtControls(dialog);

    // Its message is its description, with the visiting hours.
    await dialog.getByRole("button", { name: "Schedule Visit" }).click();
    await expect(dialog.getByText("Visit date is required")).toBeVisible();
    await expect(grid).toHaveAccessibleDescription(/Visiting hours: 9:00 AM - 4:00 PM Monday to Friday/);
    await expect(grid).toHaveAccessibleDescription(/Visit date is required/);

    // The chosen date is said politely, in words.
    const cell = grid
      .locator("[data-day]")
      .filter({ has: page.locator("button:not([disabled])") })
      .first();
    const iso = (await cell.getAttribute("data-day"))!;
    await cell.getByRole("button").click();
    const status = group.getByRole("status").filter({ hasText: spokenDate(iso) });
    await expect(status).toHaveCount(1);
    await expect(status).toHaveText(spokenDate(iso));
    await expect(dialog.getByText("Visit date is required")).toHaveCount(0);
  });

  test("the open dialog, calendar shown, passes an accessibility audit", async ({ page }) => {
    const dialog = await openVisitDialog(page);
    await expect(dialog.getByRole("grid")).toBeVisible();
    const audit = async () =>
      (await axeViolations(page, '[role="dialog"]')).map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      );
    expect(await audit()).toEqual([]);
    await dialog.getByRole("button", { name: "Schedule Visit" }).click();
    await expect(dialog.getByText("Visit date is required")).toBeVisible();
    expect(await audit()).toEqual([]);
  });

  test("without JavaScript it is the browser's date input, labelled Visit Date", async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, phone, "/admissions?form=visit");
    try {
      const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
      await expect(dialog.getByRole("grid")).toBeHidden();
      const input = dialog.locator("input[type=date]");
      await expect(input).toHaveCount(1);
      await expect(input).toHaveAccessibleName("Visit Date");
      await expect(input).toHaveAttribute("type", "date");
      await expect(input).toHaveAttribute("min", today);
      await expect(input).toHaveAccessibleDescription(/Visiting hours: 9:00 AM - 4:00 PM Monday to Friday/);
      await expectLabelsPointAtControls(dialog);
    } finally {
      await close();
    }
  });
});

test.describe("Schedule a Visit opened before scripts arrive", () => {
  test.use({ viewport: phone });

  test("is the calendar from the start, keeps a day pressed meanwhile, and nothing moves when scripts arrive", async ({
    page,
  }) => {
    // The page's scripts held back: a parent on a slow network follows the link first.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/admissions?form=visit", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: "Schedule a Visit" });
    const grid = dialog.getByRole("grid");
    await expect(grid).toBeVisible();
    await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
    const before = await formLayout(dialog);
    const day = grid.locator("td[data-day] button:not([disabled])").last();
    const date = await day.evaluate((button) => button.closest("td")!.getAttribute("data-day")!);
    await day.click();

    release();
    // The open dialog hydrates the page by itself (app/entry.client.tsx), and the press is made again then.
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(dialog.getByRole("status").filter({ hasText: "Chosen" })).toHaveText(spokenDate(date));
    await expect(dialog.locator('input[name="visit_date"]')).toHaveValue(date);
    expect(await formLayout(dialog)).toEqual(before);
  });
});

test.describe("The public calendar's month view", () => {
  test("names its date picker for what it does and marks and announces the chosen day", async ({ page }) => {
    await page.goto("/calendar?view=month");
    await waitForHydration(page);
    const picker = page.getByRole("table", {
      name: `Choose a day to see its events, ${monthName(today)}`,
      exact: true,
    });
    await expect(picker).toBeVisible();
    await expect(picker.locator('[aria-current="date"]')).toHaveAccessibleName(new RegExp(`, today`));

    // Another day: it becomes the current one, and the heading beside it is said.
    const target = picker.locator("a:not([aria-current])").first();
    const name = (await target.getAttribute("aria-label"))!;
    const iso = new URL((await target.getAttribute("href"))!, "http://x").searchParams.get("day")!;
    await target.click();
    await expect(picker.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "date");
    const announced = page.locator('[aria-live="polite"]').filter({ hasText: /^Events on / });
    await expect(announced).toHaveCount(1);
    await expect(announced).toHaveText(`Events on ${shortDate(iso)}`);
  });
});

test.describe("Back office date controls", () => {
  test("the event dialog's Start and End and the visit requests' date filter are named and show their date", async ({
    page,
    reuseAdminSession,
  }) => {
    await reuseAdminSession(page);

    await openSection(page, "/admin/calendar", "Calendar");
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    for (const [label, value] of [
      ["Start", "2950-03-02"],
      ["End", "2950-03-03"],
    ] as const) {
      const input = dialog.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute("type", "date");
      await expect(input).toHaveAccessibleName(label);
      await input.fill(value);
      await expect(input).toHaveValue(value);
    }
    await dialog.getByLabel("All day").uncheck();
    for (const label of ["Start", "End"]) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("type", "datetime-local");
    }
    await expectLabelsPointAtControls(dialog);
    await page.keyboard.press("Escape");

    await openSection(page, "/admin/visit-requests", "Visit Requests");
    const filter = page.getByLabel("Visit date", { exact: true });
    await expect(filter).toHaveAttribute("type", "date");
    await filter.fill(today);
    await expect(filter).toHaveValue(today);
    await expectLabelsPointAtControls(page.getByRole("main"));
  });
});

// The calendar back office in a browser: a staff member adds an all-day event,
// sees it on the public calendar, edits it (it opens as all-day) and deletes
// it after confirming. Tests share one database with tests/e2e/site/calendar.spec.ts: every
// event here is a Holiday far in the future (never the Activity tab, which
// tests/e2e/site/calendar.spec.ts expects empty of upcoming events), titled "Back office
// event …", which tests/e2e/site/calendar.spec.ts leaves out of its lists.
import { type Page, type TestInfo } from "@playwright/test";

import { openSection } from "../support/support";
import { expect, test } from "../support/test";

const PATH = "/admin/calendar";

/** A title no other test uses. */
const uniqueTitle = (info: TestInfo) => `Back office event ${info.workerIndex}-${Date.now().toString(36)}`;

/** A day of its own far in the future (yyyy-MM-dd), and the next one. */
function uniqueDays(info: TestInfo) {
  const year = 2900 + (Date.now() % 90);
  const month = String(1 + (info.workerIndex % 12)).padStart(2, "0");
  const day = 10 + (info.repeatEachIndex % 10);
  return { first: `${year}-${month}-${day}`, last: `${year}-${month}-${day + 1}`, month: `${year}-${month}` };
}

const toast = (page: Page, text: string) => page.getByRole("region", { name: /Notifications/ }).getByText(text);
const row = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });

test.describe("Calendar back office", () => {
  test.beforeEach(async ({ page, reuseAdminSession }) => {
    await reuseAdminSession(page);
    await openSection(page, PATH, "Calendar");
  });

  test("refuses an end before the start on the end field, keeping the dialog open", async ({ page }, info) => {
    const { first } = uniqueDays(info);
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    await dialog.getByLabel(/^Title( \(optional\))?$/).fill(uniqueTitle(info));
    await dialog.getByLabel(/^Category( \(optional\))?$/).selectOption("Holidays");
    await dialog.getByLabel("All day").uncheck();
    await dialog.getByLabel("Start").fill(`${first}T10:00`);
    await dialog.getByLabel("End", { exact: true }).fill(`${first}T09:00`);
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(toast(page, "End must be after the start")).toBeVisible();
    await expect(dialog.getByLabel("End", { exact: true })).toHaveAccessibleDescription("End must be after the start");
    await expect(dialog).toBeVisible();
  });

  test("adds an all-day event, shows it on the public calendar, edits it and deletes it", async ({ page }, info) => {
    // Three visits to the public calendar and back: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const title = uniqueTitle(info);
    const changed = `${title} (changed)`;
    const { first, last, month } = uniqueDays(info);

    await page.getByRole("button", { name: "Add Event" }).click();
    const add = page.getByRole("dialog", { name: "Add Event" });
    await add.getByLabel(/^Title( \(optional\))?$/).fill(title);
    await add.getByLabel(/^Category( \(optional\))?$/).selectOption("Holidays");
    await expect(add.getByLabel("All day")).toBeChecked();
    await add.getByLabel("Start").fill(first);
    await add.getByLabel("End", { exact: true }).fill(last);
    await add.getByLabel(/^Location( \(optional\))?$/).fill("Whole school");
    await add.getByRole("button", { name: "Create Event" }).click();
    await expect(toast(page, "Event created successfully")).toBeVisible();
    await expect(add).toBeHidden();

    // Far in the future, so among the newest: on the first page, dates only.
    const added = row(page, title);
    await expect(added).toContainText("Holidays");
    await expect(added).toContainText("Whole school");
    await expect(added).toContainText(/\d{4} - \w{3}, \d{1,2} \w{3} \d{4}/);
    await expect(added).not.toContainText(/\d:\d\d/);

    // The public calendar's month view on that day.
    await page.goto(`/calendar?view=month&month=${month}&day=${first}`);
    const dayEvents = page.getByRole("region", { name: /^Events on / });
    await expect(dayEvents.getByRole("heading", { name: title, level: 3 })).toBeVisible();

    await openSection(page, PATH, "Calendar");
    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    // SPEC §4: its start is midnight, so it opens as all-day, with its dates.
    await expect(edit.getByLabel("All day")).toBeChecked();
    await expect(edit.getByLabel("Start")).toHaveValue(first);
    await expect(edit.getByLabel("End", { exact: true })).toHaveValue(last);
    await expect(edit.getByLabel(/^Title( \(optional\))?$/)).toHaveValue(title);
    await edit.getByLabel(/^Title( \(optional\))?$/).fill(changed);
    await edit.getByRole("button", { name: "Update Event" }).click();
    await expect(toast(page, "Event updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row(page, changed)).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);

    await page.goto(`/calendar?view=month&month=${month}&day=${last}`);
    await expect(dayEvents.getByRole("heading", { name: changed, level: 3 })).toBeVisible();

    await openSection(page, PATH, "Calendar");
    await page.getByRole("button", { name: `Delete ${changed}`, exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Event" });
    await expect(confirm).toContainText(changed);
    await confirm.getByRole("button", { name: "Delete Event" }).click();
    await expect(toast(page, "Event deleted successfully")).toBeVisible();
    await expect(row(page, changed)).toHaveCount(0);

    await page.goto(`/calendar?view=month&month=${month}&day=${first}`);
    await expect(dayEvents.getByRole("heading", { name: changed, level: 3 })).toHaveCount(0);
  });
});

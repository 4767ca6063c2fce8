// /admin/announcements in the browser, and what Home shows of it.
//
// Home's Latest Announcements shows the three newest active ones, so an
// announcement added here changes what Home shows. The tests that read that
// list (the seed's three, from pages.spec.ts) therefore live here, in one
// serial file, in a known order: the seed's three first, then the staff path
// that adds one, sees it on Home, switches it off and deletes it.
import { type Page, type TestInfo } from "@playwright/test";

import { openSection, seededAnnouncements, seriousViolations } from "./support";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });

/** The home page's announcements, named in the page's language. */
const latest = (
  page: Page,
  name = /^\/hi(\/|$)/.test(new URL(page.url()).pathname) ? "ताज़ा सूचनाएँ" : "Latest Announcements",
) => page.getByRole("main").getByRole("region", { name, exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true }).first();
const cardOf = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const uniqueTitle = (info: TestInfo) => `Test notice ${info.workerIndex}-${Date.now().toString(36)}`;

/** Today in the school's time zone, yyyy-MM-dd. */
const schoolToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
/** "22 November 2026", as the site writes a date. */
function longDate(iso: string) {
  const [year, month, day] = iso.split("-").map(Number);
  const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" }).format(
    Date.UTC(year!, month! - 1, day!),
  );
  return `${day} ${monthName} ${year}`;
}

test("Home's latest announcements: the seed's three, newest first, each with title, content and date", async ({
  page,
}) => {
  await page.goto("/");
  const items = latest(page).getByRole("article");
  await expect(items).toHaveCount(3);
  await expect(latest(page).getByRole("heading", { level: 3 })).toHaveText(seededAnnouncements.map((a) => a.title));

  const dates: string[] = [];
  for (const [index, announcement] of seededAnnouncements.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(announcement.title);
    await expect(item.getByText(announcement.content, { exact: true })).toBeVisible();
    const time = item.locator("time");
    const iso = await time.getAttribute("datetime");
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // "22 November 2026": day without a leading zero, the month's name, the year.
    await expect(time).toHaveText(longDate(iso!));
    dates.push(iso!);
  }
  expect([...dates].sort().reverse()).toEqual(dates);
});

// Decision 0075: a dialog closed by Android's Back (the page left and come back to) or by a tap on the dimmed strip
// gives back what was typed when it opens again; saving it forgets it.
test("what is typed into Add Announcement on a phone survives Back and a tap beside the sheet", async ({
  page,
  reuseAdminSession,
}, info) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const title = uniqueTitle(info);
  await reuseAdminSession(page);
  await openSection(page, "/admin/dashboard", "Dashboard");
  await openSection(page, "/admin/announcements", "Announcements");
  const open = async () => {
    await page.getByRole("button", { name: "Add Announcement" }).click();
    return page.getByRole("dialog", { name: "Add Announcement" });
  };
  let dialog = await open();
  await dialog.getByLabel(/^Title( \(optional\))?$/).fill(title);
  await dialog.getByLabel(/^Content( \(optional\))?$/).fill("Winter uniform from Monday.");
  // The dimmed strip above the sheet.
  await page.mouse.click(180, 10);
  await expect(dialog).toBeHidden();
  dialog = await open();
  await expect(dialog.getByLabel(/^Title( \(optional\))?$/)).toHaveValue(title);
  await expect(dialog.getByText("What you typed before is back. It is not saved yet.")).toBeVisible();

  // Back leaves the page; coming to it again, the dialog gives it back.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goForward();
  dialog = await open();
  await expect(dialog.getByLabel(/^Title( \(optional\))?$/)).toHaveValue(title);
  await expect(dialog.getByLabel(/^Content( \(optional\))?$/)).toHaveValue("Winter uniform from Monday.");
  // Start again: the form's own values.
  await dialog.getByRole("button", { name: "Start again" }).click();
  await expect(dialog.getByLabel(/^Title( \(optional\))?$/)).toHaveValue("");
  await page.keyboard.press("Escape");
  dialog = await open();
  await expect(dialog.getByLabel(/^Title( \(optional\))?$/)).toHaveValue("");
  await expect(dialog.getByText("What you typed before is back. It is not saved yet.")).toHaveCount(0);
});

test("add an announcement, see it on Home, switch it off, delete it after confirming", async ({
  page,
  reuseAdminSession,
}, info) => {
  // Nine page loads and four changes: more than the default 30 seconds on a busy machine.
  test.slow();
  const title = uniqueTitle(info);
  const content = `Bring your library books back by Friday (${title}).`;
  const today = schoolToday();
  await reuseAdminSession(page);
  await openSection(page, "/admin/announcements", "Announcements");
  try {
    await page.getByRole("button", { name: "Add Announcement" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Announcement" });
    await expect(dialog.getByLabel("Date")).toHaveValue(today);
    await dialog.getByLabel(/^Title( \(optional\))?$/).fill(title);
    await dialog.getByLabel(/^Content( \(optional\))?$/).fill(content);
    await dialog.getByRole("button", { name: "Add Announcement" }).click();
    await expect(toast(page, "Announcement created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Saved: nothing typed waits to come back.
    await page.getByRole("button", { name: "Add Announcement" }).click();
    await expect(dialog.getByLabel(/^Title( \(optional\))?$/)).toHaveValue("");
    await page.keyboard.press("Escape");

    // Newest first: dated today, added last, it leads the list.
    const card = cardOf(page, title);
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(title);
    await expect(card.getByText(longDate(today), { exact: true })).toBeVisible();
    await expect(card.getByText(content, { exact: true })).toBeVisible();
    const show = card.getByRole("switch", { name: "Show on home page" });
    await expect(show).toBeChecked();

    await page.goto("/");
    const first = latest(page).getByRole("article").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(first.getByText(content, { exact: true })).toBeVisible();
    await expect(first.locator("time")).toHaveText(longDate(today));
    await expect(latest(page).getByRole("article")).toHaveCount(3);

    await openSection(page, "/admin/announcements", "Announcements");
    await cardOf(page, title).getByRole("switch", { name: "Show on home page" }).click();
    await expect(toast(page, "Announcement hidden from the home page")).toBeVisible();
    await expect(cardOf(page, title).getByRole("switch", { name: "Show on home page" })).not.toBeChecked();

    await page.goto("/");
    await expect(latest(page).getByRole("heading", { level: 3 })).toHaveText(seededAnnouncements.map((a) => a.title));
    await expect(page.getByText(title)).toHaveCount(0);

    await openSection(page, "/admin/announcements", "Announcements");
    await cardOf(page, title).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Announcement" });
    await expect(confirm).toContainText(title);
    // Cancel first: nothing goes.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(cardOf(page, title)).toBeVisible();

    await cardOf(page, title).getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Announcement" })
      .getByRole("button", { name: "Delete Announcement" })
      .click();
    await expect(toast(page, "Announcement deleted successfully")).toBeVisible();
    await expect(cardOf(page, title)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
    await expect(cardOf(page, title)).toHaveCount(0);
  } finally {
    // Whatever failed above, Home must not keep showing this announcement.
    await openSection(page, "/admin/announcements", "Announcements");
    const leftover = cardOf(page, title);
    if ((await leftover.count()) > 0) {
      await leftover.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete Announcement" }).click();
      await expect(leftover).toHaveCount(0);
    }
  }
});

test("an announcement with a Hindi title shows it on the Hindi home page, its English-only content marked English (decision 0054)", async ({
  page,
  reuseAdminSession,
}, info) => {
  test.slow();
  const title = uniqueTitle(info);
  const hindiTitle = `पुस्तकालय की सूचना ${info.workerIndex}-${Date.now().toString(36)}`;
  const content = `Bring your library books back by Friday (${title}).`;
  await reuseAdminSession(page);
  await openSection(page, "/admin/announcements", "Announcements");
  try {
    await page.getByRole("button", { name: "Add Announcement" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Announcement" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Title (Hindi) (optional)", { exact: true }).fill(hindiTitle);
    await dialog.getByLabel("Content", { exact: true }).fill(content);
    await expect(dialog.getByLabel("Content (Hindi) (optional)", { exact: true })).toHaveAttribute("lang", "hi");
    await dialog.getByRole("button", { name: "Add Announcement" }).click();
    await expect(toast(page, "Announcement created successfully")).toBeVisible();
    await expect(cardOf(page, title).getByText(hindiTitle, { exact: true })).toBeVisible();

    await page.goto("/hi");
    const first = latest(page).getByRole("article").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(hindiTitle);
    expect(await first.getByRole("heading", { level: 3 }).getAttribute("lang")).toBeNull();
    await expect(first.getByText(content, { exact: true })).toHaveAttribute("lang", "en");
    // The seed's announcements are in Hindi there too.
    await expect(latest(page).getByRole("heading", { level: 3 }).nth(1)).toHaveText(seededAnnouncements[0]!.titleHi!);

    await page.goto("/");
    const english = latest(page).getByRole("article").first();
    await expect(english.getByRole("heading", { level: 3 })).toHaveText(title);
    expect(await english.getByText(content, { exact: true }).getAttribute("lang")).toBeNull();
    await expect(page.getByText(hindiTitle)).toHaveCount(0);
  } finally {
    await openSection(page, "/admin/announcements", "Announcements");
    const added = cardOf(page, title);
    if ((await added.count()) > 0) {
      await added.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete Announcement" }).click();
      await expect(added).toHaveCount(0);
    }
  }
});

test("the add dialog refuses a missing date with the spec's message, and keeps what was typed", async ({
  page,
  reuseAdminSession,
}, info) => {
  await reuseAdminSession(page);
  await openSection(page, "/admin/announcements", "Announcements");
  await page.getByRole("button", { name: "Add Announcement" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Announcement" });
  const title = uniqueTitle(info);
  await dialog.getByLabel(/^Title( \(optional\))?$/).fill(title);
  await dialog.getByLabel(/^Content( \(optional\))?$/).fill("No date given.");
  await dialog.getByLabel("Date").fill("");
  await dialog.getByRole("button", { name: "Add Announcement" }).click();
  await expect(toast(page, "Date is required")).toBeVisible();
  await expect(dialog.getByText("Date is required")).toBeVisible();
  await expect(dialog.getByLabel(/^Title( \(optional\))?$/)).toHaveValue(title);
  await page.keyboard.press("Escape");
  await expect(cardOf(page, title)).toHaveCount(0);
});

test("passes an accessibility audit, with the add dialog and the delete prompt open too", async ({
  page,
  reuseAdminSession,
}) => {
  await reuseAdminSession(page);
  await openSection(page, "/admin/announcements", "Announcements");
  const serious = () => seriousViolations(page);
  expect(await serious()).toEqual([]);
  await page.getByRole("button", { name: "Add Announcement" }).click();
  await expect(page.getByRole("dialog", { name: "Add Announcement" })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("main").getByRole("article").first().getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete Announcement" })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
});

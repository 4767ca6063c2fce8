// /admin/announcements and a notice's editor in the browser (decision 0077), and what Home shows of it.
//
// Home's Latest Announcements shows the three newest active ones, so an
// announcement added here changes what Home shows. The tests that read that
// list (the seed's three, from tests/e2e/site/pages.spec.ts) therefore live here, in one
// serial file, in a known order: the seed's three first, then the staff path
// that adds one, sees it on Home, switches it off and deletes it.
import { type Page, type TestInfo } from "@playwright/test";

import { openSection, seededAnnouncements, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

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
/** The notice editor's own form (its words and dates), the page's first. */
const editorForm = (page: Page) => page.getByRole("main").locator("form").first();
/** Opens a new announcement's editor from the list, as staff would. */
async function newAnnouncement(page: Page) {
  await openSection(page, "/admin/announcements", "Announcements");
  await page.getByRole("link", { name: "Add Announcement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Announcement" })).toBeVisible();
  await waitForHydration(page);
  return editorForm(page);
}
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

// Decision 0075: what is typed into a new announcement on a phone is kept in the tab, through Back and Forward, until
// it is saved.
test("what is typed into a new announcement on a phone survives leaving the page and Back", async ({
  page,
  reuseAdminSession,
}, info) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const title = uniqueTitle(info);
  await reuseAdminSession(page);
  await openSection(page, "/admin/announcements", "Announcements");
  await page.getByRole("link", { name: "Add Announcement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Announcement" })).toBeVisible();
  await waitForHydration(page);
  const form = editorForm(page);
  await form.getByLabel(/^Title( \(optional\))?$/).fill(title);
  await form.getByLabel(/^Content( \(optional\))?$/).fill("Winter uniform from Monday.");

  // Leaving by the page's own way back, and coming to it again, the form gives it back.
  await page.getByRole("link", { name: "Announcements", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
  await page.getByRole("link", { name: "Add Announcement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Announcement" })).toBeVisible();
  await expect(form.getByLabel(/^Title( \(optional\))?$/)).toHaveValue(title);
  await expect(form.getByLabel(/^Content( \(optional\))?$/)).toHaveValue("Winter uniform from Monday.");
  await expect(form.getByText("What you typed before is back. It is not saved yet.")).toBeVisible();
  // Back and Forward leave it there too.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/announcements$/);
  await page.goForward();
  await expect(form.getByLabel(/^Title( \(optional\))?$/)).toHaveValue(title);
  // Start again: the form's own values.
  await form.getByRole("button", { name: "Start again" }).click();
  await expect(form.getByLabel(/^Title( \(optional\))?$/)).toHaveValue("");
  await page.reload();
  await waitForHydration(page);
  await expect(form.getByText("What you typed before is back. It is not saved yet.")).toHaveCount(0);
});

test("add an announcement, see it on Home, switch it off, delete it after confirming", async ({
  page,
  reuseAdminSession,
}, info) => {
  const title = uniqueTitle(info);
  const content = `Bring your library books back by Friday (${title}).`;
  const today = schoolToday();
  await reuseAdminSession(page);
  await openSection(page, "/admin/announcements", "Announcements");
  try {
    const form = await newAnnouncement(page);
    await expect(form.getByLabel("Date")).toHaveValue(today);
    await form.getByLabel("Category").selectOption("News");
    await form.getByLabel(/^Title( \(optional\))?$/).fill(title);
    await form.getByLabel(/^Content( \(optional\))?$/).fill(content);
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page, "Announcement published")).toBeVisible();
    // Saved, it has an address of its own, where its files are added.
    await expect(page).toHaveURL(/\/admin\/announcements\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await openSection(page, "/admin/announcements", "Announcements");

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
    // That Home then leaves it out is proven against a real database (tests/integration/site/admin-announcements).

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
  // Digits alone after the words: a Latin letter in a Hindi title is what hindi-no-english.spec.ts looks for on /hi.
  const hindiTitle = `पुस्तकालय की सूचना ${info.workerIndex}-${Date.now()}`;
  const content = `Bring your library books back by Friday (${title}).`;
  await reuseAdminSession(page);
  await openSection(page, "/admin/announcements", "Announcements");
  try {
    const form = await newAnnouncement(page);
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Title (Hindi) (optional)", { exact: true }).fill(hindiTitle);
    await form.getByLabel("Content", { exact: true }).fill(content);
    await expect(form.getByLabel("Content (Hindi) (optional)", { exact: true })).toHaveAttribute("lang", "hi");
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page, "Announcement published")).toBeVisible();
    await openSection(page, "/admin/announcements", "Announcements");
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

test("the editor refuses a missing date with the spec's message, and keeps what was typed", async ({
  page,
  reuseAdminSession,
}, info) => {
  await reuseAdminSession(page);
  const form = await newAnnouncement(page);
  const title = uniqueTitle(info);
  await form.getByLabel(/^Title( \(optional\))?$/).fill(title);
  await form.getByLabel(/^Content( \(optional\))?$/).fill("No date given.");
  await form.getByLabel("Date").fill("");
  await form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Date is required")).toBeVisible();
  await expect(form.getByText("Date is required")).toBeVisible();
  await expect(form.getByLabel(/^Title( \(optional\))?$/)).toHaveValue(title);
  await openSection(page, "/admin/announcements", "Announcements");
  await expect(cardOf(page, title)).toHaveCount(0);
});

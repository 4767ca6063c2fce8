// SPEC §2 "Calendar" in a browser, on the fresh database of the browser tests.
// The seed adds example events dated from the day the server started (in the
// school's zone): a PTM in 9 days, Sports Day in 20, a 7-day Winter Break in
// 35 (all-day), and a Science Exhibition 10 days ago.
import { type Locator, type Page } from "@playwright/test";
import ICAL from "ical.js";

import { exampleEvents } from "../../../db/seed-data";
import { addDays, schoolDate, schoolInstant } from "../../../db/time";
import {
  desktop,
  expectPage,
  mobile,
  MONTH_NAMES,
  openWithoutJavaScript,
  pageLabelled,
  seriousViolations,
  waitForHydration,
  WEEKDAY_NAMES,
} from "../support/support";
import { expect, test } from "../support/test";

const calendar = pageLabelled("Calendar");
const today = schoolDate(new Date(), "Asia/Kolkata");

const seeded = (title: string) => {
  const event = exampleEvents.find((candidate) => candidate.title === title);
  if (!event) throw new Error(`No example event ${title}`);
  const first = addDays(today, event.inDays);
  return { ...event, first, last: addDays(first, (event.lastsDays ?? 1) - 1) };
};
const ptm = seeded("Parent-Teacher Meeting");
const sportsDay = seeded("Annual Sports Day");
const winterBreak = seeded("Winter Break");
const exhibition = seeded("Science Exhibition");

// Named by the browser's Intl, independently of the app's formatter.
const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.slice(0, 3));
const MONTHS = MONTH_NAMES;
const parts = (date: string) => date.split("-").map(Number) as [number, number, number];
/** "Wed, 2 Dec 2026" */
function shortDate(date: string) {
  const [y, m, d] = parts(date);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
}
/** "2 December 2026" */
const longDate = (date: string) => {
  const [y, m, d] = parts(date);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
const monthName = (date: string) => {
  const [y, m] = parts(date);
  return `${MONTHS[m - 1]} ${y}`;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const tabs = (page: Page) => page.getByRole("navigation", { name: "Event categories" });
const tab = (page: Page, name: string) => tabs(page).getByRole("link", { name, exact: true });
const views = (page: Page) => page.getByRole("navigation", { name: "Calendar view" });
const upcoming = (page: Page) => page.getByRole("region", { name: "Upcoming Events" });
const past = (page: Page) => page.getByRole("region", { name: "Past Events" });
// tests/e2e/back-office/admin-calendar.spec.ts adds and removes events named "Back office event …" on
// the same database while these run: the lists here are the seeded events only.
const titlesIn = (region: Locator) =>
  region.getByRole("heading", { level: 3 }).filter({ hasNotText: /^Back office event/ });
const card = (region: Locator, title: string) =>
  region.getByRole("article").filter({ has: region.page().getByRole("heading", { name: title, level: 3 }) });
const monthTable = (page: Page) => page.getByRole("table");
/** A day of the month grid, by its label: "2 December 2026, 1 event". */
const dayLink = (page: Page, date: string) =>
  monthTable(page).getByRole("link", { name: new RegExp(`^${escape(longDate(date))}(, today)?, `) });
const dayEvents = (page: Page) => page.getByRole("region", { name: /^Events on / });

/** Moves the month view on from today's month, by its Next month link, to `date`'s month. */
async function showMonthOf(page: Page, date: string) {
  const [fromYear, fromMonth] = parts(today);
  const [toYear, toMonth] = parts(date);
  let shown = today;
  for (let step = 0; step < (toYear - fromYear) * 12 + (toMonth - fromMonth); step++) {
    shown = addDays(`${shown.slice(0, 7)}-28`, 7);
    await page.getByRole("link", { name: /^Next month/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: monthName(shown) })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: monthName(date) })).toBeVisible();
}

test.use({ viewport: desktop });

test.describe("the list view", () => {
  test("shows the upcoming events soonest first and the past one under Past Events", async ({ page }) => {
    const response = await page.goto(calendar.path);
    expect(response?.status()).toBe(200);
    await expectPage(page, calendar);
    await expect(tab(page, "All")).toHaveAttribute("aria-current", "page");
    await expect(titlesIn(upcoming(page))).toHaveText([ptm.title, sportsDay.title, winterBreak.title]);
    await expect(titlesIn(past(page))).toHaveText([exhibition.title]);
  });

  test("shows a timed event's date at its time and its time range, an all-day event's dates only", async ({ page }) => {
    await page.goto(calendar.path);
    const meeting = card(upcoming(page), ptm.title);
    await expect(meeting).toContainText(`${shortDate(ptm.first)} at 9:00 AM`);
    await expect(meeting).toContainText("9:00 AM - 12:00 PM");
    await expect(meeting).toContainText("Classrooms");
    await expect(meeting).toContainText(ptm.description!);
    await expect(meeting).toContainText("PTM");

    const holiday = card(upcoming(page), winterBreak.title);
    await expect(holiday).toContainText(`${shortDate(winterBreak.first)} - ${shortDate(winterBreak.last)}`);
    // (Playwright trims the expected text, so " at " would also find "Sat".)
    await expect(holiday).not.toContainText(/\bat \d/);
    await expect(holiday).not.toContainText(/\d:\d\d/);

    await expect(card(past(page), exhibition.title)).toContainText(`${shortDate(exhibition.first)} at 10:00 AM`);
    await expect(card(past(page), exhibition.title)).toContainText("10:00 AM - 2:00 PM");
  });

  test("marks each category in its colour: Holidays red, PTM blue, Events purple, Activity green", async ({ page }) => {
    await page.goto(calendar.path);
    const hue = async (region: Locator, title: string) => {
      const badge = card(region, title).getByText(/^(Category: )?(Holidays|PTM|Events|Activity)$/);
      const colour = await badge.evaluate((element) => getComputedStyle(element).color);
      const match = /oklch\(\s*[\d.]+%?\s+[\d.]+\s+([\d.]+)/.exec(colour);
      if (!match) throw new Error(`Unexpected colour ${colour}`);
      return Number(match[1]);
    };
    const red = await hue(upcoming(page), winterBreak.title);
    expect(red < 40 || red > 340).toBe(true);
    expect(await hue(upcoming(page), ptm.title)).toBeGreaterThan(230);
    expect(await hue(upcoming(page), ptm.title)).toBeLessThan(275);
    expect(await hue(upcoming(page), sportsDay.title)).toBeGreaterThan(285);
    expect(await hue(upcoming(page), sportsDay.title)).toBeLessThan(320);
    expect(await hue(past(page), exhibition.title)).toBeGreaterThan(125);
    expect(await hue(past(page), exhibition.title)).toBeLessThan(165);
  });
});

test.describe("the category tabs", () => {
  test("filter the events, and the chosen tab is in the URL", async ({ page }) => {
    await page.goto(calendar.path);
    await waitForHydration(page);

    await tab(page, "Holidays").click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === "Holidays");
    await expect(tab(page, "Holidays")).toHaveAttribute("aria-current", "page");
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(titlesIn(upcoming(page))).toHaveText([winterBreak.title]);
    await expect(past(page)).toContainText("No past events.");

    await tab(page, "Activity").click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === "Activity");
    await expect(upcoming(page)).toContainText("No upcoming events.");
    await expect(titlesIn(past(page))).toHaveText([exhibition.title]);

    await tab(page, "All").click();
    await expect(page).toHaveURL((url) => url.pathname === "/calendar" && !url.searchParams.has("category"));
    await expect(titlesIn(upcoming(page))).toHaveCount(3);
  });

  test("a shared link opens on its tab", async ({ page }) => {
    await page.goto("/calendar?category=PTM");
    await expect(tab(page, "PTM")).toHaveAttribute("aria-current", "page");
    await expect(titlesIn(upcoming(page))).toHaveText([ptm.title]);
  });

  test("an unknown category, view or date falls back to the defaults", async ({ page }) => {
    const response = await page.goto("/calendar?category=Sports&view=week&month=2026-13&day=2026-02-30");
    expect(response?.status()).toBe(200);
    await expectPage(page, calendar);
    await expect(tab(page, "All")).toHaveAttribute("aria-current", "page");
    await expect(titlesIn(upcoming(page))).toHaveCount(3);

    const month = await page.goto("/calendar?view=month&month=99999-01&day=yesterday");
    expect(month?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: monthName(today) })).toBeVisible();
    await expect(dayEvents(page)).toHaveAccessibleName(`Events on ${shortDate(today)}`);
  });
});

test.describe("the month view", () => {
  test("opens on today, marks the days with events, and choosing one lists its events", async ({ page }) => {
    await page.goto(calendar.path);
    await waitForHydration(page);
    await views(page).getByRole("link", { name: "Month" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("view") === "month");
    await expect(views(page).getByRole("link", { name: "Month" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: monthName(today) })).toBeVisible();
    await expect(dayEvents(page)).toHaveAccessibleName(`Events on ${shortDate(today)}`);
    await expect(dayLink(page, today)).toHaveAccessibleName(new RegExp(`^${escape(longDate(today))}, today, `));
    await expect(dayLink(page, today)).toHaveAttribute("aria-current", "date");

    await showMonthOf(page, ptm.first);
    await expect(dayLink(page, ptm.first)).toHaveAccessibleName(
      new RegExp(`^${escape(longDate(ptm.first))}(, today)?, 1 event$`),
    );
    await expect(dayLink(page, addDays(ptm.first, 1))).toHaveAccessibleName(/, no events$/);

    await dayLink(page, ptm.first).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("day") === ptm.first);
    await expect(dayLink(page, ptm.first)).toHaveAttribute("aria-current", "date");
    await expect(monthTable(page).locator('[aria-current="date"]')).toHaveCount(1);
    await expect(dayEvents(page)).toHaveAccessibleName(`Events on ${shortDate(ptm.first)}`);
    await expect(titlesIn(dayEvents(page))).toHaveText([ptm.title]);
    await expect(card(dayEvents(page), ptm.title)).toContainText("9:00 AM - 12:00 PM");

    await dayLink(page, addDays(ptm.first, 1)).click();
    await expect(dayEvents(page)).toContainText("No events on this day.");
  });

  test("marks every day of a multi-day event and lists it on each", async ({ page }) => {
    await page.goto(`/calendar?view=month&month=${winterBreak.first.slice(0, 7)}`);
    for (let offset = 0; offset < 7; offset++) {
      const date = addDays(winterBreak.first, offset);
      if (date.slice(0, 7) !== winterBreak.first.slice(0, 7)) break;
      await expect(dayLink(page, date)).toHaveAccessibleName(/, 1 event$/);
    }
    // Its second day, which is in the next month when the break starts on a month's last day.
    const second = addDays(winterBreak.first, 1);
    if (second.slice(0, 7) !== winterBreak.first.slice(0, 7)) {
      await page.goto(`/calendar?view=month&month=${second.slice(0, 7)}`);
    }
    await dayLink(page, second).click();
    await expect(titlesIn(dayEvents(page))).toHaveText([winterBreak.title]);
  });

  test("keeps the month view and day when the tab changes", async ({ page }) => {
    await page.goto(`/calendar?view=month&month=${ptm.first.slice(0, 7)}&day=${ptm.first}`);
    await tab(page, "Holidays").click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get("category") === "Holidays" &&
        url.searchParams.get("view") === "month" &&
        url.searchParams.get("day") === ptm.first,
    );
    await expect(dayEvents(page)).toContainText("No events on this day.");
    await expect(dayLink(page, ptm.first)).toHaveAccessibleName(/, no events$/);
  });

  test("has no serious or critical axe violations on a phone", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(`/calendar?view=month&month=${ptm.first.slice(0, 7)}&day=${ptm.first}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("works without JavaScript: tabs, views, months and days are links", async ({ browser, baseURL }) => {
  const { page, close } = await openWithoutJavaScript(browser, baseURL, mobile, calendar.path);
  try {
    await tab(page, "PTM").click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === "PTM");
    await expect(tab(page, "PTM")).toHaveAttribute("aria-current", "page");
    await expect(titlesIn(upcoming(page))).toHaveText([ptm.title]);

    await views(page).getByRole("link", { name: "Month" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("view") === "month" && url.searchParams.get("category") === "PTM",
    );
    await showMonthOf(page, ptm.first);
    await dayLink(page, ptm.first).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("day") === ptm.first);
    await expect(titlesIn(dayEvents(page))).toHaveText([ptm.title]);

    await tab(page, "All").click();
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has("category") && url.searchParams.get("day") === ptm.first,
    );
    await expect(titlesIn(dayEvents(page))).toHaveText([ptm.title]);
  } finally {
    await close();
  }
});

// Decision 0025: the calendar as a feed, for calendar apps.
test.describe("Subscribe and Add to calendar", () => {
  const summaries = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));

  test("Subscribe offers the tab's feed as webcal:// and as an address to copy, which answers text/calendar", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/calendar?category=Holidays");
    await waitForHydration(page);
    const webcal = page.getByRole("link", { name: "Subscribe in your calendar app" });
    await expect(webcal).toBeHidden();
    await page.getByText("Subscribe to Holidays", { exact: true }).click();
    const feed = `${baseURL}/calendar.ics?category=Holidays`;
    await expect(webcal).toHaveAttribute("href", feed.replace(/^https?:/, "webcal:"));
    const address = page.getByLabel(/^Or copy this address/);
    await expect(address).toHaveValue(feed);
    await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.replace(/^https?:/, "webcal:"))}`,
    );

    const response = await request.get(await address.inputValue());
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe('inline; filename="calendar-holidays.ics"');
    const events = summaries(await response.text());
    const holiday = events.find((event) => event.summary === winterBreak.title);
    expect(holiday?.startDate.toString()).toBe(winterBreak.first);
    expect(holiday?.endDate.toString()).toBe(addDays(winterBreak.last, 1));
    expect(events.map((event) => event.summary)).not.toContain(ptm.title);

    const head = await request.fetch(feed, { method: "HEAD" });
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  });

  test("the All tab subscribes to every category", async ({ page, baseURL }) => {
    await page.goto(calendar.path);
    await page.getByText("Subscribe", { exact: true }).click();
    await expect(page.getByLabel(/^Or copy this address/)).toHaveValue(`${baseURL}/calendar.ics`);
  });

  test("each event's Add to calendar link is a file of that event alone", async ({ page, request }) => {
    await page.goto(calendar.path);
    const add = card(upcoming(page), ptm.title).getByRole("link", { name: `Add to calendar: ${ptm.title}` });
    await expect(add).toHaveAttribute("href", /^\/calendar\.ics\?event=[0-9a-f-]{36}$/);
    const response = await request.get((await add.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = summaries(await response.text());
    expect(events.map((event) => event.summary)).toEqual([ptm.title]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(
      schoolInstant(ptm.first, ptm.from!, "Asia/Kolkata").toISOString(),
    );

    const holiday = card(upcoming(page), winterBreak.title).getByRole("link", { name: /^Add to calendar/ });
    const [file] = summaries(await (await request.get((await holiday.getAttribute("href"))!)).text());
    expect(file!.startDate.isDate).toBe(true);
    expect([file!.startDate.toString(), file!.endDate.toString()]).toEqual([
      winterBreak.first,
      addDays(winterBreak.last, 1),
    ]);
  });

  test("an unknown event's file is 404", async ({ request }) => {
    expect((await request.get("/calendar.ics?event=6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e")).status()).toBe(404);
    expect((await request.get("/calendar.ics?event=nonsense")).status()).toBe(404);
  });

  test("Subscribe opens without JavaScript", async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, mobile, "/calendar?category=PTM");
    try {
      await page.getByText("Subscribe to PTM", { exact: true }).click();
      await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
        "href",
        /^webcal:\/\/.+\/calendar\.ics\?category=PTM$/,
      );
      await expect(page.getByLabel(/^Or copy this address/)).toHaveValue(`${baseURL}/calendar.ics?category=PTM`);
    } finally {
      await close();
    }
  });

  test("has no serious or critical axe violations with Subscribe open, on a phone", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(calendar.path);
    await waitForHydration(page);
    await page.getByText("Subscribe", { exact: true }).click();
    await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

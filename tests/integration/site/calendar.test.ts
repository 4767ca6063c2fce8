// SPEC §2 "Calendar", §4 "Public calendar", §7 calendar_events, §9: the public
// calendar's queries and page data, on every kind of database.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { CalendarPage } from "~/features/calendar/calendar-page";
import {
  listEventsOnDay,
  listMarkedDays,
  listPastEvents,
  listUpcomingEvents,
  loadCalendarPage,
} from "~/features/calendar/calendar.server";
import { EVENT_CATEGORIES, type EventCategory } from "~/features/calendar/schema";
import { loader } from "~/routes/site/calendar";

import * as schema from "../../../db/schema";
import { schoolDate, schoolInstant } from "../../../db/time";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

const IST = "Asia/Kolkata";
const ist = (date: string, time: string) => schoolInstant(date, time, IST);
// Noon on Wednesday 2 December 2026 in Fatehabad.
const now = new Date("2026-12-02T06:30:00Z");

type NewEvent = typeof schema.calendarEvents.$inferInsert;
const timed = (title: string, category: EventCategory, date: string, from: string, to: string): NewEvent => ({
  title,
  category,
  startDate: ist(date, from),
  endDate: ist(date, to),
});
const allDay = (title: string, category: EventCategory, first: string, last: string): NewEvent => ({
  title,
  category,
  startDate: ist(first, "00:00:00"),
  endDate: ist(last, "23:59:59"),
});

const events: NewEvent[] = [
  // Past: seven in October, one category after another (1 PTM, 2 Events, 3 Activity, 4 Holidays, 5 PTM, …).
  ...[1, 2, 3, 4, 5, 6, 7].map((n) =>
    timed(`October ${n}`, EVENT_CATEGORIES[n % 4]!, `2026-10-0${n}`, "10:00:00", "11:00:00"),
  ),
  allDay("Guru Nanak Jayanti break", "Holidays", "2026-11-29", "2026-12-01"),
  {
    ...timed("Parent-Teacher Meeting", "PTM", "2026-12-02", "09:00:00", "12:00:00"),
    location: "Classrooms",
    description: "Term progress.",
    titleHi: "अभिभावक-शिक्षक बैठक",
    descriptionHi: "सत्र की प्रगति।",
  },
  // Upcoming: the first starts exactly now.
  timed("Inter-house Quiz", "Events", "2026-12-02", "12:00:00", "13:00:00"),
  // 20:00 UTC on 10 December is 1:30 AM on the 11th in India.
  {
    title: "Night Sky Watch",
    category: "Activity",
    startDate: new Date("2026-12-10T20:00:00Z"),
    endDate: new Date("2026-12-10T22:00:00Z"),
  },
  timed("Annual Day", "Events", "2026-12-15", "10:00:00", "13:00:00"),
  // Ends at midnight: the 20th only, not the 21st.
  {
    title: "Carol Evening",
    category: "Activity",
    startDate: ist("2026-12-20", "18:00:00"),
    endDate: ist("2026-12-21", "00:00:00"),
  },
  allDay("Winter Break", "Holidays", "2026-12-27", "2027-01-02"),
];

/** The opening tag of the one link to `href` in `html` (whose text ends with `text`, if given). */
function linkTo(html: string, href: string, text = "") {
  const tags = [...html.matchAll(/(<a\s[^>]*>)(.*?)<\/a>/g)]
    .filter(([, tag, inner]) => tag!.includes(`href="${href}"`) && inner!.endsWith(text))
    .map(([, tag]) => tag!);
  expect(tags).toHaveLength(1);
  return tags[0]!;
}

/** The calendar page as the server renders it at `address`, in that address's language. */
function render(data: Awaited<ReturnType<typeof loadCalendarPage>>, address = "/calendar") {
  const locale = address.startsWith("/hi/") ? "hi" : "en";
  return renderToString(
    inLanguage(
      createElement(MemoryRouter, { initialEntries: [address] }, createElement(CalendarPage, { data })),
      locale,
    ),
  );
}

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe.each(testDatabaseKinds)("the public calendar on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    // The seed's examples are dated from the real today; these are dated from `now`.
    await database.db.delete(schema.calendarEvents);
    // Inserted out of order: the queries sort.
    await database.db.insert(schema.calendarEvents).values([...events].reverse());
  });

  describe("SPEC §4: upcoming when the start is now or later, otherwise past", () => {
    it("lists upcoming events soonest first, the one starting this very instant included", async () => {
      expect(titles(await listUpcomingEvents({ now }))).toEqual([
        "Inter-house Quiz",
        "Night Sky Watch",
        "Annual Day",
        "Carol Evening",
        "Winter Break",
      ]);
    });

    it("counts an event that started a millisecond ago as past", async () => {
      const later = new Date(now.getTime() + 1);
      expect(titles(await listUpcomingEvents({ now: later }))[0]).toBe("Night Sky Watch");
      expect(titles(await listPastEvents({ now: later }))[0]).toBe("Inter-house Quiz");
    });

    it("counts an event under way (started this morning, ends at noon) as past", async () => {
      expect(titles(await listPastEvents({ now }))[0]).toBe("Parent-Teacher Meeting");
    });
  });

  describe("SPEC §9: only five past events, the most recent, newest first", () => {
    it("shows the five most recent of the nine past events", async () => {
      expect(titles(await listPastEvents({ now }))).toEqual([
        "Parent-Teacher Meeting",
        "Guru Nanak Jayanti break",
        "October 7",
        "October 6",
        "October 5",
      ]);
    });

    it("shows fewer when there are fewer", async () => {
      expect(titles(await listPastEvents({ now, category: "Holidays" }))).toEqual([
        "Guru Nanak Jayanti break",
        "October 4",
      ]);
      expect(await listPastEvents({ now: new Date("2026-01-01T00:00:00Z") })).toEqual([]);
    });
  });

  describe("the category tabs filter in the database", () => {
    it("lists only the chosen category's events, upcoming and past", async () => {
      expect(titles(await listUpcomingEvents({ now, category: "Holidays" }))).toEqual(["Winter Break"]);
      expect(titles(await listUpcomingEvents({ now, category: "PTM" }))).toEqual([]);
      expect(titles(await listPastEvents({ now, category: "PTM" }))).toEqual([
        "Parent-Teacher Meeting",
        "October 5",
        "October 1",
      ]);
      expect(titles(await listUpcomingEvents({ now, category: "Activity" }))).toEqual([
        "Night Sky Watch",
        "Carol Evening",
      ]);
    });

    it("All (no category) lists every category", async () => {
      const all = await listUpcomingEvents({ now, category: null });
      expect(new Set(all.map((event) => event.category))).toEqual(new Set(["Events", "Activity", "Holidays"]));
    });
  });

  describe("the month view marks every day that has events, in the school's time zone", () => {
    it("marks December's days, a multi-day event on each day it covers inside the month", async () => {
      const marks = await listMarkedDays({ month: "2026-12", timeZone: IST });
      expect(marks).toEqual([
        { date: "2026-12-01", count: 1, categories: ["Holidays"] },
        { date: "2026-12-02", count: 2, categories: ["PTM", "Events"] },
        { date: "2026-12-11", count: 1, categories: ["Activity"] },
        { date: "2026-12-15", count: 1, categories: ["Events"] },
        { date: "2026-12-20", count: 1, categories: ["Activity"] },
        ...["27", "28", "29", "30", "31"].map((day) => ({
          date: `2026-12-${day}`,
          count: 1,
          categories: ["Holidays"],
        })),
      ]);
    });

    it("marks the rest of a multi-day event in the months before and after", async () => {
      expect((await listMarkedDays({ month: "2026-11", timeZone: IST })).map((mark) => mark.date)).toEqual([
        "2026-11-29",
        "2026-11-30",
      ]);
      expect((await listMarkedDays({ month: "2027-01", timeZone: IST })).map((mark) => mark.date)).toEqual([
        "2027-01-01",
        "2027-01-02",
      ]);
      expect(await listMarkedDays({ month: "2027-02", timeZone: IST })).toEqual([]);
    });

    it("marks only the chosen category's days", async () => {
      expect(
        (await listMarkedDays({ month: "2026-12", timeZone: IST, category: "Activity" })).map((mark) => mark.date),
      ).toEqual(["2026-12-11", "2026-12-20"]);
    });

    it("reads days in the zone it is given, not UTC's or the server's", async () => {
      const utc = (await listMarkedDays({ month: "2026-12", timeZone: "UTC" })).map((mark) => mark.date);
      expect(utc).toContain("2026-12-10");
      expect(utc).not.toContain("2026-12-11");
    });
  });

  describe("the month view lists the chosen day's events", () => {
    it("lists every event on the day by start, a multi-day one included", async () => {
      expect(titles(await listEventsOnDay({ day: "2026-12-02", timeZone: IST }))).toEqual([
        "Parent-Teacher Meeting",
        "Inter-house Quiz",
      ]);
      expect(titles(await listEventsOnDay({ day: "2026-12-29", timeZone: IST }))).toEqual(["Winter Break"]);
      expect(titles(await listEventsOnDay({ day: "2026-12-01", timeZone: IST }))).toEqual(["Guru Nanak Jayanti break"]);
    });

    it("finds an event on India's day, not UTC's", async () => {
      expect(await listEventsOnDay({ day: "2026-12-10", timeZone: IST })).toEqual([]);
      expect(titles(await listEventsOnDay({ day: "2026-12-11", timeZone: IST }))).toEqual(["Night Sky Watch"]);
    });

    it("does not list an event ending at midnight on the next day", async () => {
      expect(await listEventsOnDay({ day: "2026-12-21", timeZone: IST })).toEqual([]);
    });

    it("lists only the chosen category's events", async () => {
      expect(titles(await listEventsOnDay({ day: "2026-12-02", timeZone: IST, category: "PTM" }))).toEqual([
        "Parent-Teacher Meeting",
      ]);
    });
  });

  describe("the page's data", () => {
    const page = (search: string, locale: "en" | "hi" = "en") =>
      loadCalendarPage(new URLSearchParams(search), { now, timeZone: IST, siteUrl: "https://school.example", locale });

    it("gives the list view its events as text in India time", async () => {
      const data = await page("");
      if (data.view !== "list") throw new Error("expected the list view");
      expect(data.query).toEqual({ category: null, view: "list", month: "2026-12", day: "2026-12-02" });
      expect(data.today).toBe("2026-12-02");
      expect(data.upcoming[0]).toMatchObject({
        title: { text: "Inter-house Quiz" },
        when: "Wed, 2 Dec 2026 at 12:00 PM",
        timeRange: "12:00 PM - 1:00 PM",
      });
      expect(data.upcoming.at(-1)).toMatchObject({
        title: { text: "Winter Break" },
        allDay: true,
        when: "Sun, 27 Dec 2026 - Sat, 2 Jan 2027",
        timeRange: null,
      });
      expect(data.past[0]).toEqual(
        expect.objectContaining({
          title: { text: "Parent-Teacher Meeting" },
          when: "Wed, 2 Dec 2026 at 9:00 AM",
          timeRange: "9:00 AM - 12:00 PM",
          location: { text: "Classrooms" },
          description: { text: "Term progress." },
          category: "PTM",
        }),
      );
      expect(data.past).toHaveLength(5);
    });

    it("on the Hindi page, gives each event's Hindi texts, and the English ones it lacks marked English (decision 0054)", async () => {
      const data = await page("", "hi");
      if (data.view !== "list") throw new Error("expected the list view");
      expect(data.past[0]).toMatchObject({
        title: { text: "अभिभावक-शिक्षक बैठक" },
        description: { text: "सत्र की प्रगति।" },
        location: { text: "Classrooms", lang: "en" },
      });
      expect(data.upcoming[0]).toMatchObject({ title: { text: "Inter-house Quiz", lang: "en" } });
      const html = render(data, "/hi/calendar");
      expect(html).toContain(">अभिभावक-शिक्षक बैठक</h3>");
      expect(html).toContain('<h3 lang="en" class="text-lg font-semibold text-slate-900">Inter-house Quiz</h3>');
      expect(html).toContain('<span lang="en">Classrooms</span>');
      // The English page marks nothing: its HTML is as before.
      const english = render(await page(""));
      expect(english).toContain(">Parent-Teacher Meeting</h3>");
      expect(english).not.toContain(" lang=");
    });

    it("gives the month view its marks and the chosen day's events, today by default", async () => {
      const data = await page("view=month&category=Holidays");
      if (data.view !== "month") throw new Error("expected the month view");
      expect(data.query).toMatchObject({ month: "2026-12", day: "2026-12-02", category: "Holidays" });
      expect(data.markedDays.map((mark) => mark.date)).toEqual([
        "2026-12-01",
        "2026-12-27",
        "2026-12-28",
        "2026-12-29",
        "2026-12-30",
        "2026-12-31",
      ]);
      expect(data.dayTitle).toBe("Wed, 2 Dec 2026");
      expect(data.dayEvents).toEqual([]);
    });

    it("falls back to the defaults on bad parameters", async () => {
      const data = await page("category=Sports&view=calendar&month=2026-13&day=2026-02-30");
      expect(data.view).toBe("list");
      expect(data.query).toEqual({ category: null, view: "list", month: "2026-12", day: "2026-12-02" });
    });

    it("renders tabs and day links that work without JavaScript, and the spec's headings", async () => {
      const html = render(await page("category=PTM"));
      expect(html).toContain("Upcoming Events");
      expect(html).toContain("Past Events");
      expect(html).toContain("No upcoming events.");
      expect(linkTo(html, "/calendar?category=PTM#calendar", "PTM")).toContain('aria-current="page"');
      expect(linkTo(html, "/calendar?category=PTM#calendar", "List")).toContain('aria-current="page"');
      expect(linkTo(html, "/calendar#calendar", "All")).not.toContain("aria-current");
      expect(html.match(/aria-current="page"/g)).toHaveLength(2); // the PTM tab and the List view

      const month = render(await page("view=month&day=2026-12-15"));
      expect(month).toContain('aria-label="2 December 2026, today, 2 events"');
      const chosen = linkTo(month, "/calendar?view=month&amp;month=2026-12&amp;day=2026-12-15#day-events");
      expect(chosen).toContain('aria-label="15 December 2026, 1 event"');
      expect(chosen).toContain('aria-current="date"');
      expect(month.match(/aria-current="date"/g)).toHaveLength(1);
      expect(month).toContain('aria-label="3 December 2026, no events"');
      expect(month).toContain("Annual Day");
      expect(month).not.toContain("No events on this day.");
    });

    it("renders the Hindi page in Hindi, its links staying on Hindi pages (docs/specification.md §21)", async () => {
      const hindi = (search: string) =>
        loadCalendarPage(new URLSearchParams(search), {
          now,
          timeZone: IST,
          siteUrl: "https://school.example",
          locale: "hi",
        });
      const list = await hindi("category=PTM");
      if (list.view !== "list") throw new Error("expected the list view");
      expect(list.past[0]?.when).toMatch(
        /^[\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे$/,
      );
      const html = render(list, "/hi/calendar?category=PTM");
      for (const words of ["आने वाले कार्यक्रम", "पिछले कार्यक्रम", "आगे कोई कार्यक्रम नहीं है।"]) {
        expect(html).toContain(words);
      }
      expect(linkTo(html, "/hi/calendar?category=PTM#calendar", "अभिभावक-शिक्षक बैठक")).toContain('aria-current="page"');
      expect(linkTo(html, "/hi/calendar#calendar", "सभी")).not.toContain("aria-current");
      // Every link of the page stays on the Hindi calendar (the feed's files, /calendar.ics, are not pages).
      expect(html).not.toMatch(/href="\/calendar[?#"]/);

      const data = await hindi("view=month&day=2026-12-15");
      expect(data.view === "month" && data.dayTitle).toBe("मंगलवार, 15 दिसंबर 2026");
      const month = render(data, "/hi/calendar?view=month&day=2026-12-15");
      expect(month).toContain(">दिसंबर 2026</h2>");
      expect(month).toContain('aria-label="2 दिसंबर 2026, आज, 2 कार्यक्रम"');
      expect(month).toContain('aria-label="3 दिसंबर 2026, कोई कार्यक्रम नहीं"');
      for (const day of ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"]) expect(month).toContain(`>${day}</span>`);
      expect(month).toContain("पिछला महीना, नवंबर 2026");
    });
  });

  it("renders Subscribe for the chosen tab's feed and Add to calendar for each event (decision 0025)", async () => {
    const data = await loadCalendarPage(new URLSearchParams("category=PTM"), {
      now,
      timeZone: IST,
      siteUrl: "https://school.example",
      locale: "en",
    });
    const html = render(data);
    expect(html).toContain("Subscribe to PTM");
    linkTo(html, "webcal://school.example/calendar.ics?category=PTM", "Subscribe in your calendar app");
    expect(html).toContain('value="https://school.example/calendar.ics?category=PTM"');
    if (data.view !== "list") throw new Error("expected the list view");
    const shown = [...data.upcoming, ...data.past];
    expect(shown.length).toBeGreaterThan(0);
    for (const event of shown) {
      expect(linkTo(html, `/calendar.ics?event=${event.id}`)).toContain('type="text/calendar"');
    }
    expect(html.match(/>Add to calendar</g)).toHaveLength(shown.length);
  });

  it("the route's loader answers any parameters without failing", async () => {
    for (const search of ["", "?view=month", "?category=%ZZ&day=0000-00-00", "?month=9999-99&view=month&day=x"]) {
      const data = await loader(routeArgs(`/calendar${search}`));
      expect(data.today).toBe(schoolDate(new Date(), IST));
    }
  });
});

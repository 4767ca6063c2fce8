// /calendar.ics is a valid RFC 5545 feed in the school's time
// zone (decision 0025), read back with ical.js, on every kind of database. The
// server runs as if it were in California, so its own zone must move nothing.
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FEED_PAST_DAYS, FEED_REFRESH_SECONDS } from "~/features/calendar/calendar-feed.server";
import { EVENT_MESSAGES } from "~/features/calendar/event-form";
import { eventFilePath, feedLinks, feedPath } from "~/features/calendar/feed-links";
import type { EventCategory } from "~/features/calendar/schema";
import { action as adminCalendar } from "~/routes/admin/calendar";
import { loader } from "~/routes/resources/calendar-feed";
import { loader as robots } from "~/routes/resources/robots";
import { loader as sitemap } from "~/routes/resources/sitemap";

import * as schema from "../../../db/schema";
import { addDays, schoolDate, schoolInstant } from "../../../db/time";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const IST = "Asia/Kolkata";
const ist = (date: string, time: string) => schoolInstant(date, time, IST);
const ADMIN = "feed-admin@school.example";

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

// Dated from the real today: the route reads the clock.
const today = schoolDate(new Date(), IST);
const day = (offset: number) => addDays(today, offset);

type NewEvent = typeof schema.calendarEvents.$inferInsert;
const allDay = (title: string, category: EventCategory, first: string, last: string): NewEvent => ({
  title,
  category,
  startDate: ist(first, "00:00:00"),
  endDate: ist(last, "23:59:59"),
});
const timed = (title: string, category: EventCategory, date: string, from: string, to: string): NewEvent => ({
  title,
  category,
  startDate: ist(date, from),
  endDate: ist(date, to),
});

const events: NewEvent[] = [
  // Long gone: more than a year ago, so not in the feed.
  timed("Old Annual Day", "Events", day(-FEED_PAST_DAYS - 30), "10:00:00", "12:00:00"),
  timed("Last Month's Quiz", "Events", day(-30), "10:00:00", "11:00:00"),
  {
    ...timed("Parent-Teacher Meeting", "PTM", day(5), "09:00:00", "12:30:00"),
    location: "Classrooms, Block A; first floor",
    description: "Term progress.\nBring the report card, please.",
  },
  // 20:00 UTC is 1:30 AM of the next day in India.
  {
    title: "Night Sky Watch",
    category: "Activity",
    startDate: new Date(`${day(7)}T20:00:00Z`),
    endDate: new Date(`${day(7)}T22:00:00Z`),
  },
  allDay("Founders' Day", "Holidays", day(10), day(10)),
  allDay("Winter Break", "Holidays", day(20), day(22)),
  // Starts at midnight but is not all day: a timed event.
  {
    title: "Midnight Run",
    category: "Activity",
    startDate: ist(day(30), "00:00:00"),
    endDate: ist(day(30), "06:00:00"),
  },
];
const inFeed = [
  "Last Month's Quiz",
  "Parent-Teacher Meeting",
  "Night Sky Watch",
  "Founders' Day",
  "Winter Break",
  "Midnight Run",
];

/** GET /calendar.ics<search> through the route's loader, as the site answers it. */
const get = async (search = "", origin = "http://localhost") =>
  (await loader(routeArgs(`${origin}/calendar.ics${search}`) as never)) as Response;

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents("vevent");
  return { calendar, vevents, events: vevents.map((vevent) => new ICAL.Event(vevent)) };
}

const feed = async (search = "") => {
  const response = await get(search);
  expect(response.status).toBe(200);
  return parse(await response.text());
};

const titled = (events: ICAL.Event[], title: string) => {
  const found = events.find((event) => event.summary === title);
  if (!found) throw new Error(`No event ${title} in the feed`);
  return found;
};

describe.each(testDatabaseKinds)("the calendar feed on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });
  const ids: Record<string, string> = {};
  let schoolName = "";

  beforeAll(async () => {
    // The seed's examples are dated from today as well: these replace them.
    await database.db.delete(schema.calendarEvents);
    const rows = await database.db
      .insert(schema.calendarEvents)
      .values([...events].reverse())
      .returning();
    for (const row of rows) ids[row.title] = row.id;
    schoolName = (await database.db.select().from(schema.siteSettings))[0]!.schoolName;
  });

  describe("the answer", () => {
    it("is text/calendar, shown inline under a file name, cached briefly and publicly", async () => {
      const response = await get();
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toBe('inline; filename="calendar.ics"');
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    });

    it("is lines of at most 75 octets, each ended by CRLF", async () => {
      const text = await (await get()).text();
      expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    });
  });

  describe("the calendar", () => {
    it("is a VCALENDAR 2.0 published under the school's name, in the school's zone, refreshed every few hours", async () => {
      const { calendar } = await feed();
      expect(calendar.name).toBe("vcalendar");
      expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
      expect(calendar.getFirstPropertyValue("prodid")).toBe("-//localhost//School calendar//EN");
      expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
      expect(calendar.getFirstPropertyValue("name")).toBe(schoolName);
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(schoolName);
      expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe(IST);
      expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT6H");
      const refresh = calendar.getFirstPropertyValue("refresh-interval");
      expect(ICAL.Duration.fromString(String(refresh)).toSeconds()).toBe(FEED_REFRESH_SECONDS);
      expect(calendar.getFirstPropertyValue("source")).toBe("http://localhost/calendar.ics");
      expect(calendar.getFirstPropertyValue("url")).toBe("http://localhost/calendar");
    });

    it("holds one VEVENT per event from a year ago on, soonest first", async () => {
      const { events } = await feed();
      expect(events.map((event) => event.summary)).toEqual(inFeed);
    });

    it("gives every event its DTSTAMP in UTC", async () => {
      const { vevents } = await feed();
      for (const vevent of vevents) {
        const stamp = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time;
        expect(stamp.zone?.tzid).toBe("UTC");
      }
    });
  });

  describe("all-day events", () => {
    it("are DATE values, DTEND the day after the last: a three-day holiday ends on the fourth day", async () => {
      const { events } = await feed();
      const holiday = titled(events, "Winter Break");
      expect(holiday.startDate.isDate).toBe(true);
      expect(holiday.endDate.isDate).toBe(true);
      expect(holiday.startDate.toString()).toBe(day(20));
      expect(holiday.endDate.toString()).toBe(day(23));
      expect(holiday.duration.toSeconds()).toBe(3 * 24 * 60 * 60);
    });

    it("last one day when they are one day long", async () => {
      const founders = titled((await feed()).events, "Founders' Day");
      expect([founders.startDate.toString(), founders.endDate.toString()]).toEqual([day(10), day(11)]);
      expect(founders.startDate.isDate).toBe(true);
    });

    it("are written as DATE values in the text itself", async () => {
      const text = await (await get()).text();
      expect(text).toContain(`DTSTART;VALUE=DATE:${day(20).replaceAll("-", "")}\r\n`);
      expect(text).toContain(`DTEND;VALUE=DATE:${day(23).replaceAll("-", "")}\r\n`);
    });
  });

  describe("timed events", () => {
    it("are UTC instants that read as the school's clock times in India", async () => {
      const meeting = titled((await feed()).events, "Parent-Teacher Meeting");
      expect(meeting.startDate.isDate).toBe(false);
      expect(meeting.startDate.zone?.tzid).toBe("UTC");
      expect(meeting.startDate.toJSDate().toISOString()).toBe(ist(day(5), "09:00:00").toISOString());
      expect(meeting.endDate.toJSDate().toISOString()).toBe(ist(day(5), "12:30:00").toISOString());
      // 9:00 in Fatehabad is 3:30 UTC.
      expect(meeting.startDate.toString()).toBe(`${day(5)}T03:30:00Z`);
    });

    it("keep an instant that falls on the next day in India", async () => {
      const watch = titled((await feed()).events, "Night Sky Watch");
      expect(watch.startDate.toJSDate().toISOString()).toBe(`${day(7)}T20:00:00.000Z`);
      expect(schoolDate(watch.startDate.toJSDate(), IST)).toBe(day(8));
    });

    it("include an event starting at midnight that does not last all day", async () => {
      const run = titled((await feed()).events, "Midnight Run");
      expect(run.startDate.isDate).toBe(false);
      expect(run.endDate.toJSDate().toISOString()).toBe(ist(day(30), "06:00:00").toISOString());
    });
  });

  describe("each event", () => {
    it("has its title, description, location and category, escaped and read back as entered", async () => {
      const { events } = await feed();
      const meeting = titled(events, "Parent-Teacher Meeting");
      expect(meeting.description).toBe("Term progress.\nBring the report card, please.");
      expect(meeting.location).toBe("Classrooms, Block A; first floor");
      expect(meeting.component.getFirstPropertyValue("categories")).toBe("PTM");
      expect(titled(events, "Winter Break").component.getFirstPropertyValue("categories")).toBe("Holidays");
      expect(titled(events, "Winter Break").location).toBeNull();
    });

    it("links to its day on the site's calendar", async () => {
      const meeting = titled((await feed()).events, "Parent-Teacher Meeting");
      expect(meeting.component.getFirstPropertyValue("url")).toBe(
        `http://localhost/calendar?view=month&month=${day(5).slice(0, 7)}&day=${day(5)}`,
      );
    });

    it("has a UID made of its id and the site's host, one per event", async () => {
      const { events } = await feed();
      expect(titled(events, "Winter Break").uid).toBe(`${ids["Winter Break"]}@localhost`);
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    });

    it("keeps its UID when staff edit it in the back office", async () => {
      const before = titled((await feed()).events, "Founders' Day");
      const edit = await outcome(() =>
        adminCalendar(
          staffArgs("/admin/calendar", cookies[ADMIN], {
            method: "POST",
            body: formBody({
              intent: "update",
              eventId: ids["Founders' Day"]!,
              title: "Founders' Day (moved)",
              category: "Holidays",
              allDay: "on",
              start: day(11),
              end: day(12),
            }),
          }) as never,
        ),
      );
      expect(edit.status).toBe(200);
      const after = titled((await feed()).events, "Founders' Day (moved)");
      expect(after.uid).toBe(before.uid);
      expect([after.startDate.toString(), after.endDate.toString()]).toEqual([day(11), day(13)]);
      // Back as it was, for the other tests.
      await database.db
        .update(schema.calendarEvents)
        .set(allDay("Founders' Day", "Holidays", day(10), day(10)))
        .where(eq(schema.calendarEvents.id, ids["Founders' Day"]!));
    });

    it("never takes its host from a Host header the site was not told about", async () => {
      const text = await (await get("", "http://evil.example")).text();
      expect(text).not.toContain("evil.example");
      expect(parse(text).events[0]!.uid).toMatch(/@localhost$/);
    });
  });

  describe("a category's feed", () => {
    it("holds only that category's events, under a name and file of its own", async () => {
      const response = await get("?category=Holidays");
      expect(response.headers.get("Content-Disposition")).toBe('inline; filename="calendar-holidays.ics"');
      const { calendar, events } = parse(await response.text());
      expect(events.map((event) => event.summary)).toEqual(["Founders' Day", "Winter Break"]);
      expect(calendar.getFirstPropertyValue("name")).toBe(`${schoolName}: Holidays`);
      expect(calendar.getFirstPropertyValue("source")).toBe("http://localhost/calendar.ics?category=Holidays");
    });

    it("takes the category in any letter case, as the page does", async () => {
      expect((await feed("?category=ptm")).events.map((event) => event.summary)).toEqual(["Parent-Teacher Meeting"]);
    });

    it("gives the same UIDs as the whole feed", async () => {
      const all = (await feed()).events;
      const holidays = (await feed("?category=Holidays")).events;
      expect(holidays.map((event) => event.uid)).toEqual(holidays.map((event) => titled(all, event.summary).uid));
    });

    it("is every event for an unknown category, as the page's tabs fall back to All", async () => {
      expect((await feed("?category=Sports")).events.map((event) => event.summary)).toEqual(inFeed);
      expect((await feed("?category=")).events).toHaveLength(inFeed.length);
    });
  });

  describe("one event's file (Add to calendar)", () => {
    it("holds that event alone, with the UID it has in the feed", async () => {
      const response = await get(`?event=${ids["Parent-Teacher Meeting"]}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toBe('inline; filename="parent-teacher-meeting.ics"');
      const { calendar, events } = parse(await response.text());
      expect(events).toHaveLength(1);
      expect(events[0]!.uid).toBe(titled((await feed()).events, "Parent-Teacher Meeting").uid);
      expect(events[0]!.startDate.toJSDate().toISOString()).toBe(ist(day(5), "09:00:00").toISOString());
      expect(calendar.getFirstPropertyValue("name")).toBe(schoolName);
      // A file to import once, not a feed to refresh.
      expect(calendar.getFirstPropertyValue("refresh-interval")).toBeNull();
    });

    it("is there for an event the feed leaves out, and for an all-day one", async () => {
      const old = parse(await (await get(`?event=${ids["Old Annual Day"]}`)).text()).events;
      expect(old.map((event) => event.summary)).toEqual(["Old Annual Day"]);
      const [holiday] = parse(await (await get(`?event=${ids["Winter Break"]}`)).text()).events;
      expect([holiday!.startDate.toString(), holiday!.endDate.toString()]).toEqual([day(20), day(23)]);
    });

    it("takes no notice of a category beside the event", async () => {
      const { events } = await feed(`?event=${ids["Winter Break"]}&category=PTM`);
      expect(events.map((event) => event.summary)).toEqual(["Winter Break"]);
    });

    it.each([
      ["a well-formed id that names no event", MISSING_ID],
      ["an id that is no uuid", "not-an-id"],
      ["an empty id", ""],
      ["a control character", "%00"],
      ["a query in the id", "1'%20OR%201=1"],
    ])("answers 404 for %s", async (_, id) => {
      const response = await get(`?event=${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).toBe(`${EVENT_MESSAGES.notFound}\n`);
    });

    it("answers 404 for an event that was deleted", async () => {
      const [gone] = await database.db
        .insert(schema.calendarEvents)
        .values(timed("Cancelled Picnic", "Activity", day(40), "09:00:00", "10:00:00"))
        .returning();
      expect((await get(`?event=${gone!.id}`)).status).toBe(200);
      await database.db.delete(schema.calendarEvents).where(eq(schema.calendarEvents.id, gone!.id));
      expect((await get(`?event=${gone!.id}`)).status).toBe(404);
    });
  });

  it("escapes a school name with a comma in the calendar's name", async () => {
    const rename = (name: string) => database.db.update(schema.siteSettings).set({ schoolName: name });
    await rename("St. Mary's School, Fatehabad; Haryana");
    try {
      // ical.js does not know RFC 7986's NAME as text, so it is read here as written.
      const text = await (await get()).text();
      expect(text).toContain("\r\nNAME:St. Mary's School\\, Fatehabad\\; Haryana\r\n");
      expect(text).toContain("\r\nX-WR-CALNAME:St. Mary's School\\, Fatehabad\\; Haryana\r\n");
    } finally {
      await rename(schoolName);
    }
  });
  it("are not in the sitemap, and robots.txt names none", async () => {
    const xml = await (await sitemap(routeArgs("http://localhost/sitemap.xml") as never)).text();
    expect(xml).toContain("<loc>http://localhost/calendar</loc>");
    expect(xml).not.toContain(".ics");
    expect(await robots(routeArgs("http://localhost/robots.txt") as never).text()).not.toContain(".ics");
  });
});

describe("the feed's addresses", () => {
  it("are /calendar.ics, with the category or the event in the query", () => {
    expect(feedPath(null)).toBe("/calendar.ics");
    expect(feedPath("PTM")).toBe("/calendar.ics?category=PTM");
    expect(eventFilePath(MISSING_ID)).toBe(`/calendar.ics?event=${MISSING_ID}`);
  });

  it("offer webcal:// to subscribe, the site's own address to copy, and Google Calendar's page", () => {
    expect(feedLinks("https://school.example", "Holidays")).toEqual({
      url: "https://school.example/calendar.ics?category=Holidays",
      webcal: "webcal://school.example/calendar.ics?category=Holidays",
      google:
        "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fschool.example%2Fcalendar.ics%3Fcategory%3DHolidays",
    });
    expect(feedLinks("http://localhost:3000", null).webcal).toBe("webcal://localhost:3000/calendar.ics");
  });
});

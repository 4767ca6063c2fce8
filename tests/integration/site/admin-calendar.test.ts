// /admin/calendar on the database: every intent accepted, each refusal with
// its message, unknown events, the stored instants of an all-day event in the
// school's zone (whatever the server's), paging and the filter, audit rows.
import { eq, gte, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Page } from "~/features/admin/pagination";
import { EVENT_MESSAGES, type AdminEventRow, type EventReply } from "~/features/calendar/event-form";
import { action, loader } from "~/routes/admin/calendar";

import * as schema from "../../../db/schema";
import { actedBy, auditFor, formBody, outcome, staffArgs, unknownIntentRefused, useStaff } from "../../support/admin";
import { insertRows, MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";

const PATH = "/admin/calendar";
const ADMIN = "admin@school.example";
const CALENDAR_STAFF = "calendar@school.example";
const GALLERY = "gallery@school.example";

const allDay = {
  title: "Long Holiday 2990",
  category: "Holidays",
  allDay: "on",
  start: "2990-12-24",
  end: "2991-01-01",
};
const timed = {
  title: "Parents Evening 2990",
  category: "PTM",
  start: "2990-11-14T09:00",
  end: "2990-11-14T12:30",
  location: "Classrooms",
  description: "Meet the class teachers.",
};

// The server's own zone must not move a date: these tests run as if it were in California.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe.each(testDatabaseKinds)("calendar back office on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [CALENDAR_STAFF]: { sections: ["calendar"] },
    [GALLERY]: { sections: ["gallery"] },
  });
  // Events of these tests are in the far future (2990 and later): each test removes its own.
  afterEach(async () => {
    await database.db
      .delete(schema.calendarEvents)
      .where(gte(schema.calendarEvents.startDate, new Date("2900-01-01T00:00:00Z")));
  });

  const db = () => database.db;
  const load = (email: string | null, search = "") =>
    outcome(() => loader(staffArgs(`${PATH}${search}`, email && cookies[email]!) as never));
  const post = (email: string | null, fields: Record<string, string>) =>
    outcome<EventReply>(() =>
      action(staffArgs(PATH, email && cookies[email]!, { method: "POST", body: formBody(fields) }) as never),
    );
  const asAdmin = (intent: string, fields: Record<string, string> = {}) => post(ADMIN, { intent, ...fields });

  const eventsTitled = (title: string) =>
    db().select().from(schema.calendarEvents).where(eq(schema.calendarEvents.title, title));

  /** A new event made through the page; its stored row. */
  async function newEvent(fields: Record<string, string> = allDay) {
    const result = await asAdmin("create", fields);
    expect(result.status).toBe(200);
    const [event] = await eventsTitled(fields.title!);
    return event!;
  }

  describe("who may use the page", () => {
    it("sends visitors to /admin and staff without the section to the dashboard, changing nothing", async () => {
      expect(await load(null)).toMatchObject({ status: 302, location: "/admin" });
      expect(await load(GALLERY)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      const sneaky = { ...allDay, intent: "create", title: "Sneaky" };
      expect(await post(null, sneaky)).toMatchObject({ status: 302, location: "/admin" });
      expect(await post(GALLERY, sneaky)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      expect(await eventsTitled("Sneaky")).toHaveLength(0);
    });

    it("lets staff with the calendar section add an event, audited as them", async () => {
      const result = await post(CALENDAR_STAFF, { intent: "create", ...allDay, title: "Staff Picnic" });
      expect(result.status).toBe(200);
      const [event] = await eventsTitled("Staff Picnic");
      const [entry] = await auditFor(event!.id, "calendar_event.create");
      expect(entry).toMatchObject({ actorUserId: ids[CALENDAR_STAFF], actorEmail: CALENDAR_STAFF });
    });

    it("refuses an unknown intent with a message, not a 500", async () => {
      expect(await asAdmin("delete_everything")).toMatchObject(unknownIntentRefused);
    });
  });

  describe("Add Event", () => {
    it("stores an all-day event from 00:00:00 of its first day to 23:59:59 of its last, Asia/Kolkata", async () => {
      const result = await asAdmin("create", allDay);
      expect(result).toMatchObject({
        status: 200,
        reply: { ok: true, intent: "create", toast: { type: "success", title: "Event created successfully" } },
      });
      const [event] = await eventsTitled("Long Holiday 2990");
      // 00:00:00 IST is 18:30:00 UTC the day before; 23:59:59 IST is 18:29:59 UTC.
      expect(event!.startDate.toISOString()).toBe("2990-12-23T18:30:00.000Z");
      expect(event!.endDate.toISOString()).toBe("2991-01-01T18:29:59.000Z");
      expect(event).toMatchObject({ category: "Holidays", description: null, location: null });
    });

    it("stores a timed event at its school clock times, with its location and description, and an audit row", async () => {
      const event = await newEvent(timed);
      expect(event.startDate.toISOString()).toBe("2990-11-14T03:30:00.000Z");
      expect(event.endDate.toISOString()).toBe("2990-11-14T07:00:00.000Z");
      expect(event).toMatchObject({ category: "PTM", location: "Classrooms", description: "Meet the class teachers." });
      const [entry] = await auditFor(event.id, "calendar_event.create");
      expect(entry).toMatchObject({
        ...actedBy(ids[ADMIN], ADMIN),
        targetType: "calendar_event",
        details: {
          title: "Parents Evening 2990",
          category: "PTM",
          location: "Classrooms",
          startDate: "2990-11-14T03:30:00.000Z",
          endDate: "2990-11-14T07:00:00.000Z",
        },
      });
    });

    it.each([
      ["Title is required", { title: "" }],
      ["Title must be at most 100 characters", { title: "t".repeat(101) }],
      ["Description must be at most 1000 characters", { description: "d".repeat(1001) }],
      ["Location must be at most 200 characters", { location: "l".repeat(201) }],
      [EVENT_MESSAGES.category, { category: "Sports" }],
      ["Start is required", { start: "" }],
      ["End is required", { end: "" }],
      ["End must be after the start", { start: "2990-12-24", end: "2990-12-23" }],
      ["Start must be a date", { start: "2990-12-24T10:00" }],
    ])("refuses with the toast %s, storing nothing", async (message, fields) => {
      const title = "title" in fields ? fields.title : "Refused Event";
      const result = await asAdmin("create", { ...allDay, title, ...fields });
      expect(result).toMatchObject({
        status: 400,
        reply: { ok: false, intent: "create", toast: { type: "error", title: message } },
      });
      expect(await eventsTitled("Refused Event")).toHaveLength(0);
    });

    it("puts end before start on the end field, for a timed event too", async () => {
      const result = await asAdmin("create", { ...timed, title: "Refused Event", end: "2990-11-14T08:59" });
      expect(result.status).toBe(400);
      expect(result.reply?.result?.error).toEqual({ end: [EVENT_MESSAGES.endBeforeStart] });
    });
  });

  describe("Edit Event", () => {
    it("changes the event, with the spec's toast and an audit row of before and after", async () => {
      const event = await newEvent(timed);
      const result = await asAdmin("update", {
        ...allDay,
        eventId: event.id,
        title: "Parents Evening 2990 (moved)",
        start: "2990-11-21",
        end: "2990-11-21",
      });
      expect(result).toMatchObject({
        status: 200,
        reply: { ok: true, intent: "update", toast: { type: "success", title: "Event updated successfully" } },
      });
      const [row] = await db().select().from(schema.calendarEvents).where(eq(schema.calendarEvents.id, event.id));
      expect(row).toMatchObject({
        title: "Parents Evening 2990 (moved)",
        category: "Holidays",
        location: null,
        description: null,
      });
      expect(row!.startDate.toISOString()).toBe("2990-11-20T18:30:00.000Z");
      expect(row!.endDate.toISOString()).toBe("2990-11-21T18:29:59.000Z");
      const [entry] = await auditFor(event.id, "calendar_event.update");
      expect(entry).toMatchObject({
        actorEmail: ADMIN,
        targetType: "calendar_event",
        details: {
          before: { title: "Parents Evening 2990", startDate: "2990-11-14T03:30:00.000Z", location: "Classrooms" },
          after: { title: "Parents Evening 2990 (moved)", startDate: "2990-11-20T18:30:00.000Z", location: null },
        },
      });
    });

    it("keeps the title, location and description in Hindi too, and clears a Hindi text left blank (decision 0054)", async () => {
      const event = await newEvent({
        ...timed,
        titleHi: " अभिभावक बैठक ",
        locationHi: "कक्षा-कक्ष",
        descriptionHi: "प्रगति पर बात।",
      });
      expect(event).toMatchObject({
        titleHi: "अभिभावक बैठक",
        locationHi: "कक्षा-कक्ष",
        descriptionHi: "प्रगति पर बात।",
      });
      const listed = (await load(ADMIN)).value as { events: Page<AdminEventRow> };
      expect(listed.events.rows.find((row) => row.id === event.id)).toMatchObject({
        title: timed.title,
        titleHi: "अभिभावक बैठक",
        locationHi: "कक्षा-कक्ष",
      });

      await asAdmin("update", { ...timed, eventId: event.id, titleHi: "अभिभावक-शिक्षक बैठक", locationHi: "" });
      const [row] = await db().select().from(schema.calendarEvents).where(eq(schema.calendarEvents.id, event.id));
      expect(row).toMatchObject({ titleHi: "अभिभावक-शिक्षक बैठक", locationHi: null, descriptionHi: null });
      const [entry] = await auditFor(event.id, "calendar_event.update");
      expect(entry!.details).toMatchObject({
        before: { titleHi: "अभिभावक बैठक" },
        after: { titleHi: "अभिभावक-शिक्षक बैठक" },
      });
    });

    it("refuses a Hindi title longer than the English may be", async () => {
      const result = await asAdmin("create", { ...timed, titleHi: "ख".repeat(101) });
      expect(result).toMatchObject({ status: 400, reply: { ok: false } });
      expect(JSON.stringify(result.reply)).toContain("Title (Hindi) must be at most 100 characters");
      expect(await eventsTitled(timed.title!)).toHaveLength(0);
    });

    it("refuses an unknown event with 404, and a bad one with the same message", async () => {
      expect(await asAdmin("update", { ...allDay, eventId: MISSING_ID })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to save event", description: EVENT_MESSAGES.notFound } },
      });
      expect(await asAdmin("update", { ...allDay, eventId: "42" })).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { title: EVENT_MESSAGES.notFound } },
      });
      expect(await eventsTitled(allDay.title)).toHaveLength(0);
    });

    it("refuses end before start and leaves the event as it was", async () => {
      const event = await newEvent(allDay);
      const result = await asAdmin("update", { ...allDay, eventId: event.id, title: "Changed", end: "2990-12-01" });
      expect(result).toMatchObject({ status: 400, reply: { toast: { title: EVENT_MESSAGES.endBeforeStart } } });
      const [row] = await db().select().from(schema.calendarEvents).where(eq(schema.calendarEvents.id, event.id));
      expect(row).toMatchObject({ title: "Long Holiday 2990", endDate: event.endDate });
      expect(await auditFor(event.id, "calendar_event.update")).toHaveLength(0);
    });
  });

  describe("Delete", () => {
    it("deletes the event, with the spec's toast and an audit row keeping what it was", async () => {
      const event = await newEvent(allDay);
      expect(await asAdmin("delete", { eventId: event.id })).toMatchObject({
        status: 200,
        reply: { ok: true, intent: "delete", toast: { type: "success", title: "Event deleted successfully" } },
      });
      expect(await eventsTitled("Long Holiday 2990")).toHaveLength(0);
      const [entry] = await auditFor(event.id, "calendar_event.delete");
      expect(entry).toMatchObject({
        actorEmail: ADMIN,
        details: { title: "Long Holiday 2990", category: "Holidays", startDate: "2990-12-23T18:30:00.000Z" },
      });
    });

    it("refuses an unknown event with 404 and the failure toast", async () => {
      expect(await asAdmin("delete", { eventId: MISSING_ID })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to delete event", description: EVENT_MESSAGES.notFound } },
      });
      expect(await asAdmin("delete", { eventId: "" })).toMatchObject({ status: 400, reply: { ok: false } });
    });
  });

  describe("the events table", () => {
    const rowsOf = (value: unknown) => (value as { events: Page<AdminEventRow> }).events;

    it("lists events newest start first, 25 a page, with the school's dates", async () => {
      // 30 events on consecutive days from 2990-01-01, alternating two categories.
      await insertRows(schema.calendarEvents, 30, (index) => ({
        title: `Paged ${index + 1}`,
        category: index % 2 ? ("Activity" as const) : ("Events" as const),
        startDate: new Date(Date.UTC(2990, 0, 1 + index, 3, 30)),
        endDate: new Date(Date.UTC(2990, 0, 1 + index, 5, 30)),
      }));
      const first = rowsOf((await load(ADMIN)).value);
      expect(first.rows).toHaveLength(25);
      expect(first.page).toBe(1);
      expect(first.total).toBeGreaterThanOrEqual(30);
      expect(first.rows.slice(0, 3).map((row) => row.title)).toEqual(["Paged 30", "Paged 29", "Paged 28"]);
      const starts = first.rows.map((row) => row.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
      // 03:30 UTC on 30 January is 9:00 AM in Kolkata.
      expect(first.rows[0]).toMatchObject({
        allDay: false,
        when: "Sat, 30 Jan 2990 at 9:00 AM",
        timeRange: "9:00 AM - 11:00 AM",
      });

      const second = rowsOf((await load(ADMIN, "?page=2")).value);
      expect(second.rows[0]!.title).toBe("Paged 5");
      expect(second.rows.map((row) => row.id)).not.toContain(first.rows[24]!.id);
    });

    it("shows the events on a range of the school's days (the dashboard's next 7 days), under way ones too", async () => {
      const at = (local: string) => new Date(`${local}+05:30`);
      const event = (title: string, start: string, end: string) => ({
        title,
        category: "Events" as const,
        startDate: at(start),
        endDate: at(end),
      });
      await db()
        .insert(schema.calendarEvents)
        .values([
          event("Before", "2980-03-01T09:00:00", "2980-03-01T10:00:00"),
          event("Ends at the first midnight", "2980-03-01T22:00:00", "2980-03-02T00:00:00"),
          event("Under way", "2980-03-01T09:00:00", "2980-03-03T10:00:00"),
          event("First day", "2980-03-02T00:00:00", "2980-03-02T01:00:00"),
          event("Last evening", "2980-03-08T23:00:00", "2980-03-08T23:59:59"),
          event("After", "2980-03-09T00:00:00", "2980-03-09T01:00:00"),
        ]);
      const week = rowsOf((await load(ADMIN, "?from=2980-03-02&to=2980-03-08")).value);
      expect(week.rows.map((row) => row.title)).toEqual(["Last evening", "First day", "Under way"]);
      expect(week.total).toBe(3);
      // A range it cannot read is no range.
      for (const search of ["?from=2980-03-08&to=2980-03-02", "?from=2980-03-02", "?from=2980-02-30&to=2980-03-08"]) {
        expect(rowsOf((await load(ADMIN, search)).value).total, search).toBe(rowsOf((await load(ADMIN)).value).total);
      }
    });

    it("filters by category on the server", async () => {
      await newEvent(allDay);
      await newEvent(timed);
      const holidays = rowsOf((await load(ADMIN, "?category=Holidays")).value);
      expect(holidays.rows.every((row) => row.category === "Holidays")).toBe(true);
      expect(holidays.rows[0]).toMatchObject({
        title: "Long Holiday 2990",
        allDay: true,
        when: "Fri, 24 Dec 2990 - Sat, 1 Jan 2991",
        timeRange: null,
      });
      const all = await db()
        .select()
        .from(schema.calendarEvents)
        .where(inArray(schema.calendarEvents.category, ["Holidays"]));
      expect(holidays.total).toBe(all.length);
    });
  });
});

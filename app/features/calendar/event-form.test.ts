// The Add/Edit Event forms (SPEC §5 "Calendar event", §4 "All-day event"),
// read the way the page and the server read them: a FormData through conform.
import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it } from "vitest";

import { firstError } from "~/features/admin/reply";

import {
  createEventSchema,
  deleteEventSchema,
  EVENT_MESSAGES,
  eventFormValues,
  switchAllDay,
  updateEventSchema,
} from "./event-form";

const KOLKATA = "Asia/Kolkata";
const EVENT_ID = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const valid = { title: "Winter Break", category: "Holidays", start: "2026-12-24", end: "2027-01-01", allDay: "on" };

const parse = (fields: Record<string, string>, timeZone = KOLKATA) =>
  parseWithZod(form(fields), { schema: createEventSchema(timeZone) });

function accepted(fields: Record<string, string>, timeZone = KOLKATA) {
  const submission = parse(fields, timeZone);
  if (submission.status !== "success") throw new Error(`refused: ${firstError(submission.reply())}`);
  return submission.value;
}

function refusal(fields: Record<string, string>, timeZone = KOLKATA) {
  const submission = parse(fields, timeZone);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

// The machine's zone must never matter: every case runs under zones on both sides of the school's.
const machineZones = ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata"];
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe.each(machineZones)("an all-day event, with the server's zone %s", (machineZone) => {
  it("is stored from 00:00:00 of the start date to 23:59:59 of the end date in Asia/Kolkata", () => {
    process.env.TZ = machineZone;
    const event = accepted({ ...valid, start: "2026-12-02", end: "2026-12-02" });
    expect(event.startDate.toISOString()).toBe("2026-12-01T18:30:00.000Z");
    expect(event.endDate.toISOString()).toBe("2026-12-02T18:29:59.000Z");
  });

  it("spans the year's edge in the school's days", () => {
    process.env.TZ = machineZone;
    const event = accepted(valid);
    expect(event.startDate.toISOString()).toBe("2026-12-23T18:30:00.000Z");
    expect(event.endDate.toISOString()).toBe("2027-01-01T18:29:59.000Z");
  });

  it("reads a timed event's start and end as school clock times", () => {
    process.env.TZ = machineZone;
    const event = accepted({ ...valid, allDay: "", start: "2026-12-02T00:00", end: "2026-12-02T23:59" });
    expect(event.startDate.toISOString()).toBe("2026-12-01T18:30:00.000Z");
    expect(event.endDate.toISOString()).toBe("2026-12-02T18:29:00.000Z");
  });

  it("opens for editing as all-day when its start is midnight in school time, with its dates", () => {
    process.env.TZ = machineZone;
    const start = new Date("2026-12-01T18:30:00.000Z");
    const end = new Date("2026-12-02T18:29:59.000Z");
    expect(eventFormValues(start, end, KOLKATA)).toEqual({ allDay: true, start: "2026-12-02", end: "2026-12-02" });
  });
});

describe("another school time zone", () => {
  it("stores an all-day event from that zone's midnight", () => {
    process.env.TZ = "Asia/Kolkata";
    const event = accepted({ ...valid, start: "2026-07-04", end: "2026-07-04" }, "America/New_York");
    expect(event.startDate.toISOString()).toBe("2026-07-04T04:00:00.000Z");
    expect(event.endDate.toISOString()).toBe("2026-07-05T03:59:59.000Z");
  });
});

describe("opening an event for editing (SPEC §4)", () => {
  it("is all-day when the start is midnight in school time, whatever the end", () => {
    const start = new Date("2026-12-01T18:30:00.000Z");
    expect(eventFormValues(start, new Date("2026-12-02T04:30:00.000Z"), KOLKATA)).toEqual({
      allDay: true,
      start: "2026-12-02",
      end: "2026-12-02",
    });
  });

  it("is timed when the start is a second or more past midnight, or midnight only in UTC", () => {
    expect(
      eventFormValues(new Date("2026-12-01T18:30:01.000Z"), new Date("2026-12-02T18:29:59.000Z"), KOLKATA).allDay,
    ).toBe(false);
    expect(
      eventFormValues(new Date("2026-12-02T00:00:00.000Z"), new Date("2026-12-02T06:30:00.000Z"), KOLKATA),
    ).toEqual({
      allDay: false,
      start: "2026-12-02T05:30",
      end: "2026-12-02T12:00",
    });
  });

  it("round-trips: what the dialog opens with saves the same instants", () => {
    const stored = accepted(valid);
    const values = eventFormValues(stored.startDate, stored.endDate, KOLKATA);
    const again = accepted({ ...valid, allDay: values.allDay ? "on" : "", start: values.start, end: values.end });
    expect(again.startDate).toEqual(stored.startDate);
    expect(again.endDate).toEqual(stored.endDate);
  });
});

describe("the All day box", () => {
  it("keeps the dates when ticked, and gives them times when unticked", () => {
    expect(switchAllDay({ start: "2026-12-02T09:30", end: "2026-12-03T16:00" }, true)).toEqual({
      start: "2026-12-02",
      end: "2026-12-03",
    });
    expect(switchAllDay({ start: "2026-12-02", end: "2026-12-03" }, false)).toEqual({
      start: "2026-12-02T09:00",
      end: "2026-12-03T17:00",
    });
    expect(switchAllDay({ start: "", end: "" }, false)).toEqual({ start: "", end: "" });
  });
});

describe("end before start", () => {
  it("is refused on the end field, all day or not", () => {
    expect(refusal({ ...valid, start: "2026-12-03", end: "2026-12-02" })).toEqual({
      end: [EVENT_MESSAGES.endBeforeStart],
    });
    expect(refusal({ ...valid, allDay: "", start: "2026-12-02T10:00", end: "2026-12-02T09:59" })).toEqual({
      end: [EVENT_MESSAGES.endBeforeStart],
    });
    expect(EVENT_MESSAGES.endBeforeStart).toBe("End must be after the start");
  });

  it("accepts one day, and a timed event that ends as it starts", () => {
    expect(accepted({ ...valid, start: "2026-12-02", end: "2026-12-02" }).title).toBe("Winter Break");
    const instant = accepted({ ...valid, allDay: "", start: "2026-12-02T10:00", end: "2026-12-02T10:00" });
    expect(instant.endDate).toEqual(instant.startDate);
  });
});

describe("start and end", () => {
  it("are required", () => {
    expect(refusal({ ...valid, start: "", end: "" })).toEqual({
      start: ["Start is required"],
      end: ["End is required"],
    });
  });

  it("must be dates when all day, dates and times otherwise", () => {
    expect(refusal({ ...valid, start: "2026-02-30" })).toEqual({ start: ["Start must be a date"] });
    expect(refusal({ ...valid, end: "2026-12-02T10:00" })).toEqual({ end: ["End must be a date"] });
    expect(refusal({ ...valid, allDay: "", start: "2026-12-02", end: "2026-12-02T25:00" })).toEqual({
      start: ["Start must be a date and time"],
      end: ["End must be a date and time"],
    });
  });
});

describe("the category (SPEC §3)", () => {
  it("is one of Holidays, PTM, Events, Activity, exactly", () => {
    for (const category of ["Holidays", "PTM", "Events", "Activity"]) {
      expect(accepted({ ...valid, category }).category).toBe(category);
    }
    for (const category of ["", "All", "ptm", "Sports"]) {
      expect(refusal({ ...valid, category })).toEqual({ category: [EVENT_MESSAGES.category] });
    }
  });
});

describe("the limits (SPEC §5)", () => {
  it("title is required, at most 100 characters", () => {
    expect(refusal({ ...valid, title: "   " })).toEqual({ title: ["Title is required"] });
    expect(accepted({ ...valid, title: "x".repeat(100) }).title).toHaveLength(100);
    expect(refusal({ ...valid, title: "x".repeat(101) })).toEqual({ title: ["Title must be at most 100 characters"] });
  });

  it("description at most 1000 characters, location at most 200, both optional (stored as null)", () => {
    const bare = accepted(valid);
    expect(bare.description).toBeNull();
    expect(bare.location).toBeNull();
    expect(accepted({ ...valid, description: "d".repeat(1000), location: "l".repeat(200) })).toMatchObject({
      description: "d".repeat(1000),
      location: "l".repeat(200),
    });
    expect(refusal({ ...valid, description: "d".repeat(1001) })).toEqual({
      description: ["Description must be at most 1000 characters"],
    });
    expect(refusal({ ...valid, location: "l".repeat(201) })).toEqual({
      location: ["Location must be at most 200 characters"],
    });
  });
});

describe("update and delete", () => {
  it("name the event by its id", () => {
    const submission = parseWithZod(form({ ...valid, eventId: EVENT_ID }), { schema: updateEventSchema(KOLKATA) });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value.eventId).toBe(EVENT_ID);
      expect(submission.value.event.startDate.toISOString()).toBe("2026-12-23T18:30:00.000Z");
    }
    const bad = parseWithZod(form({ ...valid, eventId: "42" }), { schema: updateEventSchema(KOLKATA) });
    expect(bad.status === "error" && bad.reply().error).toEqual({ eventId: [EVENT_MESSAGES.notFound] });
    expect(deleteEventSchema.safeParse({ eventId: EVENT_ID }).success).toBe(true);
    expect(deleteEventSchema.safeParse({ eventId: "" }).success).toBe(false);
  });
});

describe('the box that sends a new event to subscribers (docs/specification.md §24 "Sending")', () => {
  it("is off unless ticked, refuses any other value, and is not part of an edit", () => {
    expect(accepted(valid).send).toBe(false);
    expect(accepted({ ...valid, send: "on" }).send).toBe(true);
    expect(refusal({ ...valid, send: "true" })).toHaveProperty("send");
    const edit = parseWithZod(form({ ...valid, eventId: EVENT_ID, send: "on" }), {
      schema: updateEventSchema(KOLKATA),
    });
    expect(edit.status).toBe("success");
    expect(edit.status === "success" && edit.value).not.toHaveProperty("send");
    expect(edit.status === "success" && edit.value.event).not.toHaveProperty("send");
  });
});

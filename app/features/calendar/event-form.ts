// The back office forms of /admin/calendar (SPEC §5 "Calendar event", §4
// "All-day event"), shared by the browser and the server. Each form names its
// change in the `intent` field. Dates are read in the school's time zone,
// passed in explicitly, so neither the server's nor the browser's zone moves them.
import { TZDate } from "@date-fns/tz";
import { z } from "zod";

import type { AdminReply } from "~/features/admin/reply";
import { labelledText, optionalHindi, optionalLabelledText, recordId, tickedBox } from "~/lib/forms/form-fields";

import { dateAndTime, schoolInstant } from "../../../db/time";
import type { CalendarEventRecord, EventView } from "./format";
import { EVENT_CATEGORIES } from "./schema";
import { parseDay } from "./search-params";

/** The page's toasts (SPEC §8) and the reasons a change is refused. */
export const EVENT_MESSAGES = {
  loadFailed: "Failed to fetch events",
  created: "Event created successfully",
  updated: "Event updated successfully",
  deleted: "Event deleted successfully",
  saveFailed: "Failed to save event",
  deleteFailed: "Failed to delete event",
  notFound: "Event not found",
  endBeforeStart: "End must be after the start",
  category: "Choose a category: Holidays, PTM, Events or Activity",
} as const;

export const EVENT_LIMITS = { title: 100, description: 1000, location: 200 } as const;

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/**
 * The instants an event's form asks for, in `timeZone`. All day (SPEC §4):
 * 00:00:00 of the start date to 23:59:59 of the end date; otherwise the
 * start and end as school clock times. Null for a value that is not a date
 * (or not a date and time) of the kind the checkbox says.
 */
export function eventInstants(
  form: { allDay: boolean; start: string; end: string },
  timeZone: string,
): { start: Date | null; end: Date | null } {
  if (form.allDay) {
    const start = parseDay(form.start);
    const end = parseDay(form.end);
    return {
      start: start ? schoolInstant(start, "00:00:00", timeZone) : null,
      end: end ? schoolInstant(end, "23:59:59", timeZone) : null,
    };
  }
  const start = dateAndTime(form.start);
  const end = dateAndTime(form.end);
  return {
    start: start ? schoolInstant(start.date, start.time, timeZone) : null,
    end: end ? schoolInstant(end.date, end.time, timeZone) : null,
  };
}

/** A Hindi text for the Hindi site (decision 0054), with the English's limit: "Title (Hindi) must be at most 100 characters". */
const hindi = (label: string, max: number) => optionalHindi(max, `${label} (Hindi) must be at most ${max} characters`);

const eventFields = z.object({
  title: labelledText("Title", EVENT_LIMITS.title),
  description: optionalLabelledText("Description", EVENT_LIMITS.description),
  location: optionalLabelledText("Location", EVENT_LIMITS.location),
  titleHi: hindi("Title", EVENT_LIMITS.title),
  descriptionHi: hindi("Description", EVENT_LIMITS.description),
  locationHi: hindi("Location", EVENT_LIMITS.location),
  category: z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.category }),
  allDay: z.boolean().optional().default(false),
  start: required("Start"),
  end: required("End"),
});

/** The checked form as the row to store, or z.NEVER with the reasons on `ctx`. */
function toEvent(form: z.output<typeof eventFields>, ctx: z.RefinementCtx, timeZone: string) {
  const { start, end } = eventInstants(form, timeZone);
  const kind = form.allDay ? "a date" : "a date and time";
  if (!start) ctx.addIssue({ code: "custom", path: ["start"], message: `Start must be ${kind}` });
  if (!end) ctx.addIssue({ code: "custom", path: ["end"], message: `End must be ${kind}` });
  if (!start || !end) return z.NEVER;
  if (end < start) {
    ctx.addIssue({ code: "custom", path: ["end"], message: EVENT_MESSAGES.endBeforeStart });
    return z.NEVER;
  }
  return {
    title: form.title,
    description: form.description || null,
    location: form.location || null,
    titleHi: form.titleHi,
    descriptionHi: form.descriptionHi,
    locationHi: form.locationHi,
    category: form.category,
    startDate: start,
    endDate: end,
  };
}

const eventId = recordId(EVENT_MESSAGES.notFound);

/**
 * The Add Event dialog, its dates read in `timeZone`; and whether the new event goes to the subscribers at once
 * (docs/specification.md §24 "Sending").
 */
export const createEventSchema = (timeZone: string) =>
  eventFields
    .extend({ send: tickedBox() })
    // A form toEvent refused has its issues on `ctx`: what this returns then is never used.
    .transform(({ send, ...form }, ctx) => ({ ...toEvent(form, ctx, timeZone), send }));
export type NewEvent = z.output<ReturnType<typeof createEventSchema>>;

/** The Edit Event dialog: the event's id and its new fields. */
export const updateEventSchema = (timeZone: string) =>
  eventFields
    .extend({ eventId })
    .transform(({ eventId, ...form }, ctx) => ({ eventId, event: toEvent(form, ctx, timeZone) }));

export const deleteEventSchema = z.object({ eventId });

/** An event as stored: what the create and update intents write. */
export type EventFields = Omit<NewEvent, "send">;

/**
 * What the Edit Event dialog opens with (SPEC §4): an event whose start is
 * midnight in the school's time zone opens as all-day, with its dates;
 * any other with its start and end as school clock times (yyyy-MM-ddTHH:mm).
 */
export function eventFormValues(
  start: Date,
  end: Date,
  timeZone: string,
): { allDay: boolean; start: string; end: string } {
  const s = new TZDate(start.getTime(), timeZone);
  const e = new TZDate(end.getTime(), timeZone);
  const allDay = s.getHours() === 0 && s.getMinutes() === 0 && s.getSeconds() === 0;
  const date = (d: TZDate) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const dateTime = (d: TZDate) => `${date(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return allDay ? { allDay, start: date(s), end: date(e) } : { allDay, start: dateTime(s), end: dateTime(e) };
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The other kind of value when the All day box changes: a date keeps its day
 * (from 09:00 to 17:00 when the times come back), a date and time loses its time.
 */
export function switchAllDay(value: { start: string; end: string }, allDay: boolean) {
  if (allDay) return { start: value.start.slice(0, 10), end: value.end.slice(0, 10) };
  const withTime = (date: string, time: string) => (date && !date.includes("T") ? `${date}T${time}` : date);
  return { start: withTime(value.start, "09:00"), end: withTime(value.end, "17:00") };
}

/**
 * One row of the events table: plain strings, the dates already written in the school's zone, staff's texts
 * in English and in Hindi (null: none), and its instants (ISO) for the Edit Event dialog.
 */
export interface AdminEventRow
  extends
    Omit<EventView, "title" | "description" | "location">,
    Pick<CalendarEventRecord, "title" | "description" | "location" | "titleHi" | "descriptionHi" | "locationHi"> {
  startDate: string;
  endDate: string;
}

export type EventIntent = "create" | "update" | "delete" | "send";
export type EventReply = AdminReply<EventIntent>;

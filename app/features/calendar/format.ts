// How an event's dates and times read on the public calendar (SPEC §2
// "Calendar", §4 "All-day event"). Every instant is read in the school's time
// zone, passed in explicitly, so the machine's own zone never shifts a date.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

import type { Locale } from "~/lib/locale";
import { localized, localizedOptional, type LocalText } from "~/lib/localized";

import type { EventCategory } from "./schema";

const DATE = "EEE, d MMM yyyy"; // Wed, 2 Dec 2026
const TIME = "h:mm a"; // 9:00 AM

/** A calendar_event row as the public calendar reads it. */
export interface CalendarEventRecord {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /** The Hindi site's (decision 0052); null: it shows the English. */
  titleHi: string | null;
  descriptionHi: string | null;
  locationHi: string | null;
  startDate: Date;
  endDate: Date;
  category: EventCategory;
}

/** What the page shows of one event: plain strings, ready to render; staff's texts in the page's language. */
export interface EventView {
  id: string;
  title: LocalText;
  description: LocalText | null;
  location: LocalText | null;
  category: EventCategory;
  allDay: boolean;
  /** "Wed, 2 Dec 2026", "Sun, 27 Dec 2026 - Sat, 2 Jan 2027" or "Wed, 2 Dec 2026 at 9:00 AM". */
  when: string;
  /** "9:00 AM - 12:00 PM"; null for all-day events. */
  timeRange: string | null;
  /** For <time dateTime>: "2026-12-02" (all-day) or "2026-12-02T09:00+05:30". */
  startsAt: string;
}

const inZone = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone);

/**
 * SPEC §4: an all-day event is stored from 00:00:00 of its first day to
 * 23:59:59 of its last, in the school's time zone. Fractions of a second are
 * ignored, so an end saved as 23:59:59.999 counts too.
 */
export function isAllDay(start: Date, end: Date, timeZone: string): boolean {
  const s = inZone(start, timeZone);
  const e = inZone(end, timeZone);
  return (
    s.getHours() === 0 &&
    s.getMinutes() === 0 &&
    s.getSeconds() === 0 &&
    e.getHours() === 23 &&
    e.getMinutes() === 59 &&
    e.getSeconds() === 59
  );
}

/** "Wed, 2 Dec 2026": the school's date of `instant`. */
export function formatEventDate(instant: Date, timeZone: string): string {
  return format(inZone(instant, timeZone), DATE);
}

/** "9:00 AM": the school's clock time of `instant`. */
export function formatEventTime(instant: Date, timeZone: string): string {
  return format(inZone(instant, timeZone), TIME);
}

const sameSchoolDay = (a: Date, b: Date, timeZone: string) =>
  format(inZone(a, timeZone), "yyyy-MM-dd") === format(inZone(b, timeZone), "yyyy-MM-dd");

/**
 * SPEC §2: all-day events show only the date (a range when they last several
 * days); others show the date "at" the start time, and the time range. A timed
 * event that ends on a later day names that day in its range.
 */
export function describeEventTime(
  start: Date,
  end: Date,
  timeZone: string,
): Pick<EventView, "allDay" | "when" | "timeRange" | "startsAt"> {
  if (isAllDay(start, end, timeZone)) {
    const first = formatEventDate(start, timeZone);
    const last = formatEventDate(end, timeZone);
    return {
      allDay: true,
      when: first === last ? first : `${first} - ${last}`,
      timeRange: null,
      startsAt: format(inZone(start, timeZone), "yyyy-MM-dd"),
    };
  }
  const startTime = formatEventTime(start, timeZone);
  const endTime = sameSchoolDay(start, end, timeZone)
    ? formatEventTime(end, timeZone)
    : `${formatEventDate(end, timeZone)} at ${formatEventTime(end, timeZone)}`;
  return {
    allDay: false,
    when: `${formatEventDate(start, timeZone)} at ${startTime}`,
    timeRange: `${startTime} - ${endTime}`,
    startsAt: format(inZone(start, timeZone), "yyyy-MM-dd'T'HH:mmXXX"),
  };
}

export function toEventView(event: CalendarEventRecord, timeZone: string, locale: Locale): EventView {
  return {
    id: event.id,
    title: localized(event.title, event.titleHi, locale),
    description: localizedOptional(event.description, event.descriptionHi, locale),
    location: localizedOptional(event.location, event.locationHi, locale),
    category: event.category,
    ...describeEventTime(event.startDate, event.endDate, timeZone),
  };
}

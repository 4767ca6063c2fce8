// How an event's dates and times read on the public calendar (SPEC §2
// "Calendar", §4 "All-day event"). Every instant is read in the school's time
// zone, passed in explicitly, so the machine's own zone never shifts a date.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

import type { Locale } from "~/lib/language/locale";
import { localized, localizedOptional, type LocalText } from "~/lib/language/localized";

import { clockTime, dateAtTime, span, weekdayDate, type DateLanguage } from "../../../db/time";
import type { EventCategory } from "./schema";

/** A calendar_event row as the public calendar reads it. */
export interface CalendarEventRecord {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /** The Hindi site's (decision 0054); null: it shows the English. */
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
  /**
   * "Wed, 2 Dec 2026", "Sun, 27 Dec 2026 - Sat, 2 Jan 2027" or "Wed, 2 Dec 2026 at 9:00 AM"; on a Hindi page
   * "बुधवार, 2 दिसंबर 2026, सुबह 9:00 बजे" (db/time.ts).
   */
  when: string;
  /** "9:00 AM - 12:00 PM", in Hindi "सुबह 9:00 बजे से दोपहर 12:00 बजे तक"; null for all-day events. */
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

/** "Wed, 2 Dec 2026" ("बुधवार, 2 दिसंबर 2026" in Hindi): the school's date of `instant`. */
export function formatEventDate(instant: Date, timeZone: string, language: DateLanguage = "en"): string {
  return weekdayDate(format(inZone(instant, timeZone), "yyyy-MM-dd"), language);
}

/** "9:00 AM" ("सुबह 9:00 बजे" in Hindi): the school's clock time of `instant`. */
export function formatEventTime(instant: Date, timeZone: string, language: DateLanguage = "en"): string {
  return clockTime(format(inZone(instant, timeZone), "HH:mm"), language);
}

const sameSchoolDay = (a: Date, b: Date, timeZone: string) =>
  format(inZone(a, timeZone), "yyyy-MM-dd") === format(inZone(b, timeZone), "yyyy-MM-dd");

/**
 * SPEC §2: all-day events show only the date (a range when they last several
 * days); others show the date "at" the start time, and the time range. A timed
 * event that ends on a later day names that day in its range. In `language`: a
 * Hindi page writes them in Hindi (docs/specification.md §21).
 */
export function describeEventTime(
  start: Date,
  end: Date,
  timeZone: string,
  language: DateLanguage = "en",
): Pick<EventView, "allDay" | "when" | "timeRange" | "startsAt"> {
  const date = (instant: Date) => formatEventDate(instant, timeZone, language);
  const time = (instant: Date) => formatEventTime(instant, timeZone, language);
  if (isAllDay(start, end, timeZone)) {
    const first = date(start);
    const last = date(end);
    return {
      allDay: true,
      when: first === last ? first : span(first, last, language),
      timeRange: null,
      startsAt: format(inZone(start, timeZone), "yyyy-MM-dd"),
    };
  }
  const startTime = time(start);
  const endTime = sameSchoolDay(start, end, timeZone) ? time(end) : dateAtTime(date(end), time(end), language);
  return {
    allDay: false,
    when: dateAtTime(date(start), startTime, language),
    timeRange: span(startTime, endTime, language),
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
    ...describeEventTime(event.startDate, event.endDate, timeZone, locale),
  };
}

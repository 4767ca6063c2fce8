// The calendar as an iCalendar feed (RFC 5545; decision 0025), written by
// ical-generator: /calendar.ics (every category, or ?category=… as the page's
// tabs) for calendar apps to subscribe to, and ?event=<id> for one event's file
// ("Add to calendar"). All-day events are DATE values ending the day after
// their last day; timed events are UTC instants, so no machine's zone (nor the
// reader's) moves them. Only server code imports this module.
import ical, { escape, ICalCalendarMethod, type ICalCalendar } from "ical-generator";

import { recordId } from "~/lib/forms/form-fields";
import { STATUS_TEXT } from "~/lib/server/http";

import { addDays, schoolDate } from "../../../db/time";
import { findEvent, listFeedEvents } from "./calendar.server";
import { EVENT_MESSAGES } from "./event-form";
import { feedPath } from "./feed-links";
import { isAllDay, type CalendarEventRecord } from "./format";
import type { EventCategory } from "./schema";
import { calendarHref, parseCategory } from "./search-params";

/** The feed holds the events that started in the last year and every later one… */
export const FEED_PAST_DAYS = 365;
/** …but never more than this many (soonest first), so it stays small whatever is entered. */
export const FEED_EVENT_LIMIT = 1000;
/** How often subscribed calendars are asked to fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 6 * 60 * 60;
/** Public, and briefly cached: an edited event reaches calendars within minutes. */
const CACHE_CONTROL = "public, max-age=300";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FeedContext {
  now: Date;
  /** The school's zone (SCHOOL_TIMEZONE): the days of all-day events, and X-WR-TIMEZONE. */
  timeZone: string;
  /** The site's trusted address (siteOrigin): the host in each UID, and the links. */
  siteUrl: string;
  schoolName: string;
}

/**
 * The answer to GET /calendar.ics: the feed of the category in `?category=`
 * (an unknown one is every category, as on the page), or with `?event=` that
 * event alone, 404 when the id names none (or is no id at all).
 */
export async function calendarFeedResponse(search: URLSearchParams, context: FeedContext): Promise<Response> {
  if (search.has("event")) {
    const eventId = search.get("event");
    const event = recordId(EVENT_MESSAGES.notFound).safeParse(eventId).success ? await findEvent(eventId!) : null;
    if (!event) return notFound();
    const calendar = newCalendar(context, context.schoolName);
    addEvent(calendar, event, context);
    return icsResponse(calendar, `${slug(event.title) || "event"}.ics`);
  }

  const category = parseCategory(search.get("category"));
  const events = await listFeedEvents({
    category,
    since: new Date(context.now.getTime() - FEED_PAST_DAYS * DAY_MS),
    limit: FEED_EVENT_LIMIT,
  });
  const calendar = newCalendar(context, category ? `${context.schoolName}: ${category}` : context.schoolName);
  calendar
    .description(escape(feedDescription(context.schoolName, category), false))
    .url(new URL(calendarHref({ category, view: "list" }), context.siteUrl).toString())
    .source(new URL(feedPath(category), context.siteUrl).toString())
    .ttl(FEED_REFRESH_SECONDS);
  for (const event of events) addEvent(calendar, event, context);
  return icsResponse(calendar, category ? `calendar-${slug(category)}.ics` : "calendar.ics");
}

function newCalendar({ siteUrl, timeZone }: FeedContext, name: string): ICalCalendar {
  // No calendar time zone is set on purpose: with one, ical-generator writes
  // every time (DTSTAMP included) as the server's local clock. X-WR-TIMEZONE
  // only names the school's zone for the apps that show it.
  return ical({
    // ical-generator writes the name and description as given: escaped here (a comma, a line break).
    name: escape(name, false),
    prodId: { company: new URL(siteUrl).hostname, product: "School calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    x: { "X-WR-TIMEZONE": timeZone },
  });
}

function feedDescription(schoolName: string, category: EventCategory | null) {
  return category
    ? `${category} on the calendar of ${schoolName}.`
    : `Holidays, parent-teacher meetings, events and activities on the calendar of ${schoolName}.`;
}

/** A DATE value: ical-generator writes a Date's UTC day when the calendar has no time zone. */
const dateValue = (date: string) => new Date(`${date}T00:00:00Z`);

function addEvent(calendar: ICalCalendar, event: CalendarEventRecord, { now, timeZone, siteUrl }: FeedContext) {
  const firstDay = schoolDate(event.startDate, timeZone);
  const allDay = isAllDay(event.startDate, event.endDate, timeZone);
  calendar.createEvent({
    // Made of what never changes: the row's id and the site's host.
    id: `${event.id}@${new URL(siteUrl).hostname}`,
    stamp: now,
    ...(allDay
      ? {
          allDay: true,
          start: dateValue(firstDay),
          // RFC 5545: DTEND is exclusive, the day after the last day.
          end: dateValue(addDays(schoolDate(event.endDate, timeZone), 1)),
        }
      : { start: event.startDate, end: event.endDate }),
    summary: event.title,
    description: event.description || null,
    location: event.location || null,
    categories: [{ name: event.category }],
    url: new URL(
      calendarHref({ category: null, view: "month", month: firstDay.slice(0, 7), day: firstDay }),
      siteUrl,
    ).toString(),
  });
}

// X-Content-Type-Options: nosniff comes from helmet, on every answer (server/main.ts); said here too, it was sent twice.
function icsResponse(calendar: ICalCalendar, filename: string): Response {
  // ical-generator leaves the last line without the CRLF that RFC 5545 ends every line with.
  return new Response(`${calendar.toString()}\r\n`, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": CACHE_CONTROL,
    },
  });
}

function notFound(): Response {
  return new Response(`${EVENT_MESSAGES.notFound}\n`, {
    status: 404,
    statusText: STATUS_TEXT[404],
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/** "Annual Sports Day!" → "annual-sports-day": ASCII only, for a file name in a header. */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
}

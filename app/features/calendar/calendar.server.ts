// Queries and changes on calendar_events: the only place that touches the
// table. For the public calendar, filtering, the upcoming/past split, ordering
// and limits happen in the database, so a school with years of events sends
// only what the page shows. Every change staff make is written to the audit
// log in the same transaction as the change itself.
import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { readPage, type Page } from "~/features/admin/pagination";
import { sendOnPublish } from "~/features/broadcasts/broadcasts.server";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, rowsOf } from "~/lib/database/db.server";
import type { Locale } from "~/lib/language/locale";

import { calendarEvents } from "../../../db/schema";
import { addDays, schoolDate, schoolInstant } from "../../../db/time";
import type { CalendarPageData, CalendarViewData } from "./calendar";
import { EVENT_MESSAGES, type AdminEventRow, type EventFields, type NewEvent } from "./event-form";
import { composeEvent } from "./event-message.server";
import { describeEventTime, formatEventDate, toEventView, type CalendarEventRecord } from "./format";
import { daysInMonth, shiftMonth, type DayMark } from "./month-grid";
import { PAST_EVENTS_LIMIT, type EventCategory } from "./schema";
import { parseCalendarQuery, type CalendarQuery, type DayRange } from "./search-params";

const columns = {
  id: calendarEvents.id,
  title: calendarEvents.title,
  description: calendarEvents.description,
  location: calendarEvents.location,
  titleHi: calendarEvents.titleHi,
  descriptionHi: calendarEvents.descriptionHi,
  locationHi: calendarEvents.locationHi,
  startDate: calendarEvents.startDate,
  endDate: calendarEvents.endDate,
  category: calendarEvents.category,
};

const inCategory = (category: EventCategory | null | undefined): SQL | undefined =>
  category ? eq(calendarEvents.category, category) : undefined;

interface Filter {
  /** null or absent: every category. */
  category?: EventCategory | null;
}

/**
 * SPEC §4: an event is upcoming when its start is now or later. Soonest first
 * (SPEC §7: by start_date ascending); the id keeps events starting together in
 * a stable order.
 */
export async function listUpcomingEvents({ category, now }: Filter & { now: Date }): Promise<CalendarEventRecord[]> {
  return db()
    .select(columns)
    .from(calendarEvents)
    .where(and(gte(calendarEvents.startDate, now), inCategory(category)))
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id));
}

/**
 * Past events (start before now): the most recent five, newest first
 * (docs/decisions/0005-calendar-past-events.md).
 */
export async function listPastEvents({
  category,
  now,
  limit = PAST_EVENTS_LIMIT,
}: Filter & { now: Date; limit?: number }): Promise<CalendarEventRecord[]> {
  return db()
    .select(columns)
    .from(calendarEvents)
    .where(and(lt(calendarEvents.startDate, now), inCategory(category)))
    .orderBy(desc(calendarEvents.startDate), desc(calendarEvents.id))
    .limit(limit);
}

/**
 * An event is on a day when it overlaps that day in the school's time zone:
 * it starts before the day ends, and ends after the day starts (an event that
 * ends exactly at midnight does not reach into the next day; one that lasts no
 * time at all is on the day it starts).
 */
function overlaps(from: Date, to: Date): SQL {
  return and(
    lt(calendarEvents.startDate, to),
    or(gt(calendarEvents.endDate, from), gte(calendarEvents.startDate, from)),
  )!;
}

/** Events on any of the school's days `from` to `to` (yyyy-MM-dd, both included), multi-day ones included. */
export function onDays({ from, to }: DayRange, timeZone: string): SQL {
  return overlaps(schoolInstant(from, "00:00:00", timeZone), schoolInstant(addDays(to, 1), "00:00:00", timeZone));
}

/** The events on `day` (yyyy-MM-dd, the school's date), multi-day ones included, by start. */
export async function listEventsOnDay({
  category,
  day,
  timeZone,
}: Filter & { day: string; timeZone: string }): Promise<CalendarEventRecord[]> {
  return db()
    .select(columns)
    .from(calendarEvents)
    .where(and(onDays({ from: day, to: day }, timeZone), inCategory(category)))
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id));
}

/**
 * The days of `month` (yyyy-MM) that have events, in date order. A multi-day
 * event marks every day it covers in the school's time zone; the database
 * expands each event into its days, so only marked days come back.
 */
export async function listMarkedDays({
  category,
  month,
  timeZone,
}: Filter & { month: string; timeZone: string }): Promise<DayMark[]> {
  const firstDay = `${month}-01`;
  const lastDay = `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
  const from = schoolInstant(firstDay, "00:00:00", timeZone);
  const to = schoolInstant(`${shiftMonth(month, 1)}-01`, "00:00:00", timeZone);
  const e = calendarEvents;
  // The last day an event covers is the one its final instant falls on: an
  // event ending at 23:59:59 covers that day, one ending at 00:00 does not.
  const result = await db().execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, ${e.category} as category, count(*)::int as count
    from ${e}
    cross join lateral generate_series(
      greatest(date_trunc('day', ${e.startDate} at time zone ${timeZone}), ${firstDay}::timestamp),
      least(
        date_trunc('day', greatest(${e.endDate} - interval '1 microsecond', ${e.startDate}) at time zone ${timeZone}),
        ${lastDay}::timestamp
      ),
      interval '1 day'
    ) as d(day)
    where ${and(overlaps(from, to), inCategory(category))}
    group by 1, 2
    order by 1, 2
  `);
  const marks = new Map<string, DayMark>();
  for (const row of rowsOf<{ date: string; category: EventCategory; count: number | string }>(result)) {
    const mark = marks.get(row.date) ?? { date: row.date, count: 0, categories: [] };
    mark.count += Number(row.count);
    mark.categories.push(row.category);
    marks.set(row.date, mark);
  }
  return [...marks.values()];
}

/**
 * The calendar feed's events (decision 0025): those starting at `since` or
 * later, of a category when asked, soonest first, at most `limit` of them.
 */
export async function listFeedEvents({
  category,
  since,
  limit,
}: Filter & { since: Date; limit: number }): Promise<CalendarEventRecord[]> {
  return db()
    .select(columns)
    .from(calendarEvents)
    .where(and(gte(calendarEvents.startDate, since), inCategory(category)))
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id))
    .limit(limit);
}

/** One event by its id (a uuid), or null when there is none. */
export async function findEvent(eventId: string): Promise<CalendarEventRecord | null> {
  const [event] = await db().select(columns).from(calendarEvents).where(eq(calendarEvents.id, eventId));
  return event ?? null;
}

// ------------------------------------------------------------------ the page

/**
 * What the calendar page shows for its search parameters at `now`, every date
 * and time written in `timeZone`. Bad parameters fall back to the defaults.
 * `siteUrl` (the site's trusted address) is where the feed's links point.
 */
interface PageOptions {
  now: Date;
  timeZone: string;
  siteUrl: string;
  /** The page's language: staff's texts in it (decision 0054), and its dates and times (docs/specification.md §21). */
  locale: Locale;
  /** Told when the page will next change by itself: when the first upcoming event starts and becomes past. */
  changesAt?: (time: Date) => void;
}

export async function loadCalendarPage(search: URLSearchParams, options: PageOptions): Promise<CalendarPageData> {
  const today = schoolDate(options.now, options.timeZone);
  const query = parseCalendarQuery(search, today);
  return { query, today, siteUrl: options.siteUrl, ...(await loadView(query, options)) };
}

async function loadView(
  query: CalendarQuery,
  { now, timeZone, locale, changesAt }: PageOptions,
): Promise<CalendarViewData> {
  const view = (event: CalendarEventRecord) => toEventView(event, timeZone, locale);
  const { category } = query;
  if (query.view === "list") {
    const upcoming = await listUpcomingEvents({ category, now });
    const past = await listPastEvents({ category, now });
    // Upcoming means starting now or later: the first becomes past just after its start.
    if (upcoming[0]) changesAt?.(new Date(upcoming[0].startDate.getTime() + 1));
    return { view: "list", upcoming: upcoming.map(view), past: past.map(view) };
  }
  const markedDays = await listMarkedDays({ category, month: query.month, timeZone });
  const dayEvents = await listEventsOnDay({ category, day: query.day, timeZone });
  return {
    view: "month",
    markedDays,
    // Noon is on the day in every zone, whatever its offset.
    dayTitle: formatEventDate(schoolInstant(query.day, "12:00:00", timeZone), timeZone, locale),
    dayEvents: dayEvents.map(view),
  };
}

// ------------------------------------------------------------ back office

/**
 * One page of events, newest start first (SPEC §7: by start_date descending in
 * the back office), of a category and on a range of days when asked.
 */
export async function listAdminEvents({
  page: requested,
  category,
  days,
  timeZone,
}: {
  page: number;
  category: EventCategory | null;
  days?: DayRange | null;
  timeZone: string;
}): Promise<Page<AdminEventRow>> {
  const where = and(inCategory(category), days ? onDays(days, timeZone) : undefined);
  const page = await readPage(requested, {
    count: () => db().$count(calendarEvents, where),
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(calendarEvents)
        .where(where)
        .orderBy(desc(calendarEvents.startDate), desc(calendarEvents.id))
        .limit(limit)
        .offset(offset),
  });
  const rows = page.rows.map((event) => ({
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    titleHi: event.titleHi,
    descriptionHi: event.descriptionHi,
    locationHi: event.locationHi,
    category: event.category,
    ...describeEventTime(event.startDate, event.endDate, timeZone),
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
  }));
  return { ...page, rows };
}

// What the audit log keeps of an event: its fields, instants as ISO text.
const audited = (event: EventFields) => ({
  ...event,
  startDate: event.startDate.toISOString(),
  endDate: event.endDate.toISOString(),
});

/**
 * A new event. With `send`, it goes to the subscribers who chose calendar changes too, in the same transaction
 * (docs/specification.md §24 "Sending"); `origin` is the site's address for the links in those messages.
 */
export async function createEvent({ send, ...event }: NewEvent, actor: Actor, origin: string): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(calendarEvents).values(event).returning();
    await recordAudit(tx, {
      ...actor,
      action: "calendar_event.create",
      targetType: "calendar_event",
      targetId: row!.id,
      details: audited(event),
    });
    await areaChanged(tx, "calendar");
    if (send) await sendOnPublish(tx, { kind: "calendar", row: row!, compose: composeEvent }, origin, actor);
    return { ok: true as const, eventId: row!.id };
  });
}

export async function updateEvent(
  { eventId, event }: { eventId: string; event: EventFields },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, eventId)).for("update");
    if (!before) return refuse(404, EVENT_MESSAGES.notFound);
    await tx.update(calendarEvents).set(event).where(eq(calendarEvents.id, eventId));
    const { id: _id, createdAt: _createdAt, ...old } = before;
    await recordAudit(tx, {
      ...actor,
      action: "calendar_event.update",
      targetType: "calendar_event",
      targetId: eventId,
      details: { before: audited(old), after: audited(event) },
    });
    await areaChanged(tx, "calendar");
    return { ok: true as const };
  });
}

export async function deleteEvent({ eventId }: { eventId: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [gone] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, eventId)).returning();
    if (!gone) return refuse(404, EVENT_MESSAGES.notFound);
    const { id: _id, createdAt: _createdAt, ...old } = gone;
    await recordAudit(tx, {
      ...actor,
      action: "calendar_event.delete",
      targetType: "calendar_event",
      targetId: eventId,
      details: audited(old),
    });
    await areaChanged(tx, "calendar");
    return { ok: true as const };
  });
}

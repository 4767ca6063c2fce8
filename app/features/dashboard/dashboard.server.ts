// What needs attention, for the dashboard: one query per figure at most, and
// only for the sections the person may open (a figure of another section is
// neither read nor sent). Days are the school's (SCHOOL_TIMEZONE), whatever
// the server's zone.
import { and, asc, count, eq, gte, inArray, lte, min, sql } from "drizzle-orm";

import type { SectionKey } from "~/features/admin/sections";
import { onDays } from "~/features/calendar/calendar.server";
import { formatEventDate } from "~/features/calendar/format";
import { UNREAD_CONTACT_MESSAGES } from "~/features/contact/contact-message-kind";
import { OPEN_DATA_REQUESTS } from "~/features/data-requests/schema";
import { itemOwed } from "~/features/disclosures/disclosures.server";
import { REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";
import { followUpsDue, type FollowUpsDue } from "~/features/requests/follow-up.server";
import { DUE_VISITS } from "~/features/visits/due-visits";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { formatReceived } from "~/lib/received-time";

import {
  admissionEnquiries,
  calendarEvents,
  contactMessages,
  dataRequests,
  disclosureItems,
  disclosureSections,
  visitRequests,
} from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";
import { waitedFor } from "./format";

/** How many calendar events the dashboard names; the figure counts them all. */
export const UPCOMING_SHOWN = 5;
/** "Next 7 days": today and the six days after it. */
export const UPCOMING_DAYS = 7;

export interface VisitFigures {
  pending: number;
  today: { date: string; due: number };
  /** Today to Sunday (the school's week runs Monday to Sunday), each day with its due visits. */
  week: { from: string; to: string; due: number; days: { date: string; due: number }[] };
}

export interface EnquiryFigures {
  pending: number;
  /** The oldest pending enquiry: when it came in and how long it has waited; null when none is pending. */
  oldest: { received: string; waited: string } | null;
}

export interface ContactMessageFigures {
  /** Messages nobody has opened yet (status new): parents waiting for a first reading. */
  unread: number;
}

export interface CalendarFigures {
  from: string;
  to: string;
  count: number;
  /** The first UPCOMING_SHOWN of them, soonest first. */
  events: { id: string; title: string; date: string }[];
}

export interface DisclosureFigures {
  /** Items with neither detail nor document: what the school still owes CBSE. */
  missing: number;
  /** By section, in the page's order, each with its count. */
  sections: { id: string; letter: string; title: string; missing: number }[];
}

export interface DataRequestFigures {
  /** New or in progress: the queue's "Open" group. */
  open: number;
  /** The soonest due of the open ones, yyyy-MM-dd; null when none is open. */
  soonestDue: string | null;
  /** The school's date, to tell an overdue one. */
  today: string;
}

export interface DashboardFigures {
  /** Requests whose follow-up date has come (decision 0027), of the sections the person may open. */
  followUps?: FollowUpsDue;
  visits?: VisitFigures;
  enquiries?: EnquiryFigures;
  contactMessages?: ContactMessageFigures;
  calendar?: CalendarFigures;
  disclosures?: DisclosureFigures;
  dataRequests?: DataRequestFigures;
}

/** The last day (Sunday) of the Monday-to-Sunday week that `date` (yyyy-MM-dd) falls in. */
export function weekEnd(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(date, (7 - weekday) % 7);
}

async function visitFigures(today: string): Promise<VisitFigures> {
  const to = weekEnd(today);
  const [[pending], days] = await Promise.all([
    db().select({ value: count() }).from(visitRequests).where(eq(visitRequests.status, "pending")),
    db()
      .select({ date: visitRequests.visitDate, due: count() })
      .from(visitRequests)
      .where(
        and(
          gte(visitRequests.visitDate, today),
          lte(visitRequests.visitDate, to),
          inArray(visitRequests.status, [...DUE_VISITS.statuses]),
        ),
      )
      .groupBy(visitRequests.visitDate)
      .orderBy(asc(visitRequests.visitDate)),
  ]);
  return {
    pending: pending?.value ?? 0,
    today: { date: today, due: days.find((day) => day.date === today)?.due ?? 0 },
    week: { from: today, to, due: days.reduce((sum, day) => sum + day.due, 0), days },
  };
}

async function enquiryFigures(now: Date, timeZone: string): Promise<EnquiryFigures> {
  const [row] = await db()
    .select({ pending: count(), oldest: min(admissionEnquiries.createdAt) })
    .from(admissionEnquiries)
    .where(eq(admissionEnquiries.status, "pending"));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: row?.pending ?? 0,
    oldest: oldest && { received: formatReceived(oldest, timeZone), waited: waitedFor(oldest, now) },
  };
}

async function contactMessageFigures(): Promise<ContactMessageFigures> {
  const [row] = await db()
    .select({ value: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, UNREAD_CONTACT_MESSAGES));
  return { unread: row?.value ?? 0 };
}

async function calendarFigures(today: string, timeZone: string): Promise<CalendarFigures> {
  const to = addDays(today, UPCOMING_DAYS - 1);
  // An event under way counts too, as on the calendar's days: the list this figure links to reads the same.
  const rows = await db()
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      startDate: calendarEvents.startDate,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(calendarEvents)
    .where(onDays({ from: today, to }, timeZone))
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id))
    .limit(UPCOMING_SHOWN);
  return {
    from: today,
    to,
    count: rows[0]?.total ?? 0,
    events: rows.map(({ id, title, startDate }) => ({ id, title, date: formatEventDate(startDate, timeZone) })),
  };
}

async function disclosureFigures(): Promise<DisclosureFigures> {
  const sections = await db()
    .select({
      id: disclosureSections.id,
      letter: disclosureSections.sectionLetter,
      title: disclosureSections.title,
      missing: count(),
    })
    .from(disclosureItems)
    .innerJoin(disclosureSections, eq(disclosureItems.sectionId, disclosureSections.id))
    .where(itemOwed)
    .groupBy(disclosureSections.id)
    .orderBy(asc(disclosureSections.orderNumber), asc(disclosureSections.id));
  return { missing: sections.reduce((sum, section) => sum + section.missing, 0), sections };
}

async function dataRequestFigures(today: string): Promise<DataRequestFigures> {
  const [row] = await db()
    .select({ open: count(), soonestDue: min(dataRequests.dueOn) })
    .from(dataRequests)
    .where(inArray(dataRequests.status, [...OPEN_DATA_REQUESTS.statuses]));
  return { open: row?.open ?? 0, soonestDue: row?.soonestDue ?? null, today };
}

/** The figures of the sections in `sections`, and none of the others. */
export async function dashboardFigures(sections: readonly SectionKey[], now = new Date()): Promise<DashboardFigures> {
  const timeZone = env().SCHOOL_TIMEZONE;
  const today = schoolDate(now, timeZone);
  const may = (key: SectionKey) => sections.includes(key);
  const [visits, enquiries, contactMessages, calendar, disclosures, dataRequests, followUps] = await Promise.all([
    may("visit_requests") ? visitFigures(today) : undefined,
    may("enquiries") ? enquiryFigures(now, timeZone) : undefined,
    may("contact_messages") ? contactMessageFigures() : undefined,
    may("calendar") ? calendarFigures(today, timeZone) : undefined,
    may("mandatory_disclosures") ? disclosureFigures() : undefined,
    may("data_requests") ? dataRequestFigures(today) : undefined,
    followUpsDue(REQUEST_KINDS, sections, today),
  ]);
  return { visits, enquiries, contactMessages, calendar, disclosures, dataRequests, followUps };
}

// What needs attention, for the dashboard: one query per figure at most, and
// only for the sections the person may open (a figure of another section is
// neither read nor sent). Days are the school's (SCHOOL_TIMEZONE), whatever
// the server's zone.
import { and, asc, eq, gt, gte, lte, or, sql, type AnyColumn, type SQL, type Table } from "drizzle-orm";

import type { SectionKey } from "~/features/admin/sections";
import { noticesWaiting, type NoticesWaiting } from "~/features/announcements/announcements.server";
import type { ApplicationFigures } from "~/features/applications/application.server";
import { onDays } from "~/features/calendar/calendar.server";
import { formatEventDate } from "~/features/calendar/format";
import type { ContactMessageFigures } from "~/features/contact/contact-message.server";
import type { DataRequestFigures } from "~/features/data-requests/data-request.server";
import { checkedDisclosures } from "~/features/disclosures/completeness.server";
import type { EnquiryFigures } from "~/features/enquiries/enquiry.server";
import { paymentFigures, type PaymentFigures } from "~/features/fee-payments/office.server";
import { REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";
import { followUpsDue, type FollowUpsDue } from "~/features/requests/follow-up.server";
import type { VisitFigures } from "~/features/visits/visit-request.server";
import { db } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

import { alerts, announcements, calendarEvents, contentSections } from "../../../db/schema";
import { addDays, schoolDate } from "../../../db/time";

/** How many calendar events the dashboard names; the figure counts them all. */
export const UPCOMING_SHOWN = 5;
/** "Next 7 days": today and the six days after it. */
export const UPCOMING_DAYS = 7;

export interface CalendarFigures {
  from: string;
  to: string;
  count: number;
  /** The first UPCOMING_SHOWN of them, soonest first. */
  events: { id: string; title: string; date: string }[];
}

export interface DisclosureFigures {
  /** Items not complete (docs/specification.md §30): what the school still owes CBSE. */
  missing: number;
  /** All the items. */
  total: number;
  /** By section, in the page's order, each with its count. */
  sections: { id: string; letter: string; title: string; missing: number }[];
}

/** What each kind of request counts, under the key its definition gives it. */
interface RequestFigures {
  visits?: VisitFigures;
  enquiries?: EnquiryFigures;
  contactMessages?: ContactMessageFigures;
  dataRequests?: DataRequestFigures;
  applications?: ApplicationFigures;
}

/**
 * What a Hindi page shows in English for want of its Hindi (decision 0075), of the sections the person may open:
 * alerts showing now, announcements on the site, events not yet over, and the site's text blocks.
 */
export interface HindiFigures {
  alerts?: number;
  announcements?: number;
  events?: number;
  content?: number;
}

export interface DashboardFigures extends RequestFigures {
  withoutHindi?: HindiFigures;
  /** Notices sent to a publisher, for staff who may publish them (decision 0077). */
  notices?: NoticesWaiting;
  /** Requests whose follow-up date has come (decision 0027), of the sections the person may open. */
  followUps?: FollowUpsDue;
  calendar?: CalendarFigures;
  disclosures?: DisclosureFigures;
  /** Fees paid online (docs/specification.md §34), for staff with Applications. */
  payments?: PaymentFigures;
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

/** The items not complete, by the rule the disclosures page marks them with (docs/specification.md §30). */
async function disclosureFigures(): Promise<DisclosureFigures> {
  const { sections, total, complete } = await checkedDisclosures();
  return {
    missing: total - complete,
    total,
    sections: sections
      .map(({ id, sectionLetter: letter, title, items }) => ({
        id,
        letter,
        title,
        missing: items.filter((item) => !item.complete).length,
      }))
      .filter((section) => section.missing > 0),
  };
}

const noHindi = (column: AnyColumn) => sql`coalesce(trim(${column}), '') = ''`;
const counted = (table: Table, where: SQL) => sql<number>`(select count(*)::int from ${table} where ${where})`;

/** What shows in English on the Hindi site, counted for the sections in `sections` only. */
async function hindiFigures(sections: readonly SectionKey[], now: Date): Promise<HindiFigures | undefined> {
  const figures = {
    alerts: counted(alerts, and(lte(alerts.startsAt, now), gt(alerts.endsAt, now), noHindi(alerts.textHi))!),
    announcements: counted(
      announcements,
      and(
        announcements.isActive,
        eq(announcements.status, "published"),
        or(noHindi(announcements.titleHi), noHindi(announcements.contentHi)),
      )!,
    ),
    events: counted(calendarEvents, and(gte(calendarEvents.endDate, now), noHindi(calendarEvents.titleHi))!),
    content: counted(
      contentSections,
      or(
        and(sql`${contentSections.title} <> ''`, noHindi(contentSections.titleHi)),
        and(sql`${contentSections.content} <> ''`, noHindi(contentSections.contentHi)),
      )!,
    ),
  } satisfies Record<keyof HindiFigures, SQL>;
  const section: Record<keyof HindiFigures, SectionKey> = {
    alerts: "alerts",
    announcements: "announcements",
    events: "calendar",
    content: "content",
  };
  const wanted = Object.fromEntries(
    Object.entries(figures).filter(([key]) => sections.includes(section[key as keyof HindiFigures])),
  );
  if (Object.keys(wanted).length === 0) return undefined;
  const [row] = await db()
    .select(wanted)
    .from(sql`(select 1) as one`);
  return row as HindiFigures;
}

/** The figures of the sections in `sections`, and none of the others. */
export async function dashboardFigures(sections: readonly SectionKey[], now = new Date()): Promise<DashboardFigures> {
  const timeZone = env().SCHOOL_TIMEZONE;
  const today = schoolDate(now, timeZone);
  const may = (key: SectionKey) => sections.includes(key);
  // Each kind of request counts what needs attention in it, under its own key (decision 0044).
  const kinds = REQUEST_KINDS.filter((definition) => may(definition.kind.section));
  const [requests, calendar, disclosures, followUps, withoutHindi, notices, payments] = await Promise.all([
    Promise.all(kinds.map(async ({ attention }) => [attention.key, await attention.figures({ today, now, timeZone })])),
    may("calendar") ? calendarFigures(today, timeZone) : undefined,
    may("mandatory_disclosures") ? disclosureFigures() : undefined,
    followUpsDue(REQUEST_KINDS, sections, today),
    hindiFigures(sections, now),
    may("publish_announcements") ? noticesWaiting(UPCOMING_SHOWN) : undefined,
    may("applications") ? paymentFigures(now) : undefined,
  ]);
  return {
    ...(Object.fromEntries(requests) as RequestFigures),
    calendar,
    disclosures,
    followUps,
    withoutHindi,
    notices,
    payments,
  };
}

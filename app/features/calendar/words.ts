// The public calendar's own words, in the page's language (docs/specification.md §21). The categories keep their
// English names in the database and the address (?category=PTM); only what the page shows is translated.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

import { longDate, type DateLanguage } from "../../../db/time";
import type { ALL_TAB, EventCategory } from "./schema";

/** The tabs' and badges' names: SPEC §2's on English pages. */
export const CATEGORY_NAMES: Record<EventCategory | typeof ALL_TAB, MessageDescriptor> = {
  All: msg({ message: "All", context: "calendar category" }),
  Holidays: msg({ message: "Holidays", context: "calendar category" }),
  PTM: msg({ message: "PTM", context: "calendar category" }),
  Events: msg({ message: "Events", context: "calendar category" }),
  Activity: msg({ message: "Activity", context: "calendar category" }),
};

/** The page's texts for its lists (the specification gives none for empty lists). */
export const CALENDAR_TEXTS = {
  upcomingHeading: msg`Upcoming Events`,
  pastHeading: msg`Past Events`,
  noUpcoming: msg`No upcoming events.`,
  noPast: msg`No past events.`,
  noEventsOnDay: msg`No events on this day.`,
} as const;

/**
 * How a day of the month view reads to a screen reader: "2 December 2026, 2 events", "2 December 2026, today,
 * 1 event"; on a Hindi page "2 दिसंबर 2026, आज, 1 कार्यक्रम".
 */
export function dayLinkLabel(i18n: I18n, date: string, count: number, isToday: boolean, language: DateLanguage) {
  const day = longDate(date, language);
  const events = i18n._(msg`${plural(count, { 0: "no events", one: "# event", other: "# events" })}`);
  return isToday ? i18n._(msg`${day}, today, ${events}`) : `${day}, ${events}`;
}

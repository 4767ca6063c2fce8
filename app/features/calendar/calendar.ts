// What the calendar page receives from its loader: plain strings, every date
// and time already written in the school's time zone.
import type { EventView } from "./format";
import type { DayMark } from "./month-grid";
import type { CalendarQuery } from "./search-params";

export type CalendarViewData =
  | { view: "list"; upcoming: EventView[]; past: EventView[] }
  | { view: "month"; markedDays: DayMark[]; dayTitle: string; dayEvents: EventView[] };

export type CalendarPageData = CalendarViewData & {
  query: CalendarQuery;
  /** The school's date today, yyyy-MM-dd. */
  today: string;
  /** The site's trusted address, for the feed's absolute links (Subscribe). */
  siteUrl: string;
};

// The calendar's state lives in the URL (?category=PTM&view=month&month=2026-12&day=2026-12-02),
// so a link can be shared and every control is a plain link that works
// without JavaScript. Anything unknown or malformed falls back to the default.
import { calendarDate, MAX_YEAR, MIN_YEAR } from "../../../db/time";
import { monthOf, shiftMonth } from "./month-grid";
import { EVENT_CATEGORIES, type EventCategory } from "./schema";

export const CALENDAR_PATH = "/calendar";
export const CALENDAR_VIEWS = ["list", "month"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarQuery {
  /** null: every category (the All tab). */
  category: EventCategory | null;
  view: CalendarView;
  /** The month the month view shows, yyyy-MM. */
  month: string;
  /** The day whose events the month view lists, yyyy-MM-dd. */
  day: string;
}

/** `value` if it is a real month (yyyy-MM) in range, else null. */
export function parseMonth(value: string | null): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12 ? match[0] : null;
}

/** `value` if it is a real date (yyyy-MM-dd) in range, else null: 2026-02-30 is not. */
export function parseDay(value: string | null): string | null {
  return calendarDate(value);
}

/** The school's days `from` to `to` (yyyy-MM-dd), both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The back office list's `?from=…&to=…` (the dashboard's next 7 days): both real dates, in order; else null. */
export function parseDayRange(search: URLSearchParams): DayRange | null {
  const from = parseDay(search.get("from"));
  const to = parseDay(search.get("to"));
  return from && to && from <= to ? { from, to } : null;
}

/** A category named in any letter case, else null (the All tab). */
export function parseCategory(value: string | null): EventCategory | null {
  const wanted = value?.trim().toLowerCase();
  return EVENT_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}

/**
 * The calendar's state from the page's search parameters. `today` (the
 * school's date) is the default day; the default month is the day's month.
 */
export function parseCalendarQuery(search: URLSearchParams, today: string): CalendarQuery {
  const day = parseDay(search.get("day")) ?? today;
  return {
    category: parseCategory(search.get("category")),
    view: search.get("view") === "month" ? "month" : "list",
    month: parseMonth(search.get("month")) ?? monthOf(day),
    day,
  };
}

/**
 * A link to the calendar in the given state. Defaults are left out (no
 * category: All; no view: the list), month and day only in the month view, so
 * `{ view: "month" }` always opens on today.
 */
export function calendarHref(
  state: { category: EventCategory | null; view: CalendarView; month?: string; day?: string },
  hash?: string,
): string {
  const params = new URLSearchParams();
  if (state.category) params.set("category", state.category);
  if (state.view === "month") {
    params.set("view", "month");
    if (state.month) params.set("month", state.month);
    if (state.day) params.set("day", state.day);
  }
  const search = params.toString();
  return `${CALENDAR_PATH}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}

/**
 * The calendar's query as its own links write it (`calendarHref`): a category
 * in its own spelling, the month view's month and day when they are real, and
 * nothing else. The page shows the same for both; the page cache sends any
 * other spelling here (decision 0043).
 */
export function canonicalCalendarSearch(search: URLSearchParams): URLSearchParams {
  const href = calendarHref({
    category: parseCategory(search.get("category")),
    view: search.get("view") === "month" ? "month" : "list",
    month: parseMonth(search.get("month")) ?? undefined,
    day: parseDay(search.get("day")) ?? undefined,
  });
  return new URLSearchParams(href.split("?")[1] ?? "");
}

/** How many months before and after today's the month view is kept by the page cache (decision 0043). */
export const KEPT_MONTHS = { before: 12, after: 24 } as const;

/**
 * Whether the page cache may keep the calendar at a canonical query: the list,
 * or a month within KEPT_MONTHS of today's with the day chosen in that month
 * (or today). Other real months and days are shown, rendered for each visit:
 * kept, their pages would be as many as the calendar has days.
 */
export function isKeptCalendarSearch(canonical: URLSearchParams, today: string): boolean {
  const day = canonical.get("day");
  const month = canonical.get("month") ?? monthOf(day ?? today);
  const thisMonth = monthOf(today);
  if (month < shiftMonth(thisMonth, -KEPT_MONTHS.before) || month > shiftMonth(thisMonth, KEPT_MONTHS.after)) {
    return false;
  }
  return day === null || day === today || monthOf(day) === month;
}

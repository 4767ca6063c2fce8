// The month view's grid, computed from calendar dates ("yyyy-MM-dd") and
// months ("yyyy-MM") alone: no instants, so no time zone can move a day.

import { monthAndYear, weekdayNames, weekdayOf, type DateLanguage } from "../../../db/time";
import type { EventCategory } from "./schema";

export { weekdayOf };

/** A day of the month view that has events: how many, and of which categories. */
export interface DayMark {
  /** yyyy-MM-dd */
  date: string;
  count: number;
  /** In the order of EVENT_CATEGORIES. */
  categories: EventCategory[];
}

/** Weeks start on Sunday, as in the visit date picker and most Indian wall calendars. */
export const WEEK_STARTS_ON = 0;

/** The weekday names in the grid's column order, each long ("Sunday", "रविवार") and short ("Sun", "रवि"). */
export function weekdayColumns(
  language: DateLanguage = "en",
  weekStartsOn: number = WEEK_STARTS_ON,
): { long: string; short: string }[] {
  const long = weekdayNames(language, "long");
  const short = weekdayNames(language, "short");
  return long.map((_, index) => {
    const day = (index + weekStartsOn) % 7;
    return { long: long[day]!, short: short[day]! };
  });
}

const parts = (month: string) => {
  const [year, monthNumber] = month.split("-").map(Number);
  return { year: year!, monthNumber: monthNumber! };
};

const pad = (n: number) => String(n).padStart(2, "0");

export function daysInMonth(month: string): number {
  const { year, monthNumber } = parts(month);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** `month` moved by `delta` months: shiftMonth("2026-12", 1) → "2027-01". */
export function shiftMonth(month: string, delta: number): string {
  const { year, monthNumber } = parts(month);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The month ("yyyy-MM") a date ("yyyy-MM-dd") falls in. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** "2026-12" → "December 2026" ("दिसंबर 2026" on a Hindi page). */
export function monthLabel(month: string, language: DateLanguage = "en"): string {
  return monthAndYear(month, language);
}

/**
 * The month as weeks of seven cells, in column order: each cell is a date
 * ("yyyy-MM-dd") of the month, or null where the week reaches into the month
 * before or after.
 */
export function monthGrid(month: string, weekStartsOn: number = WEEK_STARTS_ON): (string | null)[][] {
  const days = daysInMonth(month);
  const lead = (weekdayOf(`${month}-01`) - weekStartsOn + 7) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => `${month}-${pad(index + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

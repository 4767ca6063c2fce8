// The month view's grid, computed from calendar dates ("yyyy-MM-dd") and
// months ("yyyy-MM") alone: no instants, so no time zone can move a day.

import { longDate, MONTH_NAMES } from "../../../db/time";
import type { EventCategory } from "./schema";

/** A day of the month view that has events: how many, and of which categories. */
export interface DayMark {
  /** yyyy-MM-dd */
  date: string;
  count: number;
  /** In the order of EVENT_CATEGORIES. */
  categories: EventCategory[];
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Weeks start on Sunday, as in the visit date picker and most Indian wall calendars. */
export const WEEK_STARTS_ON = 0;

/** The weekday names in the grid's column order. */
export function weekdayColumns(weekStartsOn: number = WEEK_STARTS_ON): string[] {
  return WEEKDAY_NAMES.map((_, index) => WEEKDAY_NAMES[(index + weekStartsOn) % 7]!);
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

/** "2026-12" → "December 2026". */
export function monthLabel(month: string): string {
  const { year, monthNumber } = parts(month);
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}

/** "2026-12-02" → "2 December 2026". */
export function dayLabel(date: string): string {
  return longDate(date);
}

/** How a day of the grid reads to a screen reader: "2 December 2026, 2 events". */
export function dayLinkLabel(date: string, count: number, isToday: boolean): string {
  const events = count === 0 ? "no events" : count === 1 ? "1 event" : `${count} events`;
  return `${dayLabel(date)}${isToday ? ", today" : ""}, ${events}`;
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
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

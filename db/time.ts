// Dates as the school sees them. Everything is computed in the school's time
// zone (SCHOOL_TIMEZONE, Asia/Kolkata by default), whatever the machine's zone.
import { TZDate } from "@date-fns/tz";

export const DEFAULT_SCHOOL_TIMEZONE = "Asia/Kolkata";

// A school has no business with dates outside these years; PostgreSQL has no
// year 0, and JavaScript's Date reads years below 100 as 19xx.
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/**
 * `value` when it is a real calendar date (yyyy-MM-dd) within MIN_YEAR..MAX_YEAR,
 * else null: 2026-02-30, 2026-13-01 and 0000-01-01 are not. Never throws.
 */
export function calendarDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() ? match[0] : null;
}

/** The instant at which `date` (yyyy-MM-dd) reaches `time` (HH:mm:ss) in `timeZone`. */
export function schoolInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm, ss] = time.split(":").map(Number);
  if (!y || !m || !d) throw new Error(`Not a yyyy-MM-dd date: ${date}`);
  return new Date(new TZDate(y, m - 1, d, hh ?? 0, mm ?? 0, ss ?? 0, timeZone).getTime());
}

/** The calendar date (yyyy-MM-dd) that `instant` falls on in `timeZone`. */
export function schoolDate(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return [
    local.getFullYear(),
    String(local.getMonth() + 1).padStart(2, "0"),
    String(local.getDate()).padStart(2, "0"),
  ].join("-");
}

/** A datetime-local input's value ("2026-12-02T09:30", seconds allowed) as its date and its time, or null. */
export function dateAndTime(value: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match || !calendarDate(match[1])) return null;
  const [hours, minutes, seconds] = [match[2], match[3], match[4] ?? "00"].map(Number) as [number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { date: match[1]!, time: `${match[2]}:${match[3]}:${match[4] ?? "00"}` };
}

/** `instant` as a datetime-local input's value in `timeZone`: "2026-12-02T09:30". */
export function dateTimeValue(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${schoolDate(instant, timeZone)}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** `date` (yyyy-MM-dd) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The months in Hindi, as docs/hindi-glossary.md writes them. */
export const HINDI_MONTH_NAMES = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

/** The languages a public page writes its dates in (docs/specification.md §21). */
export type DateLanguage = "en" | "hi";

/** The days of the week from Sunday, as a date's `getUTCDay()` numbers them. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The days of the week in Hindi, from रविवार (Sunday), as docs/hindi-glossary.md writes them. */
export const HINDI_WEEKDAY_NAMES = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"] as const;

/** Their short forms, where a calendar's columns have room for no more ("रवि", as Hindi wall calendars write them). */
export const HINDI_WEEKDAY_SHORT_NAMES = ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"] as const;

const monthNames = (language: DateLanguage) => (language === "hi" ? HINDI_MONTH_NAMES : MONTH_NAMES);

/** The weekday names in `language` from Sunday: long ("Sunday", "रविवार") or short ("Sun", "रवि"). */
export function weekdayNames(language: DateLanguage, width: "long" | "short" = "long"): readonly string[] {
  if (language === "hi") return width === "long" ? HINDI_WEEKDAY_NAMES : HINDI_WEEKDAY_SHORT_NAMES;
  return width === "long" ? WEEKDAY_NAMES : WEEKDAY_NAMES.map((name) => name.slice(0, 3));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2026-11-22" → "22 November 2026", the way Indian readers write a date; in Hindi "22 नवंबर 2026", Latin digits
 * and the Hindi month (docs/specification.md §21). Read straight from the digits: going through a Date would let
 * the machine's time zone move it by a day. Anything else is returned as it is.
 */
export function longDate(date: string, language: DateLanguage = "en"): string {
  const match = DATE.exec(date);
  const month = match ? monthNames(language)[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** 0 (Sunday) to 6 (Saturday) for a date (yyyy-MM-dd), read as a calendar date in no time zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * A date with its weekday, as the calendar writes an event's day: "Wed, 2 Dec 2026" in English; in Hindi, whose
 * short forms are not how a date is written, the whole names, "बुधवार, 2 दिसंबर 2026" (docs/hindi-glossary.md).
 * Anything that is not a date (yyyy-MM-dd) is returned as it is.
 */
export function weekdayDate(date: string, language: DateLanguage = "en"): string {
  const match = DATE.exec(date);
  const month = match ? monthNames(language)[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  const weekday = weekdayNames(language, language === "hi" ? "long" : "short")[weekdayOf(date)];
  const day = Number(match[3]);
  return language === "hi"
    ? `${weekday}, ${day} ${month} ${match[1]}`
    : `${weekday}, ${day} ${month.slice(0, 3)} ${match[1]}`;
}

/** "2026-12" → "December 2026", in Hindi "दिसंबर 2026"; anything else as it is. */
export function monthAndYear(month: string, language: DateLanguage = "en"): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? monthNames(language)[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/**
 * Hindi's parts of the day, by the hour each starts (as the browser's own Hindi names them): रात until 4, सुबह
 * until noon, दोपहर until 4 in the afternoon, शाम until 8, then रात again.
 */
const HINDI_DAY_PERIODS = [
  { from: 20, name: "रात" },
  { from: 16, name: "शाम" },
  { from: 12, name: "दोपहर" },
  { from: 4, name: "सुबह" },
  { from: 0, name: "रात" },
] as const;

/**
 * A clock time (HH:mm, or HH:mm:ss) on the 12-hour clock: "9:00 AM", "12:30 PM"; in Hindi with the part of the day
 * and बजे, "सुबह 9:00 बजे", "दोपहर 12:30 बजे", "रात 12:00 बजे" (docs/hindi-glossary.md). Anything else as it is.
 */
export function clockTime(time: string, language: DateLanguage = "en"): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  const hour = Number(match?.[1]);
  if (!match || hour > 23 || Number(match[2]) > 59) return time;
  const onTheClock = `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`;
  if (language === "en") return `${onTheClock} ${hour < 12 ? "AM" : "PM"}`;
  const period = HINDI_DAY_PERIODS.find(({ from }) => hour >= from)!.name;
  return `${period} ${onTheClock} बजे`;
}

/**
 * Two dates or times joined as a span: "Sun, 27 Dec 2026 - Sat, 2 Jan 2027"; in Hindi "… से … तक" ("from … to"),
 * which is how the span is said.
 */
export function span(from: string, to: string, language: DateLanguage = "en"): string {
  return language === "hi" ? `${from} से ${to} तक` : `${from} - ${to}`;
}

/** A date and a time of that day: "Wed, 2 Dec 2026 at 9:00 AM"; in Hindi "बुधवार, 2 दिसंबर 2026, सुबह 9:00 बजे". */
export function dateAtTime(date: string, time: string, language: DateLanguage = "en"): string {
  return language === "hi" ? `${date}, ${time}` : `${date} at ${time}`;
}

/** An instant as the school's clock in `timeZone` shows it: "Wed, 2 Dec 2026 at 9:00 AM". */
export function schoolDateAtTime(instant: Date, timeZone: string): string {
  const local = dateTimeValue(instant, timeZone);
  return dateAtTime(weekdayDate(local.slice(0, 10)), clockTime(local.slice(11)));
}

/**
 * The admissions session a new install names on `today` (yyyy-MM-dd), "2026-27". Indian school sessions run from
 * April to March, and admissions for the next one open in the autumn: from October on it is the next session
 * (November 2026: 2027-28); until then the one that runs this year's April to next March (decision 0037).
 */
export function admissionsSessionOn(today: string): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  // January to March: the session starting this April is already the next one.
  const first = month >= 10 ? year + 1 : year;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/**
 * The school session a date falls in ("2026-12-02" → "2026-27"): sessions run from April to March. Circulars are
 * numbered within it, and the Notice Board's archive is filed by it (decision 0077).
 */
export function sessionOf(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/** The last day of a session ("2025-26" → "2026-03-31"): 31 March of its second year; null for anything else. */
export function sessionLastDay(session: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(session);
  if (!match || (Number(match[1]) + 1) % 100 !== Number(match[2])) return null;
  return `${Number(match[1]) + 1}-03-31`;
}

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

/**
 * "2026-11-22" → "22 November 2026", the way Indian readers write a date; in Hindi "22 नवंबर 2026", Latin digits
 * and the Hindi month (docs/specification.md §21). Read straight from the digits: going through a Date would let
 * the machine's time zone move it by a day. Anything else is returned as it is.
 */
export function longDate(date: string, language: "en" | "hi" = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? (language === "hi" ? HINDI_MONTH_NAMES : MONTH_NAMES)[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
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

/** The last day of a session ("2025-26" → "2026-03-31"): 31 March of its second year; null for anything else. */
export function sessionLastDay(session: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(session);
  if (!match || (Number(match[1]) + 1) % 100 !== Number(match[2])) return null;
  return `${Number(match[1]) + 1}-03-31`;
}

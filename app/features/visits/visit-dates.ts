// The visit calendar's dates in words, in the page's language (docs/hindi-glossary.md "Dates", decision 0053):
// the browser's and Node's Intl write them alike, the day first and with Latin digits ("गुरुवार, 26 नवंबर 2026"),
// so the calendar the server renders is the one the browser hydrates.
import type { Locale } from "~/lib/language/locale";

const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** "Thursday, 26 November 2026", "गुरुवार, 26 नवंबर 2026". */
export const spokenDate = (date: Date, locale: Locale) =>
  date.toLocaleDateString(INTL_LOCALE[locale], { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** "नवंबर 2026": the month a calendar shows. */
export const monthCaption = (month: Date, locale: Locale) =>
  month.toLocaleDateString(INTL_LOCALE[locale], { month: "long", year: "numeric" });

/** "गुरु" (short) or "गुरुवार" (long): a column of the calendar. */
export const weekdayName = (date: Date, locale: Locale, width: "short" | "long") =>
  date.toLocaleDateString(INTL_LOCALE[locale], { weekday: width });

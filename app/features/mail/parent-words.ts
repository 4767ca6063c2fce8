// What every mail and message to a parent says in the request's language
// (docs/specification.md §21, docs/hindi-glossary.md): the greeting, the
// sign-off, and a class, a day and a time as the parent writes them. The
// office's mail and pages stay in English and do not use these.
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import type { Locale } from "~/lib/language/locale";

import { clockTime, longDate, weekdayDate } from "../../../db/time";

/** "Dear Ravi Kumar," or, when the request names no parent (a visit names the student), "Dear parent,". */
export function greetingTo(i18n: I18n, name: string | null | undefined) {
  const parent = name?.trim();
  return parent ? t(i18n)`Dear ${parent},` : t(i18n)`Dear parent,`;
}

/** The office's sign-off at the end of a reply; the school's name, phone and address follow it in the signature. */
export const signOff = (i18n: I18n) => [t(i18n)`Kind regards,`, t(i18n)`The school office`].join("\n");

const ROMAN = { I: 1, V: 5, X: 10 } as const;

/** "XII" → 12: the classes' numerals (I to XII). */
function romanValue(numeral: string) {
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const value = ROMAN[numeral[index] as keyof typeof ROMAN];
    const next = ROMAN[numeral[index + 1] as keyof typeof ROMAN] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The classes before Class I, in Hindi letters (the glossary's "नर्सरी, एलकेजी, यूकेजी"). */
const HINDI_EARLY_CLASSES: Record<string, string> = { Nursery: "नर्सरी", LKG: "एलकेजी", UKG: "यूकेजी" };

/** A class as the parent reads it: "Class IV" stays in English; in Hindi "कक्षा 4" (Latin digits), "यूकेजी". */
export function classIn(language: Locale, className: string) {
  if (language === "en") return className;
  const numeral = /^Class ([IVX]+)$/.exec(className.trim())?.[1];
  if (numeral) return `कक्षा ${romanValue(numeral)}`;
  return HINDI_EARLY_CLASSES[className.trim()] ?? className;
}

/** "Wednesday, 25 November 2026" from a yyyy-MM-dd date, whatever the server's zone; in Hindi as the calendar writes it, "बुधवार, 25 नवंबर 2026". */
export function dayIn(language: Locale, date: string) {
  if (language === "hi") return weekdayDate(date, "hi");
  const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });
  return `${weekday.format(new Date(`${date}T00:00:00Z`))}, ${longDate(date)}`;
}

/** "10:00 AM" → [10, 0]; null when it is not a time of day. */
export function hourAndMinute(time: string): [hour: number, minute: number] | null {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(time.trim()) ?? [];
  if (!hours) return null;
  return [(Number(hours) % 12) + (half!.toUpperCase() === "PM" ? 12 : 0), Number(minutes)];
}

/** A visit's time as the parent reads it: "10:00 AM" as it is; in Hindi as the calendar writes it, "सुबह 10:00 बजे". */
export function clockIn(language: Locale, time: string) {
  const clock = hourAndMinute(time);
  if (language === "en" || !clock) return time;
  const [hour, minute] = clock.map((part) => String(part).padStart(2, "0"));
  return clockTime(`${hour}:${minute}`, "hi");
}

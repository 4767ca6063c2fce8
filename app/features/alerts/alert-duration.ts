// How long an alert shows, said so the office can check it before publishing (decision 0075): the end in words, the
// quick ends a closure needs, and a warning when the text speaks of tomorrow but the alert ends today. The values are
// a datetime-local field's ("2026-12-07T23:59"), already in school time; `today` is the school's date.
import { addDays, clockTime, dateAndTime, MONTH_NAMES, WEEKDAY_NAMES, weekdayOf } from "../../../db/time";

/** The last minute of a day, as "Shows until" takes it. */
export const endOfDay = (date: string) => `${date}T23:59`;

/** The quick ends beside "Shows until": the end of today, and the end of tomorrow. */
export function quickEnds(today: string) {
  return [
    { label: "End of today", value: endOfDay(today) },
    { label: "End of tomorrow", value: endOfDay(addDays(today, 1)) },
  ];
}

/** "Monday 7 December, 11:59 PM (tomorrow)"; null for a value that is not a date and time. */
export function untilInWords(endsAt: string, today: string): string | null {
  const parts = dateAndTime(endsAt);
  if (!parts) return null;
  const [year, month, day] = parts.date.split("-").map(Number) as [number, number, number];
  const thisYear = year === Number(today.slice(0, 4)) ? "" : ` ${year}`;
  const when = `${WEEKDAY_NAMES[weekdayOf(parts.date)]} ${day} ${MONTH_NAMES[month - 1]}${thisYear}, ${clockTime(parts.time)}`;
  const relative = parts.date === today ? " (today)" : parts.date === addDays(today, 1) ? " (tomorrow)" : "";
  return `${when}${relative}`;
}

// "tomorrow" in English, "कल" in Hindi as a word of its own: not the कल inside कलम or नकल. Devanagari's vowel
// signs are letters of the word; its danda (।, ॥) and digits are not, so they end it as a space does.
const TOMORROW = /\btomorrow\b/i;
const KAL = /(?:^|[^\u0900-\u0963\u0971-\u097F])कल(?:$|[^\u0900-\u0963\u0971-\u097F])/;

/** Whether an alert's texts speak of tomorrow. */
export const saysTomorrow = (text: string, textHi = "") => TOMORROW.test(text) || KAL.test(textHi);

/**
 * Whether an alert that speaks of tomorrow ends today or before: it would be gone before the parents it is for
 * look in the morning. (Hindi कल is also yesterday; an alert about yesterday has little reason to be published.)
 */
export function endsBeforeTomorrow(
  { text, textHi, endsAt }: { text: string; textHi?: string; endsAt: string },
  today: string,
) {
  const end = dateAndTime(endsAt);
  return end !== null && end.date <= today && saysTomorrow(text, textHi);
}

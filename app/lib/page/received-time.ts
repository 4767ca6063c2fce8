// How the back office lists show an instant: in the school's time zone,
// passed in, so a server in UTC never shows yesterday's date.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** "5 Mar 2026, 10:15 AM" for the lists. */
export const formatReceived = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), "d MMM yyyy, h:mm a");

/** "2026-03-05 10:15" for CSV: sorts as text and reads in any spreadsheet. */
export const formatReceivedForCsv = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd HH:mm");

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** How long something received at `since` has waited by `now`: "3 days", "5 hours", "less than an hour". */
export function waitedFor(since: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return "less than an hour";
  if (hours < 24) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

// What the public site shows of an announcement, and how it writes the date.

/** SPEC §9: at most three announcements on the home page, newest first. */
export const LATEST_ANNOUNCEMENTS_LIMIT = 3;

export interface PublicAnnouncement {
  id: string;
  title: string;
  content: string;
  /** yyyy-MM-dd, a calendar date with no time and no time zone. */
  date: string;
}

const MONTHS = [
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
];

/**
 * "2026-11-22" → "22 November 2026", the way Indian readers write a date.
 * Read straight from the digits: going through a Date would let the machine's
 * time zone move it by a day.
 */
export function formatAnnouncementDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

// The addresses of the calendar as a feed (decision 0025): /calendar.ics for
// every event, ?category=… for one tab's, ?event=<id> for one event's file.
// Shared by the page's links and the feed itself; the feed is written by
// calendar-feed.server.ts, so no iCalendar code reaches the browser.
import type { EventCategory } from "./schema";

export const CALENDAR_FEED_PATH = "/calendar.ics";

/** The feed of a category (null: every category), as a path. */
export function feedPath(category: EventCategory | null): string {
  return category ? `${CALENDAR_FEED_PATH}?${new URLSearchParams({ category })}` : CALENDAR_FEED_PATH;
}

/** One event's file, for "Add to calendar". */
export function eventFilePath(eventId: string): string {
  return `${CALENDAR_FEED_PATH}?${new URLSearchParams({ event: eventId })}`;
}

/** What the Subscribe control offers for a category's feed at the site's address. */
export interface FeedLinks {
  /** The feed's own address (https on a site served over https), to copy into a calendar. */
  url: string;
  /** The same address as webcal://, which phones and desktop calendar apps subscribe from. */
  webcal: string;
  /** Google Calendar's "add by URL" page for the feed. */
  google: string;
}

export function feedLinks(siteUrl: string, category: EventCategory | null): FeedLinks {
  const url = new URL(feedPath(category), siteUrl).toString();
  const webcal = url.replace(/^https?:/, "webcal:");
  return { url, webcal, google: `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal })}` };
}

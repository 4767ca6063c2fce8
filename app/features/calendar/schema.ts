// Calendar event categories and their colours (SPEC §3 calendar_event, §9):
// the one place they are written down. db/schema.ts's `event_category` enum
// carries the same values, and a unit test keeps the two equal.

export const EVENT_CATEGORIES = ["Holidays", "PTM", "Events", "Activity"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** The calendar's tabs: every event, then one per category (SPEC §2 "Calendar"). */
export const ALL_TAB = "All";
export const CALENDAR_TABS = [ALL_TAB, ...EVENT_CATEGORIES] as const;

/** SPEC §9: Holidays red, PTM blue, Events purple, Activity green. */
export const CATEGORY_COLOURS: Record<EventCategory, string> = {
  Holidays: "red",
  PTM: "blue",
  Events: "purple",
  Activity: "green",
};

/**
 * Tailwind classes for each category's colour, written out in full so that
 * Tailwind finds them. Badge text on its tint passes WCAG AA (>= 4.5:1) by far;
 * markers are decoration beside text that names the category.
 */
export const CATEGORY_STYLES: Record<EventCategory, { badge: string; marker: string; edge: string }> = {
  Holidays: { badge: "bg-red-100 text-red-800 ring-red-300", marker: "bg-red-600", edge: "border-l-red-600" },
  PTM: { badge: "bg-blue-100 text-blue-800 ring-blue-300", marker: "bg-blue-600", edge: "border-l-blue-600" },
  Events: {
    badge: "bg-purple-100 text-purple-800 ring-purple-300",
    marker: "bg-purple-600",
    edge: "border-l-purple-600",
  },
  Activity: { badge: "bg-green-100 text-green-800 ring-green-300", marker: "bg-green-600", edge: "border-l-green-600" },
};

export function isEventCategory(value: unknown): value is EventCategory {
  return typeof value === "string" && (EVENT_CATEGORIES as readonly string[]).includes(value);
}

/** SPEC §9: the list view shows only five past events. */
export const PAST_EVENTS_LIMIT = 5;

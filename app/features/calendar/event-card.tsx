import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, CalendarPlus, Clock, MapPin, type LucideIcon } from "lucide-react";

import type { LocalText } from "~/lib/language/localized";
import { LocalSpan } from "~/ui/local-span";

import { eventFilePath } from "./feed-links";
import type { EventView } from "./format";
import { CATEGORY_STYLES, type EventCategory } from "./schema";
import { CATEGORY_NAMES } from "./words";

/** The category's name on its colour (SPEC §9). */
export function CategoryBadge({ category }: { category: EventCategory }) {
  const { t } = useLingui();
  const style = CATEGORY_STYLES[category];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.badge}`}
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${style.marker}`} />
      <span className="sr-only">
        <Trans>Category:</Trans>{" "}
      </span>
      {t(CATEGORY_NAMES[category])}
    </span>
  );
}

/** One event: title, category, date (and time), location and description. */
export function EventCard({ event, muted = false }: { event: EventView; muted?: boolean }) {
  const { t } = useLingui();
  const title = event.title.text;
  return (
    <article
      className={`h-full rounded-lg border border-l-4 border-slate-200 p-4 shadow-sm ${CATEGORY_STYLES[event.category].edge} ${
        muted ? "bg-slate-50" : "bg-white"
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 lang={event.title.lang} className="text-lg font-semibold text-slate-900">
          {event.title.text}
        </h3>
        <CategoryBadge category={event.category} />
      </div>
      <p className="mt-2 flex items-start gap-2 text-sm font-medium text-slate-800">
        <CalendarDays aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <time dateTime={event.startsAt}>{event.when}</time>
      </p>
      <EventDetail Icon={Clock} label={t`Time`} value={event.timeRange ? { text: event.timeRange } : null} />
      <EventDetail Icon={MapPin} label={t`Location`} value={event.location} />
      {event.description ? (
        <p lang={event.description.lang} className="mt-3 whitespace-pre-line text-slate-700">
          {event.description.text}
        </p>
      ) : null}
      <p className="mt-2">
        {/* A file, not a page: a plain link (a router Link would look for a page there). */}
        <a
          href={eventFilePath(event.id)}
          type="text/calendar"
          rel="nofollow"
          aria-label={t`Add to calendar: ${title}`}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <CalendarPlus aria-hidden className="h-4 w-4" />
          <Trans>Add to calendar</Trans>
        </a>
      </p>
    </article>
  );
}

/** A line of the card for a detail the event may have, named for screen readers. */
function EventDetail({ Icon, label, value }: { Icon: LucideIcon; label: string; value: LocalText | null }) {
  if (!value) return null;
  return (
    <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      <span className="sr-only">{`${label}: `}</span>
      <LocalSpan value={value} />
    </p>
  );
}

/** Events as a list of cards, or `empty` when there are none. */
export function EventList({ events, empty, muted }: { events: EventView[]; empty: string; muted?: boolean }) {
  if (events.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{empty}</p>;
  }
  return (
    <ul className="grid gap-4">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} muted={muted} />
        </li>
      ))}
    </ul>
  );
}

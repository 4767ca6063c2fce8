import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, Rss } from "lucide-react";

import { feedLinks } from "./feed-links";
import type { EventCategory } from "./schema";
import { CATEGORY_NAMES } from "./words";

export const FEED_URL_ID = "calendar-feed-url";

const button =
  "inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50";

/**
 * Subscribe (decision 0025): the feed of the chosen tab for a calendar app.
 * A <details>, so it opens without JavaScript; webcal:// is what phones and
 * desktop calendars subscribe from, and the address itself is there to copy
 * (Google Calendar takes it under "From URL").
 */
export function SubscribeToCalendar({ siteUrl, category }: { siteUrl: string; category: EventCategory | null }) {
  const { t } = useLingui();
  const links = feedLinks(siteUrl, category);
  const name = category ? t(CATEGORY_NAMES[category]) : null;
  return (
    <details className="group/subscribe mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <Rss aria-hidden className="h-4 w-4 text-brand-700" />
        {name ? t`Subscribe to ${name}` : t`Subscribe`}
        <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open/subscribe:rotate-180" />
      </summary>
      <div className="mt-3 max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
        <p>
          {name
            ? t`Keep the school's ${name} events in the calendar on your phone or computer: new and changed events appear there by themselves.`
            : t`Keep the school's events in the calendar on your phone or computer: new and changed events appear there by themselves.`}
        </p>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a href={links.webcal} className={button}>
              <Trans>Subscribe in your calendar app</Trans>
            </a>
          </li>
          <li>
            <a href={links.google} className={button}>
              <Trans>Add to Google Calendar</Trans>
            </a>
          </li>
        </ul>
        <div>
          <label htmlFor={FEED_URL_ID} className="block font-medium text-slate-900">
            <Trans>Or copy this address into your calendar app (Google Calendar: Other calendars, From URL)</Trans>
          </label>
          <input
            id={FEED_URL_ID}
            type="url"
            readOnly
            value={links.url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
          />
        </div>
      </div>
    </details>
  );
}

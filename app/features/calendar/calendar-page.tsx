import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, List } from "lucide-react";

import { LocalLink } from "~/ui/local-link";

import type { CalendarPageData } from "./calendar";
import { EventList } from "./event-card";
import { DAY_EVENTS_ID, MonthCalendar } from "./month-calendar";
import { CALENDAR_TABS, CATEGORY_STYLES, isEventCategory } from "./schema";
import { calendarHref, type CalendarQuery } from "./search-params";
import { SubscribeToCalendar } from "./subscribe";
import { CALENDAR_TEXTS, CATEGORY_NAMES } from "./words";

/**
 * Where the tabs' links land, so a page loaded without JavaScript opens at the
 * calendar rather than the banner (the margin clears the sticky header).
 */
export const CALENDAR_ID = "calendar";

/**
 * The public calendar (SPEC §2 "Calendar"): category tabs, Subscribe (the
 * tab's feed, decision 0025), then the list view (upcoming and past events) or
 * the month view (a date picker and the chosen day's events), each event with
 * its "Add to calendar" file. Every control is a link to a URL holding the whole state.
 */
export function CalendarPage({ data }: { data: CalendarPageData }) {
  const { t } = useLingui();
  const { query } = data;
  return (
    <div id={CALENDAR_ID} className="mx-auto max-w-6xl scroll-mt-16 px-4 py-10">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <CategoryTabs query={query} />
        <ViewSwitch query={query} />
      </div>
      <SubscribeToCalendar siteUrl={data.siteUrl} category={query.category} />
      <div className="mt-8">
        {data.view === "list" ? (
          <div className="grid gap-10 lg:grid-cols-2">
            <section aria-labelledby="upcoming-heading">
              <h2 id="upcoming-heading" className="mb-4 text-2xl font-bold text-slate-900">
                {t(CALENDAR_TEXTS.upcomingHeading)}
              </h2>
              <EventList events={data.upcoming} empty={t(CALENDAR_TEXTS.noUpcoming)} />
            </section>
            <section aria-labelledby="past-heading">
              <h2 id="past-heading" className="mb-4 text-2xl font-bold text-slate-900">
                {t(CALENDAR_TEXTS.pastHeading)}
              </h2>
              <EventList events={data.past} empty={t(CALENDAR_TEXTS.noPast)} muted />
            </section>
          </div>
        ) : (
          <DayView data={data} />
        )}
      </div>
    </div>
  );
}

/** The month view: the date picker, and the chosen day's events. */
function DayView({ data }: { data: CalendarPageData & { view: "month" } }) {
  const { t } = useLingui();
  const { query, dayTitle } = data;
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <MonthCalendar query={query} today={data.today} markedDays={data.markedDays} />
      <section aria-labelledby={DAY_EVENTS_ID}>
        {/* Said when a day is chosen with scripts on: the focus stays on the day's link. */}
        <h2
          id={DAY_EVENTS_ID}
          aria-live="polite"
          aria-atomic="true"
          className="mb-4 scroll-mt-28 text-xl font-bold text-slate-900"
        >
          <Trans>
            Events on <time dateTime={query.day}>{dayTitle}</time>
          </Trans>
        </h2>
        <EventList events={data.dayEvents} empty={t(CALENDAR_TEXTS.noEventsOnDay)} />
      </section>
    </div>
  );
}

const pill = "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors";
const pillState = (current: boolean) =>
  current
    ? "border-brand-700 bg-brand-700 text-white"
    : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:bg-brand-50";

/**
 * The category tabs, as a navigation of links (they stay correct without
 * JavaScript, where a scripted tablist would not); the chosen one is the
 * current page. Switching keeps the view, month and day.
 */
function CategoryTabs({ query }: { query: CalendarQuery }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Event categories`}>
      <ul className="flex flex-wrap gap-2">
        {CALENDAR_TABS.map((tab) => {
          const category = isEventCategory(tab) ? tab : null;
          const current = category === query.category;
          return (
            <li key={tab}>
              <LocalLink
                to={calendarHref({ ...query, category }, CALENDAR_ID)}
                aria-current={current ? "page" : undefined}
                className={`${pill} ${pillState(current)}`}
              >
                {category ? (
                  <span
                    aria-hidden
                    className={`h-2.5 w-2.5 rounded-full ${CATEGORY_STYLES[category].marker} ${current ? "ring-2 ring-white" : ""}`}
                  />
                ) : null}
                {t(CATEGORY_NAMES[tab])}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** List or month view; the month view opens on today. */
function ViewSwitch({ query }: { query: CalendarQuery }) {
  const { t } = useLingui();
  const views = [
    { view: "list", label: t`List`, Icon: List },
    { view: "month", label: t`Month`, Icon: CalendarDays },
  ] as const;
  return (
    <nav aria-label={t`Calendar view`}>
      <ul className="flex gap-2">
        {views.map(({ view, label, Icon }) => {
          const current = view === query.view;
          return (
            <li key={view}>
              <LocalLink
                to={calendarHref({ category: query.category, view }, CALENDAR_ID)}
                aria-current={current ? "page" : undefined}
                className={`${pill} ${pillState(current)}`}
              >
                <Icon aria-hidden className="h-4 w-4" />
                {label}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

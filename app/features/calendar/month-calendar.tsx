import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";

import { LocalLink, useLocale } from "~/ui/local-link";

import { monthGrid, monthLabel, shiftMonth, weekdayColumns, type DayMark } from "./month-grid";
import { CATEGORY_STYLES, EVENT_CATEGORIES } from "./schema";
import { calendarHref, type CalendarQuery } from "./search-params";
import { CATEGORY_NAMES, dayLinkLabel } from "./words";

// Where links land when the page loads without JavaScript (and with it, where
// React Router scrolls): a chosen day at its list of events, so a phone shows
// them at once; another month at the grid, which then stays put. Scroll margins
// keep the target clear of the sticky header.
export const DAY_EVENTS_ID = "day-events";
const MONTH_ID = "month";

const navLink =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/**
 * The month view's date picker: a table of the month's days, each a link that
 * chooses it (so it works without JavaScript), days with events marked in the
 * colours of their categories.
 */
export function MonthCalendar({
  query,
  today,
  markedDays,
}: {
  query: CalendarQuery;
  today: string;
  markedDays: DayMark[];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const marks = new Map(markedDays.map((mark) => [mark.date, mark]));
  const previous = shiftMonth(query.month, -1);
  const next = shiftMonth(query.month, 1);
  const columns = weekdayColumns(locale);
  const [previousLabel, nextLabel, monthName] = [previous, next, query.month].map((month) => monthLabel(month, locale));
  return (
    <section
      id={MONTH_ID}
      aria-labelledby="month-heading"
      // A 360 px phone gives each day 44 px across, edge to edge (decision 0049); wider screens, a margin too.
      className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-2 shadow-sm sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <LocalLink to={calendarHref({ ...query, month: previous }, MONTH_ID)} className={navLink}>
          <ChevronLeft aria-hidden className="h-5 w-5" />
          <span className="sr-only">
            <Trans>Previous month, {previousLabel}</Trans>
          </span>
        </LocalLink>
        <h2 id="month-heading" className="text-lg font-bold text-slate-900 sm:text-xl">
          {monthName}
        </h2>
        <LocalLink to={calendarHref({ ...query, month: next }, MONTH_ID)} className={navLink}>
          <span className="sr-only">
            <Trans>Next month, {nextLabel}</Trans>
          </span>
          <ChevronRight aria-hidden className="h-5 w-5" />
        </LocalLink>
      </div>
      <table className="mt-2 w-full table-fixed border-collapse">
        {/* Named for what it is for: the month alone says nothing of that. */}
        <caption className="sr-only">
          <Trans>Choose a day to see its events, {monthName}</Trans>
        </caption>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name.long} scope="col" className="pb-1 text-xs font-semibold text-slate-700">
                <span aria-hidden>{name.short}</span>
                <span className="sr-only">{name.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(query.month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={date ?? `blank-${column}`} className="p-0 text-center sm:p-0.5">
                  {date ? (
                    <DayLink
                      query={query}
                      date={date}
                      mark={marks.get(date)}
                      isToday={date === today}
                      isSelected={date === query.day}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={t`Colour key`}>
          {EVENT_CATEGORIES.map((category) => (
            <li key={category} className="flex items-center gap-1.5">
              <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${CATEGORY_STYLES[category].marker}`} />
              {t(CATEGORY_NAMES[category])}
            </li>
          ))}
        </ul>
        <LocalLink to={calendarHref({ category: query.category, view: "month" }, DAY_EVENTS_ID)} className={navLink}>
          <Trans>Today</Trans>
        </LocalLink>
      </div>
    </section>
  );
}

function DayLink({
  query,
  date,
  mark,
  isToday,
  isSelected,
}: {
  query: CalendarQuery;
  date: string;
  mark: DayMark | undefined;
  isToday: boolean;
  isSelected: boolean;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const tone = isSelected
    ? "bg-brand-700 text-white hover:bg-brand-800"
    : mark
      ? "bg-brand-50 text-slate-900 hover:bg-brand-100"
      : "text-slate-700 hover:bg-slate-100";
  return (
    <LocalLink
      to={calendarHref({ ...query, day: date }, DAY_EVENTS_ID)}
      aria-label={dayLinkLabel(i18n, date, mark?.count ?? 0, isToday, locale)}
      // The chosen day is the current one of this set of dates (it is not a
      // grid with aria-selected: that needs scripted arrow keys to be true).
      aria-current={isSelected ? "date" : undefined}
      className={`flex h-11 w-full flex-col items-center justify-center rounded-md text-sm ${
        mark ? "font-bold" : ""
      } ${isToday && !isSelected ? "ring-2 ring-brand-600 ring-inset" : ""} ${tone}`}
    >
      {Number(date.slice(8))}
      <span aria-hidden className="flex h-1.5 gap-0.5">
        {mark?.categories.map((category) => (
          <span
            key={category}
            className={`h-1.5 w-1.5 rounded-full ${CATEGORY_STYLES[category].marker} ${isSelected ? "ring-1 ring-white" : ""}`}
          />
        ))}
      </span>
    </LocalLink>
  );
}

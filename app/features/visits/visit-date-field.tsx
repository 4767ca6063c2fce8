import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import type { Formatters, Labels } from "react-day-picker";

import { VISITING_HOURS_NOTE } from "~/features/admissions/option-labels";
import type { Locale } from "~/lib/language/locale";
import { useHydrated } from "~/lib/page/use-hydrated";
import { controlClass, ErrorLine } from "~/ui/field";
import { constrainedInputProps } from "~/ui/form-controls";
import { useLocale } from "~/ui/local-link";

import DatePicker from "./day-picker";
import { monthCaption, spokenDate, weekdayName } from "./visit-dates";

const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
/** The day `iso` names (yyyy-MM-dd), or undefined for anything else a post may carry ("next tuesday", "abc"). */
const fromIso = (iso: string): Date | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(y!, m! - 1, d!);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

type Meta = FieldMetadata<string | undefined>;

/**
 * The visit date: a calendar with past days and weekends disabled (SPEC §5),
 * however the dialog was reached. The server renders the calendar itself, so
 * that a dialog opened by its address (or by a press before the page hydrated)
 * shows it from the start and nothing moves when scripts arrive; a press on a
 * day before then is pressed again once they have (app/entry.client.tsx).
 * Without scripts the calendar is hidden and the browser's own date input,
 * inside <noscript>, takes its place; the server checks either just the same.
 */
export function VisitDateField({ meta, today }: { meta: Meta; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const calendarWords = useCalendarWords(locale);
  const label = t`Visit Date`;
  const control = useInputControl(meta);
  // The calendar's value is sent only once scripts run: without them the date input is the field.
  const hydrated = useHydrated();
  const selected = control.value ? fromIso(control.value) : undefined;
  // The school's today: always a date, written by the server.
  const todayDate = fromIso(today)!;
  const chosen = selected ? spokenDate(selected, locale) : undefined;
  const labelId = `${meta.id}-label`;
  const describedBy = `${meta.descriptionId} ${meta.errorId}`;
  return (
    <div>
      <noscript>
        <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          {...constrainedInputProps(meta, { type: "date" })}
          min={today}
          aria-describedby={describedBy}
          className={`mt-1.5 ${controlClass}`}
        />
      </noscript>
      {/*
       * The calendar is not a labelable element, so the label names it by id: the group a keyboard user tabs into
       * (month buttons and days) and the grid of days, which the hint and the message describe. The chosen date is
       * said politely.
       */}
      <div role="group" aria-labelledby={labelId} className="noscript:hidden">
        <span id={labelId} className="block text-sm font-medium text-slate-800">
          {label}
        </span>
        {/* Narrow sides on a phone, so that a 360 px screen gives each day its 44 px (decision 0049). */}
        <div className="mt-1.5 rounded-md border border-slate-300 px-1 py-2 sm:p-2">
          <input type="hidden" name={meta.name} value={control.value ?? ""} disabled={!hydrated} />
          {/* One line always, so that a chosen date moves nothing; read in full by screen readers. */}
          <p role="status" className="truncate px-2 text-sm leading-5 text-slate-700 sm:px-1">
            {chosen ? t`Chosen: ${chosen}` : t`Choose a weekday below`}
          </p>
          <div className="date-picker-frame">
            <DatePicker
              labelledBy={labelId}
              describedBy={describedBy}
              selected={selected}
              defaultMonth={selected ?? todayDate}
              // The school's today, not the browser's or the server's: the same on both, so hydration changes nothing.
              today={todayDate}
              onSelect={(date) => control.change(date ? toIso(date) : "")}
              disabled={[{ before: todayDate }, { dayOfWeek: [0, 6] }]}
              startMonth={todayDate}
              {...calendarWords}
              className="text-sm"
            />
          </div>
        </div>
      </div>
      <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
        {t(VISITING_HOURS_NOTE)}
      </p>
      <ErrorLine id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * The calendar's words on a Hindi page: the month, the days' columns and every button named in Hindi, dates
 * written as the glossary writes them. English pages keep react-day-picker's own English.
 */
function useCalendarWords(locale: Locale): { formatters?: Partial<Formatters>; labels?: Partial<Labels> } {
  const { t } = useLingui();
  if (locale === "en") return {};
  return {
    formatters: {
      formatCaption: (month) => monthCaption(month, locale),
      formatWeekdayName: (weekday) => weekdayName(weekday, locale, "short"),
    },
    labels: {
      labelDayButton: (date, modifiers) => {
        const day = spokenDate(date, locale);
        const named = modifiers.today ? t`Today, ${day}` : day;
        return modifiers.selected ? t`${named}, chosen` : named;
      },
      labelWeekday: (date) => weekdayName(date, locale, "long"),
      labelNext: () => t`Go to the next month`,
      labelPrevious: () => t`Go to the previous month`,
      labelNav: () => t`Months`,
    },
  };
}

import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useState } from "react";

import { VISITING_HOURS_NOTE } from "~/features/admissions/options";
import { useHydrated } from "~/lib/use-hydrated";
import { ErrorLine } from "~/ui/field";
import { TextField } from "~/ui/form-controls";

// The calendar is fetched when the dialog first opens, not with the page.
const DatePicker = lazy(() => import("./day-picker"));

const LABEL = "Visit Date";

const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const fromIso = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
};
const spoken = (date: Date) =>
  date.toLocaleDateString("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

type Meta = FieldMetadata<string | undefined>;

/**
 * The visit date: a calendar with past days and weekends disabled once scripts
 * run; before that (or without them) the browser's own date input, which the
 * server checks just the same.
 */
export function VisitDateField({ meta, today }: { meta: Meta; today: string }) {
  // Decided when the field first renders. A dialog the server rendered open
  // (its link followed before scripts arrived) keeps its date input: swapping
  // in the calendar then would push the rest of the form down under the
  // pointer. A dialog opened once scripts run has the calendar.
  const hydrated = useHydrated();
  const [calendar] = useState(hydrated);
  if (calendar) return <CalendarField meta={meta} today={today} />;
  return <TextField meta={meta} label={LABEL} type="date" min={today} hint={VISITING_HOURS_NOTE} />;
}

/**
 * The calendar is not a labelable element, so the label names it by id: the
 * group a keyboard user tabs into (month buttons and days) and the grid of days,
 * which the hint and the message describe. The chosen date is said politely.
 * Its frame keeps the calendar's height while its chunk loads (app.css).
 */
function CalendarField({ meta, today }: { meta: Meta; today: string }) {
  const control = useInputControl(meta);
  const selected = control.value ? fromIso(control.value) : undefined;
  const labelId = `${meta.id}-label`;
  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {LABEL}
      </span>
      <div className="mt-1.5 rounded-md border border-slate-300 p-2">
        <input type="hidden" name={meta.name} value={control.value ?? ""} />
        {/* One line always, so that a chosen date moves nothing; read in full by screen readers. */}
        <p role="status" className="truncate px-1 text-sm leading-5 text-slate-700">
          {selected ? `Chosen: ${spoken(selected)}` : "Choose a weekday below"}
        </p>
        <div className="date-picker-frame">
          <Suspense fallback={<p className="m-auto text-sm text-slate-600">Loading calendar...</p>}>
            <DatePicker
              labelledBy={labelId}
              describedBy={`${meta.descriptionId} ${meta.errorId}`}
              selected={selected}
              defaultMonth={selected ?? fromIso(today)}
              onSelect={(date) => control.change(date ? toIso(date) : "")}
              disabled={[{ before: fromIso(today) }, { dayOfWeek: [0, 6] }]}
              startMonth={fromIso(today)}
              className="text-sm"
            />
          </Suspense>
        </div>
      </div>
      <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
        {VISITING_HOURS_NOTE}
      </p>
      <ErrorLine id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

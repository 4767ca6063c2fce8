import { getInputProps, useInputControl, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense } from "react";

import { VISITING_HOURS_NOTE } from "~/features/admissions/options";
import { useHydrated } from "~/lib/use-hydrated";
import { controlClass, Field } from "~/ui/field";

// The calendar is fetched when the dialog first opens, not with the page.
const DayPicker = lazy(() => import("./day-picker"));

const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const fromIso = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
};

/**
 * The visit date: a calendar with past days and weekends disabled once scripts
 * run; before that (or without them) the browser's own date input, which the
 * server checks just the same.
 */
export function VisitDateField({ meta, today }: { meta: FieldMetadata<string | undefined>; today: string }) {
  const hydrated = useHydrated();
  const control = useInputControl(meta);
  const selected = control.value ? fromIso(control.value) : undefined;
  return (
    <Field label="Visit Date" htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} hint={VISITING_HOURS_NOTE}>
      {hydrated ? (
        <div className="rounded-md border border-slate-300 p-2">
          <input type="hidden" name={meta.name} value={control.value ?? ""} />
          <p id={meta.id} className="px-1 text-sm text-slate-700" aria-live="polite">
            {selected
              ? `Chosen: ${selected.toLocaleDateString("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" })}`
              : "Choose a weekday below"}
          </p>
          <Suspense fallback={<p className="px-1 py-24 text-center text-sm text-slate-600">Loading calendar...</p>}>
            <DayPicker
              mode="single"
              selected={selected}
              defaultMonth={selected ?? fromIso(today)}
              onSelect={(date) => control.change(date ? toIso(date) : "")}
              disabled={[{ before: fromIso(today) }, { dayOfWeek: [0, 6] }]}
              startMonth={fromIso(today)}
              aria-describedby={meta.errorId}
              className="text-sm"
            />
          </Suspense>
        </div>
      ) : (
        <input {...getInputProps(meta, { type: "date" })} key={meta.key} min={today} className={controlClass} />
      )}
    </Field>
  );
}

// react-day-picker, in the visit dialog's chunk. Its styles are linked by the
// page that shows it (the Admissions page), so a calendar the server renders is styled from the start.
import { createContext, use, useMemo, type TableHTMLAttributes } from "react";
import { DayPicker, type DayProps, type PropsBase, type PropsSingle } from "react-day-picker";

interface GridNaming {
  labelledBy: string;
  describedBy?: string;
}

const GridNamingContext = createContext<GridNaming>({ labelledBy: "" });

// DayPicker names its grid after the month shown ("November 2026"), which says
// nothing of what the dates are for; this grid is named by the field's label.
function MonthGrid({ "aria-label": _month, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  const { labelledBy, describedBy } = use(GridNamingContext);
  return <table {...props} aria-labelledby={labelledBy} aria-describedby={describedBy} />;
}

// A cell of a table whose role is grid is a gridcell already; HTML forbids saying so again (the Nu HTML Checker).
function Day({ day: _day, modifiers: _modifiers, role: _gridcell, ...props }: DayProps) {
  return <td {...(props as TableHTMLAttributes<HTMLTableCellElement>)} />;
}

const components = { MonthGrid, Day };

/**
 * A one-date calendar whose grid of days is named by `labelledBy` (the field's
 * label) and described by `describedBy` (its hint and message). Always six
 * weeks, so every month has one height (see `.date-picker-frame` in app.css).
 */
export default function DatePicker({
  labelledBy,
  describedBy,
  ...props
}: Omit<PropsBase, "fixedWeeks" | "components"> & Omit<PropsSingle, "mode"> & GridNaming) {
  const naming = useMemo(() => ({ labelledBy, describedBy }), [labelledBy, describedBy]);
  return (
    <GridNamingContext value={naming}>
      <DayPicker {...props} mode="single" fixedWeeks components={components} />
    </GridNamingContext>
  );
}

// The back office list table, one for every section: its frame, its header
// row, the empty row, the cell padding and the buttons of a row.
import { Pencil, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The padding of a back office table's cells; a compact table (one of many columns) has less at the sides. */
export const cellClass = "px-4 py-3";
export const compactCellClass = "px-3 py-3";

/** A column of a back office table: its heading, with a width class where it needs one. */
export type AdminColumn = string | { heading: string; className: string };

/**
 * A back office list: a white card that scrolls sideways on a narrow screen
 * (`bare` where a card is around it already), named by a caption or by a
 * heading, with the columns' header row and a row per item; `empty` is said in
 * one row across the table when there are no items.
 */
export function AdminTable<Row>({
  columns,
  rows,
  children,
  minWidth,
  caption,
  labelledBy,
  empty,
  compact = false,
  bare = false,
  className = "",
}: {
  columns: readonly AdminColumn[];
  rows: readonly Row[];
  /** A row's <tr>, with its key. */
  children: (row: Row) => ReactNode;
  /** The width below which the table scrolls, e.g. "min-w-[48rem]". */
  minWidth: string;
  caption?: string;
  /** The id of the heading that names the table, where it has no caption. */
  labelledBy?: string;
  empty?: ReactNode;
  compact?: boolean;
  bare?: boolean;
  /** More classes of the frame (its margin). */
  className?: string;
}) {
  const cell = compact ? compactCellClass : cellClass;
  const frame = bare ? "overflow-x-auto" : "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm";
  return (
    <div className={className ? `${frame} ${className}` : frame}>
      <table aria-labelledby={labelledBy} className={`w-full ${minWidth} text-left text-sm`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => {
              const { heading, className: width } =
                typeof column === "string" ? { heading: column, className: "" } : column;
              return (
                <th key={heading} scope="col" className={width ? `${width} ${cell}` : cell}>
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={`${compact ? "px-3" : "px-4"} py-8 text-center text-slate-600`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => children(row))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The buttons of a row (or of a section's head), side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-1.5">{children}</div>;
}

/** A button of a row: an icon and a word; `aria-label` where the word alone would not say which row. */
export function RowAction({
  icon: Icon,
  label,
  danger = false,
  onClick,
  "aria-label": name,
  className = "",
}: {
  icon: LucideIcon;
  label: string;
  danger?: boolean;
  onClick: () => void;
  "aria-label"?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={name}
      onClick={onClick}
      className={`inline-flex items-center gap-1.5 rounded-md border bg-white px-2.5 py-1.5 text-sm font-medium ${
        danger ? "border-red-300 text-red-800 hover:bg-red-50" : "border-slate-300 text-slate-800 hover:bg-slate-100"
      } ${className}`.trim()}
    >
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {label}
    </button>
  );
}

/** Edit and Delete of one thing, named for a screen reader "Edit <name>" and "Delete <name>". */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <RowActions>
      <RowAction icon={Pencil} label="Edit" aria-label={`Edit ${name}`} onClick={onEdit} />
      <RowAction icon={Trash2} label="Delete" aria-label={`Delete ${name}`} danger onClick={onDelete} />
    </RowActions>
  );
}

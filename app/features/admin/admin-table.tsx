// The back office list, one for every section: a table from 640 px up, a card
// per row below (decision 0050), the empty line, the cell padding and the
// buttons of a row.
import { Pencil, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The padding of a back office table's cells; a compact table (one of many columns) has less at the sides. */
export const cellClass = "px-4 py-3";
export const compactCellClass = "px-3 py-3";

/** A column of a back office table: its heading, with a width class where it needs one. */
export type AdminColumn = string | { heading: string; className: string };

/**
 * A back office list: a white table (`bare` where a card is around it
 * already) named by a caption or by a heading, with the columns' header row
 * and a row per item; below 640 px, the same items as a list of cards, one
 * per item, under the same name. `empty` is said instead, at every width, when
 * there are no items.
 * Both are in the page and CSS shows one: a phone sees its cards from the
 * first paint, before any script has run (decision 0050).
 */
export function AdminList<Row>({
  columns,
  rows,
  row,
  card,
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
  /** An item's <tr>, with its key. */
  row: (row: Row) => ReactNode;
  /** An item's card below 640 px: an <AdminCard>, with its key. */
  card: (row: Row) => ReactNode;
  /** The width below which the table scrolls, e.g. "min-w-[48rem]". */
  minWidth: string;
  caption?: string;
  /** The id of the heading that names the list, where it has no caption. */
  labelledBy?: string;
  empty?: ReactNode;
  compact?: boolean;
  bare?: boolean;
  /** More classes of the frame (its margin). */
  className?: string;
}) {
  const cell = compact ? compactCellClass : cellClass;
  const frame = bare ? "overflow-x-auto" : "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm";
  if (rows.length === 0 && empty) {
    return (
      <p
        className={`${bare ? "" : "rounded-xl border border-slate-200 bg-white shadow-sm"} px-4 py-8 text-center text-sm text-slate-600 ${className}`}
      >
        {empty}
      </p>
    );
  }
  return (
    <div className={className}>
      <ul
        aria-label={labelledBy ? undefined : caption}
        aria-labelledby={labelledBy}
        className={`sm:hidden ${bare ? "divide-y divide-slate-200" : "space-y-3"}`}
      >
        {rows.map((item) => card(item))}
      </ul>
      <div className={`hidden sm:block ${frame}`}>
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
          <tbody className="divide-y divide-slate-200">{rows.map((item) => row(item))}</tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * One item of a list on a phone: its name (`title`, a heading of the card's
 * own, or a link that opens the item's page, the whole card its target),
 * what the list says of it, and its buttons at the foot. `bare`: the cards
 * sit in a frame of their own, divided by lines.
 */
export function AdminCard({
  title,
  badge,
  children,
  actions,
  bare = false,
}: {
  title: ReactNode;
  /** Beside the title: a status, a category. */
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  bare?: boolean;
}) {
  return (
    <li
      className={`relative ${bare ? "px-4 py-4" : "rounded-xl border border-slate-200 bg-white p-4 shadow-sm"} text-sm text-slate-800`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 text-base font-semibold [overflow-wrap:break-word] text-slate-900">{title}</div>
        {badge ? <div className="shrink-0">{badge}</div> : null}
      </div>
      {children ? <div className="mt-1 space-y-1 [overflow-wrap:break-word]">{children}</div> : null}
      {actions ? <div className="relative mt-3">{actions}</div> : null}
    </li>
  );
}

/** A card's title that opens the item's page: the whole card is its target, its buttons above it. */
export const cardLinkClass =
  "text-brand-800 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600";

/** The buttons of a row (or of a section's head), side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
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
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md border bg-white px-3 py-2 text-sm font-medium ${
        danger ? "border-red-300 text-red-800 hover:bg-red-50" : "border-slate-300 text-slate-800 hover:bg-slate-100"
      } ${className}`.trim()}
    >
      <Icon aria-hidden className="h-4 w-4" />
      {label}
    </button>
  );
}

/**
 * Edit and Delete of one thing, named for a screen reader "Edit <name>" and "Delete <name>"; `children`, the thing's
 * other buttons, come first.
 */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <RowActions>
      {children}
      <RowAction icon={Pencil} label="Edit" aria-label={`Edit ${name}`} onClick={onEdit} />
      <RowAction icon={Trash2} label="Delete" aria-label={`Delete ${name}`} danger onClick={onDelete} />
    </RowActions>
  );
}

import type { ReactNode } from "react";

import type { LocalText } from "~/lib/language/localized";

// A table of a public page: the disclosure's tables (docs/specification.md §28), a school's own page's (§32). Under
// 640 px its rows stack, each cell on its own line after its column's name, so nothing is wider than the phone.

/** A table named by its caption (for a screen reader; `captionShown` writes it above the table too). */
export function StackedTable({
  caption,
  captionShown = false,
  columns,
  rows,
}: {
  caption: LocalText;
  captionShown?: boolean;
  columns: string[];
  rows: ReactNode[][];
}) {
  return (
    <table className="w-full border-collapse text-left text-sm max-sm:block sm:w-auto sm:min-w-[50%]">
      <caption lang={caption.lang} className={captionShown ? "pb-2 text-left font-semibold text-slate-900" : "sr-only"}>
        {caption.text}
      </caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-slate-300">
          {columns.map((column, index) => (
            <th key={index} scope="col" className="px-2 py-1.5 font-semibold text-slate-900 first:pl-0">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 max-sm:block">
        {rows.map((cells, row) => (
          <tr key={row} className="align-top max-sm:block max-sm:py-2">
            {cells.map((cell, index) => (
              <td
                key={index}
                data-label={columns[index]}
                className="px-2 py-1.5 [overflow-wrap:anywhere] first:pl-0 max-sm:flex max-sm:gap-2 max-sm:p-0 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]"
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

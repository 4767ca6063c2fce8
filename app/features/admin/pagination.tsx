import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";

import type { Page } from "./pagination";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";
const disabledClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-400";

/** "Showing 26–50 of 20,000" with Previous / Next links that keep the list's filters. */
export function Pagination({ page, noun }: { page: Omit<Page<unknown>, "rows">; noun: string }) {
  const location = useLocation();
  const hrefOf = (number: number) => {
    const params = new URLSearchParams(location.search);
    if (number === 1) params.delete("page");
    else params.set("page", String(number));
    const search = params.toString();
    return search ? `?${search}` : location.pathname;
  };
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const format = (value: number) => value.toLocaleString("en-IN");

  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {page.total === 0 ? `No ${noun}` : `Showing ${format(first)}–${format(last)} of ${format(page.total)} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        {page.page > 1 ? (
          <Link to={hrefOf(page.page - 1)} className={linkClass} rel="prev">
            <ChevronLeft aria-hidden className="h-4 w-4" />
            Previous
          </Link>
        ) : (
          <span className={disabledClass} aria-disabled="true">
            <ChevronLeft aria-hidden className="h-4 w-4" />
            Previous
          </span>
        )}
        <span>
          Page {format(page.page)} of {format(page.pageCount)}
        </span>
        {page.page < page.pageCount ? (
          <Link to={hrefOf(page.page + 1)} className={linkClass} rel="next">
            Next
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Link>
        ) : (
          <span className={disabledClass} aria-disabled="true">
            Next
            <ChevronRight aria-hidden className="h-4 w-4" />
          </span>
        )}
      </div>
    </nav>
  );
}

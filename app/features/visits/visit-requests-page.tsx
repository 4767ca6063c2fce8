import { useState } from "react";
import { Form, Link, useLocation } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";
import type { Page } from "~/features/admin/pagination";
import { Pagination } from "~/features/admin/pagination.tsx";
import { capitalised } from "~/features/requests/filters";
import {
  cellClass,
  ContactCell,
  DeleteButton,
  DeletePrompt,
  ExportLink,
  filterControlClass,
  filterLabelClass,
  OptionalText,
  StatusSelect,
  tableHeadClass,
  useStatusAction,
  type DeleteTarget,
} from "~/features/requests/request-table";
import { longDate } from "~/lib/time";
import { Button } from "~/ui/button";

import { VISIT_STATUSES, type VisitRequestFilters, type VisitRequestRow } from "./visit-requests";

export const VISIT_REQUESTS_PATH = "/admin/visit-requests";

/** SPEC §2 "Visit requests": filters by visit date and status, the table, its status select and delete. */
export function VisitRequestsPage({ page, filters }: { page: Page<VisitRequestRow>; filters: VisitRequestFilters }) {
  const location = useLocation();
  const statusAction = useStatusAction();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const filtered = filters.date !== null || filters.status !== null;
  return (
    <AdminPage
      title="Visit Requests"
      description="Campus visits parents have asked for, by visit date."
      actions={<ExportLink path={`${VISIT_REQUESTS_PATH}/export.csv`} search={location.search} />}
    >
      {/* A plain GET form: the filters live in the URL and work without JavaScript. */}
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div>
          <label htmlFor="filter-date" className={filterLabelClass}>
            Visit date
          </label>
          <input
            id="filter-date"
            type="date"
            name="date"
            defaultValue={filters.date ?? ""}
            className={filterControlClass}
          />
        </div>
        <div>
          <label htmlFor="filter-status" className={filterLabelClass}>
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={filterControlClass}>
            <option value="">All</option>
            {VISIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {capitalised(status)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Apply filters</Button>
        {filtered ? (
          <Link to={VISIT_REQUESTS_PATH} className="px-2 py-2.5 text-sm font-medium text-brand-800 hover:underline">
            Clear filters
          </Link>
        ) : null}
      </Form>

      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[72rem] text-left text-sm">
          <caption className="sr-only">Visit requests, newest visit date first</caption>
          <thead className={tableHeadClass}>
            <tr>
              {[
                "Student",
                "Class",
                "Contact",
                "Previous school",
                "Visit",
                "Message",
                "Status",
                "Created",
                "Actions",
              ].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-3">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {page.rows.length === 0 ? (
              <tr>
                <td colSpan={9} className="px-3 py-8 text-center text-slate-600">
                  {filtered ? "No visit requests match these filters." : "No visit requests yet."}
                </td>
              </tr>
            ) : (
              page.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
                    {row.studentName}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>{row.classForAdmission}</td>
                  <td className={cellClass}>
                    <ContactCell phone={row.contactNo} email={row.email} />
                  </td>
                  <td className={cellClass}>
                    <OptionalText>{row.previousSchool}</OptionalText>
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <time dateTime={row.visitDate}>{longDate(row.visitDate)}</time>
                    <span className="block text-slate-600">{row.visitTime}</span>
                  </td>
                  <td className={`${cellClass} max-w-xs break-words whitespace-pre-line`}>
                    <OptionalText>{row.message}</OptionalText>
                  </td>
                  <td className={cellClass}>
                    <StatusSelect
                      id={row.id}
                      status={row.status}
                      statuses={VISIT_STATUSES}
                      label={`Status of ${row.studentName}`}
                      action={statusAction}
                    />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap text-slate-700`}>{row.received}</td>
                  <td className={cellClass}>
                    <DeleteButton
                      label={`Delete the visit request of ${row.studentName}`}
                      onClick={() =>
                        setDeleting({
                          id: row.id,
                          title: "Delete this visit request?",
                          description: `The visit request of ${row.studentName} for ${longDate(row.visitDate)} at ${row.visitTime} will be deleted. This cannot be undone.`,
                        })
                      }
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DeletePrompt target={deleting} onClose={() => setDeleting(null)} />
      <Pagination page={page} noun="visit requests" />
    </AdminPage>
  );
}

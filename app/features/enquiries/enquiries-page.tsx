import { Search } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";
import type { Page } from "~/features/admin/pagination";
import { Pagination } from "~/features/admin/pagination.tsx";
import { capitalised, SEARCH_MAX } from "~/features/requests/filters";
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
import { Button } from "~/ui/button";

import { ENQUIRY_STATUSES, type EnquiryFilters, type EnquiryRow } from "./enquiry-list";

export const ENQUIRIES_PATH = "/admin/enquiries";

/** SPEC §2 "Enquiries": search box and status filter, the table, its status select and delete. */
export function EnquiriesPage({ page, filters }: { page: Page<EnquiryRow>; filters: EnquiryFilters }) {
  const location = useLocation();
  const statusAction = useStatusAction();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const filtered = filters.q !== null || filters.status !== null;
  return (
    <AdminPage
      title="Admission Enquiries"
      description="Admission enquiries from the website, newest first."
      actions={<ExportLink path={`${ENQUIRIES_PATH}/export.csv`} search={location.search} />}
    >
      {/* A plain GET form: the search lives in the URL and works without JavaScript. */}
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="filter-q" className={filterLabelClass}>
            Search
          </label>
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            maxLength={SEARCH_MAX}
            placeholder="Name, student, phone or email"
            className={`${filterControlClass} w-full`}
          />
        </div>
        <div>
          <label htmlFor="filter-status" className={filterLabelClass}>
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={filterControlClass}>
            <option value="">All</option>
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {capitalised(status)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">
          <Search aria-hidden className="h-4 w-4" />
          Search
        </Button>
        {filtered ? (
          <Link to={ENQUIRIES_PATH} className="px-2 py-2.5 text-sm font-medium text-brand-800 hover:underline">
            Clear filters
          </Link>
        ) : null}
      </Form>

      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[72rem] text-left text-sm">
          <caption className="sr-only">Admission enquiries, newest first</caption>
          <thead className={tableHeadClass}>
            <tr>
              {[
                "Enquirer",
                "Student",
                "Class",
                "Contact",
                "Previous school",
                "Message",
                "Status",
                "Received",
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
                  {filtered ? "No enquiries match this search." : "No enquiries yet."}
                </td>
              </tr>
            ) : (
              page.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
                    {row.enquirerName}
                    <span className="block font-normal text-slate-600">{row.relationship}</span>
                  </th>
                  <td className={cellClass}>{row.studentName}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{row.classForAdmission}</td>
                  <td className={cellClass}>
                    <ContactCell phone={row.contactNo} email={row.email} />
                  </td>
                  <td className={cellClass}>
                    <OptionalText>{row.previousSchool}</OptionalText>
                  </td>
                  <td className={`${cellClass} max-w-xs break-words whitespace-pre-line`}>
                    <OptionalText>{row.message}</OptionalText>
                  </td>
                  <td className={cellClass}>
                    <StatusSelect
                      id={row.id}
                      status={row.status}
                      statuses={ENQUIRY_STATUSES}
                      label={`Status of the enquiry from ${row.enquirerName}`}
                      action={statusAction}
                    />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap text-slate-700`}>{row.received}</td>
                  <td className={cellClass}>
                    <DeleteButton
                      label={`Delete the enquiry from ${row.enquirerName}`}
                      onClick={() =>
                        setDeleting({
                          id: row.id,
                          title: "Delete this enquiry?",
                          description: `The enquiry from ${row.enquirerName} (${row.relationship}) about ${row.studentName} will be deleted. This cannot be undone.`,
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
      <Pagination page={page} noun="enquiries" />
    </AdminPage>
  );
}

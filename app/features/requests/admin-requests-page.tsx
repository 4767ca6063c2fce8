// The back office page of a kind of request (SPEC §2 "Visit requests",
// "Enquiries", decision 0026 "Contact Messages"): its filters, the table with
// a link to each record's page, a status select and delete in every row (on a
// phone, a card with Call and WhatsApp: decision 0050), the delete prompt, the
// pager and the CSV link.
import { Search, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useLocation, type MetaDescriptor } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";
import { AdminCard, AdminList, cardLinkClass, compactCellClass, RowAction } from "~/features/admin/admin-table";
import type { Page } from "~/features/admin/pagination";
import { Pagination } from "~/features/admin/pagination.tsx";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { sectionPath } from "~/features/admin/sections";
import { pageMeta } from "~/lib/page/meta";
import { Button } from "~/ui/button";

import { capitalised, SEARCH_MAX } from "./filters";
import {
  DATE_SCOPES,
  recordPathOf,
  searchOfFilters,
  type ListedRequest,
  type RequestFilter,
  type RequestFilters,
  type RequestKind,
  type RequestRecord,
  type SelectFilter,
} from "./request-kind";
import {
  DeletePrompt,
  ExportLink,
  filterControlClass,
  filterLabelClass,
  LanguageBadge,
  ReachButtons,
  type DeleteTarget,
} from "./request-table";
import { StatusBadge, StatusSelect, useStatusChange } from "./status-change";

/** A route module's `meta` and `ErrorBoundary` for the page of `kind`. */
export function requestsPageExports<Rec extends RequestRecord>(kind: RequestKind<Rec>) {
  return {
    meta: (args: Parameters<typeof pageMeta>[0]): MetaDescriptor[] => [
      ...pageMeta(args, kind.texts.title),
      { name: "robots", content: "noindex" },
    ],
    // SPEC §8: a list that cannot be read says so, as a toast and on the page.
    ErrorBoundary: function RequestsLoadFailed() {
      return <SectionLoadFailed title={kind.texts.title} message={kind.messages.loadFailed} />;
    },
  };
}

export function AdminRequestsPage<Rec extends RequestRecord>({
  kind,
  page,
  filters,
  today,
  actions,
  choices = {},
  children,
}: {
  kind: RequestKind<Rec>;
  page: Page<ListedRequest<Rec>>;
  filters: RequestFilters;
  /** The school's date, yyyy-MM-dd. */
  today: string;
  /** The kind's own buttons beside the export ("Enter a Paper Form"). */
  actions?: ReactNode;
  /** The choices of the kind's selects that are the data's own, by param (`RequestDefinition.choicesOf`). */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** What the kind's page shows above the filters (the applications' table of classes). */
  children?: ReactNode;
}) {
  const location = useLocation();
  const statusChange = useStatusChange();
  // The same select in a row of the table and on a card of the phone's list.
  const statusSelect = (row: ListedRequest<Rec>, className?: string) => (
    <StatusSelect
      id={row.id}
      status={row.status}
      statuses={kind.statuses}
      label={kind.statusLabel(row)}
      change={statusChange}
      className={className}
    />
  );
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const path = sectionPath(kind.section);
  const statusName = kind.texts.status ?? "Status";
  const filtered =
    [filters.date, filters.to, filters.q, filters.when, filters.status].some((value) => value != null) ||
    Object.keys(filters.selects ?? {}).length > 0;
  // A date-filtered list shows visits from today on by default: saying "none yet" there would not be true.
  const empty = filtered
    ? kind.texts.noMatch
    : kind.filter.param === "date"
      ? kind.filter.noneUpcoming
      : kind.texts.empty;
  const list = { today };
  const [first, ...rest] = kind.columns;
  // A record's page leads back to this very list: its filters and page ride along.
  const listSearch = searchOfFilters({ ...filters, page: page.page });
  return (
    <AdminPage
      title={kind.texts.title}
      description={kind.texts.description}
      actions={
        <div className="flex flex-wrap gap-2">
          {actions}
          <ExportLink path={`${path}/export.csv`} search={location.search} />
        </div>
      }
    >
      {children}
      {/* A plain GET form: the filters live in the URL and work without JavaScript. */}
      <Form
        method="get"
        role={kind.filter.param === "q" ? "search" : undefined}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <OwnFilter filter={kind.filter} filters={filters} />
        {kind.selects?.map((select) => (
          <SelectFilterField
            key={select.param}
            select={select}
            choices={choices[select.param]}
            value={filters.selects?.[select.param]}
          />
        ))}
        <div>
          <label htmlFor="filter-status" className={filterLabelClass}>
            {statusName}
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={filterControlClass}>
            <option value="">All</option>
            {kind.statuses.map((status) => (
              <option key={status} value={status}>
                {capitalised(status)}
              </option>
            ))}
            {kind.statusGroups?.map((group) => (
              <option key={group.value} value={group.value}>
                {group.label}
              </option>
            ))}
          </select>
        </div>
        {kind.filter.param === "q" ? (
          <Button type="submit">
            <Search aria-hidden className="h-4 w-4" />
            Search
          </Button>
        ) : (
          <Button type="submit">Apply filters</Button>
        )}
        {filtered ? (
          <Link to={path} className="px-2 py-2.5 text-sm font-medium text-brand-800 hover:underline">
            Clear filters
          </Link>
        ) : null}
      </Form>

      <AdminList
        compact
        className="mt-4"
        caption={typeof kind.texts.caption === "string" ? kind.texts.caption : kind.texts.caption(filters)}
        minWidth="min-w-[72rem]"
        columns={[...kind.columns.map((column) => column.heading), statusName, kind.texts.received, "Actions"]}
        rows={page.rows}
        empty={empty}
        row={(row) => (
          <tr key={row.id} className="align-top">
            {first ? (
              <th scope="row" className={classes(compactCellClass, "font-medium text-slate-900", first.className)}>
                <Link to={recordPathOf(kind, row.id, listSearch)} className="text-brand-800 hover:underline">
                  {first.cell(row, list)}
                </Link>
                <LanguageBadge language={row.language} />
              </th>
            ) : null}
            {rest.map((column) => (
              <td key={column.heading} className={classes(compactCellClass, column.className)}>
                {column.cell(row, list)}
              </td>
            ))}
            <td className={compactCellClass}>
              {kind.statusLabelOnly ? <StatusBadge status={row.status} statuses={kind.statuses} /> : statusSelect(row)}
            </td>
            <td className={`${compactCellClass} whitespace-nowrap text-slate-700`}>{row.received}</td>
            <td className={compactCellClass}>
              <RowAction
                icon={Trash2}
                label="Delete"
                aria-label={kind.deleteLabel(row)}
                danger
                onClick={() => setDeleting({ id: row.id, ...kind.deletePrompt(row) })}
              />
            </td>
          </tr>
        )}
        card={(row) => {
          const who = kind.card.who(row);
          return (
            <AdminCard
              key={row.id}
              title={
                <h2>
                  <Link
                    to={recordPathOf(kind, row.id, listSearch)}
                    className={`${cardLinkClass} inline-flex min-h-11 items-center`}
                  >
                    {who}
                  </Link>
                  <LanguageBadge language={row.language} />
                </h2>
              }
              badge={<StatusBadge status={statusChange.pendingOf(row.id) ?? row.status} statuses={kind.statuses} />}
              actions={
                <div className="space-y-2">
                  <ReachButtons reach={row.reach} who={who} />
                  {kind.statusLabelOnly ? null : statusSelect(row, "w-full")}
                </div>
              }
            >
              {kind.card.about(row, list)}
              <p className="text-slate-600">
                {kind.texts.received} {row.waited} ago · {row.received}
              </p>
            </AdminCard>
          );
        }}
      />
      <DeletePrompt target={deleting} onClose={() => setDeleting(null)} />
      <Pagination page={page} noun={kind.texts.noun} />
    </AdminPage>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

/** One date of the list's filter, named `name` in the URL. */
function DateFilter({ name, label, value }: { name: "date" | "to"; label: string; value: string | null | undefined }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={filterLabelClass}>
        {label}
      </label>
      <input id={`filter-${name}`} type="date" name={name} defaultValue={value ?? ""} className={filterControlClass} />
    </div>
  );
}

/** A select of the kind's own (an application's class): All, or one of its choices. */
function SelectFilterField({
  select,
  choices,
  value,
}: {
  select: SelectFilter;
  /** Its choices where they are the data's own. */
  choices: readonly string[] | undefined;
  value: string | undefined;
}) {
  const id = `filter-${select.param}`;
  const options = typeof select.options === "function" ? (choices ?? []) : select.options;
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {select.label}
      </label>
      <select id={id} name={select.param} defaultValue={value ?? ""} className={filterControlClass}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's own filter: a visit date (one day, or to a second date), or the search box (decision 0010). */
function OwnFilter({ filter, filters }: { filter: RequestFilter; filters: RequestFilters }) {
  if (filter.param === "date") {
    return (
      <>
        <div>
          <label htmlFor="filter-when" className={filterLabelClass}>
            Show
          </label>
          {/* From today on is the default: its value is empty, so the URL stays bare (decision 0037). */}
          <select id="filter-when" name="when" defaultValue={filters.when ?? ""} className={filterControlClass}>
            {DATE_SCOPES.map((scope) => (
              <option key={scope.label} value={scope.value ?? ""}>
                {scope.label}
              </option>
            ))}
          </select>
        </div>
        <DateFilter name="date" label={filter.label} value={filters.date} />
        <DateFilter name="to" label="Until" value={filters.to} />
      </>
    );
  }
  return (
    <div className="min-w-64 flex-1">
      <label htmlFor="filter-q" className={filterLabelClass}>
        {filter.label}
      </label>
      <input
        id="filter-q"
        type="search"
        name="q"
        defaultValue={filters.q ?? ""}
        maxLength={SEARCH_MAX}
        placeholder={filter.placeholder}
        className={`${filterControlClass} w-full`}
      />
    </div>
  );
}

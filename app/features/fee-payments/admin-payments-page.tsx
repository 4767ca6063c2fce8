// /admin/applications/payments (docs/specification.md §34): the payments of every session with their filters and counts, the
// statement's import (and the step that maps an unknown layout's columns once), what an import matched, each match
// confirmed in one press or taken back, the credits that matched nothing, and a payment confirmed by hand.
import { useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";

import { FormDialog } from "~/features/admin/admin-dialogs";
import { AdminForm, useAdminForm, type AdminFormState } from "~/features/admin/admin-form";
import { AdminPage, OfficeSection } from "~/features/admin/admin-page";
import type { AdminReply } from "~/features/admin/reply";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { FEE_MODE } from "~/features/applications/options";
import type { FormSchema } from "~/lib/forms/schema-form";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";

import { longDate } from "../../../db/time";
import type { ImportAnswer, ImportResult, MappingStep } from "./import.server";
import {
  confirmSchema,
  importSchema,
  MAPPED_FIELDS,
  mappingSchema,
  PAYMENT_FILTERS,
  PAYMENTS_PATH,
  type PaymentFilter,
} from "./office-schema";
import type { PaymentRow } from "./office.server";
import { ReceiptLink } from "./receipt-link";

/** The page's answer: an import's result or its mapping step, beside the usual reply. */
export type PaymentsReply = AdminReply & { answer?: ImportAnswer | null };

export interface AdminPaymentsData {
  filter: PaymentFilter | null;
  counts: Record<PaymentFilter, number>;
  payments: { rows: PaymentRow[]; total: number; page: number; pageSize: number };
  today: string;
  takesFeesOnline: boolean;
}

const STATE_WORDS: Record<string, string> = {
  awaiting: "Awaiting",
  reported: "Reported",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};
const PURPOSE_NAMES = { registration: "Registration fee", admission: "Admission fee" } as const;

/** "A", "B", … "AA": a column as a spreadsheet names it. */
const columnName = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

/** A form of this page: it posts to the page itself, which is not one of the sections. */
const usePaymentsForm = <Schema extends FormSchema>(
  options: Omit<Parameters<typeof useAdminForm<Schema, PaymentsReply>>[0], "section">,
) => useAdminForm<Schema, PaymentsReply>({ ...options, section: { path: PAYMENTS_PATH } });

export function AdminPaymentsPage({
  data,
  lastReply,
}: {
  data: AdminPaymentsData;
  lastReply?: PaymentsReply | undefined;
}) {
  const { filter, counts, payments, today } = data;
  const importing = usePaymentsForm({ intent: "import", id: "import-statement", schema: importSchema, lastReply });
  const mapping = usePaymentsForm({ intent: "import_mapped", id: "map-statement", schema: mappingSchema, lastReply });
  // The newest answer of either form: its result, or the step that maps the columns.
  const replies = [mapping.reply, importing.reply, lastReply].filter(Boolean) as PaymentsReply[];
  const answer = replies.find((reply) => reply.answer)?.answer ?? null;
  const [confirming, setConfirming] = useState<PaymentRow | null>(null);
  return (
    <AdminPage
      title="Payments"
      description="Fees parents paid by UPI or bank transfer: import the bank's statement to find them, and confirm each to issue its receipt."
      back={{ to: "/admin/applications", label: "Applications" }}
    >
      {!data.takesFeesOnline ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          No UPI ID or bank account is set in School Settings: parents are asked for no fee online.{" "}
          <Link to="/admin/settings#school-settings-upiId" className="font-medium underline">
            Set them
          </Link>
        </p>
      ) : null}
      <OfficeSection
        id="import-heading"
        title="Import Statement"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <p className="text-sm text-slate-600">
          The account&apos;s statement as the bank&apos;s website gives it: CSV or Excel (.xls or .xlsx), at most 5 MB.
          The file is read and not kept: only the lines that match a payment are.
        </p>
        <StatementForm state={importing} />
        {answer && "mapping" in answer ? <MappingForm step={answer.mapping} state={mapping} /> : null}
        {answer && "imported" in answer ? <ImportedResult result={answer.imported} /> : null}
      </OfficeSection>

      <nav aria-label="Filters" className="mt-6 flex flex-wrap gap-2">
        <FilterLink current={filter === null} to={PAYMENTS_PATH}>
          All
        </FilterLink>
        {(Object.keys(PAYMENT_FILTERS) as PaymentFilter[]).map((key) => (
          <FilterLink key={key} current={filter === key} to={`${PAYMENTS_PATH}?filter=${key}`}>
            {PAYMENT_FILTERS[key]} ({counts[key]})
          </FilterLink>
        ))}
      </nav>

      <section aria-labelledby="list-heading" className="mt-4">
        <h2 id="list-heading" className="sr-only">
          {filter ? PAYMENT_FILTERS[filter] : "All payments"}
        </h2>
        {payments.rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600">
            No payments here.
          </p>
        ) : (
          <ul className="space-y-3">
            {payments.rows.map((row) => (
              <PaymentCard key={row.id} row={row} onConfirm={() => setConfirming(row)} />
            ))}
          </ul>
        )}
        <PageLinks filter={filter} page={payments.page} total={payments.total} pageSize={payments.pageSize} />
      </section>
      {confirming ? <ConfirmByHand row={confirming} today={today} onClose={() => setConfirming(null)} /> : null}
    </AdminPage>
  );
}

function FilterLink({ current, to, children }: { current: boolean; to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"}`}
    >
      {children}
    </Link>
  );
}

function PageLinks({
  filter,
  page,
  total,
  pageSize,
}: {
  filter: PaymentFilter | null;
  page: number;
  total: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const to = (n: number) =>
    `${PAYMENTS_PATH}?${new URLSearchParams({ ...(filter ? { filter } : {}), page: String(n) })}`;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className="min-h-11 font-medium text-brand-800 underline">
          Newer
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className="min-h-11 font-medium text-brand-800 underline">
          Older
        </Link>
      ) : null}
    </nav>
  );
}

/** One press: confirm a match, or take it back. */
function LineActions({ lineId }: { lineId: string }) {
  const action = useAdminAction();
  const send = (intent: string) =>
    action.fetcher.submit({ intent, line: lineId }, { method: "post", action: PAYMENTS_PATH });
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={action.busy} onClick={() => send("confirm_match")}>
        Confirm
      </Button>
      <Button variant="secondary" disabled={action.busy} onClick={() => send("unmatch")}>
        Not This Payment
      </Button>
    </div>
  );
}

function PaymentCard({ row, onConfirm }: { row: PaymentRow; onConfirm: () => void }) {
  const open = row.state === "awaiting" || row.state === "reported";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`payment-${row.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`payment-${row.id}`} className="font-semibold text-slate-900">
          <Link to={`/admin/applications/${row.application.id}`} className="text-brand-800 underline">
            {row.application.number}
          </Link>{" "}
          {row.application.childName}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
          {row.line && open ? "To confirm" : STATE_WORDS[row.state]}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-700">For: </dt>
          <dd className="inline">{PURPOSE_NAMES[row.purpose]}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">Amount: </dt>
          <dd className="inline">{row.amount}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">Reference: </dt>
          <dd className="inline font-mono">{row.reference}</dd>
        </div>
        {row.dueOn ? (
          <div>
            <dt className="inline font-medium text-slate-700">Due by: </dt>
            <dd className="inline">{longDate(row.dueOn)}</dd>
          </div>
        ) : null}
        {row.reported.length ? (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-700">UTRs reported: </dt>
            <dd className="inline font-mono">
              {row.reported
                .map((report) =>
                  [report.utr, report.amount, report.paidOn ? longDate(report.paidOn) : null]
                    .filter(Boolean)
                    .join(", "),
                )
                .join("; ")}
            </dd>
          </div>
        ) : null}
        {row.line ? (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-700">Matched line: </dt>
            <dd className="inline break-words">
              {longDate(row.line.date)}, {row.line.amount}, {row.line.narration}
              {row.line.reference ? ` (${row.line.reference})` : ""}
            </dd>
          </div>
        ) : null}
        {row.cancelReason && row.state === "cancelled" ? (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-700">Cancelled: </dt>
            <dd className="inline">{row.cancelReason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {row.receipt ? <ReceiptLink receipt={row.receipt} /> : null}
        {open && row.line ? <LineActions lineId={row.line.id} /> : null}
        {open && !row.line ? (
          <Button variant="secondary" onClick={onConfirm}>
            Confirm by Hand
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function ConfirmByHand({ row, today, onClose }: { row: PaymentRow; today: string; onClose: () => void }) {
  const schema = confirmSchema(today);
  const state = usePaymentsForm({
    intent: "confirm",
    id: `confirm-${row.id}`,
    schema,
    onClose,
    defaultValue: { paidOn: row.reported[0]?.paidOn ?? today, mode: "upi", reference: row.reported[0]?.utr ?? "" },
  });
  return (
    <FormDialog
      state={state}
      hidden={{ id: row.id }}
      title="Confirm by Hand"
      description={`${row.application.number}, ${PURPOSE_NAMES[row.purpose]}, ${row.amount}: confirm it once you have seen the payment in the school's account. Its receipt is issued and mailed to the parent.`}
      submitLabel="Confirm Payment"
      busyLabel="Confirming..."
    >
      <TextField meta={state.fields.paidOn} label="Paid on" type="date" max={today} />
      <SelectField meta={state.fields.mode} label="Mode" placeholder="Select mode" options={FEE_MODE.options} />
      <TextField
        meta={state.fields.reference}
        label="Reference"
        hint="The UTR, the cheque's number or the bank's reference."
      />
    </FormDialog>
  );
}

/** The bank statements a form takes: CSV or Excel, and the text a bank may give them as. */
const STATEMENT_ACCEPT =
  ".csv,.xls,.xlsx,.txt,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A form that sends the bank's statement (its import, or its import with the columns mapped), and `children`. */
function StatementForm({
  state,
  hint,
  children,
}: {
  state: AdminFormState & { fields: { statement: ComponentProps<typeof TextField>["meta"] } };
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <AdminForm state={state} encType="multipart/form-data" submit={{ label: "Import", busyLabel: "Importing..." }}>
      <TextField
        meta={state.fields.statement}
        label="Bank statement"
        type="file"
        accept={STATEMENT_ACCEPT}
        optional={false}
        hint={hint}
      />
      {children}
    </AdminForm>
  );
}

function MappingForm({
  step,
  state,
}: {
  step: MappingStep;
  state: ReturnType<typeof useAdminForm<typeof mappingSchema>>;
}) {
  const width = Math.max(0, ...step.preview.map((row) => row.cells.length));
  const columns = Array.from({ length: width }, (_, index) => ({
    value: String(index),
    label: `Column ${columnName(index)}`,
  }));
  const fields = state.fields as unknown as Record<string, Parameters<typeof SelectField>[0]["meta"]>;
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p role="status" className="text-sm font-medium text-amber-950">
        {step.message}
      </p>
      <div className="max-h-80 overflow-auto rounded border border-slate-200 bg-white">
        <table className="min-w-full text-xs">
          <caption className="sr-only">The first rows of {step.fileName}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Row
              </th>
              {columns.map((column) => (
                <th key={column.value} scope="col" className="px-2 py-1 text-left">
                  {columnName(Number(column.value))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {step.preview.map((row) => (
              <tr key={row.line} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {row.line}
                </th>
                {columns.map((column) => (
                  <td key={column.value} className="px-2 py-1 whitespace-nowrap">
                    {row.cells[Number(column.value)] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StatementForm state={state} hint="Choose the statement file again: it is not kept.">
        <SelectField
          meta={state.fields.headerLine}
          label="Header row"
          placeholder="Select the row with the column names"
          options={step.preview.map((row) => ({
            value: String(row.line),
            label: `Row ${row.line}: ${row.cells.filter(Boolean).slice(0, 4).join(", ")}`,
          }))}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {MAPPED_FIELDS.map(([field, label]) => (
            <SelectField
              key={field}
              meta={fields[`column_${field}`]!}
              label={label}
              placeholder="None"
              options={columns}
            />
          ))}
        </div>
        <TextField
          meta={state.fields.bankName}
          label="Bank name"
          hint="What to call this layout, like SBI current account."
        />
      </StatementForm>
    </div>
  );
}

function ImportedResult({ result }: { result: ImportResult }) {
  return (
    <div className="space-y-4" role="status">
      <p className="font-medium text-slate-900">
        {result.fileName}
        {result.bankName ? ` (${result.bankName})` : ""}: {result.credits} credits and {result.debits} debits;{" "}
        {result.matches.length} matched, {result.unmatched.length} matched nothing, {result.seenBefore} seen before.
      </p>
      {result.problems.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Lines that could not be read</h3>
          <ul className="mt-1 list-disc pl-6 text-sm text-red-800">
            {result.problems.map((problem) => (
              <li key={problem.line}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.matches.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Matched</h3>
          <ul className="mt-1 space-y-2">
            {result.matches.map((match) => (
              <li key={match.lineId} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p>
                  <span className="font-medium">{match.applicationNumber}</span> {match.childName}: {match.amount} on{" "}
                  {longDate(match.date)}
                  {match.utr ? `, UTR ${match.utr}` : ""}
                </p>
                <p className="break-words text-slate-600">{match.narration}</p>
                {match.receipt ? (
                  <p className="font-medium text-green-800">Confirmed at once: receipt {match.receipt}</p>
                ) : (
                  <div className="mt-2">
                    <LineActions lineId={match.lineId} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.unmatched.length ? (
        <details>
          <summary className="min-h-11 cursor-pointer font-semibold text-slate-900">
            Credits that matched nothing ({result.unmatched.length})
          </summary>
          <ul className="mt-1 space-y-1 text-sm">
            {result.unmatched.map((credit) => (
              <li key={credit.line} className="break-words">
                Line {credit.line}: {longDate(credit.date)}, {credit.amount}, {credit.narration}
                {credit.reference ? ` (${credit.reference})` : ""}. <span className="font-medium">{credit.why}</span>
                {credit.names.length ? ` (${credit.names.join(", ")})` : ""}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

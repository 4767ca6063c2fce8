// /admin/mandatory-disclosures/fees (docs/specification.md §29): a session's heads of fee for each class, added,
// edited, deleted or imported from a CSV file, and the session's Form VI. A table from 640 px up, a card per head below (decision 0050).
import { FileText, Upload } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Link } from "react-router";

import { ConfirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { AddButton, AdminPage, OfficeSection } from "~/features/admin/admin-page";
import { AdminCard, AdminList, cellClass, EditDeleteActions } from "~/features/admin/admin-table";
import { hindiLabel, HindiTextField } from "~/features/admin/hindi-fields";
import { CLASSES } from "~/features/admissions/options";
import { rupees } from "~/features/applications/options";
import { TABLE_PAGES, templatePath } from "~/features/disclosure-tables/pages";
import type { FormSchema } from "~/lib/forms/schema-form";
import { Button, buttonClass } from "~/ui/button";
import { CheckboxField, SelectField, TextField } from "~/ui/form-controls";

import { longDate } from "../../../db/time";
import { FEE_PER } from "./fees";
import type { FeeHeadData, FeeSessionData } from "./fees.server";
import {
  addHeadSchema,
  addSessionSchema,
  FEE_CSV_COLUMNS,
  importHeadsSchema,
  updateHeadSchema,
  uploadFormViSchema,
} from "./schema";

export const FEES_PATH = TABLE_PAGES.fees.path;

const useFeeForm = <Schema extends FormSchema>(options: Omit<Parameters<typeof useAdminForm<Schema>>[0], "section">) =>
  useAdminForm({ ...options, section: { path: FEES_PATH } });

type OpenDialog =
  | { kind: "add-session" | "add-head" | "import" | "form-vi" | "remove-form-vi" }
  | { kind: "edit-head" | "delete-head"; head: FeeHeadData };

const HEAD_COLUMNS = [
  "Head",
  "Head (Hindi)",
  "How often",
  { heading: "Amount", className: "w-32" },
  { heading: "Actions", className: "w-44" },
];

export interface AdminFeesData {
  session: string;
  sessions: FeeSessionData[];
  heads: FeeHeadData[];
  /** The newest session before the chosen one that has heads: what a new session can start from. */
  copyable: string | null;
}

export function AdminFeesPage({ session, sessions, heads, copyable }: AdminFeesData) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const chosen = sessions.find((row) => row.session === session);
  const listed = chosen ? sessions : [{ session, formViUrl: null, formViFiledOn: null, heads: 0 }, ...sessions];
  const classes = CLASSES.filter((className) => heads.some((head) => head.className === className));

  return (
    <AdminPage
      title="Fees"
      description="Each class's heads of fee for a session, and the session's Form VI, as the fee page shows them."
      back={{ to: "/admin/mandatory-disclosures", label: "Mandatory Disclosures" }}
      actions={
        <div className="flex flex-wrap gap-2">
          <AddButton variant="secondary" onClick={() => setDialog({ kind: "add-session" })}>
            Add Session
          </AddButton>
          <Button variant="secondary" onClick={() => setDialog({ kind: "import" })}>
            <Upload aria-hidden className="h-4 w-4" />
            Import CSV
          </Button>
          <AddButton onClick={() => setDialog({ kind: "add-head" })}>Add Head</AddButton>
        </div>
      }
    >
      <nav aria-label="Sessions" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-800">Session:</span>
        {listed.map((row) => (
          <Link
            key={row.session}
            to={`${FEES_PATH}?session=${row.session}`}
            aria-current={row.session === session ? "page" : undefined}
            className={buttonClass(row.session === session ? "primary" : "secondary")}
          >
            {row.session}
          </Link>
        ))}
      </nav>

      <OfficeSection
        id="form-vi-heading"
        title={`Form VI (${session})`}
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        {chosen?.formViUrl ? (
          <p className="mt-1 text-sm text-slate-700">
            <a
              href={chosen.formViUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 hover:underline"
            >
              <FileText aria-hidden className="h-4 w-4" />
              Uploaded PDF
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {chosen.formViFiledOn ? <>, filed on {longDate(chosen.formViFiledOn)}</> : null}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">No Form VI uploaded for {session} yet.</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog({ kind: "form-vi" })}>
            {chosen?.formViUrl ? "Replace Form VI" : "Upload Form VI"}
          </Button>
          {chosen?.formViUrl ? (
            <Button variant="secondary" onClick={() => setDialog({ kind: "remove-form-vi" })}>
              Remove Form VI
            </Button>
          ) : null}
        </div>
      </OfficeSection>

      {classes.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-700">
          No heads of fee for {session} yet. Add a head or import a CSV file
          {copyable ? `, or start from ${copyable}'s fees with Add Session` : ""}.
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          {classes.map((className) => (
            <ClassHeads
              key={className}
              className={className}
              heads={heads.filter((head) => head.className === className)}
              onEdit={(head) => setDialog({ kind: "edit-head", head })}
              onDelete={(head) => setDialog({ kind: "delete-head", head })}
            />
          ))}
        </div>
      )}

      {dialog?.kind === "add-session" ? (
        <AddSessionDialog latest={sessions[0]?.session ?? null} onClose={close} />
      ) : null}
      {dialog?.kind === "add-head" ? <HeadDialog session={session} onClose={close} /> : null}
      {dialog?.kind === "edit-head" ? (
        <HeadDialog key={dialog.head.id} session={session} head={dialog.head} onClose={close} />
      ) : null}
      {dialog?.kind === "delete-head" ? (
        <ConfirmDialog
          section={{ path: FEES_PATH }}
          title="Delete Head"
          description={`Delete “${dialog.head.head}” of ${dialog.head.className} from ${session}? This cannot be undone.`}
          values={{ intent: "delete_head", headId: dialog.head.id }}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "import" ? <ImportDialog session={session} onClose={close} /> : null}
      {dialog?.kind === "form-vi" ? <FormViDialog session={session} onClose={close} /> : null}
      {dialog?.kind === "remove-form-vi" ? (
        <ConfirmDialog
          section={{ path: FEES_PATH }}
          title="Remove Form VI"
          busyLabel="Removing..."
          description={`Remove the Form VI of ${session}? The fee page will no longer offer it.`}
          values={{ intent: "remove_form_vi", session }}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}

function ClassHeads({
  className,
  heads,
  onEdit,
  onDelete,
}: {
  className: string;
  heads: FeeHeadData[];
  onEdit: (head: FeeHeadData) => void;
  onDelete: (head: FeeHeadData) => void;
}) {
  const headingId = `fees-${className.replace(/\s+/g, "-").toLowerCase()}`;
  const actions = (head: FeeHeadData) => (
    <EditDeleteActions
      name={`${head.head} of ${className}`}
      onEdit={() => onEdit(head)}
      onDelete={() => onDelete(head)}
    />
  );
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={headingId} className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900">
        {className}
      </h2>
      <AdminList
        bare
        labelledBy={headingId}
        minWidth="min-w-[40rem]"
        columns={HEAD_COLUMNS}
        rows={heads}
        row={(head) => (
          <tr key={head.id} className="align-top">
            <th scope="row" className={`${cellClass} font-normal text-slate-900`}>
              {head.head}
            </th>
            <td className={`${cellClass} text-slate-700`} lang="hi">
              {head.headHi ?? ""}
            </td>
            <td className={`${cellClass} text-slate-700`}>{FEE_PER.words[head.per]}</td>
            <td className={`${cellClass} text-slate-900`}>{rupees(head.amount)}</td>
            <td className={cellClass}>{actions(head)}</td>
          </tr>
        )}
        card={(head) => (
          <AdminCard key={head.id} bare title={<h3 className="font-medium">{head.head}</h3>} actions={actions(head)}>
            {head.headHi ? <p lang="hi">{head.headHi}</p> : null}
            <p>
              {rupees(head.amount)}, {FEE_PER.words[head.per].toLowerCase()}
            </p>
          </AdminCard>
        )}
      />
    </section>
  );
}

function AddSessionDialog({ latest, onClose }: { latest: string | null; onClose: () => void }) {
  const state = useFeeForm({
    intent: "add_session",
    id: "add-fee-session",
    schema: addSessionSchema,
    defaultValue: latest ? { copyFrom: "on" } : {},
    onClose,
  });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      title="Add Session"
      description="A session's fees, such as 2026-27."
      submitLabel="Add Session"
      busyLabel="Adding..."
    >
      <TextField meta={fields.session} label="Session" hint="Two years, like 2026-27." autoComplete="off" />
      {latest ? (
        <CheckboxField meta={fields.copyFrom} label="Start with the fees of the last session that has any" />
      ) : null}
    </FormDialog>
  );
}

function HeadDialog({ session, head, onClose }: { session: string; head?: FeeHeadData; onClose: () => void }) {
  const editing = head !== undefined;
  const state = useFeeForm({
    intent: editing ? "update_head" : "add_head",
    id: editing ? `edit-head-${head.id}` : "add-head",
    schema: editing ? updateHeadSchema : addHeadSchema,
    defaultValue: head
      ? {
          className: head.className,
          head: head.head,
          headHi: head.headHi ?? "",
          per: head.per,
          amount: String(head.amount),
        }
      : { per: "year" },
    onClose,
  });
  const { fields } = state as unknown as ReturnType<typeof useFeeForm<typeof addHeadSchema>>;
  return (
    <FormDialog
      state={state}
      hidden={editing ? { headId: head.id } : { session }}
      title={editing ? "Edit Head" : "Add Head"}
      description={`A head of fee of one class in ${session}.`}
      submitLabel={editing ? "Save Changes" : "Add Head"}
      busyLabel={editing ? "Saving..." : "Adding..."}
    >
      <SelectField meta={fields.className} label="Class" placeholder="Choose a class" options={CLASSES} />
      <TextField meta={fields.head} label="Head" hint="For example Tuition fee." autoComplete="off" />
      <HindiTextField meta={fields.headHi} label={hindiLabel("Head")} />
      <SelectField meta={fields.per} label="How often" options={FEE_PER.options} />
      <TextField meta={fields.amount} label="Amount (₹)" inputMode="numeric" hint="Whole rupees, 0 to 1000000." />
    </FormDialog>
  );
}

/** A dialog that sends a file for the session: the CSV of its heads of fee, or its Form VI. */
function SessionFileDialog({ session, ...dialog }: ComponentProps<typeof FormDialog> & { session: string }) {
  return <FormDialog {...dialog} hidden={{ session }} encType="multipart/form-data" />;
}

function ImportDialog({ session, onClose }: { session: string; onClose: () => void }) {
  const state = useFeeForm({ intent: "import_heads", id: "import-fees", schema: importHeadsSchema, onClose });
  const { fields } = state;
  return (
    <SessionFileDialog
      session={session}
      state={state}
      title="Import CSV"
      description={`The file's rows replace all of ${session}'s heads of fee. A file with a bad row changes nothing.`}
      submitLabel="Import"
      busyLabel="Importing..."
    >
      <p className="text-sm text-slate-700">
        Columns: {FEE_CSV_COLUMNS.map((column) => column.header).join(", ")}. Per is Once, Year, Quarter or Month.{" "}
        <a href={templatePath("fees")} download className="font-medium text-brand-800 underline">
          Download a template
        </a>
      </p>
      <TextField meta={fields.file} label="CSV file" type="file" accept=".csv,text/csv" optional={false} />
    </SessionFileDialog>
  );
}

function FormViDialog({ session, onClose }: { session: string; onClose: () => void }) {
  const state = useFeeForm({ intent: "upload_form_vi", id: "upload-form-vi", schema: uploadFormViSchema, onClose });
  const { fields } = state;
  return (
    <SessionFileDialog
      session={session}
      state={state}
      title="Upload Form VI"
      description={`The Form VI of ${session} as filed, a PDF of up to 20 MB. It replaces one uploaded before.`}
      submitLabel="Upload"
      busyLabel="Uploading..."
    >
      <TextField meta={fields.document} label="Form VI (PDF)" type="file" accept="application/pdf,.pdf" />
      <TextField meta={fields.filedOn} label="Date filed" type="date" />
    </SessionFileDialog>
  );
}

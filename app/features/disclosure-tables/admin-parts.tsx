// What every page of the disclosure's tables shares (docs/specification.md §28): its frame, its import form, its
// dialogs' posting to the page's own address.
import { Download } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useActionData } from "react-router";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage, OfficeSection } from "~/features/admin/admin-page";
import type { AdminReply } from "~/features/admin/reply";
import type { FormSchema } from "~/lib/forms/schema-form";
import { TextField } from "~/ui/form-controls";

import { TABLE_PAGES, templatePath, type TablePageKey, type TemplateFile } from "./pages";
import { importSchema } from "./schema";

/** A table's page: the way back to Mandatory Disclosures, its title, its main button. */
export function TablePage({
  page,
  actions,
  children,
}: {
  page: TablePageKey;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { title, description } = TABLE_PAGES[page];
  return (
    <AdminPage
      title={title}
      description={description}
      actions={actions}
      back={{ to: "/admin/mandatory-disclosures", label: "Mandatory Disclosures" }}
    >
      <div className="space-y-8">{children}</div>
    </AdminPage>
  );
}

/** A form of a table's page: posted to the page's own action. */
export const useTableForm = <Schema extends FormSchema>(
  page: TablePageKey,
  options: Omit<Parameters<typeof useAdminForm<Schema>>[0], "section">,
) => useAdminForm({ ...options, section: { path: TABLE_PAGES[page].path } });

/**
 * Importing a list from a CSV file: the template to download, the file, and, when a file is refused, each of its
 * problems by line. A good file replaces the list (`replaces` says which).
 */
export function ImportForm({
  page,
  id,
  heading,
  replaces,
  template,
  headerLine,
  hidden,
  notes,
}: {
  page: TablePageKey;
  id: string;
  heading: string;
  replaces: string;
  template: TemplateFile;
  headerLine: string;
  hidden?: Record<string, string>;
  notes?: ReactNode;
}) {
  // Without scripts the form is a page's post: its problems come back as the page's action data.
  const lastReply = useActionData() as AdminReply | undefined;
  const state = useTableForm(page, { intent: "import", id, schema: importSchema, lastReply });
  const problems = state.form.errors ?? [];
  const headingId = `${id}-heading`;
  return (
    <OfficeSection id={headingId} title={heading} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mt-1 space-y-1 text-sm text-slate-700">
        <p>
          A good file replaces {replaces}. A file with a wrong row is refused whole, each problem listed with its line,
          and nothing is stored.
        </p>
        <p>
          Its first line names the columns:{" "}
          <code className="rounded bg-slate-100 px-1">
            {/* A phone breaks the line after a comma, not inside a column's name. */}
            {headerLine.split(",").map((name, index) => (
              <Fragment key={index}>
                {index > 0 ? (
                  <>
                    ,<wbr />
                  </>
                ) : null}
                {name}
              </Fragment>
            ))}
          </code>
        </p>
        {notes}
      </div>
      <a
        href={templatePath(template)}
        download
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline"
      >
        <Download aria-hidden className="h-4 w-4" />
        Download a template
      </a>
      <AdminForm
        state={{ ...state, form: { ...state.form, errors: undefined } }}
        hidden={hidden}
        encType="multipart/form-data"
        submit={{ label: "Import", busyLabel: "Importing..." }}
        className="mt-2 space-y-2"
      >
        <TextField
          meta={state.fields.file}
          label="CSV file"
          optional={false}
          type="file"
          accept=".csv,text/csv"
          hint="Saved as “CSV UTF-8” from Excel, or downloaded as CSV from Google Sheets."
        />
      </AdminForm>
      {problems.length > 0 ? (
        <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-medium">Nothing was imported. Mend these in the file and upload it again:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </OfficeSection>
  );
}

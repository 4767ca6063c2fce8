// /admin/mandatory-disclosures/results (docs/specification.md §28): Class X and XII results, one a class and year.
import { useState } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { AddButton } from "~/features/admin/admin-page";
import { AdminCard, AdminList, cellClass, EditDeleteActions } from "~/features/admin/admin-table";
import { SelectField, TextField } from "~/ui/form-controls";

import { ImportForm, TablePage, useTableForm } from "./admin-parts";
import { TABLE_PAGES } from "./pages";
import { addResultSchema, updateResultSchema } from "./schema";
import { BOARD_CLASSES, passPercentage } from "./tables";

export interface ResultListRow {
  id: string;
  boardClass: string;
  year: number;
  registered: number;
  passed: number;
  remarks: string;
}

type Open = { kind: "add" } | { kind: "edit" | "delete"; result: ResultListRow };

const COLUMNS = [
  "Class",
  "Year",
  "Registered",
  "Passed",
  "Pass %",
  "Remarks",
  { heading: "Actions", className: "w-44" },
];

const percent = (result: ResultListRow) => {
  const value = passPercentage(result);
  return value === null ? "-" : `${value}%`;
};

export function ResultsPage({ results, headerLine }: { results: ResultListRow[]; headerLine: string }) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const actions = (row: ResultListRow) => (
    <EditDeleteActions
      name={`Class ${row.boardClass} ${row.year}`}
      onEdit={() => setOpen({ kind: "edit", result: row })}
      onDelete={() => setOpen({ kind: "delete", result: row })}
    />
  );
  return (
    <TablePage page="results" actions={<AddButton onClick={() => setOpen({ kind: "add" })}>Add Result</AddButton>}>
      <AdminList
        caption="Board results"
        minWidth="min-w-[44rem]"
        columns={COLUMNS}
        rows={results}
        empty="No results yet. Add them one by one, or import them from a CSV file below."
        row={(row) => (
          <tr key={row.id} className="align-top">
            <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
              Class {row.boardClass}
            </th>
            <td className={cellClass}>{row.year}</td>
            <td className={cellClass}>{row.registered}</td>
            <td className={cellClass}>{row.passed}</td>
            <td className={cellClass}>{percent(row)}</td>
            <td className={cellClass}>{row.remarks || "-"}</td>
            <td className={cellClass}>{actions(row)}</td>
          </tr>
        )}
        card={(row) => (
          <AdminCard key={row.id} title={<h2>{`Class ${row.boardClass}, ${row.year}`}</h2>} actions={actions(row)}>
            <p>
              {row.passed} passed of {row.registered} registered: {percent(row)}
            </p>
            {row.remarks ? <p>{row.remarks}</p> : null}
          </AdminCard>
        )}
      />
      <ImportForm
        page="results"
        id="import-results"
        heading="Import the results from a CSV file"
        replaces="all the results, of both classes"
        template="results"
        headerLine={headerLine}
        notes={
          <p>
            Class is X or XII (also “Class X”, 10 or 12); Year is the examination&apos;s (2026 for March 2026); one row
            a class and year. Remarks may be left empty.
          </p>
        }
      />
      {open?.kind === "add" ? <ResultDialog onClose={close} /> : null}
      {open?.kind === "edit" ? <ResultDialog key={open.result.id} result={open.result} onClose={close} /> : null}
      {open?.kind === "delete" ? <DeleteResultDialog result={open.result} onClose={close} /> : null}
    </TablePage>
  );
}

function ResultDialog({ result, onClose }: { result?: ResultListRow; onClose: () => void }) {
  const state = useTableForm("results", {
    intent: result ? "update" : "add",
    id: result ? `edit-result-${result.id}` : "add-result",
    schema: result ? updateResultSchema : addResultSchema,
    defaultValue: result
      ? {
          boardClass: result.boardClass,
          year: String(result.year),
          registered: String(result.registered),
          passed: String(result.passed),
          remarks: result.remarks,
        }
      : { boardClass: "X", year: String(new Date().getFullYear()) },
    onClose,
  });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      hidden={result ? { id: result.id } : {}}
      title={result ? "Edit Result" : "Add Result"}
      submitLabel={result ? "Save Changes" : "Add Result"}
      busyLabel={result ? "Saving..." : "Adding..."}
    >
      <SelectField
        meta={fields.boardClass}
        label="Class"
        options={BOARD_CLASSES.map((value) => ({ value, label: `Class ${value}` }))}
      />
      <TextField meta={fields.year} label="Year" type="number" hint="The examination's year: 2026 for March 2026." />
      <TextField meta={fields.registered} label="Registered" type="number" />
      <TextField meta={fields.passed} label="Passed" type="number" hint="The pass percentage is worked out." />
      <TextField meta={fields.remarks} label="Remarks" autoComplete="off" />
    </FormDialog>
  );
}

const DeleteResultDialog = confirmDialog(({ result }: { result: ResultListRow }) => ({
  section: { path: TABLE_PAGES.results.path },
  values: { intent: "delete", id: result.id },
  title: "Delete Result",
  description: `Delete the Class ${result.boardClass} result of ${result.year}? This cannot be undone.`,
}));

// /admin/mandatory-disclosures/sections (docs/specification.md §28): each class's sections and seats, and the
// ratios worked out from them and the staff list, as the public page shows them.
import { Eraser, Pencil } from "lucide-react";
import { useState } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { AdminCard, AdminList, cellClass, RowAction, RowActions } from "~/features/admin/admin-table";
import { TextField } from "~/ui/form-controls";

import { TablePage, useTableForm } from "./admin-parts";
import { TABLE_PAGES } from "./pages";
import { saveClassSchema } from "./schema";
import { workedOutRatios } from "./tables";

export interface ClassSectionsRow {
  className: string;
  sections: number;
  seats: number;
  given: boolean;
}

type Open = { kind: "edit" | "clear"; row: ClassSectionsRow };

const COLUMNS = ["Class", "Sections", "Seats", { heading: "Actions", className: "w-52" }];

export function SectionsPage({ classes, teachers }: { classes: ClassSectionsRow[]; teachers: number }) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const sections = classes.reduce((total, row) => total + row.sections, 0);
  const seats = classes.reduce((total, row) => total + row.seats, 0);
  const ratios = workedOutRatios({ teachers, sections, seats });
  const actions = (row: ClassSectionsRow) => (
    <RowActions>
      <RowAction
        icon={Pencil}
        label="Edit"
        aria-label={`Edit ${row.className}`}
        onClick={() => setOpen({ kind: "edit", row })}
      />
      {row.given ? (
        <RowAction
          icon={Eraser}
          label="Clear"
          aria-label={`Clear ${row.className}`}
          danger
          onClick={() => setOpen({ kind: "clear", row })}
        />
      ) : null}
    </RowActions>
  );
  const count = (row: ClassSectionsRow, value: number) => (row.given ? value : "-");
  return (
    <TablePage page="sections">
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
        <p>
          Teachers (PGT, TGT, PRT and pre-primary) on the staff list: <strong>{teachers}</strong>. Sections:{" "}
          <strong>{sections}</strong>. Seats: <strong>{seats}</strong>.
        </p>
        <p className="mt-1">
          {ratios.perSection
            ? `The public page shows ${ratios.perSection} teachers a section${
                ratios.studentsPerTeacher ? ` and a teacher–student ratio of 1 : ${ratios.studentsPerTeacher}` : ""
              }.`
            : "The ratios are worked out once the staff list has teachers and the classes have sections."}
        </p>
      </div>
      <AdminList
        caption="Sections and seats of each class"
        minWidth="min-w-[32rem]"
        columns={COLUMNS}
        rows={classes}
        row={(row) => (
          <tr key={row.className} className="align-top">
            <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
              {row.className}
            </th>
            <td className={cellClass}>{count(row, row.sections)}</td>
            <td className={cellClass}>{count(row, row.seats)}</td>
            <td className={cellClass}>{actions(row)}</td>
          </tr>
        )}
        card={(row) => (
          <AdminCard key={row.className} title={<h2>{row.className}</h2>} actions={actions(row)}>
            <p>{row.given ? `${row.sections} sections, ${row.seats} seats` : "Not given yet"}</p>
          </AdminCard>
        )}
      />
      {open?.kind === "edit" ? <ClassDialog key={open.row.className} row={open.row} onClose={close} /> : null}
      {open?.kind === "clear" ? <ClearClassDialog row={open.row} onClose={close} /> : null}
    </TablePage>
  );
}

function ClassDialog({ row, onClose }: { row: ClassSectionsRow; onClose: () => void }) {
  const state = useTableForm("sections", {
    intent: "save",
    id: `edit-class-${row.className}`,
    schema: saveClassSchema,
    defaultValue: row.given ? { sections: String(row.sections), seats: String(row.seats) } : {},
    onClose,
  });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      hidden={{ className: row.className }}
      title={`${row.className}: Sections and Seats`}
      submitLabel="Save"
    >
      <TextField meta={fields.sections} label="Sections" type="number" hint="0 for a class the school does not run." />
      <TextField meta={fields.seats} label="Seats" type="number" hint="The places in all its sections together." />
    </FormDialog>
  );
}

const ClearClassDialog = confirmDialog(({ row }: { row: ClassSectionsRow }) => ({
  section: { path: TABLE_PAGES.sections.path },
  values: { intent: "clear", className: row.className },
  title: "Clear Sections",
  description: `Clear the sections and seats of ${row.className}? The ratios no longer count them.`,
  busyLabel: "Clearing...",
}));

// /admin/mandatory-disclosures/staff (docs/specification.md §28): the staff list, added to, edited and deleted one
// by one, or replaced whole from a CSV file.
import { useState } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { AddButton } from "~/features/admin/admin-page";
import { AdminCard, AdminList, cellClass, EditDeleteActions } from "~/features/admin/admin-table";
import { SelectField, TextField } from "~/ui/form-controls";

import { ImportForm, TablePage, useTableForm } from "./admin-parts";
import { TABLE_PAGES } from "./pages";
import { addStaffSchema, updateStaffSchema } from "./schema";
import { STAFF_DESIGNATIONS } from "./tables";

export interface StaffListRow {
  id: string;
  name: string;
  designation: string;
  qualification: string;
  subjects: string;
  trained: boolean;
}

type Open = { kind: "add" } | { kind: "edit" | "delete"; staff: StaffListRow };

const COLUMNS = [
  "Name",
  "Designation",
  "Qualification",
  "Subjects",
  "Trained",
  { heading: "Actions", className: "w-44" },
];

export function StaffPage({ staff, headerLine }: { staff: StaffListRow[]; headerLine: string }) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const actions = (row: StaffListRow) => (
    <EditDeleteActions
      name={row.name}
      onEdit={() => setOpen({ kind: "edit", staff: row })}
      onDelete={() => setOpen({ kind: "delete", staff: row })}
    />
  );
  return (
    <TablePage page="staff" actions={<AddButton onClick={() => setOpen({ kind: "add" })}>Add Staff Member</AddButton>}>
      <AdminList
        caption="Staff list"
        minWidth="min-w-[48rem]"
        columns={COLUMNS}
        rows={staff}
        empty="No staff listed yet. Add them one by one, or import the list from a CSV file below."
        row={(row) => (
          <tr key={row.id} className="align-top">
            <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
              {row.name}
            </th>
            <td className={cellClass}>{row.designation}</td>
            <td className={cellClass}>{row.qualification}</td>
            <td className={cellClass}>{row.subjects || "-"}</td>
            <td className={cellClass}>{row.trained ? "Yes" : "No"}</td>
            <td className={cellClass}>{actions(row)}</td>
          </tr>
        )}
        card={(row) => (
          <AdminCard key={row.id} title={<h2>{row.name}</h2>} badge={row.designation} actions={actions(row)}>
            <p>{row.qualification}</p>
            {row.subjects ? <p>Subjects: {row.subjects}</p> : null}
            <p>Trained: {row.trained ? "Yes" : "No"}</p>
          </AdminCard>
        )}
      />
      <ImportForm
        page="staff"
        id="import-staff"
        heading="Import the staff list from a CSV file"
        replaces="the whole staff list"
        template="staff"
        headerLine={headerLine}
        notes={
          <p>
            Designation is one of {STAFF_DESIGNATIONS.join(", ")} (in any case). Trained is Yes or No (also Y, N, हाँ or
            नहीं). Subjects may be left empty.
          </p>
        }
      />
      {open?.kind === "add" ? <StaffDialog onClose={close} /> : null}
      {open?.kind === "edit" ? <StaffDialog key={open.staff.id} staff={open.staff} onClose={close} /> : null}
      {open?.kind === "delete" ? <DeleteStaffDialog staff={open.staff} onClose={close} /> : null}
    </TablePage>
  );
}

/** Add Staff Member, or Edit Staff Member for `staff`. */
function StaffDialog({ staff, onClose }: { staff?: StaffListRow; onClose: () => void }) {
  const state = useTableForm("staff", {
    intent: staff ? "update" : "add",
    id: staff ? `edit-staff-${staff.id}` : "add-staff",
    schema: staff ? updateStaffSchema : addStaffSchema,
    defaultValue: staff ? { ...staff, trained: staff.trained ? "Yes" : "No" } : { designation: "", trained: "" },
    onClose,
  });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      hidden={staff ? { id: staff.id } : {}}
      title={staff ? "Edit Staff Member" : "Add Staff Member"}
      submitLabel={staff ? "Save Changes" : "Add Staff Member"}
      busyLabel={staff ? "Saving..." : "Adding..."}
    >
      <TextField meta={fields.name} label="Name" autoComplete="off" />
      <SelectField meta={fields.designation} label="Designation" placeholder="Choose..." options={STAFF_DESIGNATIONS} />
      <TextField meta={fields.qualification} label="Qualification" hint="For example M.Sc., B.Ed." autoComplete="off" />
      <TextField meta={fields.subjects} label="Subjects" hint="For example Physics, Mathematics." autoComplete="off" />
      <SelectField
        meta={fields.trained}
        label="Trained"
        hint="Holds a teacher-training qualification (B.Ed., D.El.Ed. or the like)."
        placeholder="Choose..."
        options={["Yes", "No"]}
      />
    </FormDialog>
  );
}

const DeleteStaffDialog = confirmDialog(({ staff }: { staff: StaffListRow }) => ({
  section: { path: TABLE_PAGES.staff.path },
  values: { intent: "delete", id: staff.id },
  title: "Delete Staff Member",
  description: `Delete ${staff.name} (${staff.designation}) from the staff list? This cannot be undone.`,
}));

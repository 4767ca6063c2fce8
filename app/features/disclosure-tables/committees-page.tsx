// /admin/mandatory-disclosures/committees (docs/specification.md §28): the SMC's and the PTA's members, each
// committee's list added to one by one or replaced whole from a CSV file.
import { Plus } from "lucide-react";
import { useState } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { AdminCard, AdminList, cellClass, EditDeleteActions, RowAction } from "~/features/admin/admin-table";
import { TextField } from "~/ui/form-controls";

import { ImportForm, TablePage, useTableForm } from "./admin-parts";
import { TABLE_PAGES } from "./pages";
import { addMemberSchema, updateMemberSchema } from "./schema";
import { COMMITTEE_NAMES, COMMITTEES, type Committee } from "./tables";

export interface MemberListRow {
  id: string;
  committee: string;
  name: string;
  role: string;
}

type Open = { kind: "add"; committee: Committee } | { kind: "edit" | "delete"; member: MemberListRow };

const COLUMNS = ["Name", "Role", { heading: "Actions", className: "w-44" }];

export function CommitteesPage({ members, headerLine }: { members: MemberListRow[]; headerLine: string }) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  return (
    <TablePage page="committees">
      {COMMITTEES.map((committee) => (
        <CommitteeList
          key={committee}
          committee={committee}
          members={members.filter((member) => member.committee === committee)}
          headerLine={headerLine}
          onAdd={() => setOpen({ kind: "add", committee })}
          onEdit={(member) => setOpen({ kind: "edit", member })}
          onDelete={(member) => setOpen({ kind: "delete", member })}
        />
      ))}
      {open?.kind === "add" ? <MemberDialog committee={open.committee} onClose={close} /> : null}
      {open?.kind === "edit" ? <MemberDialog key={open.member.id} member={open.member} onClose={close} /> : null}
      {open?.kind === "delete" ? <DeleteMemberDialog member={open.member} onClose={close} /> : null}
    </TablePage>
  );
}

function CommitteeList({
  committee,
  members,
  headerLine,
  onAdd,
  onEdit,
  onDelete,
}: {
  committee: Committee;
  members: MemberListRow[];
  headerLine: string;
  onAdd: () => void;
  onEdit: (member: MemberListRow) => void;
  onDelete: (member: MemberListRow) => void;
}) {
  const name = COMMITTEE_NAMES[committee];
  const headingId = `committee-${committee}`;
  const actions = (member: MemberListRow) => (
    <EditDeleteActions
      name={`${member.name} (${name})`}
      onEdit={() => onEdit(member)}
      onDelete={() => onDelete(member)}
    />
  );
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {name}
        </h2>
        <RowAction icon={Plus} label="Add Member" aria-label={`Add Member to the ${name}`} onClick={onAdd} />
      </div>
      <AdminList
        labelledBy={headingId}
        minWidth="min-w-[32rem]"
        columns={COLUMNS}
        rows={members}
        empty="No members listed yet."
        row={(member) => (
          <tr key={member.id} className="align-top">
            <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
              {member.name}
            </th>
            <td className={cellClass}>{member.role}</td>
            <td className={cellClass}>{actions(member)}</td>
          </tr>
        )}
        card={(member) => (
          <AdminCard key={member.id} title={<h3>{member.name}</h3>} actions={actions(member)}>
            <p>{member.role}</p>
          </AdminCard>
        )}
      />
      <ImportForm
        page="committees"
        id={`import-${committee}`}
        heading={`Import the ${name}'s members from a CSV file`}
        replaces={`the ${name}'s members (the other committee's stay)`}
        template="members"
        headerLine={headerLine}
        hidden={{ committee }}
      />
    </section>
  );
}

function MemberDialog({
  committee,
  member,
  onClose,
}: {
  committee?: Committee;
  member?: MemberListRow;
  onClose: () => void;
}) {
  const state = useTableForm("committees", {
    intent: member ? "update" : "add",
    id: member ? `edit-member-${member.id}` : `add-member-${committee}`,
    schema: member ? updateMemberSchema : addMemberSchema,
    defaultValue: member ? { name: member.name, role: member.role } : {},
    onClose,
  });
  const { fields } = state;
  const name = COMMITTEE_NAMES[(member?.committee ?? committee) as Committee];
  return (
    <FormDialog
      state={state}
      hidden={member ? { id: member.id } : { committee }}
      title={member ? "Edit Member" : "Add Member"}
      description={name}
      submitLabel={member ? "Save Changes" : "Add Member"}
      busyLabel={member ? "Saving..." : "Adding..."}
    >
      <TextField meta={fields.name} label="Name" autoComplete="off" />
      <TextField
        meta={fields.role}
        label="Role"
        hint="For example Chairperson, Member, Parent member."
        autoComplete="off"
      />
    </FormDialog>
  );
}

const DeleteMemberDialog = confirmDialog(({ member }: { member: MemberListRow }) => ({
  section: { path: TABLE_PAGES.committees.path },
  values: { intent: "delete", id: member.id },
  title: "Delete Member",
  description: `Delete ${member.name} (${member.role}) from the ${COMMITTEE_NAMES[member.committee as Committee]}? This cannot be undone.`,
}));

import { KeyRound, Pencil, ShieldCheck, Trash2, X } from "lucide-react";
import { useState } from "react";

import { AddButton, AdminPage } from "~/features/admin/admin-page";
import { AdminCard, AdminList, cellClass, RowAction, RowActions } from "~/features/admin/admin-table";
import { SECTIONS } from "~/features/admin/sections";

import { mayManage, RANK_MESSAGES, type Holdings } from "./rank";
import { ResetPasswordDialog } from "./reset-password-dialog";
import {
  CreateUserDialog,
  DeleteUserDialog,
  EditUserDialog,
  PermissionsDialog,
  RemoveRoleDialog,
  ROLE_LABELS,
  type UserRow,
} from "./user-dialogs";

type OpenDialog =
  | { kind: "create" }
  | { kind: "edit" | "password" | "permissions" | "delete"; user: UserRow }
  | { kind: "remove-role"; user: UserRow; role: UserRow["roles"][number] };

// SPEC §2: the table's columns.
const COLUMNS = ["Email", "Name", "Roles", "Permissions", "Actions"];

const sectionLabel = new Map<string, string>(SECTIONS.map((section) => [section.key, section.label]));

/**
 * SPEC §2 "User management": the table of accounts and its dialogs. Someone
 * who is not an admin is offered only what the server would allow them
 * (rank.ts): no Admin role, no new sections, no buttons on an account that holds more.
 */
export function AdminUserManagementPage({
  users,
  currentUserId,
  viewer,
}: {
  users: UserRow[];
  currentUserId: string;
  viewer: Holdings;
}) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  /** What the table's cells and the cards show of `user`. */
  const partsOf = (user: UserRow) => {
    const isSelf = user.id === currentUserId;
    const manageable = mayManage(viewer, { isAdmin: user.isAdmin, sections: user.permissions });
    return {
      email: (
        <>
          {user.email}
          {isSelf ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
        </>
      ),
      roles:
        user.roles.length === 0 ? (
          <span className="text-slate-500">No role</span>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {user.roles.map((role) => (
              <li
                key={role.id}
                className={`inline-flex h-8 items-center gap-1 rounded-full pl-3 text-xs font-semibold ${
                  isSelf || !manageable ? "pr-3" : ""
                } ${role.role === "admin" ? "bg-brand-100 text-brand-900" : "bg-slate-100 text-slate-800"}`}
              >
                {ROLE_LABELS[role.role]}
                {isSelf || !manageable ? null : (
                  // A thumb's 44 px, reaching past the badge's 32 (decision 0049).
                  <button
                    type="button"
                    aria-label={`Remove the ${ROLE_LABELS[role.role]} role from ${user.email}`}
                    title="Remove role"
                    onClick={() => setDialog({ kind: "remove-role", user, role })}
                    className="-my-1.5 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-black/10"
                  >
                    <X aria-hidden className="h-4 w-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ),
      permissions: user.isAdmin ? (
        <span>All sections</span>
      ) : user.permissions.length === 0 ? (
        <span className="text-slate-500">None</span>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {user.permissions.map((key) => (
            <li key={key} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {sectionLabel.get(key)}
            </li>
          ))}
        </ul>
      ),
      actions: manageable ? (
        <RowActions>
          <RowAction icon={Pencil} label="Edit" onClick={() => setDialog({ kind: "edit", user })} />
          <RowAction icon={KeyRound} label="Reset Password" onClick={() => setDialog({ kind: "password", user })} />
          {user.isAdmin ? null : (
            <RowAction
              icon={ShieldCheck}
              label="Manage Permissions"
              onClick={() => setDialog({ kind: "permissions", user })}
            />
          )}
          {isSelf ? null : (
            <RowAction icon={Trash2} label="Delete" danger onClick={() => setDialog({ kind: "delete", user })} />
          )}
        </RowActions>
      ) : (
        <span className="text-sm text-slate-500">{RANK_MESSAGES.outranked}</span>
      ),
    };
  };

  return (
    <AdminPage
      title="User Management"
      description="Staff accounts, their roles and the sections they may open."
      actions={<AddButton onClick={() => setDialog({ kind: "create" })}>Create User</AddButton>}
    >
      <AdminList
        caption="Staff accounts"
        minWidth="min-w-[56rem]"
        columns={COLUMNS}
        rows={users}
        row={(user) => {
          const parts = partsOf(user);
          return (
            <tr key={user.id} className="align-top">
              <th scope="row" className={`${cellClass} font-medium [overflow-wrap:anywhere] text-slate-900`}>
                {parts.email}
              </th>
              <td className={`${cellClass} text-slate-700`}>
                {user.name || <span className="text-slate-400">—</span>}
              </td>
              <td className={cellClass}>{parts.roles}</td>
              <td className={`${cellClass} text-slate-700`}>{parts.permissions}</td>
              <td className={cellClass}>{parts.actions}</td>
            </tr>
          );
        }}
        card={(user) => {
          const parts = partsOf(user);
          return (
            <AdminCard key={user.id} title={<h2>{user.name || parts.email}</h2>} actions={parts.actions}>
              {user.name ? <p className="[overflow-wrap:anywhere]">{parts.email}</p> : null}
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-slate-600">Roles:</span> {parts.roles}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-slate-600">Permissions:</span> {parts.permissions}
              </div>
            </AdminCard>
          );
        }}
      />

      {dialog?.kind === "create" ? <CreateUserDialog viewer={viewer} onClose={close} /> : null}
      {dialog?.kind === "edit" ? (
        <EditUserDialog
          key={dialog.user.id}
          user={dialog.user}
          isSelf={dialog.user.id === currentUserId}
          viewer={viewer}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "password" ? (
        <ResetPasswordDialog key={dialog.user.id} user={dialog.user} onClose={close} />
      ) : null}
      {dialog?.kind === "permissions" ? (
        <PermissionsDialog key={dialog.user.id} user={dialog.user} viewer={viewer} onClose={close} />
      ) : null}
      {dialog?.kind === "delete" ? <DeleteUserDialog key={dialog.user.id} user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === "remove-role" ? (
        <RemoveRoleDialog key={dialog.role.id} user={dialog.user} role={dialog.role} onClose={close} />
      ) : null}
    </AdminPage>
  );
}

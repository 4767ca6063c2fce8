import type { FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { SECTIONS, type SectionKey } from "~/features/admin/sections";
import { CheckboxGroupField, SelectField, TextField } from "~/ui/form-controls";

import { NewPasswordField } from "./password-fields";
import { RANK_MESSAGES, type Holdings } from "./rank";
import { createUserSchema, editUserSchema, permissionsSchema, type Role } from "./schema";
import { UserFormDialog, useUserForm, type UserRow } from "./user-form";

export type { UserRow };

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", user: "User" };

// ------------------------------------------------------------------ fields

const ROLE_OPTIONS = [
  { value: "user", label: "User (chosen sections)" },
  { value: "admin", label: "Admin (every section)" },
];

/**
 * One role a person has in these forms (SPEC §4); "No role" only for someone
 * who has none yet; Admin only when an admin is choosing (rank.ts).
 */
function RoleSelect({
  meta,
  value,
  onChange,
  allowNone,
  allowAdmin,
  disabled,
  hint,
}: {
  meta: FieldMetadata<unknown>;
  value: Role | "";
  onChange: (role: Role | "") => void;
  allowNone?: boolean;
  allowAdmin: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <SelectField
      meta={meta}
      label="Role"
      // Editing may leave the roles as they are; the list itself always has a choice.
      optional={false}
      placeholder={allowNone ? "No role (cannot sign in)" : undefined}
      options={allowAdmin ? ROLE_OPTIONS : ROLE_OPTIONS.filter((option) => option.value !== "admin")}
      value={value}
      onChange={(event) => onChange(event.target.value as Role | "")}
      disabled={disabled}
      hint={hint}
    />
  );
}

const SECTION_OPTIONS = SECTIONS.map((section) => ({ value: section.key, label: section.label }));

/** The sections to tick: every one for an admin; for anyone else only those already granted, to take away. */
const PermissionBoxes = ({ meta, onlyOf }: { meta: FieldMetadata<unknown>; onlyOf?: readonly SectionKey[] }) => (
  <CheckboxGroupField
    meta={meta}
    legend="Permissions"
    hint={
      onlyOf
        ? `Untick a section to take it away. ${RANK_MESSAGES.adminOnlyGrant}.`
        : "Tick the sections this person works on. With none ticked, they cannot sign in."
    }
    options={onlyOf ? SECTION_OPTIONS.filter((option) => onlyOf.includes(option.value)) : SECTION_OPTIONS}
  />
);

// ------------------------------------------------------------------ create

export function CreateUserDialog({ viewer, onClose }: { viewer: Holdings; onClose: () => void }) {
  const [role, setRole] = useState<Role | "">("user");
  const state = useUserForm({ intent: "create", id: "create-user", schema: createUserSchema, onClose });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      title="Create User"
      description="A new staff account for the back office."
      submitLabel="Create User"
      busyLabel="Creating..."
    >
      <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
      <NewPasswordField meta={fields.password} label="Password" />
      <TextField meta={fields.name} label="Name" autoComplete="off" />
      <RoleSelect meta={fields.role} value={role} onChange={setRole} allowAdmin={viewer.isAdmin} />
      {role === "admin" ? (
        <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          An admin can open every section and manage every account.
        </p>
      ) : viewer.isAdmin ? (
        <PermissionBoxes meta={fields.permissions} />
      ) : (
        <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {RANK_MESSAGES.adminOnlyGrant}: until an admin ticks this person&apos;s sections, they cannot sign in.
        </p>
      )}
    </FormDialog>
  );
}

// -------------------------------------------------------------------- edit

export function EditUserDialog({
  user,
  isSelf,
  viewer,
  onClose,
}: {
  user: UserRow;
  isSelf: boolean;
  viewer: Holdings;
  onClose: () => void;
}) {
  const currentRole: Role | "" = user.isAdmin ? "admin" : user.roles.length ? "user" : "";
  const [role, setRole] = useState<Role | "">(currentRole);
  const state = useUserForm({
    intent: "update_user",
    id: `edit-user-${user.id}`,
    schema: editUserSchema,
    defaultValue: { email: user.email, name: user.name },
    onClose,
  });
  const { fields } = state;
  const ownAdmin = isSelf && user.isAdmin;
  const clearsPermissions = role === "admin" && !user.isAdmin && user.permissions.length > 0;
  return (
    <UserFormDialog state={state} user={user} title="Edit User" submitLabel="Save Changes">
      <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
      <TextField meta={fields.name} label="Name" autoComplete="off" />
      <RoleSelect
        meta={fields.role}
        value={role}
        onChange={setRole}
        disabled={ownAdmin}
        allowNone={currentRole === ""}
        allowAdmin={viewer.isAdmin}
        hint={
          ownAdmin
            ? "You cannot take away your own admin role."
            : clearsPermissions
              ? "As an admin they open every section: their individual permissions will be cleared."
              : undefined
        }
      />
    </UserFormDialog>
  );
}

// ------------------------------------------------------------- permissions

export function PermissionsDialog({ user, viewer, onClose }: { user: UserRow; viewer: Holdings; onClose: () => void }) {
  const state = useUserForm({
    intent: "set_permissions",
    id: `permissions-${user.id}`,
    schema: permissionsSchema,
    defaultValue: { permissions: user.permissions },
    onClose,
  });
  return (
    <UserFormDialog state={state} user={user} title="Manage Permissions" submitLabel="Save Permissions">
      <PermissionBoxes meta={state.fields.permissions} onlyOf={viewer.isAdmin ? undefined : user.permissions} />
    </UserFormDialog>
  );
}

// ----------------------------------------------------- delete, remove role

export const DeleteUserDialog = confirmDialog(({ user }: { user: UserRow }) => ({
  section: "user_management",
  values: { intent: "delete", userId: user.id },
  title: "Delete User",
  description: `Delete the account of ${user.email}? They are signed out at once and can no longer sign in. This cannot be undone.`,
}));

export const RemoveRoleDialog = confirmDialog(({ user, role }: { user: UserRow; role: UserRow["roles"][number] }) => ({
  section: "user_management",
  values: { intent: "remove_role", userId: user.id, roleId: role.id },
  title: "Remove Role",
  description:
    `Take the ${ROLE_LABELS[role.role]} role away from ${user.email}?` +
    (user.roles.length === 1 ? " Without a role they cannot sign in until they are given one again (Edit)." : ""),
  busyLabel: "Removing...",
}));

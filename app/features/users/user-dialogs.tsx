import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye, EyeOff, KeyRound } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

import { ActionModal } from "~/features/admin/action-modal";
import { SECTIONS, type SectionKey } from "~/features/admin/sections";
import { Button } from "~/ui/button";
import { controlClass, Field, FormErrors } from "~/ui/field";
import { TextField } from "~/ui/form-controls";
import { ConfirmModal } from "~/ui/modal";
import { showToast } from "~/ui/toaster";

import {
  createUserSchema,
  editUserSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordField,
  permissionsSchema,
  USER_MESSAGES,
  type Role,
} from "./schema";
import { USER_MANAGEMENT_ACTION, useUserAction, validatedFormProps } from "./use-user-action";

/** A row of the user table, as the loader sends it. */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  roles: { id: string; role: Role }[];
  permissions: SectionKey[];
  isAdmin: boolean;
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", user: "User" };

// ------------------------------------------------------------------ fields

function RoleSelect({
  id,
  name,
  value,
  onChange,
  errors,
  errorId,
  disabled,
  allowNone,
  hint,
}: {
  id: string;
  name: string;
  value: Role | "";
  onChange: (role: Role | "") => void;
  errors?: string[];
  errorId: string;
  disabled?: boolean;
  allowNone?: boolean;
  hint?: ReactNode;
}) {
  return (
    <Field label="Role" htmlFor={id} errors={errors} errorId={errorId} hint={hint}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Role | "")}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className={controlClass}
      >
        {allowNone ? <option value="">No role (cannot sign in)</option> : null}
        <option value="user">User (chosen sections)</option>
        <option value="admin">Admin (every section)</option>
      </select>
    </Field>
  );
}

function SectionCheckboxes({
  name,
  defaultChecked,
  errors,
  hint,
}: {
  name: string;
  defaultChecked: readonly SectionKey[];
  errors?: string[];
  hint?: ReactNode;
}) {
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        Permissions
      </legend>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <label
            key={section.key}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              name={name}
              value={section.key}
              defaultChecked={defaultChecked.includes(section.key)}
              className="h-4 w-4 accent-brand-700"
            />
            {section.label}
          </label>
        ))}
      </div>
      {errors?.[0] ? <p className="mt-1 text-sm text-red-700">{errors[0]}</p> : null}
    </fieldset>
  );
}

const NO_SECTION_HINT = "Tick the sections this person works on. With none ticked, they cannot sign in.";

// ------------------------------------------------------------------ create

export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const action = useUserAction(onClose);
  const [role, setRole] = useState<Role | "">("user");
  const [form, fields] = useForm({
    id: "create-user",
    lastResult: action.reply?.result,
    // Checked first on submit, then as typed: an error appearing on blur would
    // move the submit button away from the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUserSchema }),
  });
  return (
    <ActionModal
      action={action}
      onClose={onClose}
      title="Create User"
      description="A new staff account for the back office."
    >
      <action.fetcher.Form
        method="post"
        action={USER_MANAGEMENT_ACTION}
        {...validatedFormProps(form, createUserSchema)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="create" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        />
        <TextField meta={fields.name} label="Name" optional autoComplete="off" />
        <RoleSelect
          id={fields.role.id}
          name={fields.role.name}
          value={role}
          onChange={setRole}
          errors={fields.role.errors}
          errorId={fields.role.errorId}
        />
        {role === "admin" ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            An admin can open every section and manage every account.
          </p>
        ) : (
          <SectionCheckboxes
            name={fields.permissions.name}
            defaultChecked={[]}
            errors={fields.permissions.errors}
            hint={NO_SECTION_HINT}
          />
        )}
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? "Creating..." : "Create User"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

// -------------------------------------------------------------------- edit

export function EditUserDialog({ user, isSelf, onClose }: { user: UserRow; isSelf: boolean; onClose: () => void }) {
  const action = useUserAction(onClose);
  const currentRole: Role | "" = user.isAdmin ? "admin" : user.roles.length ? "user" : "";
  const [role, setRole] = useState<Role | "">(currentRole);
  const [form, fields] = useForm({
    id: `edit-user-${user.id}`,
    lastResult: action.reply?.result,
    defaultValue: { email: user.email, name: user.name },
    // Checked first on submit, then as typed: an error appearing on blur would
    // move the submit button away from the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editUserSchema }),
  });
  const ownAdmin = isSelf && user.isAdmin;
  const clearsPermissions = role === "admin" && !user.isAdmin && user.permissions.length > 0;
  return (
    <ActionModal action={action} onClose={onClose} title="Edit User" description={user.email}>
      <action.fetcher.Form
        method="post"
        action={USER_MANAGEMENT_ACTION}
        {...validatedFormProps(form, editUserSchema)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="update_user" />
        <input type="hidden" name="userId" value={user.id} />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
        <TextField meta={fields.name} label="Name" optional autoComplete="off" />
        <RoleSelect
          id={fields.role.id}
          name={fields.role.name}
          value={role}
          onChange={setRole}
          errors={fields.role.errors}
          errorId={fields.role.errorId}
          disabled={ownAdmin}
          allowNone={currentRole === ""}
          hint={
            ownAdmin
              ? "You cannot take away your own admin role."
              : clearsPermissions
                ? "As an admin they open every section: their individual permissions will be cleared."
                : undefined
          }
        />
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? "Saving..." : "Save Changes"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

// ---------------------------------------------------------- reset password

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** 16 characters without look-alikes (0/O, 1/l/I), easy to read out to a colleague. */
export function generatePassword(length = 16) {
  const values = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(values, (value) => PASSWORD_ALPHABET[value % PASSWORD_ALPHABET.length]).join("");
}

async function copyToClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ type: "success", title: USER_MESSAGES.passwordCopied });
  } catch {
    showToast({ type: "error", title: USER_MESSAGES.copyFailed });
  }
}

export function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const action = useUserAction(onClose);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [visible, setVisible] = useState(false);
  const [checked, setChecked] = useState(false);
  const ids = { password: useId(), confirm: useId(), passwordError: useId(), confirmError: useId() };
  // Checked as typed (the two values also change by the generate button, which
  // no form library sees), with the same rules as the server.
  const passwordCheck = passwordField.safeParse(password);
  const passwordError = checked && !passwordCheck.success ? passwordCheck.error.issues[0]!.message : undefined;
  const mismatch = confirmation !== "" && password !== confirmation;
  const ready = password !== "" && confirmation !== "" && password === confirmation;
  const type = visible ? "text" : "password";
  const generate = () => {
    const generated = generatePassword();
    setPassword(generated);
    setConfirmation(generated);
    setVisible(true);
    void copyToClipboard(generated);
  };
  return (
    <ActionModal
      action={action}
      onClose={onClose}
      title="Reset Password"
      description={`A new password for ${user.email}. They are signed out everywhere and sign in again with it.`}
    >
      <action.fetcher.Form
        method="post"
        action={USER_MANAGEMENT_ACTION}
        noValidate
        onSubmit={(event) => {
          setChecked(true);
          if (!passwordCheck.success) {
            event.preventDefault();
            showToast({
              id: "validation-reset-password",
              type: "error",
              title: USER_MESSAGES.validation,
              description: passwordCheck.error.issues[0]!.message,
            });
          }
        }}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="update_password" />
        <input type="hidden" name="userId" value={user.id} />
        <Field
          label="New Password"
          htmlFor={ids.password}
          errors={passwordError ? [passwordError] : undefined}
          errorId={ids.passwordError}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        >
          <input
            id={ids.password}
            name="password"
            type={type}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onBlur={() => password !== "" && setChecked(true)}
            autoComplete="new-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? ids.passwordError : undefined}
            className={controlClass}
          />
        </Field>
        <Field
          label="Confirm Password"
          htmlFor={ids.confirm}
          errors={mismatch ? [USER_MESSAGES.passwordsDiffer] : undefined}
          errorId={ids.confirmError}
        >
          <input
            id={ids.confirm}
            name="confirmPassword"
            type={type}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="new-password"
            aria-invalid={mismatch ? true : undefined}
            aria-describedby={mismatch ? ids.confirmError : undefined}
            className={controlClass}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={generate}>
            <KeyRound aria-hidden className="h-4 w-4" />
            Generate Password
          </Button>
          <Button variant="ghost" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
            {visible ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
            {visible ? "Hide Passwords" : "Show Passwords"}
          </Button>
        </div>
        <Button type="submit" disabled={!ready || action.busy} className="w-full">
          {action.busy ? "Updating..." : "Update Password"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

// ------------------------------------------------------------- permissions

export function PermissionsDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const action = useUserAction(onClose);
  const [form, fields] = useForm({
    id: `permissions-${user.id}`,
    lastResult: action.reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: permissionsSchema }),
  });
  return (
    <ActionModal action={action} onClose={onClose} title="Manage Permissions" description={user.email}>
      <action.fetcher.Form
        method="post"
        action={USER_MANAGEMENT_ACTION}
        {...validatedFormProps(form, permissionsSchema)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="set_permissions" />
        <input type="hidden" name="userId" value={user.id} />
        <SectionCheckboxes
          name={fields.permissions.name}
          defaultChecked={user.permissions}
          errors={fields.permissions.errors}
          hint={NO_SECTION_HINT}
        />
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? "Saving..." : "Save Permissions"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

// ----------------------------------------------------- delete, remove role

export function DeleteUserDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const action = useUserAction(onClose);
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete User"
      description={`Delete the account of ${user.email}? They are signed out at once and can no longer sign in. This cannot be undone.`}
      confirmLabel="Delete User"
      busyLabel="Deleting..."
      busy={action.busy}
      onConfirm={() =>
        action.fetcher.submit({ intent: "delete", userId: user.id }, { method: "post", action: USER_MANAGEMENT_ACTION })
      }
    />
  );
}

export function RemoveRoleDialog({
  user,
  role,
  onClose,
}: {
  user: UserRow;
  role: UserRow["roles"][number];
  onClose: () => void;
}) {
  const action = useUserAction(onClose);
  const last = user.roles.length === 1;
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove Role"
      description={
        `Take the ${ROLE_LABELS[role.role]} role away from ${user.email}?` +
        (last ? " Without a role they cannot sign in until they are given one again (Edit)." : "")
      }
      confirmLabel="Remove Role"
      busyLabel="Removing..."
      busy={action.busy}
      onConfirm={() =>
        action.fetcher.submit(
          { intent: "remove_role", userId: user.id, roleId: role.id },
          { method: "post", action: USER_MANAGEMENT_ACTION },
        )
      }
    />
  );
}

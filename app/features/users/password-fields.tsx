import { TextField, type FieldMeta } from "~/ui/form-controls";

import { PASSWORD_MAX, PASSWORD_MIN } from "./schema";

const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

type PasswordType = "password" | "text";

/** A password being chosen, with the length it must have. */
export function NewPasswordField({
  meta,
  label = "New Password",
  type = "password",
}: {
  meta: FieldMeta;
  label?: string;
  type?: PasswordType;
}) {
  return <TextField meta={meta} label={label} type={type} autoComplete="new-password" hint={PASSWORD_HINT} />;
}

/**
 * A new password and its confirmation, as the account page, the setup page and
 * the reset dialog ask for them. Given `differs`, a confirmation that differs is
 * said as it is typed (SPEC §5) and the confirmation is marked as required;
 * without it (the setup page) the two are compared when the form is sent.
 */
export function NewPasswordFields({
  password,
  confirmation,
  label,
  type = "password",
  differs,
}: {
  password: FieldMeta;
  confirmation: FieldMeta;
  label?: string;
  type?: PasswordType;
  differs?: string;
}) {
  const typed = String(password.value ?? "");
  const confirmed = String(confirmation.value ?? "");
  const mismatch = differs !== undefined && confirmed !== "" && typed !== confirmed;
  return (
    <>
      <NewPasswordField meta={password} label={label} type={type} />
      <TextField
        meta={confirmation}
        label="Confirm Password"
        type={type}
        autoComplete="new-password"
        optional={differs === undefined ? undefined : false}
        errors={mismatch ? [differs] : undefined}
      />
    </>
  );
}

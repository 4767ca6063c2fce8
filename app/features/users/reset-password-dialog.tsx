import { Eye, EyeOff, KeyRound } from "lucide-react";
import { useState } from "react";

import { Button } from "~/ui/button";
import { showToast } from "~/ui/toaster";

import { NewPasswordFields } from "./password-fields";
import { resetPasswordSchema, USER_MESSAGES } from "./schema";
import { UserFormDialog, useUserForm, type UserRow } from "./user-form";

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
  const [visible, setVisible] = useState(false);
  const state = useUserForm({
    intent: "update_password",
    id: `reset-password-${user.id}`,
    schema: resetPasswordSchema,
    onClose,
  });
  const { form, fields } = state;
  const password = String(fields.password.value ?? "");
  const confirmation = String(fields.confirmPassword.value ?? "");
  // SPEC §5: the button waits until both are filled and equal.
  const ready = password !== "" && password === confirmation;
  const generate = () => {
    const generated = generatePassword();
    // One update of both: two in a row would each start from what the page showed before either.
    form.update({ value: { userId: user.id, password: generated, confirmPassword: generated } });
    setVisible(true);
    void copyToClipboard(generated);
  };
  return (
    <UserFormDialog
      state={state}
      user={user}
      title="Reset Password"
      description={`A new password for ${user.email}. They are signed out everywhere and sign in again with it.`}
      submitLabel="Update Password"
      busyLabel="Updating..."
      submitDisabled={!ready}
    >
      <NewPasswordFields
        password={fields.password}
        confirmation={fields.confirmPassword}
        type={visible ? "text" : "password"}
        differs={USER_MESSAGES.passwordsDiffer}
      />
      <div className="flex flex-wrap gap-2 pb-3">
        <Button variant="secondary" onClick={generate}>
          <KeyRound aria-hidden className="h-4 w-4" />
          Generate Password
        </Button>
        <Button variant="ghost" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
          {visible ? "Hide Passwords" : "Show Passwords"}
        </Button>
      </div>
    </UserFormDialog>
  );
}

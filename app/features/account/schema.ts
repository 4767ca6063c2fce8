// /admin/account (decision 0020): a member of staff's own name and
// password. The password follows SPEC §5's rules and messages.
import { z } from "zod";

import { nameField, PASSWORD_MAX, passwordField, USER_MESSAGES } from "~/features/users/schema";
import { text } from "~/lib/forms/form-fields";

export const ACCOUNT_PATH = "/admin/account";

export const ACCOUNT_MESSAGES = {
  loadFailed: "Failed to load your account",
  nameUpdated: "Name updated successfully",
  nameFailed: "Failed to update name",
  passwordUpdated: USER_MESSAGES.passwordUpdated,
  passwordFailed: USER_MESSAGES.passwordFailed,
  passwordsDiffer: USER_MESSAGES.passwordsDiffer,
  currentRequired: "Current password is required",
  currentWrong: "Current password is incorrect",
  tooManyTries: "Too many wrong current passwords. Please wait 15 minutes and try again.",
  // Said when an account lost its sign-in while the page was open.
  accountGone: "Your account no longer exists",
} as const;

export const accountNameSchema = z.object({ name: nameField.optional().default("") });

export const changePasswordSchema = z
  .object({
    currentPassword: text({ error: ACCOUNT_MESSAGES.currentRequired })
      .min(1, ACCOUNT_MESSAGES.currentRequired)
      // No password of the site is longer; checking a longer one is only work.
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentWrong),
    newPassword: passwordField,
    confirmPassword: text().optional().default(""),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

/** Never sent back to the page. */
export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

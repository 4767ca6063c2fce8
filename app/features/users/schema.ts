import { z } from "zod";

import { SECTION_KEYS } from "~/features/admin/sections";
import { recordId, text } from "~/lib/forms/form-fields";

// SPEC §5 "New user"; shared by the back office form and `npm run admin:create`.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 72;

export const emailField = text({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(255, "Email must be less than 255 characters")
  .pipe(z.email("Invalid email address"))
  .transform((email) => email.toLowerCase());

export const passwordField = text({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, "Password must be less than 72 characters");

export const nameField = text().trim().max(100, "Name must be less than 100 characters");

export const newUserSchema = z.object({
  email: emailField,
  password: passwordField,
  name: nameField.optional().default(""),
});

export type NewUser = z.input<typeof newUserSchema>;

export const SIGN_IN_MESSAGES = {
  invalid: "Invalid credentials",
  welcome: "Welcome back!",
  unauthorized: "Unauthorized access",
  loggedOut: "Logged out successfully",
  loginAgain: "Please log in again",
  tooMany: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
} as const;

export const signInSchema = z.object({ email: emailField, password: passwordField });

// ------------------------------------------------------- user management
// One schema per dialog of /admin/user-management (SPEC §5), shared by the
// browser and the server. Each form names its dialog in the `intent` field.

/** The page's toasts, word for word from SPEC §8, and the reasons a change is refused. */
export const USER_MESSAGES = {
  loadFailed: "Failed to fetch users",
  validation: "Validation Error",
  created: "User created successfully",
  createFailed: "Failed to create user",
  passwordUpdated: "Password updated successfully",
  passwordsDiffer: "Passwords do not match",
  passwordFailed: "Failed to update password",
  permissionsUpdated: "Permissions updated successfully",
  permissionsFailed: "Failed to update permissions",
  updated: "User updated successfully",
  updateFailed: "Failed to update user",
  deleted: "User deleted successfully",
  deleteFailed: "Failed to delete user",
  roleRemoved: "User role removed",
  roleNotFound: "Role not found",
  removeRoleFailed: "Failed to remove role",
  passwordCopied: "Password copied to clipboard",
  copyFailed: "Failed to copy password",
  emailTaken: "An account with this email already exists",
  userNotFound: "User not found",
  selfDelete: "You cannot delete your own account",
  selfDemote: "You cannot take away your own admin role",
  selfRemoveRole: "You cannot remove your own role",
  lastAdmin: "At least one admin must remain: make another user an admin first",
  adminPermissions: "An admin has every section; permissions are for users only",
} as const;

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

const userId = recordId(USER_MESSAGES.userNotFound);
const role = z.enum(ROLES, { error: "Choose a role: admin or user" });
const permissions = z.array(z.enum(SECTION_KEYS, { error: "Unknown section" })).default([]);

export const createUserSchema = z
  .object({
    email: emailField,
    password: passwordField,
    name: nameField.optional().default(""),
    role,
    permissions,
  })
  // An admin has every section: no permission rows (SPEC §6).
  .transform((user) => (user.role === "admin" ? { ...user, permissions: [] } : user));

export const editUserSchema = z.object({
  userId,
  email: emailField,
  name: nameField.optional().default(""),
  // Empty: the roles stay as they are (the form offers "No role" only to a user who has none).
  role: role.optional(),
});

export const resetPasswordSchema = z
  .object({
    userId,
    password: passwordField,
    confirmPassword: text().optional().default(""),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: USER_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const permissionsSchema = z.object({ userId, permissions });

export const removeRoleSchema = z.object({ userId, roleId: recordId(USER_MESSAGES.roleNotFound) });

export const deleteUserSchema = z.object({ userId });

/** What the user-management action answers. */
/** The changes the user-management dialogs ask for, by the name each sends as its `intent`. */

// The user-management page's one action: each dialog names its change in
// `intent`; users.server.ts makes the change (SPEC §8 toasts, "Validation Error"
// for a form that fails its checks).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";

import {
  createUserSchema,
  deleteUserSchema,
  editUserSchema,
  permissionsSchema,
  removeRoleSchema,
  resetPasswordSchema,
  USER_MESSAGES,
} from "./schema";
import { createUser, deleteUser, removeRole, setPermissions, updatePassword, updateUser } from "./users.server";

const USER_INTENTS = {
  create: defineIntent({
    schema: createUserSchema,
    run: (value, actor) => createUser(value, actor),
    success: USER_MESSAGES.created,
    failure: USER_MESSAGES.createFailed,
  }),
  update_user: defineIntent({
    schema: editUserSchema,
    run: (value, actor) => updateUser(value, actor),
    success: USER_MESSAGES.updated,
    failure: USER_MESSAGES.updateFailed,
  }),
  update_password: defineIntent({
    schema: resetPasswordSchema,
    run: (value, actor) => updatePassword(value, actor),
    success: USER_MESSAGES.passwordUpdated,
    failure: USER_MESSAGES.passwordFailed,
  }),
  set_permissions: defineIntent({
    schema: permissionsSchema,
    run: (value, actor) => setPermissions(value, actor),
    success: USER_MESSAGES.permissionsUpdated,
    failure: USER_MESSAGES.permissionsFailed,
  }),
  remove_role: defineIntent({
    schema: removeRoleSchema,
    run: (value, actor) => removeRole(value, actor),
    success: USER_MESSAGES.roleRemoved,
    failure: USER_MESSAGES.removeRoleFailed,
  }),
  delete: defineIntent({
    schema: deleteUserSchema,
    run: (value, actor) => deleteUser(value, actor),
    success: USER_MESSAGES.deleted,
    failure: USER_MESSAGES.deleteFailed,
  }),
};

/** The changes the user-management dialogs ask for, by the name each sends as its `intent`. */
export type UserIntent = keyof typeof USER_INTENTS;

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageUsers(formData: FormData, actor: Actor) {
  return runAdminAction(formData, USER_INTENTS, actor, {
    area: "User management",
    validationTitle: USER_MESSAGES.validation,
    hideFields: ["password", "confirmPassword"],
  });
}

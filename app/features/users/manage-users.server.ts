// The user-management page's one action: each dialog names its change in
// `intent`; users.server.ts makes the change (SPEC §8 toasts, "Validation Error"
// for a form that fails its checks).
import { adminAction, defineIntent, type ActionReply } from "~/features/admin/admin-action.server";

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
    run: createUser,
    success: USER_MESSAGES.created,
    failure: USER_MESSAGES.createFailed,
  }),
  update_user: defineIntent({
    schema: editUserSchema,
    run: updateUser,
    success: USER_MESSAGES.updated,
    failure: USER_MESSAGES.updateFailed,
  }),
  update_password: defineIntent({
    schema: resetPasswordSchema,
    run: updatePassword,
    success: USER_MESSAGES.passwordUpdated,
    failure: USER_MESSAGES.passwordFailed,
  }),
  set_permissions: defineIntent({
    schema: permissionsSchema,
    run: setPermissions,
    success: USER_MESSAGES.permissionsUpdated,
    failure: USER_MESSAGES.permissionsFailed,
  }),
  remove_role: defineIntent({
    schema: removeRoleSchema,
    run: removeRole,
    success: USER_MESSAGES.roleRemoved,
    failure: USER_MESSAGES.removeRoleFailed,
  }),
  delete: defineIntent({
    schema: deleteUserSchema,
    run: deleteUser,
    success: USER_MESSAGES.deleted,
    failure: USER_MESSAGES.deleteFailed,
  }),
};

export const manageUsers = adminAction(USER_INTENTS, {
  area: "User management",
  validationTitle: USER_MESSAGES.validation,
  hideFields: ["password", "confirmPassword"],
});

export type ManageUsersReply = ActionReply<typeof manageUsers>;
export type UserIntent = NonNullable<ManageUsersReply["intent"]>;

// The account page's action: the signed-in member changes their own name or
// password (anyone signed in; the route checks). Nobody else's account is
// reachable from here: the user is the session's, never a form field.
import { defineIntent, runAdminAction } from "~/features/admin/admin-action.server";
import type { Actor } from "~/features/admin/outcome";

import { changeOwnPassword, updateOwnName } from "./account.server";
import { ACCOUNT_MESSAGES, accountNameSchema, changePasswordSchema, PASSWORD_FIELDS } from "./schema";

/** Runs the change `formData` asks for on `userId`'s own account; never throws for bad input. */
export function manageAccount(formData: FormData, account: { userId: string; sessionId: string | null }, actor: Actor) {
  const intents = {
    update_name: defineIntent({
      schema: accountNameSchema,
      run: (value, by) => updateOwnName(account.userId, value.name, by),
      success: ACCOUNT_MESSAGES.nameUpdated,
      failure: ACCOUNT_MESSAGES.nameFailed,
    }),
    change_password: defineIntent({
      schema: changePasswordSchema,
      run: (value, by) =>
        changeOwnPassword(
          {
            userId: account.userId,
            keepSessionId: account.sessionId,
            currentPassword: value.currentPassword,
            newPassword: value.newPassword,
          },
          by,
        ),
      success: ACCOUNT_MESSAGES.passwordUpdated,
      failure: ACCOUNT_MESSAGES.passwordFailed,
    }),
  };
  return runAdminAction(formData, intents, actor, { area: "My Account", hideFields: PASSWORD_FIELDS });
}

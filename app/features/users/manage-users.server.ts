// The user-management page's one action: the form names its dialog in
// `intent`; the fields are checked with that dialog's schema, the change is
// made by users.server.ts, and the reply carries the toast to show (SPEC §8)
// and, for a form, the field errors.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { db } from "~/lib/db.server";
import type { StaffUser } from "./access.server";
import {
  firstError,
  USER_INTENTS,
  USER_MESSAGES,
  type ManageUsersReply,
  type UserIntent,
  type UserToast,
} from "./schema";
import {
  createUser,
  deleteUser,
  removeRole,
  setPermissions,
  updatePassword,
  updateUser,
  type Actor,
  type Outcome,
} from "./users.server";

const TOASTS: Record<UserIntent, { success: string; failure: string }> = {
  create: { success: USER_MESSAGES.created, failure: USER_MESSAGES.createFailed },
  update_user: { success: USER_MESSAGES.updated, failure: USER_MESSAGES.updateFailed },
  update_password: { success: USER_MESSAGES.passwordUpdated, failure: USER_MESSAGES.passwordFailed },
  set_permissions: { success: USER_MESSAGES.permissionsUpdated, failure: USER_MESSAGES.permissionsFailed },
  remove_role: { success: USER_MESSAGES.roleRemoved, failure: USER_MESSAGES.removeRoleFailed },
  delete: { success: USER_MESSAGES.deleted, failure: USER_MESSAGES.deleteFailed },
};

const HIDDEN_FIELDS = ["password", "confirmPassword"];

const isIntent = (value: unknown): value is UserIntent => typeof value === "string" && Object.hasOwn(USER_INTENTS, value);

const toast = (type: UserToast["type"], title: string, description?: string): UserToast => ({
  id: crypto.randomUUID(),
  type,
  title,
  ...(description ? { description } : {}),
});

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export async function manageUsers(
  formData: FormData,
  actor: StaffUser,
  address: string,
): Promise<{ reply: ManageUsersReply; status: number }> {
  const intent = formData.get("intent");
  if (!isIntent(intent)) {
    return {
      status: 400,
      reply: { intent: null, ok: false, toast: toast("error", USER_MESSAGES.validation, USER_MESSAGES.unknownIntent) },
    };
  }

  const submission = parseWithZod(formData, { schema: USER_INTENTS[intent] });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields: HIDDEN_FIELDS });
    return {
      status: 400,
      reply: { intent, ok: false, toast: toast("error", USER_MESSAGES.validation, firstError(result)), result },
    };
  }

  const who: Actor = { actorUserId: actor.id, actorEmail: actor.email, ipAddress: address };
  const titles = TOASTS[intent];
  let outcome: Outcome;
  try {
    outcome = await run(intent, submission.value, who);
  } catch (error) {
    console.error(`User management: ${intent} failed`, error);
    return {
      status: 500,
      reply: {
        intent,
        ok: false,
        toast: toast("error", titles.failure, "Please try again."),
        result: submission.reply({ hideFields: HIDDEN_FIELDS }),
      },
    };
  }

  if (!outcome.ok) {
    const title = outcome.message === USER_MESSAGES.roleNotFound ? USER_MESSAGES.roleNotFound : titles.failure;
    const description = title === outcome.message ? undefined : outcome.message;
    const result = submission.reply({
      hideFields: HIDDEN_FIELDS,
      ...(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }),
    });
    return { status: outcome.status, reply: { intent, ok: false, toast: toast("error", title, description), result } };
  }
  return {
    status: 200,
    reply: {
      intent,
      ok: true,
      toast: toast("success", titles.success),
      result: submission.reply({ resetForm: true }),
    },
  };
}

// Each schema's parsed value, handed to its change.
type Values = { [K in UserIntent]: z.output<(typeof USER_INTENTS)[K]> };

function run(intent: UserIntent, value: Values[UserIntent], actor: Actor): Promise<Outcome> {
  switch (intent) {
    case "create":
      return createUser(db(), value as Values["create"], actor);
    case "update_user":
      return updateUser(db(), value as Values["update_user"], actor);
    case "update_password":
      return updatePassword(db(), value as Values["update_password"], actor);
    case "set_permissions":
      return setPermissions(db(), value as Values["set_permissions"], actor);
    case "remove_role":
      return removeRole(db(), value as Values["remove_role"], actor);
    case "delete":
      return deleteUser(db(), value as Values["delete"], actor);
  }
}


import { useAdminForm } from "~/features/admin/admin-form";
import type { FormSchema } from "~/lib/schema-form";

import { PASSWORD_MAX, PASSWORD_MIN, USER_MESSAGES, type ManageUsersReply } from "./schema";

/** A user-management dialog's form: a refused one is told beneath "Validation Error" (SPEC §8). */
export const useUserForm = <Schema extends FormSchema>(
  options: Omit<Parameters<typeof useAdminForm<Schema, ManageUsersReply>>[0], "section" | "validationTitle">,
) =>
  useAdminForm<Schema, ManageUsersReply>({
    ...options,
    section: "user_management",
    validationTitle: USER_MESSAGES.validation,
  });

export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

import type { ComponentProps } from "react";

import { FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import type { FormSchema } from "~/lib/forms/schema-form";

import { USER_MESSAGES } from "./schema";
import type { ManagedUser } from "./users.server";

/** A row of the user table, as the loader sends it. */
export type UserRow = ManagedUser;

/** A user-management dialog's form: a refused one is told beneath "Validation Error" (SPEC §8). */
export const useUserForm = <Schema extends FormSchema>(
  options: Omit<Parameters<typeof useAdminForm<Schema>>[0], "section" | "validationTitle">,
) => useAdminForm({ ...options, section: "user_management", validationTitle: USER_MESSAGES.validation });

/** A dialog that changes one account: it sends the account's id, and names it under its title. */
export function UserFormDialog({
  user,
  description = user.email,
  ...dialog
}: Omit<ComponentProps<typeof FormDialog>, "hidden" | "description"> & { user: UserRow; description?: string }) {
  return <FormDialog {...dialog} hidden={{ userId: user.id }} description={description} />;
}

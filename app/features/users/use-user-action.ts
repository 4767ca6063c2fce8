import type { FormMetadata } from "@conform-to/react";
import type { z } from "zod";

import { validatedFormProps as adminFormProps, useAdminAction } from "~/features/admin/use-admin-action";

import { USER_MESSAGES, type ManageUsersReply } from "./schema";

export const USER_MANAGEMENT_ACTION = "/admin/user-management";

/** One dialog's request to the user-management action; on success `onDone` runs (the dialog closes). */
export const useUserAction = (onDone: () => void) => useAdminAction<ManageUsersReply>(onDone);

/** conform's form props, with the "Validation Error" toast of SPEC §8 when the browser's check stops a submission. */
export const validatedFormProps = <Fields extends Record<string, unknown>>(
  form: FormMetadata<Fields, string[]>,
  schema: z.ZodType,
) => adminFormProps(form, schema, USER_MESSAGES.validation);

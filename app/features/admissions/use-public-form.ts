import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";

import { useSchemaForm, type FormSchema } from "~/lib/schema-form";
import { showToast } from "~/ui/toaster";

type FormReply = { form: string; result: SubmissionResult<string[]> } | undefined;

/**
 * One public form of a page with several (`name` is its `intent`): its
 * fetcher, and conform's form with the server's last reply. Without
 * JavaScript the reply arrives as the page's action data instead. A failure
 * to store (or a refusal) also shows as a toast, keeping what was typed.
 */
export function usePublicForm<Schema extends FormSchema>(name: string, { id, schema }: { id: string; schema: Schema }) {
  const fetcher = useFetcher<FormReply>({ key: `${name}-form` });
  const actionData = useActionData() as FormReply;
  const reply = fetcher.data ?? (actionData?.form === name ? actionData : undefined);
  const formError = reply?.result.error?.[""]?.[0];
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && formError) showToast({ type: "error", title: formError });
  }, [fetcher.state, fetcher.data, formError]);
  const form = useSchemaForm({ id, schema, lastResult: reply?.result });
  return { ...form, name, fetcher, busy: fetcher.state !== "idle" };
}

/** What the form's frame needs of it, whatever its fields. */
export type PublicForm = Pick<ReturnType<typeof usePublicForm>, "name" | "fetcher" | "busy" | "formProps"> & {
  form: { errors?: string[]; errorId: string };
};

import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";

import { showToast } from "~/ui/toaster";

type FormReply = { form: string; result: SubmissionResult<string[]> } | undefined;

/**
 * The fetcher and last server reply of one public form on a page with several.
 * Without JavaScript the reply arrives as the page's action data instead.
 * A failure to store (or a refusal) also shows as a toast, keeping what was typed.
 */
export function usePublicForm(form: string) {
  const fetcher = useFetcher<FormReply>({ key: `${form}-form` });
  const actionData = useActionData() as FormReply;
  const reply = fetcher.data ?? (actionData?.form === form ? actionData : undefined);
  const formError = reply?.result.error?.[""]?.[0];
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && formError) showToast({ type: "error", title: formError });
  }, [fetcher.state, fetcher.data, formError]);
  return { fetcher, lastResult: reply?.result, busy: fetcher.state !== "idle" };
}

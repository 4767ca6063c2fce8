import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";

import { firstMessage, useSchemaForm, type FormSchema } from "~/lib/schema-form";
import type { FieldMeta } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import { publicFormKey } from "./form-key";

type FormReply = { form: string; result: SubmissionResult<string[]> } | undefined;

/**
 * One public form (`name` tells it from the page's others): its fetcher, and
 * conform's form with the server's last reply. Without JavaScript the reply
 * arrives as the page's action data instead. A failure to store (or a
 * refusal) also shows as a toast, keeping what was typed; once stored (the
 * server redirects), the form is emptied for the next one.
 */
export function usePublicForm<Schema extends FormSchema>(
  name: string,
  {
    id,
    schema,
    onRefused,
  }: {
    id: string;
    schema: Schema;
    /** Runs when the browser's check stops a submit, with its first message. */
    onRefused?: (message: string | undefined) => void;
  },
) {
  const fetcher = useFetcher<FormReply>({ key: publicFormKey(name) });
  const actionData = useActionData() as FormReply;
  const reply = fetcher.data ?? (actionData?.form === name ? actionData : undefined);
  const formError = reply?.result.error?.[""]?.[0];
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && formError) showToast({ type: "error", title: formError });
  }, [fetcher.state, fetcher.data, formError]);
  const schemaForm = useSchemaForm({ id, schema, lastResult: reply?.result, onRefused });

  // A reply that came as the page itself: the form was sent before the page's scripts ran (or without them). It
  // says what a reply in the page would have: its message as a toast, or else the first field's (SPEC §5, for
  // forms that toast it). The page hydrates at once to show it (data-hydrate, app/entry.client.tsx).
  const pageReply = fetcher.data === undefined ? actionData?.form === name && actionData : undefined;
  const [shownWithPage] = useState(pageReply || undefined);
  useEffect(() => {
    if (!shownWithPage) return;
    const formMessage = shownWithPage.result.error?.[""]?.[0];
    if (formMessage) showToast({ id: `${name}-reply`, type: "error", title: formMessage });
    else onRefused?.(firstMessage(shownWithPage.result.error));
    // Once, for the page it came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownWithPage]);

  // A submission that ends without a reply was redirected: stored (or a bot's, dropped).
  const sent = useRef(false);
  const { reset } = schemaForm.form;
  useEffect(() => {
    if (fetcher.state !== "idle") sent.current = true;
    else if (sent.current) {
      sent.current = false;
      if (fetcher.data === undefined) reset();
    }
  }, [fetcher.state, fetcher.data, reset]);

  const formProps = { ...schemaForm.formProps, "data-hydrate": shownWithPage ? "now" : undefined };
  return { ...schemaForm, formProps, name, fetcher, busy: fetcher.state !== "idle" };
}

/** What the form's frame needs of it, whatever its fields. */
export type PublicForm = Pick<ReturnType<typeof usePublicForm>, "name" | "fetcher" | "busy" | "formProps"> & {
  form: { errors?: string[]; errorId: string };
  /** Every public form asks for consent (issue 14). */
  fields: { consent: FieldMeta };
};

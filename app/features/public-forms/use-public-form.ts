import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";

import { firstMessage, useSchemaForm, type FormSchema } from "~/lib/forms/schema-form";
import type { FieldMeta } from "~/ui/form-controls";
import { preloadToaster, showToast } from "~/ui/toaster";

import { publicFormKey } from "./form-key";

/** The server's answer to a public form: what to correct, or that it was sent (app/features/public-forms/submit.server.ts). */
type FormReply =
  | { form: string; result: SubmissionResult<string[]>; sent?: undefined }
  | { form: string; sent: true; message: string }
  | undefined;

/**
 * One public form (`name` tells it from the page's others): its fetcher, and
 * conform's form with the server's last reply. Without JavaScript the reply
 * arrives as the page's action data instead. A failure to store (or a
 * refusal) also shows as a toast, keeping what was typed; once stored, the
 * form thanks with a toast, is emptied for the next one and runs `onSent`
 * (a dialog closes).
 */
export function usePublicForm<Schema extends FormSchema>(
  name: string,
  {
    id,
    schema,
    defaultValue,
    onRefused,
    onSent,
  }: {
    id: string;
    schema: Schema;
    /** What the fields hold before anything is typed (the page's language, say). */
    defaultValue?: Parameters<typeof useSchemaForm<Schema>>[0]["defaultValue"];
    /** Runs when the browser's check stops a submit, with its first message. */
    onRefused?: (message: string | undefined) => void;
    /** Runs once the form has been stored, after its thanks. */
    onSent?: () => void;
  },
) {
  const fetcher = useFetcher<FormReply>({ key: publicFormKey(name) });
  const actionData = useActionData() as FormReply;
  const reply = fetcher.data ?? (actionData?.form === name ? actionData : undefined);
  const result = reply?.sent ? undefined : reply?.result;
  const formError = result?.error?.[""]?.[0];
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && formError) showToast({ type: "error", title: formError });
  }, [fetcher.state, fetcher.data, formError]);
  const schemaForm = useSchemaForm({ id, schema, lastResult: result, defaultValue, onRefused });

  // The thanks must not wait for the toast's code once the form is sent: it is fetched while the form is filled in.
  useEffect(preloadToaster, []);

  // A reply that came as the page itself: the form was sent before the page's scripts ran (or without them). It
  // says what a reply in the page would have: its message as a toast, or else the first field's (SPEC §5, for
  // forms that toast it). The page hydrates at once to show it (data-hydrate, app/entry.client.tsx).
  const pageReply =
    fetcher.data === undefined && actionData?.form === name && !actionData.sent ? actionData : undefined;
  const [shownWithPage] = useState(pageReply);
  useEffect(() => {
    if (!shownWithPage) return;
    const formMessage = shownWithPage.result.error?.[""]?.[0];
    if (formMessage) showToast({ id: `${name}-reply`, type: "error", title: formMessage });
    else onRefused?.(firstMessage(shownWithPage.result.error));
    // Once, for the page it came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownWithPage]);

  // A submission of this form's, ended: stored (the reply says sent; a redirect, for a bot's, has no reply).
  const submitted = useRef(false);
  const { reset } = schemaForm.form;
  const sentReply = fetcher.data?.sent ? fetcher.data : undefined;
  useEffect(() => {
    if (fetcher.state !== "idle") {
      submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    if (fetcher.data !== undefined && !sentReply) return;
    reset();
    if (sentReply) {
      showToast({ type: "success", title: sentReply.message });
      onSent?.();
    }
  }, [fetcher.state, fetcher.data, sentReply, reset, onSent]);

  const formProps = { ...schemaForm.formProps, "data-hydrate": shownWithPage ? "now" : undefined };
  return { ...schemaForm, formProps, name, fetcher, busy: fetcher.state !== "idle" };
}

/** What the form's frame needs of it, whatever its fields. */
export type PublicForm = Pick<ReturnType<typeof usePublicForm>, "name" | "fetcher" | "busy" | "formProps"> & {
  form: { errors?: string[]; errorId: string };
  /** Every public form asks for consent (decision 0032). */
  fields: { consent: FieldMeta };
};

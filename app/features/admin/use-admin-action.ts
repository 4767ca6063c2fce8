import { getFormProps, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";

import { showToast } from "~/ui/toaster";

import { firstError, type AdminReply } from "./reply";

const CONFORM_INTENT = "__intent__";

/**
 * One form's request to its page's action. When the answer comes, its toast
 * shows; on success `onDone` runs (a dialog closes, say).
 */
export function useAdminAction<Reply extends AdminReply = AdminReply>(onDone?: (reply: Reply) => void) {
  const fetcher = useFetcher<Reply>();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    showToast(answer.toast);
    if (answer.ok) done.current?.(answer as Reply);
  }, [answer]);
  return { fetcher, reply: fetcher.data, busy: fetcher.state !== "idle" };
}

export type AdminAction = ReturnType<typeof useAdminAction>;

/**
 * conform's form props, plus a toast with the first message when the
 * browser's check stops a submission (SPEC §8: the first schema message,
 * under `validationTitle` when the page has one).
 */
export function validatedFormProps<Fields extends Record<string, unknown>>(
  form: FormMetadata<Fields, string[]>,
  schema: z.ZodType,
  validationTitle?: string,
) {
  const props = getFormProps(form);
  return {
    ...props,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      props.onSubmit(event);
      if (!event.defaultPrevented) return;
      // conform checks a field on blur by a submit of its own (an "intent" button): not the user's submit.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.getAttribute("name") === CONFORM_INTENT) return;
      const submission = parseWithZod(new FormData(event.currentTarget), { schema });
      if (submission.status !== "success") {
        const message = firstError(submission.reply());
        // One toast per form, however often the submit is tried.
        const id = `validation-${form.id}`;
        if (validationTitle) showToast({ id, type: "error", title: validationTitle, description: message });
        else showToast({ id, type: "error", title: message });
      }
    },
  };
}

import { getFormProps, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { firstError, USER_MESSAGES, type ManageUsersReply, type UserToast } from "./schema";

const CONFORM_INTENT = "__intent__";

export const USER_MANAGEMENT_ACTION = "/admin/user-management";

export function showToast(message: UserToast) {
  toast[message.type](message.title, { id: message.id, description: message.description });
}

/**
 * One dialog's request to the user-management action. When the answer comes,
 * its toast shows; on success `onDone` runs (the dialog closes).
 */
export function useUserAction(onDone: () => void) {
  const fetcher = useFetcher<ManageUsersReply>();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    showToast(answer.toast);
    if (answer.ok) done.current();
  }, [answer]);
  return { fetcher, reply: fetcher.data, busy: fetcher.state !== "idle" };
}

export type UserAction = ReturnType<typeof useUserAction>;

/**
 * conform's form props, plus the "Validation Error" toast with the first
 * message when the browser's check stops a submission (SPEC §8).
 */
export function validatedFormProps<Fields extends Record<string, unknown>>(
  form: FormMetadata<Fields, string[]>,
  schema: z.ZodType,
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
        // One toast per form, however often the submit is tried.
        toast.error(USER_MESSAGES.validation, { id: `validation-${form.id}`, description: firstError(submission.reply()) });
      }
    },
  };
}

import type { DefaultValue } from "@conform-to/react";
import { isValidElement, type ComponentProps, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";

import { useSchemaForm, type FormSchema } from "~/lib/schema-form";
import { FormErrors } from "~/ui/field";
import { SubmitButton } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import type { AdminReply } from "./reply";
import { sectionPath, type SectionKey } from "./sections";
import { useAdminAction } from "./use-admin-action";

/**
 * One back office form: its request to its section's action (the answer's
 * toast shows; on success its dialog closes) and conform's form,
 * checked with the intent's schema, the one the server checks it with. A
 * submit the check stops shows the first message as a toast (SPEC §8: the
 * toast's title, or beneath `validationTitle` where the section has one).
 */
export function useAdminForm<Schema extends FormSchema, Reply extends AdminReply = AdminReply>({
  section,
  intent,
  id,
  schema,
  defaultValue,
  validationTitle,
  onClose,
  lastReply,
  keepValuesOnSuccess = false,
}: {
  /** Where the form posts: its section's page, or the path of a page outside the sections (school settings). */
  section: SectionKey | { path: string };
  /** The `intent` the form sends: which of the action's changes it asks for. */
  intent: string;
  id: string;
  schema: Schema;
  defaultValue?: DefaultValue<z.input<Schema>>;
  validationTitle?: string;
  /** Closes the form's dialog: once the change is made, or when it is dismissed. */
  onClose?: () => void;
  /** The answer the page got without scripts (the action's data), until the form has its own. */
  lastReply?: Reply;
  /**
   * A form that edits what its page shows (a setup): once saved, it keeps what was typed, which is what was saved.
   * Reset, it would show the values loaded before the save, as the answer comes before the page's data is read again.
   */
  keepValuesOnSuccess?: boolean;
}) {
  const action = useAdminAction<Reply>(onClose);
  const reply = action.reply ?? lastReply;
  const form = useSchemaForm({
    id,
    schema,
    defaultValue,
    lastResult: reply?.intent === intent && !(keepValuesOnSuccess && reply.ok) ? reply.result : undefined,
    onRefused(message = "Invalid input") {
      // One toast per form, however often the button is pressed.
      const toastId = `validation-${id}`;
      if (validationTitle) showToast({ id: toastId, type: "error", title: validationTitle, description: message });
      else showToast({ id: toastId, type: "error", title: message });
    },
  });
  return {
    ...action,
    ...form,
    intent,
    action: typeof section === "string" ? sectionPath(section) : section.path,
    onClose,
  };
}

/** What the form's frame needs of it, whatever its fields. */
export type AdminFormState = Pick<
  ReturnType<typeof useAdminForm>,
  "fetcher" | "busy" | "formProps" | "intent" | "action" | "onClose"
> & { form: { errors?: string[]; errorId: string } };

/** A form's usual button: what it does, and what it says while the form is being sent. */
export interface SubmitLabels {
  label: string;
  busyLabel: string;
  variant?: ComponentProps<typeof SubmitButton>["variant"];
}

const isSubmitLabels = (submit: ReactNode | SubmitLabels): submit is SubmitLabels =>
  typeof submit === "object" && submit !== null && !isValidElement(submit) && "busyLabel" in submit;

/**
 * The frame of every back office form: posted to its section's action with
 * its intent (and `hidden` values: the id of what it changes), its fields,
 * its button, and a message about the whole form below the button.
 */
export function AdminForm({
  state,
  hidden = {},
  encType,
  beforeSubmit,
  submit,
  className = "space-y-2",
  children,
}: {
  state: AdminFormState;
  hidden?: Record<string, string | readonly string[] | undefined>;
  encType?: "multipart/form-data";
  /** A check of its own before the schema's: preventing the event stops the submit. */
  beforeSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's labels, or a button of its own (./form-controls SubmitButton) with whatever sits around it. */
  submit: ReactNode | SubmitLabels;
  className?: string;
  children: ReactNode;
}) {
  const { formProps } = state;
  return (
    <state.fetcher.Form
      method="post"
      action={state.action}
      encType={encType}
      {...formProps}
      onSubmit={(event) => {
        beforeSubmit?.(event);
        if (!event.defaultPrevented) formProps.onSubmit(event);
      }}
      className={className}
    >
      <input type="hidden" name="intent" value={state.intent} />
      {Object.entries(hidden).flatMap(([name, value]) =>
        [value ?? []].flat().map((one) => <input key={`${name}=${one}`} type="hidden" name={name} value={one} />),
      )}
      {children}
      {isSubmitLabels(submit) ? (
        <SubmitButton busy={state.busy} busyLabel={submit.busyLabel} variant={submit.variant}>
          {submit.label}
        </SubmitButton>
      ) : (
        submit
      )}
      <FormErrors errors={state.form.errors} id={state.form.errorId} />
    </state.fetcher.Form>
  );
}

import type { DefaultValue } from "@conform-to/react";
import { isValidElement, useEffect, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { z } from "zod";

import { useSchemaForm, type FormSchema } from "~/lib/forms/schema-form";
import { useHydrated } from "~/lib/page/use-hydrated";
import { FormErrors } from "~/ui/field";
import { SubmitButton } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import { differsFrom, forgetTyped, keepTyped, readTyped } from "./kept-typing";
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
  keepTyping = onClose !== undefined,
  schemaFor,
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
  /**
   * Keeps what is typed and not saved in the tab, and gives it back when the form opens again (decision 0075). By
   * default for the forms that are closed or emptied once saved: the dialogs, a note, a reply.
   */
  keepTyping?: boolean;
  /** The schema one submit is checked with, by what it sends: see useSchemaForm. */
  schemaFor?: (formData: FormData) => FormSchema;
}) {
  const location = useLocation();
  const keptAs = keepTyping ? `${location.pathname}#${id}` : null;
  // A form that opens once the page is the browser's (a dialog) starts with what was typed; one the server rendered
  // (a note box) is given it just after, below: the server cannot know the tab's storage.
  const hydrated = useHydrated();
  const [typedAtOpen] = useState(() => (hydrated && keptAs ? typedWorthGivingBack(keptAs, defaultValue) : null));
  const [restored, setRestored] = useState(typedAtOpen !== null);
  const action = useAdminAction<Reply>(() => {
    // Saved: nothing typed is waiting any more.
    if (keptAs) forgetTyped(keptAs);
    setRestored(false);
    onClose?.();
  });
  const reply = action.reply ?? lastReply;
  const form = useSchemaForm({
    id,
    schema,
    defaultValue: typedAtOpen ? ({ ...(defaultValue as object), ...typedAtOpen } as typeof defaultValue) : defaultValue,
    lastResult: reply?.intent === intent && !(keepValuesOnSuccess && reply.ok) ? reply.result : undefined,
    schemaFor,
    onRefused(message = "Invalid input") {
      // One toast per form, however often the button is pressed.
      const toastId = `validation-${id}`;
      if (validationTitle) showToast({ id: toastId, type: "error", title: validationTitle, description: message });
      else showToast({ id: toastId, type: "error", title: message });
    },
  });
  // Opened again: what was typed and not saved comes back over the form's own values.
  const { form: conformForm } = form;
  useEffect(() => {
    const typed = keptAs && !typedAtOpen ? typedWorthGivingBack(keptAs, defaultValue) : null;
    if (!typed) return;
    conformForm.update({ value: { ...(defaultValue as object), ...typed } as never });
    // The tab's storage is read only after the page is the browser's: the server's render cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keptAs]);
  return {
    ...action,
    ...form,
    intent,
    action: typeof section === "string" ? sectionPath(section) : section.path,
    onClose,
    /** Forgets what was kept of this form: for a form whose saving leaves the page (a redirect brings no answer). */
    forgetKept: () => keptAs && forgetTyped(keptAs),
    /** Keeps what `formElement` holds as it is typed; nothing for a form that does not keep typing. */
    onTyped: (formElement: HTMLFormElement) => keptAs && keepTyped(keptAs, formElement),
    /** Whether what was typed before came back, and the way to the form's own values again. */
    kept: restored
      ? {
          startAgain: () => {
            if (keptAs) forgetTyped(keptAs);
            conformForm.update({ value: (defaultValue ?? {}) as never });
            setRestored(false);
          },
        }
      : null,
  };
}

/** What was typed and kept under `key`, when it differs from the form's own values; forgotten when it does not. */
function typedWorthGivingBack(key: string, defaultValue: unknown) {
  const typed = readTyped(key);
  if (typed && differsFrom(typed, defaultValue as Record<string, unknown> | undefined)) return typed;
  if (typed) forgetTyped(key);
  return null;
}

/** What the form's frame needs of it, whatever its fields. */
export type AdminFormState = Pick<
  ReturnType<typeof useAdminForm>,
  "fetcher" | "busy" | "formProps" | "intent" | "action" | "onClose"
> &
  Partial<Pick<ReturnType<typeof useAdminForm>, "onTyped" | "kept">> & { form: { errors?: string[]; errorId: string } };

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
      onInput={(event) => state.onTyped?.(event.currentTarget)}
      className={className}
    >
      <input type="hidden" name="intent" value={state.intent} />
      {state.kept ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-x-3 rounded-md bg-amber-50 px-3 py-1 text-sm text-amber-950"
        >
          What you typed before is back. It is not saved yet.
          <button type="button" className="min-h-11 font-medium underline" onClick={state.kept.startAgain}>
            Start again
          </button>
        </p>
      ) : null}
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

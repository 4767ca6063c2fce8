import type { ReactNode } from "react";

import { HoneypotField } from "~/lib/honeypot";
import { FormErrors } from "~/ui/field";
import { SubmitButton } from "~/ui/form-controls";

import type { PublicForm } from "./use-public-form";

/**
 * The frame of the admissions page's two forms (visit request, enquiry): sent
 * to the page's action with its name, a honeypot for bots, the fields, the
 * button ("Submitting..." while it is sent) and a message about the whole form.
 */
export function AdmissionForm({
  state,
  submitLabel,
  children,
}: {
  state: PublicForm;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <state.fetcher.Form
      method="post"
      action={`/admissions?form=${state.name}`}
      {...state.formProps}
      className="space-y-2"
    >
      <input type="hidden" name="intent" value={state.name} />
      <HoneypotField />
      {children}
      <SubmitButton busy={state.busy} busyLabel="Submitting..." className="w-full">
        {submitLabel}
      </SubmitButton>
      <FormErrors errors={state.form.errors} id={state.form.errorId} />
    </state.fetcher.Form>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

import { HoneypotField } from "~/lib/honeypot";
import { FormErrors } from "~/ui/field";
import { SelectField, SubmitButton, TextField } from "~/ui/form-controls";

import { CLASSES } from "./options";
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

type StudentFieldName = "student_name" | "class_for_admission" | "contact_no" | "email" | "previous_school";

/** The student and how to reach the family: the same in both forms (SPEC §5). */
export function StudentFields({ fields }: { fields: Record<StudentFieldName, FieldMetadata<unknown>> }) {
  return (
    <>
      <TextField meta={fields.student_name} label="Student Name" autoComplete="off" />
      <SelectField
        meta={fields.class_for_admission}
        label="Class for Admission"
        placeholder="Select class"
        options={CLASSES}
      />
      <TextField meta={fields.contact_no} label="Contact Number" type="tel" inputMode="tel" autoComplete="tel" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField meta={fields.previous_school} label="Previous School" />
    </>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

import { PublicFormFrame } from "~/features/public-forms/public-form";
import type { PublicForm } from "~/features/public-forms/use-public-form";
import { Dialog } from "~/ui/dialog";
import { SelectField, TextField } from "~/ui/form-controls";

import { CLASS_LABELS, labelledOptions } from "./option-labels";
import { CLASSES } from "./options";

/**
 * The admissions page's two forms (visit request, enquiry): sent to the
 * page's action with the form's name as its intent (the page has both), the
 * button reading "Submitting..." while it is sent.
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
  const { t } = useLingui();
  return (
    <PublicFormFrame
      state={state}
      action={`/admissions?form=${state.name}`}
      intent={state.name}
      submitLabel={submitLabel}
      busyLabel={t`Submitting...`}
      buttonClassName="w-full"
    >
      {children}
    </PublicFormFrame>
  );
}

/** How the admissions page opens and closes a form's dialog. */
export interface AdmissionDialogOpening {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where its close button leads while the page has no scripts. */
  closeHref: string;
}

/** The dialog one of the page's forms stands in: it closes once the form is sent (SPEC §4). */
export function AdmissionDialog({
  open,
  onOpenChange,
  closeHref,
  title,
  description,
  form,
}: AdmissionDialogOpening & {
  title: string;
  description: string;
  /** The form, given what to do once it is sent. */
  form: (onSent: () => void) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} closeHref={closeHref}>
      {form(() => onOpenChange(false))}
    </Dialog>
  );
}

type StudentFieldName = "student_name" | "class_for_admission" | "contact_no" | "email" | "previous_school";

/** The student and how to reach the family: the same in both forms (SPEC §5). */
export function StudentFields({ fields }: { fields: Record<StudentFieldName, FieldMetadata<unknown>> }) {
  const { t } = useLingui();
  return (
    <>
      <TextField meta={fields.student_name} label={t`Student Name`} autoComplete="off" />
      <SelectField
        meta={fields.class_for_admission}
        label={t`Class for Admission`}
        placeholder={t`Select class`}
        options={labelledOptions(CLASSES, CLASS_LABELS, (label) => t(label))}
      />
      <TextField meta={fields.contact_no} label={t`Contact Number`} type="tel" inputMode="tel" autoComplete="tel" />
      <TextField meta={fields.email} label={t`Email`} type="email" autoComplete="email" />
      <TextField meta={fields.previous_school} label={t`Previous School`} />
    </>
  );
}

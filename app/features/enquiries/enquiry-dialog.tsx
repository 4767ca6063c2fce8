import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

import {
  AdmissionDialog,
  AdmissionForm,
  StudentFields,
  type AdmissionDialogOpening,
} from "~/features/admissions/admission-form";
import { labelledOptions, RELATIONSHIP_LABELS } from "~/features/admissions/option-labels";
import { RELATIONSHIPS } from "~/features/admissions/options";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import { ENQUIRY_FORM, enquirySchema } from "./schema";

export function EnquiryDialog(opening: AdmissionDialogOpening) {
  const { t } = useLingui();
  return (
    <AdmissionDialog
      {...opening}
      title={t`Admission Enquiry`}
      description={t`Tell us about your child and we will get back to you.`}
      form={(onSent) => <EnquiryForm onSent={onSent} />}
    />
  );
}

function EnquiryForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => enquirySchema(i18n), [i18n]);
  const state = usePublicForm(ENQUIRY_FORM, { id: "admission-enquiry", schema, onSent });
  const { fields } = state;
  return (
    <AdmissionForm state={state} submitLabel={t`Submit Enquiry`}>
      <TextField meta={fields.enquirer_name} label={t`Your Name`} autoComplete="name" />
      <SelectField
        meta={fields.relationship}
        label={t`Relationship to Student`}
        placeholder={t`Select relationship`}
        options={labelledOptions(RELATIONSHIPS, RELATIONSHIP_LABELS, (label) => t(label))}
      />
      <StudentFields fields={fields} />
      <TextAreaField meta={fields.message} label={t`Message`} />
    </AdmissionForm>
  );
}

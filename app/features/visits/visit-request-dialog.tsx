import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

import {
  AdmissionDialog,
  AdmissionForm,
  StudentFields,
  type AdmissionDialogOpening,
} from "~/features/admissions/admission-form";
import { labelledOptions, VISIT_TIME_LABELS } from "~/features/admissions/option-labels";
import { VISIT_TIMES } from "~/features/admissions/options";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import { SelectField, TextAreaField } from "~/ui/form-controls";

import { VISIT_FORM, visitRequestSchema } from "./schema";
import { VisitDateField } from "./visit-date-field";

export function VisitRequestDialog({ today, ...opening }: AdmissionDialogOpening & { today: string }) {
  const { t } = useLingui();
  return (
    <AdmissionDialog
      {...opening}
      title={t`Schedule a Visit`}
      description={t`Choose a day and time to see the campus. We will call you to confirm.`}
      form={(onSent) => <VisitRequestForm today={today} onSent={onSent} />}
    />
  );
}

function VisitRequestForm({ today, onSent }: { today: string; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => visitRequestSchema(today, i18n), [today, i18n]);
  const state = usePublicForm(VISIT_FORM, { id: "visit-request", schema, onSent });
  const { fields } = state;
  return (
    <AdmissionForm state={state} submitLabel={t`Schedule Visit`}>
      <StudentFields fields={fields} />
      <VisitDateField meta={fields.visit_date} today={today} />
      <SelectField
        meta={fields.visit_time}
        label={t`Visit Time`}
        placeholder={t`Select time`}
        options={labelledOptions(VISIT_TIMES, VISIT_TIME_LABELS, (label) => t(label))}
      />
      <TextAreaField meta={fields.message} label={t`Message`} />
    </AdmissionForm>
  );
}

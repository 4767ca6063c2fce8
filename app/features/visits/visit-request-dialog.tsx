import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

import { AdmissionForm, StudentFields } from "~/features/admissions/admission-form";
import { labelledOptions, VISIT_TIME_LABELS } from "~/features/admissions/option-labels";
import { VISIT_TIMES } from "~/features/admissions/options";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import { Dialog } from "~/ui/dialog";
import { SelectField, TextAreaField } from "~/ui/form-controls";

import { VISIT_FORM, visitRequestSchema } from "./schema";
import { VisitDateField } from "./visit-date-field";

export function VisitRequestDialog({
  open,
  onOpenChange,
  today,
  closeHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  closeHref: string;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Schedule a Visit`}
      description={t`Choose a day and time to see the campus. We will call you to confirm.`}
      closeHref={closeHref}
    >
      {/* SPEC §4: the dialog closes once the request is sent. */}
      <VisitRequestForm today={today} onSent={() => onOpenChange(false)} />
    </Dialog>
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

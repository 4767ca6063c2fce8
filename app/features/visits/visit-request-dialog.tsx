import { useMemo } from "react";

import { AdmissionForm, StudentFields } from "~/features/admissions/admission-form";
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a Visit"
      description="Choose a day and time to see the campus. We will call you to confirm."
      closeHref={closeHref}
    >
      {/* SPEC §4: the dialog closes once the request is sent. */}
      <VisitRequestForm today={today} onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}

function VisitRequestForm({ today, onSent }: { today: string; onSent: () => void }) {
  const schema = useMemo(() => visitRequestSchema(today), [today]);
  const state = usePublicForm(VISIT_FORM, { id: "visit-request", schema, onSent });
  const { fields } = state;
  return (
    <AdmissionForm state={state} submitLabel="Schedule Visit">
      <StudentFields fields={fields} />
      <VisitDateField meta={fields.visit_date} today={today} />
      <SelectField meta={fields.visit_time} label="Visit Time" placeholder="Select time" options={VISIT_TIMES} />
      <TextAreaField meta={fields.message} label="Message" />
    </AdmissionForm>
  );
}

import { AdmissionForm, StudentFields } from "~/features/admissions/admission-form";
import { RELATIONSHIPS } from "~/features/admissions/options";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import { Dialog } from "~/ui/dialog";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import { ENQUIRY_FORM, enquirySchema } from "./schema";

export function EnquiryDialog({
  open,
  onOpenChange,
  closeHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeHref: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Admission Enquiry"
      description="Tell us about your child and we will get back to you."
      closeHref={closeHref}
    >
      {/* SPEC §4: the dialog closes once the enquiry is sent. */}
      <EnquiryForm onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}

function EnquiryForm({ onSent }: { onSent: () => void }) {
  const state = usePublicForm(ENQUIRY_FORM, { id: "admission-enquiry", schema: enquirySchema, onSent });
  const { fields } = state;
  return (
    <AdmissionForm state={state} submitLabel="Submit Enquiry">
      <TextField meta={fields.enquirer_name} label="Your Name" autoComplete="name" />
      <SelectField
        meta={fields.relationship}
        label="Relationship to Student"
        placeholder="Select relationship"
        options={RELATIONSHIPS}
      />
      <StudentFields fields={fields} />
      <TextAreaField meta={fields.message} label="Message" />
    </AdmissionForm>
  );
}

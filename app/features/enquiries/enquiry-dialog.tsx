import { AdmissionForm } from "~/features/admissions/admission-form";
import { CLASSES, RELATIONSHIPS } from "~/features/admissions/options";
import { usePublicForm } from "~/features/admissions/use-public-form";
import { Dialog } from "~/ui/dialog";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import { enquirySchema } from "./schema";

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
      <EnquiryForm />
    </Dialog>
  );
}

function EnquiryForm() {
  const state = usePublicForm("enquiry", { id: "admission-enquiry", schema: enquirySchema });
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
      <TextAreaField meta={fields.message} label="Message" />
    </AdmissionForm>
  );
}

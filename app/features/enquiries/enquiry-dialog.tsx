import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

import { CLASSES, RELATIONSHIPS } from "~/features/admissions/options";
import { usePublicForm } from "~/features/admissions/use-public-form";
import { HoneypotField } from "~/lib/honeypot";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormErrors } from "~/ui/field";
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
  const { fetcher, lastResult, busy } = usePublicForm("enquiry");
  const [form, fields] = useForm({
    id: "admission-enquiry",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
  });
  return (
    <fetcher.Form method="post" action="/admissions?form=enquiry" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="enquiry" />
      <HoneypotField />
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
      <TextField meta={fields.email} label="Email" type="email" optional autoComplete="email" />
      <TextField meta={fields.previous_school} label="Previous School" optional />
      <TextAreaField meta={fields.message} label="Message" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Submitting..." : "Submit Enquiry"}
      </Button>
    </fetcher.Form>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

import { CLASSES, VISIT_TIMES } from "~/features/admissions/options";
import { usePublicForm } from "~/features/admissions/use-public-form";
import { HoneypotField } from "~/lib/honeypot";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormErrors } from "~/ui/field";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import { visitRequestSchema } from "./schema";
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
      <VisitRequestForm today={today} />
    </Dialog>
  );
}

function VisitRequestForm({ today }: { today: string }) {
  const { fetcher, lastResult, busy } = usePublicForm("visit");
  const [form, fields] = useForm({
    id: "visit-request",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: visitRequestSchema(today) }),
  });
  return (
    <fetcher.Form method="post" action="/admissions?form=visit" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="visit" />
      <HoneypotField />
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
      <VisitDateField meta={fields.visit_date} today={today} />
      <SelectField meta={fields.visit_time} label="Visit Time" placeholder="Select time" options={VISIT_TIMES} />
      <TextAreaField meta={fields.message} label="Message" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Submitting..." : "Schedule Visit"}
      </Button>
    </fetcher.Form>
  );
}

import { PublicFormFrame } from "~/features/public-forms/public-form";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import {
  DATA_REQUEST_FORM,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  dataRequestSchema,
  YOUR_DATA_PATH,
} from "./schema";

const KIND_OPTIONS = DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: DATA_REQUEST_KIND_LABELS[kind] }));

/**
 * The "Your data" form (decision 0033), stored for the office like the
 * other public forms: sent through a fetcher, keeping what was typed when it
 * cannot be stored, emptied once it is. Without JavaScript it posts to the page.
 */
export function YourDataForm() {
  const state = usePublicForm(DATA_REQUEST_FORM, { id: "data-request", schema: dataRequestSchema });
  const { fields } = state;
  return (
    <PublicFormFrame
      state={state}
      action={YOUR_DATA_PATH}
      submitLabel="Send Request"
      busyLabel="Sending..."
      buttonClassName="w-full sm:w-auto"
    >
      <SelectField
        meta={fields.kind}
        label="What are you asking for?"
        placeholder="Select a request"
        options={KIND_OPTIONS}
      />
      <TextField meta={fields.name} label="Your Name" autoComplete="name" />
      <TextField
        meta={fields.phone}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="The number you gave the school. Give this or your e-mail address, or both."
      />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextAreaField
        meta={fields.details}
        label="Details"
        hint="For a correction: what is wrong and what it should be. Anything else the office should know."
      />
    </PublicFormFrame>
  );
}

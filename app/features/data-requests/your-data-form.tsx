import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

import { PublicFormFrame } from "~/features/public-forms/public-form";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import {
  DATA_REQUEST_FORM,
  DATA_REQUEST_KINDS,
  dataRequestSchema,
  YOUR_DATA_PATH,
  type DataRequestKind,
} from "./schema";

/**
 * What each request asks for, as the form offers it in the page's language: the English are the office's words
 * (DATA_REQUEST_KIND_LABELS in ./schema), which the back office and its mail keep.
 */
const KIND_CHOICES: Record<DataRequestKind, MessageDescriptor> = {
  access: msg`See the details the school holds about me`,
  correction: msg`Correct my details`,
  erasure: msg`Erase my details`,
  withdrawal: msg`Withdraw my consent`,
};

/**
 * The "Your data" form (decision 0033), stored for the office like the
 * other public forms: sent through a fetcher, keeping what was typed when it
 * cannot be stored, emptied once it is. Without JavaScript it posts to the page.
 */
export function YourDataForm() {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => dataRequestSchema(i18n), [i18n]);
  const state = usePublicForm(DATA_REQUEST_FORM, { id: "data-request", schema });
  const { fields } = state;
  return (
    <PublicFormFrame
      state={state}
      action={YOUR_DATA_PATH}
      submitLabel={t`Send Request`}
      busyLabel={t`Sending...`}
      buttonClassName="w-full sm:w-auto"
    >
      <SelectField
        meta={fields.kind}
        label={t`What are you asking for?`}
        placeholder={t`Select a request`}
        options={DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(KIND_CHOICES[kind]) }))}
      />
      <TextField meta={fields.name} label={t`Your Name`} autoComplete="name" />
      <TextField
        meta={fields.phone}
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t`The number you gave the school. Give this or your e-mail address, or both.`}
      />
      <TextField meta={fields.email} label={t`Email`} type="email" autoComplete="email" />
      <TextAreaField
        meta={fields.details}
        label={t`Details`}
        hint={t`For a correction: what is wrong and what it should be. For a photo of your child on a notice: the notice's address or title. Anything else the office should know.`}
      />
    </PublicFormFrame>
  );
}

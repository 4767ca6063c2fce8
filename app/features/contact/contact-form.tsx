import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

import { PublicFormFrame } from "~/features/public-forms/public-form";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import { TextAreaField, TextField } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import { CONTACT_FORM, CONTACT_MESSAGES, contactSchema } from "./schema";

/**
 * The Contact page's message form, stored for the office like the admissions
 * forms (decision 0026): sent through a fetcher, keeping what was typed when it
 * cannot be stored, thanked with a toast and emptied once it is. Without
 * JavaScript it posts to the page, which answers the same way.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => contactSchema(i18n), [i18n]);
  const state = usePublicForm(CONTACT_FORM, {
    id: "contact",
    schema,
    // SPEC §5: the first error as a toast (one, however often the button is pressed).
    onRefused: (message) =>
      showToast({ id: "validation-contact", type: "error", title: message ?? t(CONTACT_MESSAGES.checkInput) }),
  });
  const { fields } = state;
  return (
    <PublicFormFrame
      state={state}
      action="/contact"
      submitLabel={t`Send Message`}
      busyLabel={t`Sending...`}
      buttonClassName="w-full sm:w-auto"
    >
      <TextField meta={fields.name} label={t`Name`} autoComplete="name" />
      <TextField meta={fields.email} label={t`Email`} type="email" autoComplete="email" />
      <TextField meta={fields.phone} label={t`Phone`} type="tel" inputMode="tel" autoComplete="tel" />
      <TextAreaField meta={fields.message} label={t`Message`} />
    </PublicFormFrame>
  );
}

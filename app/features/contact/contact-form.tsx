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
  const state = usePublicForm(CONTACT_FORM, {
    id: "contact",
    schema: contactSchema,
    // SPEC §5: the first error as a toast (one, however often the button is pressed).
    onRefused: (message) =>
      showToast({ id: "validation-contact", type: "error", title: message ?? CONTACT_MESSAGES.checkInput }),
  });
  const { fields } = state;
  return (
    <PublicFormFrame
      state={state}
      action="/contact"
      submitLabel="Send Message"
      busyLabel="Sending..."
      buttonClassName="w-full sm:w-auto"
    >
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField meta={fields.phone} label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
      <TextAreaField meta={fields.message} label="Message" />
    </PublicFormFrame>
  );
}

import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { consentField } from "~/features/privacy/consent";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import { requiredText, text } from "~/lib/forms/form-fields";

/** The form's name: its replies and its rate limits. */
export const CONTACT_FORM = "contact";

/** SPEC §8's toasts, in the language of the page the form was sent from. */
export const CONTACT_MESSAGES = {
  success: msg`Thank you for your message! We'll get back to you soon.`,
  // Ours, in the style of SPEC §8's "Failed to submit enquiry. Please try again." (decision 0026).
  failure: msg`Failed to send message. Please try again.`,
  checkInput: msg`Please check your input`,
};

/** SPEC §5 "Contact form", its messages in `i18n`'s language. The message is stored for the office (decision 0026). */
export function contactSchema(i18n: I18n) {
  const { controlCharacters, email } = publicFieldMessages(i18n);
  return z.object({
    name: requiredText(
      t(i18n)`Name is required`,
      100,
      t(i18n)`Name must be less than 100 characters`,
      controlCharacters,
    ),
    email: text({ error: email.invalid }, controlCharacters)
      .trim()
      .max(255, email.tooLong)
      .pipe(z.email(email.invalid)),
    phone: requiredText(
      t(i18n)`Phone is required`,
      20,
      t(i18n)`Phone must be less than 20 characters`,
      controlCharacters,
    ),
    message: requiredText(
      t(i18n)`Message is required`,
      1000,
      t(i18n)`Message must be less than 1000 characters`,
      controlCharacters,
    ),
    consent: consentField(i18n),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

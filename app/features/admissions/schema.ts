// The fields both admissions forms ask (SPEC §5: the enquiry has "other fields as visit request"), with their
// messages in the language of the page the form is on (docs/specification.md §21).
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import { consentField } from "~/features/privacy/consent";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import { choice, contactNumber, optionalEmail, optionalText, requiredText } from "~/lib/forms/form-fields";

import { CLASSES } from "./options";

/** The student and how to reach the family, a message, and the consent: each form adds its own fields. */
export function admissionFields(i18n: I18n) {
  const messages = publicFieldMessages(i18n);
  return {
    student_name: requiredText(
      t(i18n)`Student name is required`,
      100,
      t(i18n)`Student name must be less than 100 characters`,
      messages.controlCharacters,
    ),
    class_for_admission: choice(CLASSES, t(i18n)`Class is required`, t(i18n)`Please choose a class from the list`),
    contact_no: contactNumber(messages.contactNumber),
    email: optionalEmail(messages.email),
    previous_school: optionalText(
      200,
      t(i18n)`Previous school must be less than 200 characters`,
      messages.controlCharacters,
    ),
    message: optionalText(500, t(i18n)`Message must be less than 500 characters`, messages.controlCharacters),
    consent: consentField(i18n),
  };
}

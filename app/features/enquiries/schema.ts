import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { RELATIONSHIPS } from "~/features/admissions/options";
import { admissionFields } from "~/features/admissions/schema";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import { choice, requiredText } from "~/lib/forms/form-fields";

/** The form's name: its intent on the Admissions page, its replies and its rate limits. */
export const ENQUIRY_FORM = "enquiry";

/** SPEC §8's toasts, in the language of the page the form was sent from. */
export const ENQUIRY_MESSAGES = {
  success: msg`Enquiry submitted successfully! We'll contact you soon.`,
  failure: msg`Failed to submit enquiry. Please try again.`,
};

/** SPEC §5 "Enquiry", its messages in `i18n`'s language. */
export function enquirySchema(i18n: I18n) {
  return z.object({
    enquirer_name: requiredText(
      t(i18n)`Enquirer name is required`,
      100,
      t(i18n)`Enquirer name must be less than 100 characters`,
      publicFieldMessages(i18n).controlCharacters,
    ),
    relationship: choice(
      RELATIONSHIPS,
      t(i18n)`Relationship is required`,
      t(i18n)`Please choose a relationship from the list`,
    ),
    ...admissionFields(i18n),
  });
}

export type EnquiryInput = z.output<ReturnType<typeof enquirySchema>>;

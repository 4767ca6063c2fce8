// The status page's form (docs/specification.md §22): the application number and the child's date of birth, with
// its messages in the page's language (decision 0053). One schema, in the browser and on the server.
import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { publicFieldMessages } from "~/features/public-forms/field-messages";
import { dateField, requiredText } from "~/lib/forms/form-fields";

/** Longer than any number the school gives ("2027-28/XII/0042"), with room for the spaces a parent may type. */
export const NUMBER_MAX = 40;

/** The page's refusals, in the spec's words. */
export const STATUS_MESSAGES = {
  noMatch: msg`No application matches this number and date of birth.`,
  tooMany: msg`Too many wrong tries. Please wait 15 minutes and try again, or call the school office.`,
};

export function statusLookupSchema(i18n: I18n) {
  const { controlCharacters } = publicFieldMessages(i18n);
  return z.object({
    number: requiredText(
      t(i18n)`Please enter the application number`,
      NUMBER_MAX,
      t(i18n)`Application number must be less than ${NUMBER_MAX} characters`,
      controlCharacters,
    ),
    dateOfBirth: dateField(
      t(i18n)`Please enter your child's date of birth`,
      t(i18n)`Please enter a valid date`,
      controlCharacters,
    ),
  });
}

// The messages the public forms' fields share, in the language of the page they are on (docs/specification.md
// §21, decision 0053): made from the page's (or the request's) Lingui instance, so the browser and the server say
// them alike. The English words are SPEC §5's, word for word; the back office keeps ~/lib/forms/form-fields' English
// defaults.
import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

import type { EmailMessages } from "~/lib/forms/form-fields";

export function publicFieldMessages(i18n: I18n) {
  const controlCharacters = t(
    i18n,
  )`This text contains invisible control characters that cannot be saved. Please type it again.`;
  const email: EmailMessages = {
    tooLong: t(i18n)`Email must be less than 255 characters`,
    invalid: t(i18n)`Invalid email address`,
    controlCharacters,
  };
  return {
    controlCharacters,
    email,
    contactNumber: {
      tooShort: t(i18n)`Contact number must be at least 10 digits`,
      tooLong: t(i18n)`Contact number must be at most 15 digits`,
      characters: t(i18n)`Contact number can only contain digits, spaces, + and -`,
      controlCharacters,
    },
  };
}

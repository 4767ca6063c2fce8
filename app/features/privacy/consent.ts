// The consent every public form asks for (decision 0032): one unticked box,
// named `consent` so that a scripted or no-JavaScript post stays a plain form,
// and required on the server like any other field. Its words are in the
// language of the page the form is on (docs/specification.md §21).
import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

export const CONSENT_LABEL = msg`I am the child's parent or guardian and 18 or over, and I agree to the school using these details to answer this request as its privacy notice describes.`;

// Short enough for one line on a 360-pixel phone: the box's own words, just above it, say what it agrees to.
export const consentRequired = (i18n: I18n) => t(i18n)`Please tick the box to consent`;

/** A ticked box posts "on"; an unticked one posts nothing, which is refused with `consentRequired`. */
export const consentField = (i18n: I18n) => z.literal("on", { error: consentRequired(i18n) });

/** The box, as the privacy notice lists it among what each form collects (decision 0031): kept with when and under which version. */
export const CONSENT_NOTICE_FIELD = {
  key: "consent",
  en: "Your consent, with when it was given and under which version of this notice",
  hi: "आपकी सहमति, वह कब दी गई और इस सूचना के किस संस्करण के अंतर्गत",
};

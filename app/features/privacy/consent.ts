// The consent every public form asks for (decision 0032): one unticked box,
// named `consent` so that a scripted or no-JavaScript post stays a plain form,
// and required on the server like any other field.
import { z } from "zod";

export const CONSENT_LABEL =
  "I am the child's parent or guardian and 18 or over, and I agree to the school using these details to answer this request as its privacy notice describes.";

// Short enough for one line on a 360-pixel phone: the box's own words, just above it, say what it agrees to.
export const CONSENT_REQUIRED = "Please tick the box to consent";

/** A ticked box posts "on"; an unticked one posts nothing, which is refused with CONSENT_REQUIRED. */
export const consentField = z.literal("on", { error: CONSENT_REQUIRED });

/** The box, as the privacy notice lists it among what each form collects (decision 0031): kept with when and under which version. */
export const CONSENT_NOTICE_FIELD = {
  key: "consent",
  en: "Your consent, with when it was given and under which version of this notice",
  hi: "आपकी सहमति, वह कब दी गई और इस सूचना के किस संस्करण के अंतर्गत",
};

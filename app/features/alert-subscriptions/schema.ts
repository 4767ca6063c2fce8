// The "Get school alerts" form (docs/specification.md §24 "Subscribing", decision 0066): an e-mail address and/or a
// mobile number, which alerts beside the urgent ones, the language, and consent. One schema for the browser and the
// server, its messages in the language of the page (decision 0053).
import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { consentField } from "~/features/privacy/consent";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import { optionalEmail, optionalPhone } from "~/lib/forms/form-fields";
import { LOCALES } from "~/lib/language/locale";

/** The form's name: its replies and its rate limits. */
export const ALERT_SUBSCRIPTION_FORM = "alert_subscription";

export const ALERTS_SUBSCRIBE_PATH = "/alerts/subscribe";
export const ALERTS_CONFIRM_PATH = "/alerts/confirm";
export const ALERTS_UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

/** How long a confirmation link works, and how long an address that never used it is kept (decision 0066). */
export const CONFIRM_LINK_DAYS = 7;

/** What a subscriber may choose beside the urgent alerts, which every subscriber gets. */
export const ALERT_TOPICS = ["announcements", "calendar"] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];

/** The kinds of message sent to subscribers: an alert goes to every one of them (decision 0067). */
export type AlertMessageKind = "alert" | AlertTopic;

/** A token in a link: 32 random bytes, base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Which answer a sent form gets: what the parent gave. */
export type SubscribedBy = "email" | "mobile" | "both";

export const SUBSCRIPTION_MESSAGES = {
  sent: {
    email: msg`Thank you. Look in your mailbox for a message from the school and open its link to confirm: alerts are sent only after that.`,
    mobile: msg`Thank you. The school's alerts will come to your mobile by SMS or WhatsApp when the school sends them.`,
    both: msg`Thank you. Look in your mailbox for a message from the school and open its link to confirm your e-mail address. Alerts will come to your mobile by SMS or WhatsApp when the school sends them.`,
  } satisfies Record<SubscribedBy, unknown>,
  failure: msg`Failed to subscribe. Please try again.`,
  identify: msg`Please give an e-mail address or a mobile number, or both`,
  /** Until School Settings names a gateway, alerts go by e-mail alone (decision 0075). */
  identifyEmail: msg`Please give an e-mail address`,
  noTexts: msg`The school does not send alerts by SMS or WhatsApp yet. Please give an e-mail address.`,
};

/** The consent box of this form: it is for alerts, not for an answer to a request (decision 0066). */
export const SUBSCRIPTION_CONSENT_LABEL = msg`I am 18 or over, and I agree to the school using these details to send me its alerts as its privacy notice describes.`;

/**
 * The form, its messages in `i18n`'s language. `textMessages`: whether a gateway sends alerts to a mobile; without
 * one the form offers no mobile number, and one sent all the same is refused rather than promised (decision 0075).
 */
export function alertSubscriptionSchema(i18n: I18n, { textMessages } = { textMessages: true }) {
  const { controlCharacters, email } = publicFieldMessages(i18n);
  return z
    .object({
      email: optionalEmail(email),
      mobile: optionalPhone("Mobile", {
        tooLong: t(i18n)`Mobile number must be at most 20 characters`,
        characters: t(i18n)`Mobile number can only contain digits, spaces, + and -`,
        digits: t(i18n)`Mobile number must have at least 10 digits`,
        controlCharacters,
      }),
      topics: z
        .array(z.enum(ALERT_TOPICS, { error: t(i18n)`Please choose from the list` }))
        .optional()
        .transform((topics) => [...new Set(topics ?? [])]),
      language: z.enum(LOCALES, { error: t(i18n)`Please choose a language` }),
      consent: consentField(i18n),
    })
    .refine((value) => Boolean(value.email || value.mobile), {
      message: i18n._(textMessages ? SUBSCRIPTION_MESSAGES.identify : SUBSCRIPTION_MESSAGES.identifyEmail),
      path: ["email"],
      // Said with the other fields' messages, not only once they are right.
      when: () => true,
    })
    .refine((value) => textMessages || !value.mobile, {
      message: i18n._(SUBSCRIPTION_MESSAGES.noTexts),
      path: ["mobile"],
    });
}

export type AlertSubscriptionInput = z.output<ReturnType<typeof alertSubscriptionSchema>>;

export const subscribedBy = (input: Pick<AlertSubscriptionInput, "email" | "mobile">): SubscribedBy =>
  input.email && input.mobile ? "both" : input.email ? "email" : "mobile";

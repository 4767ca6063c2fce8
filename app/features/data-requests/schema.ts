// The "Your data" form (decision 0033): a parent asks to see, correct or
// erase what the school holds about them, or withdraws consent, naming
// themselves by the phone number or e-mail address they gave. One schema, in
// the browser and on the server.
import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { consentField } from "~/features/privacy/consent";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import type { StatusGroup } from "~/features/requests/request-kind";
import { choice, optionalEmail, optionalPhone, optionalText, requiredText } from "~/lib/forms/form-fields";

import { addDays } from "../../../db/time";

export const YOUR_DATA_PATH = "/your-data";

/** The form's name: its replies and its rate limits. */
export const DATA_REQUEST_FORM = "data_request";

export const DATA_REQUEST_KINDS = ["access", "correction", "erasure", "withdrawal"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export type DataRequestStatus = "new" | "in_progress" | "done" | "refused";

/** What each request asks for, as the form offers it and the office reads it. */
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: "See the details the school holds about me",
  correction: "Correct my details",
  erasure: "Erase my details",
  withdrawal: "Withdraw my consent",
};

/** Short, for the office's list. */
export const DATA_REQUEST_KIND_NAMES: Record<DataRequestKind, string> = {
  access: "Access",
  correction: "Correction",
  erasure: "Erasure",
  withdrawal: "Withdrawal of consent",
};

/** New or in progress: the queue's filter, and the dashboard's figure, read it alike. */
export const OPEN_DATA_REQUESTS = {
  value: "open",
  label: "Open (new or in progress)",
  statuses: ["new", "in_progress"],
} as const satisfies StatusGroup<DataRequestStatus>;

/** The DPDP Rules give the school 90 days to answer. */
export const DATA_REQUEST_DUE_DAYS = 90;

/** The day a request received on `receivedOn` (the school's yyyy-MM-dd) must be answered by. */
export const dueDateOf = (receivedOn: string) => addDays(receivedOn, DATA_REQUEST_DUE_DAYS);

/** The form's toasts and its one message about two fields, in the language of the page it was sent from. */
export const DATA_REQUEST_MESSAGES = {
  // It cannot say whether a link was sent: that would tell a stranger whether the school has an address for a phone (decision 0041).
  success: msg`Your request has been sent. If the school has your e-mail address, look there for a link to confirm the request is yours. The school will answer within 90 days.`,
  failure: msg`Failed to send your request. Please try again.`,
  identify: msg`Please give the phone number or e-mail address you gave the school`,
};

/** The "Your data" form, its messages in `i18n`'s language. */
export function dataRequestSchema(i18n: I18n) {
  const { controlCharacters, email } = publicFieldMessages(i18n);
  return z
    .object({
      kind: choice(
        DATA_REQUEST_KINDS,
        t(i18n)`Please choose what you are asking for`,
        t(i18n)`Please choose a request from the list`,
      ),
      name: requiredText(
        t(i18n)`Name is required`,
        100,
        t(i18n)`Name must be less than 100 characters`,
        controlCharacters,
      ),
      phone: optionalPhone("Phone", {
        tooLong: t(i18n)`Phone must be at most 20 characters`,
        characters: t(i18n)`Phone can only contain digits, spaces, + and -`,
        digits: t(i18n)`Phone must have at least 10 digits`,
        controlCharacters,
      }),
      email: optionalEmail(email),
      details: optionalText(1000, t(i18n)`Details must be less than 1000 characters`, controlCharacters),
      consent: consentField(i18n),
    })
    .refine((value) => Boolean(value.phone || value.email), {
      message: i18n._(DATA_REQUEST_MESSAGES.identify),
      path: ["phone"],
      // Said with the other fields' messages, not only once they are right.
      when: () => true,
    });
}

export type DataRequestInput = z.output<ReturnType<typeof dataRequestSchema>>;

// ------------------------------------------ the office's tool (decision 0033)

export const PERSONAL_DATA_MESSAGES = {
  erased: "Personal data erased",
  eraseFailed: "Failed to erase personal data",
  corrected: "Personal data corrected",
  correctFailed: "Failed to correct personal data",
  nobody: "Give a phone number or e-mail address to look for",
  confirmErase: "Tick the box to confirm the erasure",
  newValue: "Give the corrected phone number or e-mail address",
} as const;

/** The confirm step of an action on a request that is not verified: the box staff tick. */
export const identityChecked = z.literal("on").optional();

/** Whom the tool looks for: the request's own phone and e-mail, or what the office typed. */
const searchedFor = {
  phone: optionalPhone("Phone"),
  email: optionalEmail(),
};

export const erasePersonalDataSchema = z.object({
  ...searchedFor,
  identityChecked,
  confirm: z.literal("on", { error: PERSONAL_DATA_MESSAGES.confirmErase }),
});

// ----------------------------------- verifying who asks (decision 0041)

export const VERIFICATION_MESSAGES = {
  notVerified: "Not verified",
  // The admin actions' server-side confirm step, and the box that gives it.
  unverified:
    "This request is not verified. Tick the box to confirm that you checked it comes from the person whose details these are.",
  identityChecked: "I checked that this request comes from the person whose details these are",
  verified: "Request marked as verified",
  verifyFailed: "Failed to mark the request as verified",
  alreadyVerified: "This request is already verified.",
  noteRequired: "Say whom you spoke to, and on which number",
  calledConfirm: "Tick the box to confirm that you called the person",
  withdrawalApplied: "Consent withdrawn: e-mails waiting to go to the person are cancelled",
  withdrawalFailed: "Failed to apply the withdrawal of consent",
  notWithdrawal: "Only a withdrawal of consent stops e-mail.",
  withdrawalAlreadyApplied: "This withdrawal has already stopped the person's e-mail.",
  // The public page the link opens says them in its own language (app/routes/site/your-data/your-data-verify.tsx).
  linkInvalid:
    "This link is not valid, or it has been used already. Please send your request again, or call the school office.",
  linkExpired: "This link has expired. Please send your request again, or call the school office.",
} as const;

/** How long a verification link works. */
export const VERIFICATION_LINK_DAYS = 7;

/** At most this many addresses on the records are sent a link for one request. */
export const VERIFICATION_ADDRESSES_MAX = 3;

export const YOUR_DATA_VERIFY_PATH = "/your-data/verify";

/** A link's token: 32 random bytes, base64url. */
export const VERIFICATION_TOKEN_PATTERN = /^[\w-]{43}$/;

export const verifyByPhoneSchema = z.object({
  note: requiredText(VERIFICATION_MESSAGES.noteRequired, 200, "Must be less than 200 characters"),
  called: z.literal("on", { error: VERIFICATION_MESSAGES.calledConfirm }),
});

export const applyWithdrawalSchema = z.object({ identityChecked });

export const correctPersonalDataSchema = z
  .object({
    ...searchedFor,
    identityChecked,
    newPhone: optionalPhone("Corrected phone"),
    newEmail: optionalEmail(),
  })
  .refine((value) => value.newPhone !== undefined || value.newEmail !== undefined, {
    message: PERSONAL_DATA_MESSAGES.newValue,
    path: ["newPhone"],
  });

// The "Your data" form (issue 14, point 4): a parent asks to see, correct or
// erase what the school holds about them, or withdraws consent, naming
// themselves by the phone number or e-mail address they gave. One schema, in
// the browser and on the server.
import { z } from "zod";

import { consentField } from "~/features/privacy/consent";
import type { StatusGroup } from "~/features/requests/request-kind";
import { choice, optionalEmail, optionalPhone, optionalText, requiredText } from "~/lib/form-fields";

import { addDays } from "../../../db/time";

export const YOUR_DATA_PATH = "/your-data";

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

export const DATA_REQUEST_MESSAGES = {
  success: "Your request has been sent. The school will answer within 90 days.",
  failure: "Failed to send your request. Please try again.",
  identify: "Please give the phone number or e-mail address you gave the school",
} as const;

export const dataRequestSchema = z
  .object({
    kind: choice(DATA_REQUEST_KINDS, "Please choose what you are asking for", "Please choose a request from the list"),
    name: requiredText("Name is required", 100, "Name must be less than 100 characters"),
    phone: optionalPhone("Phone"),
    email: optionalEmail(),
    details: optionalText(1000, "Details must be less than 1000 characters"),
    consent: consentField,
  })
  .refine((value) => Boolean(value.phone || value.email), {
    message: DATA_REQUEST_MESSAGES.identify,
    path: ["phone"],
    // Said with the other fields' messages, not only once they are right.
    when: () => true,
  });

export type DataRequestInput = z.output<typeof dataRequestSchema>;

// ------------------------------------------------- the office's tool (point 4)

export const PERSONAL_DATA_MESSAGES = {
  erased: "Personal data erased",
  eraseFailed: "Failed to erase personal data",
  corrected: "Personal data corrected",
  correctFailed: "Failed to correct personal data",
  nobody: "Give a phone number or e-mail address to look for",
  confirmErase: "Tick the box to confirm the erasure",
  newValue: "Give the corrected phone number or e-mail address",
} as const;

/** Whom the tool looks for: the request's own phone and e-mail, or what the office typed. */
const searchedFor = {
  phone: optionalPhone("Phone"),
  email: optionalEmail(),
};

export const erasePersonalDataSchema = z.object({
  ...searchedFor,
  confirm: z.literal("on", { error: PERSONAL_DATA_MESSAGES.confirmErase }),
});

export const correctPersonalDataSchema = z
  .object({
    ...searchedFor,
    newPhone: optionalPhone("Corrected phone"),
    newEmail: optionalEmail(),
  })
  .refine((value) => value.newPhone !== undefined || value.newEmail !== undefined, {
    message: PERSONAL_DATA_MESSAGES.newValue,
    path: ["newPhone"],
  });

// The office's forms for payments (docs/specification.md §34): importing a statement (and mapping its columns once),
// confirming a payment, taking a match back, changing what is due, cancelling a receipt. Back office words, in
// English; one schema each, in the browser and on the server.
import { z } from "zod";

import { FEE_MODE } from "~/features/applications/options";
import type { STATEMENT_FIELDS } from "~/features/payments/statement-columns";
import { choice, optionalText, recordId, requiredText, text } from "~/lib/forms/form-fields";

import { calendarDate } from "../../../db/time";

export const PAYMENTS_PATH = "/admin/applications/payments";
export const receiptPath = (id: string) => `${PAYMENTS_PATH}/receipts/${id}`;

/** The Payments list's filters, each with its name (docs/specification.md §34). */
export const PAYMENT_FILTERS = {
  to_confirm: "To confirm",
  reported: "Reported",
  not_found: "Not found after 3 days",
  awaiting: "Awaiting",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
} as const;
export type PaymentFilter = keyof typeof PAYMENT_FILTERS;
export const isPaymentFilter = (value: unknown): value is PaymentFilter =>
  typeof value === "string" && Object.hasOwn(PAYMENT_FILTERS, value);

/** How long a reported payment may go unmatched before it is listed as not found. */
export const NOT_FOUND_AFTER_DAYS = 3;

export const PAYMENT_MESSAGES = {
  loadFailed: "Failed to load payments",
  notFound: "Payment not found",
  imported: "Statement imported",
  importFailed: "Failed to import the statement",
  confirmed: "Payment confirmed",
  confirmFailed: "Failed to confirm the payment",
  alreadyConfirmed: "This payment is confirmed already.",
  cancelledPayment: "This payment was cancelled: it cannot be confirmed.",
  notOffered: "The application is no longer at Offered: record the fee on its page.",
  lineGone: "This statement line no longer matches the payment. Import the statement again.",
  unmatched: "Match taken back",
  unmatchFailed: "Failed to take the match back",
  amountChanged: "Amount due changed",
  amountFailed: "Failed to change the amount due",
  amountFixed: "This payment has been reported or confirmed: its amount cannot change.",
  whyNeeded: "Say why the amount differs from the fee page",
  receiptCancelled: "Receipt cancelled",
  receiptCancelFailed: "Failed to cancel the receipt",
  receiptAlreadyCancelled: "This receipt is cancelled already.",
  receiptNotFound: "Receipt not found",
  mappingNeeded:
    "The columns of this statement are not ones we know. Choose its header row and which column is which; the choice is remembered for this bank.",
  fileAgain: "Choose the statement file again: it is not kept.",
} as const;

/** Why a credit matched nothing, as the office reads it. */
export const UNMATCHED_WHY = {
  nothing: "Names no payment",
  "amount-differs": "The amount differs from what is due",
  several: "Names more than one payment",
  "paid-already": "Paid twice? The payment is matched by an earlier line",
} as const;

/** What a statement's columns can be, as the mapping step names them (the value date is not asked). */
export const MAPPED_FIELDS = [
  ["date", "Date"],
  ["narration", "Narration"],
  ["reference", "Reference"],
  ["credit", "Credit"],
  ["debit", "Debit"],
  ["amount", "Amount"],
  ["direction", "Dr/Cr"],
  ["balance", "Balance"],
] as const satisfies readonly (readonly [(typeof STATEMENT_FIELDS)[number], string])[];

const statementFile = z.instanceof(File, { error: "Please choose the bank statement file." });

/** A column's choice: blank for none, else its number (0 is the first). */
const column = text()
  .trim()
  .optional()
  .refine((value) => !value || /^\d{1,3}$/.test(value), "Choose a column from the list")
  .transform((value) => (value ? Number(value) : null));

export const importSchema = z.object({ statement: statementFile });

/** The mapping step: the file again, its header row, each field's column and the bank's name. */
export const mappingSchema = z.object({
  statement: statementFile,
  headerLine: text({ error: "Choose the header row" })
    .trim()
    .regex(/^\d{1,6}$/, "Choose the header row")
    .transform(Number),
  bankName: requiredText("Bank name is required", 100, "Bank name must be at most 100 characters"),
  ...Object.fromEntries(MAPPED_FIELDS.map(([field]) => [`column_${field}`, column])),
});

const notFuture = (today: string) =>
  text({ error: "Paid on is required" })
    .trim()
    .min(1, "Paid on is required")
    .refine((value) => calendarDate(value) !== null, "Please enter a valid date")
    .refine((value) => value <= today, "Paid on cannot be in the future");

/** Confirming a payment by hand: the day, how it was paid, and its reference. */
export const confirmSchema = (today: string) =>
  z.object({
    id: recordId(PAYMENT_MESSAGES.notFound),
    paidOn: notFuture(today),
    mode: choice(FEE_MODE.values, "Choose how it was paid", "Choose a mode from the list"),
    reference: optionalText(40, "Reference must be at most 40 characters"),
  });

/** Confirming a match: the statement line says the rest. */
export const confirmMatchSchema = z.object({ line: recordId(PAYMENT_MESSAGES.lineGone) });
export const unmatchSchema = confirmMatchSchema;

/** The most a fee may be (the fee page's limit, SPEC §29). */
export const AMOUNT_MAX = 1_000_000;

const rupeesField = (label: string, min: number) =>
  text()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/,/g, "") : undefined))
    .refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= AMOUNT_MAX),
      `${label} must be a whole number of rupees from ${min} to ${AMOUNT_MAX}`,
    )
    .transform((value) => (value === undefined ? undefined : Number(value)));

/** What is due on an offer: the first instalment staff add, an amount of their own, and why. */
export const amountSchema = z.object({
  // Not `id`: on the application's page that is the application's.
  payment: recordId(PAYMENT_MESSAGES.notFound),
  firstInstalment: rupeesField("First instalment", 0),
  amount: rupeesField("Amount due", 1),
  why: optionalText(500, "Why must be at most 500 characters"),
});

export const cancelReceiptSchema = z.object({
  id: recordId(PAYMENT_MESSAGES.receiptNotFound),
  reason: requiredText("Say why the receipt is cancelled", 500, "The reason must be at most 500 characters"),
});

// The parent's report of a payment (docs/specification.md §34): the UTR their UPI app showed, and optionally the
// amount and the day, with its messages in the page's language (decision 0053). One schema, in the browser and on
// the server; a report only reports: it marks nothing paid.
import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { normalisedUtr } from "~/features/payments/matching";
import { paiseOfText } from "~/features/payments/money";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import { text } from "~/lib/forms/form-fields";

import { calendarDate } from "../../../db/time";

/** The intent of the report's form, beside the status page's own. */
export const REPORT_INTENT = "report_payment";

/** How many UTRs a payment takes: a typo, a second try, a payment in two parts; more is the office's to sort out. */
export const MAX_REPORTS = 3;

/** The refusals, in the spec's words. */
export const REPORT_MESSAGES = {
  reported: msg`Payment reported: the office will confirm it`,
  duplicate: msg`This UPI reference has been reported already. Check the number, or call the school office.`,
  tooManyReports: msg`You have reported ${MAX_REPORTS} payments for this fee. Please call the school office.`,
  closed: msg`This fee is no longer due here. Please call the school office.`,
};

/** The report's fields; `today` is the school's date (yyyy-MM-dd): a payment is not made in the future. */
export function paymentReportSchema(i18n: I18n, today: string) {
  const { controlCharacters } = publicFieldMessages(i18n);
  const optional = text(undefined, controlCharacters)
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined);
  return z.object({
    intent: z.literal(REPORT_INTENT),
    payment: z.uuid(),
    utr: text({ error: t(i18n)`Please enter the 12-digit UPI reference (UTR)` }, controlCharacters)
      .trim()
      .min(1, t(i18n)`Please enter the 12-digit UPI reference (UTR)`)
      .refine((value) => normalisedUtr(value) !== null, t(i18n)`The UPI reference (UTR) must be 12 digits`)
      .transform((value) => normalisedUtr(value)!),
    amount: optional
      .refine(
        (value) => value === undefined || (paiseOfText(value) ?? 0) > 0,
        t(i18n)`Amount paid must be an amount in rupees, like 1500 or 1,500.50`,
      )
      .transform((value) => (value === undefined ? undefined : paiseOfText(value)!)),
    paidOn: optional
      .refine((value) => value === undefined || calendarDate(value) !== null, t(i18n)`Please enter a valid date`)
      .refine((value) => value === undefined || value <= today, t(i18n)`Paid on cannot be in the future`),
  });
}
export type PaymentReport = z.output<ReturnType<typeof paymentReportSchema>>;

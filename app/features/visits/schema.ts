import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { VISIT_TIMES } from "~/features/admissions/options";
import { admissionFields } from "~/features/admissions/schema";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import { choice, dateField } from "~/lib/forms/form-fields";

import { calendarDate } from "../../../db/time";

/** The form's name: its intent on the Admissions page, its replies and its rate limits. */
export const VISIT_FORM = "visit";

/** SPEC §8's toasts, in the language of the page the form was sent from. */
export const VISIT_MESSAGES = {
  success: msg`Visit request submitted successfully! We'll contact you soon.`,
  failure: msg`Failed to submit visit request. Please try again.`,
};

/** True for Saturdays and Sundays; `date` is yyyy-MM-dd. */
export function isWeekend(date: string) {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

const isRealDate = (date: string) => calendarDate(date) !== null;

/**
 * SPEC §5 "Visit request", its messages in `i18n`'s language. `today` is the school's date (yyyy-MM-dd): earlier
 * dates, Saturdays and Sundays are refused, on the browser and the server alike.
 */
export function visitRequestSchema(today: string, i18n: I18n) {
  const { message, consent, ...student } = admissionFields(i18n);
  return z.object({
    ...student,
    visit_date: dateField(
      t(i18n)`Visit date is required`,
      t(i18n)`Please enter a valid date`,
      publicFieldMessages(i18n).controlCharacters,
    )
      .refine((date) => !isRealDate(date) || date >= today, t(i18n)`Visit date cannot be in the past`)
      .refine(
        (date) => !isRealDate(date) || date < today || !isWeekend(date),
        t(i18n)`Visits are possible Monday to Friday only`,
      ),
    visit_time: choice(VISIT_TIMES, t(i18n)`Visit time is required`, t(i18n)`Please choose a visit time from the list`),
    message,
    consent,
  });
}

export type VisitRequestInput = z.output<ReturnType<typeof visitRequestSchema>>;

import { z } from "zod";

import { CLASSES, VISIT_TIMES } from "~/features/admissions/options";
import { consentField } from "~/features/privacy/consent";
import { choice, contactNumber, dateField, optionalEmail, optionalText, requiredText } from "~/lib/form-fields";

import { calendarDate } from "../../../db/time";

/** The form's name: its intent on the Admissions page, its replies and its rate limits. */
export const VISIT_FORM = "visit";

export const VISIT_MESSAGES = {
  success: "Visit request submitted successfully! We'll contact you soon.",
  failure: "Failed to submit visit request. Please try again.",
} as const;

/** True for Saturdays and Sundays; `date` is yyyy-MM-dd. */
export function isWeekend(date: string) {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

const isRealDate = (date: string) => calendarDate(date) !== null;

/**
 * SPEC §5 "Visit request". `today` is the school's date (yyyy-MM-dd): earlier
 * dates, Saturdays and Sundays are refused, on the browser and the server alike.
 */
export function visitRequestSchema(today: string) {
  return z.object({
    student_name: requiredText("Student name is required", 100, "Student name must be less than 100 characters"),
    class_for_admission: choice(CLASSES, "Class is required", "Please choose a class from the list"),
    contact_no: contactNumber,
    email: optionalEmail(),
    previous_school: optionalText(200, "Previous school must be less than 200 characters"),
    visit_date: dateField("Visit date is required", "Please enter a valid date")
      .refine((date) => !isRealDate(date) || date >= today, "Visit date cannot be in the past")
      .refine(
        (date) => !isRealDate(date) || date < today || !isWeekend(date),
        "Visits are possible Monday to Friday only",
      ),
    visit_time: choice(VISIT_TIMES, "Visit time is required", "Please choose a visit time from the list"),
    message: optionalText(500, "Message must be less than 500 characters"),
    consent: consentField,
  });
}

export type VisitRequestInput = z.output<ReturnType<typeof visitRequestSchema>>;

// The session's setup form (docs/specification.md §22): when applications open and close, the registration fee,
// and for each class of §3 whether it is open, its seats, its age rule and its interaction. One schema, in the
// browser and on the server; each rule says what is wrong, and a class's rule names the class.
import { z } from "zod";

import { CLASSES } from "~/features/admissions/options";
import { dateField, text } from "~/lib/forms/form-fields";

import { calendarDate } from "../../../../db/time";
import { mayHaveInteraction, type ClassName } from "../rules";

export const SETUP_PATH = "/admin/applications/setup";
export const SETUP_FORM_ID = "admissions-setup";
/** Sent by the form while its page has no scripts: a save then answers with a redirect and its toast. */
export const SETUP_NO_SCRIPT = "noscript";

export const SETUP_MESSAGES = {
  saved: "Admissions setup saved",
  saveFailed: "Failed to save the admissions setup",
  loadFailed: "Failed to load the admissions setup",
  opensRequired: "The opening date is required",
  closesRequired: "The closing date is required",
  invalidDate: "Please enter a valid date",
  closesBeforeOpens: "The closing date must be on or after the opening date",
  fee: "Registration fee must be a whole number from 0 to 100000",
  noInteraction:
    "No interaction up to Class VIII: the RTE Act, section 13, forbids screening a child or the parents for admission.",
  badClass: "Please choose a class from the list",
  sessionChanged:
    "The admissions session was changed in School Settings since this page was opened. Reload the page to set up the new session.",
} as const;

export const SEATS_MAX = 500;
export const FEE_MAX = 100_000;
/** An age's whole years: the oldest class's children are under 20. */
export const AGE_YEARS_MAX = 20;

/** A class's own messages, each naming it: "Class I: Seats are required". */
export const classMessages = (className: string) => ({
  seatsRequired: `${className}: Seats are required`,
  seats: `${className}: Seats must be a whole number from 0 to ${SEATS_MAX}`,
  years: (bound: "Minimum" | "Maximum") =>
    `${className}: ${bound} age must be a whole number of years from 0 to ${AGE_YEARS_MAX}`,
  months: (bound: "Minimum" | "Maximum") => `${className}: ${bound} age's months must be a whole number from 0 to 11`,
  maxBelowMin: `${className}: Maximum age must be at least the minimum age`,
  ageOnRequired: `${className}: Age on is required`,
  ageOn: `${className}: Age on must be a valid date`,
});

const wholeNumber = (value: string, max: number) => /^\d{1,6}$/.test(value) && Number(value) <= max;

/** A ticked box sends "on"; an unticked one sends nothing. */
const box = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

// Conform sends a blank field as nothing (undefined).
const optionalEntry = text().trim().optional();

/** An age in years and months as typed, in whole months; null when both are blank (no bound). */
function monthsOf(years: string | undefined, months: string | undefined): number | null {
  if (years === undefined && months === undefined) return null;
  return Number(years ?? 0) * 12 + Number(months ?? 0);
}

const classSchema = z
  .object({
    className: z.enum(CLASSES, SETUP_MESSAGES.badClass),
    open: box,
    seats: optionalEntry,
    minYears: optionalEntry,
    minMonths: optionalEntry,
    maxYears: optionalEntry,
    maxMonths: optionalEntry,
    ageOn: optionalEntry,
    interaction: box,
  })
  .superRefine((entry, context) => {
    const messages = classMessages(entry.className);
    const wrong = (field: string, message: string) => context.addIssue({ code: "custom", path: [field], message });
    // Seats and the age's date are needed to open a class; whatever is typed must be right, open or not.
    if (entry.seats === undefined) {
      if (entry.open) wrong("seats", messages.seatsRequired);
    } else if (!wholeNumber(entry.seats, SEATS_MAX)) wrong("seats", messages.seats);
    let ages = true;
    for (const [bound, years, months, yearsField, monthsField] of [
      ["Minimum", entry.minYears, entry.minMonths, "minYears", "minMonths"],
      ["Maximum", entry.maxYears, entry.maxMonths, "maxYears", "maxMonths"],
    ] as const) {
      if (years !== undefined && !wholeNumber(years, AGE_YEARS_MAX)) {
        wrong(yearsField, messages.years(bound));
        ages = false;
      }
      if (months !== undefined && !wholeNumber(months, 11)) {
        wrong(monthsField, messages.months(bound));
        ages = false;
      }
    }
    if (ages) {
      const min = monthsOf(entry.minYears, entry.minMonths);
      const max = monthsOf(entry.maxYears, entry.maxMonths);
      if (min !== null && max !== null && max < min) wrong("maxYears", messages.maxBelowMin);
    }
    if (entry.ageOn === undefined) {
      if (entry.open) wrong("ageOn", messages.ageOnRequired);
    } else if (calendarDate(entry.ageOn) === null) wrong("ageOn", messages.ageOn);
    // RTE Act s.13: the box is off and disabled below Class IX; a crafted form is refused all the same.
    if (entry.interaction && !mayHaveInteraction(entry.className)) wrong("interaction", SETUP_MESSAGES.noInteraction);
  })
  .transform((entry) => ({
    className: entry.className as ClassName,
    open: entry.open,
    seats: entry.seats === undefined ? null : Number(entry.seats),
    minAgeMonths: monthsOf(entry.minYears, entry.minMonths),
    maxAgeMonths: monthsOf(entry.maxYears, entry.maxMonths),
    ageOn: entry.ageOn ?? null,
    interaction: entry.interaction,
  }));

export const setupSchema = z
  .object({
    // The session the page was opened for: a save for another one (School Settings changed meanwhile) is refused.
    session: text().trim(),
    opensOn: dateField(SETUP_MESSAGES.opensRequired, SETUP_MESSAGES.invalidDate),
    closesOn: dateField(SETUP_MESSAGES.closesRequired, SETUP_MESSAGES.invalidDate),
    registrationFee: optionalEntry
      .refine((value) => value === undefined || wholeNumber(value, FEE_MAX), SETUP_MESSAGES.fee)
      .transform((value) => (value === undefined ? null : Number(value))),
    classes: z
      .array(classSchema)
      .default([])
      // Each class of §3 once at most.
      .refine(
        (classes) => new Set(classes.map((entry) => entry.className)).size === classes.length,
        SETUP_MESSAGES.badClass,
      ),
  })
  .refine(
    (setup) =>
      calendarDate(setup.opensOn) === null || calendarDate(setup.closesOn) === null || setup.closesOn >= setup.opensOn,
    { path: ["closesOn"], message: SETUP_MESSAGES.closesBeforeOpens },
  );

export type SetupInput = z.output<typeof setupSchema>;
export type ClassSetupInput = SetupInput["classes"][number];

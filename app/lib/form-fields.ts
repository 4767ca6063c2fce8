// Zod building blocks for form fields: every text is trimmed (SPEC §5), an
// optional field left blank becomes undefined, and each rule carries its message.
import { z } from "zod";

import { calendarDate } from "../../db/time";
import { withoutControlCharacters } from "./control-characters";

export const CONTROL_CHARACTERS_MESSAGE =
  "This text contains invisible control characters that cannot be saved. Please type it again.";

/**
 * Any text a form sends: a string without control characters. Every text field
 * starts here, so none reaches the database with a NUL in it (decision 0017); refused,
 * not stripped, so nothing is stored other than as typed.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => withoutControlCharacters(value) === value, CONTROL_CHARACTERS_MESSAGE);
}

export function requiredText(required: string, max: number, tooLong: string) {
  return text({ error: required }).trim().min(1, required).max(max, tooLong);
}

export function optionalText(max: number, tooLong: string) {
  return text()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);
}

/** How people write a phone number: digits, spaces, dashes and a leading +. */
export const PHONE_CHARACTERS = /^\+?[\d\s-]+$/;

/**
 * A phone number that may be left blank (undefined), named by `label` in its
 * messages; one message at a time: the digits are counted once only digits are there.
 */
export function optionalPhone(label: string) {
  return optionalText(20, `${label} must be at most 20 characters`)
    .refine(
      (value) => value === undefined || PHONE_CHARACTERS.test(value),
      `${label} can only contain digits, spaces, + and -`,
    )
    .refine(
      (value) => value === undefined || !PHONE_CHARACTERS.test(value) || value.replace(/\D/g, "").length >= 10,
      `${label} must have at least 10 digits`,
    );
}

/** A required text named by its label: "<Label> is required", "<Label> must be at most <max> characters". */
export function labelledText(label: string, max: number) {
  return text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const optionalLabelledText = (label: string, max: number) =>
  text().trim().max(max, `${label} must be at most ${max} characters`).optional();

const emailFormat = z.email();

export function optionalEmail() {
  return optionalText(255, "Email must be less than 255 characters").refine(
    (value) => value === undefined || emailFormat.safeParse(value).success,
    "Invalid email address",
  );
}

/** One of `options`: "required" when missing, "not in the list" otherwise. */
export function choice<const T extends readonly [string, ...string[]]>(
  options: T,
  required: string,
  notInList: string,
) {
  return z.enum(options, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? required : notInList),
  });
}

export const contactNumber = text({ error: "Contact number must be at least 10 digits" })
  .trim()
  .min(10, "Contact number must be at least 10 digits")
  .max(15, "Contact number must be at most 15 digits")
  .regex(/^\+?[\d\s-]+$/, "Contact number can only contain digits, spaces, + and -");

/** A date (yyyy-MM-dd) that is a real day of a year 1900–2999: "required" when blank, "invalid" otherwise. */
export function dateField(required: string, invalid: string) {
  return text({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => calendarDate(value) !== null, invalid);
}

/**
 * The id of a row a back office form acts on. One answer everywhere for an id
 * that cannot name a row: 400 with the area's "not found" words (a well-formed
 * id that names no row is a 404 with the same words).
 */
export const recordId = (notFound: string) => z.uuid(notFound);

/**
 * A Hindi text beside an English one (decision 0052): optional, with the English field's limit and its form's
 * wording ("Title (Hindi) must be less than 100 characters"); left blank, it is stored as null and the Hindi
 * site shows the English.
 */
export function optionalHindi(max: number, tooLong: string) {
  return text()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);
}

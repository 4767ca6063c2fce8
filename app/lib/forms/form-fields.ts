// Zod building blocks for form fields: every text is trimmed (SPEC §5), an
// optional field left blank becomes undefined, and each rule carries its message.
// The messages are given in English by default (the back office's); the public
// forms give them in the page's language (app/features/public-forms/field-messages.ts).
import { z } from "zod";

import { calendarDate, dateAndTime, schoolInstant } from "../../../db/time";
import { withoutControlCharacters } from "./control-characters";

export const CONTROL_CHARACTERS_MESSAGE =
  "This text contains invisible control characters that cannot be saved. Please type it again.";

/**
 * Any text a form sends: a string without control characters. Every text field
 * starts here, so none reaches the database with a NUL in it (decision 0017); refused,
 * not stripped, so nothing is stored other than as typed.
 */
export function text(params?: Parameters<typeof z.string>[0], controlCharacters = CONTROL_CHARACTERS_MESSAGE) {
  return z.string(params).refine((value) => withoutControlCharacters(value) === value, controlCharacters);
}

export function requiredText(required: string, max: number, tooLong: string, controlCharacters?: string) {
  return text({ error: required }, controlCharacters).trim().min(1, required).max(max, tooLong);
}

export function optionalText(max: number, tooLong: string, controlCharacters?: string) {
  return text(undefined, controlCharacters)
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);
}

/** How people write a phone number: digits, spaces, dashes and a leading +. */
export const PHONE_CHARACTERS = /^\+?[\d\s-]+$/;

export interface PhoneMessages {
  tooLong: string;
  characters: string;
  digits: string;
  controlCharacters?: string;
}

/** The English messages of a phone number named by `label`. */
export const phoneMessages = (label: string): PhoneMessages => ({
  tooLong: `${label} must be at most 20 characters`,
  characters: `${label} can only contain digits, spaces, + and -`,
  digits: `${label} must have at least 10 digits`,
});

/**
 * A phone number that may be left blank (undefined), named by `label` in its
 * (English) messages unless `messages` are given; one message at a time: the
 * digits are counted once only digits are there.
 */
export function optionalPhone(label: string, messages = phoneMessages(label)) {
  return optionalText(20, messages.tooLong, messages.controlCharacters)
    .refine((value) => value === undefined || PHONE_CHARACTERS.test(value), messages.characters)
    .refine(
      (value) => value === undefined || !PHONE_CHARACTERS.test(value) || value.replace(/\D/g, "").length >= 10,
      messages.digits,
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

export interface EmailMessages {
  tooLong: string;
  invalid: string;
  controlCharacters?: string;
}

const ENGLISH_EMAIL_MESSAGES: EmailMessages = {
  tooLong: "Email must be less than 255 characters",
  invalid: "Invalid email address",
};

export function optionalEmail(messages = ENGLISH_EMAIL_MESSAGES) {
  return optionalText(255, messages.tooLong, messages.controlCharacters).refine(
    (value) => value === undefined || emailFormat.safeParse(value).success,
    messages.invalid,
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

/** The admissions forms' contact number: 10 to 15 of the characters people write a phone number with. */
export function contactNumber(messages: {
  tooShort: string;
  tooLong: string;
  characters: string;
  controlCharacters?: string;
}) {
  return text({ error: messages.tooShort }, messages.controlCharacters)
    .trim()
    .min(10, messages.tooShort)
    .max(15, messages.tooLong)
    .regex(PHONE_CHARACTERS, messages.characters);
}

/** A date (yyyy-MM-dd) that is a real day of a year 1900–2999: "required" when blank, "invalid" otherwise. */
export function dateField(required: string, invalid: string, controlCharacters?: string) {
  return text({ error: required }, controlCharacters)
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
 * A Hindi text beside an English one (decision 0054): optional, with the English field's limit and its form's
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

/** A box that is ticked or not: a ticked box sends "on", an unticked one nothing; anything else is refused. */
export const tickedBox = () =>
  z
    .literal("on")
    .optional()
    .transform((value) => value === "on");

/**
 * A date and time typed in school time (a datetime-local value in `timeZone`), as an instant: `required` when blank,
 * `invalid` when it is not a date and time.
 */
export const schoolTimeField = (required: string, invalid: string, timeZone: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .transform((value, context) => {
      const parts = dateAndTime(value);
      if (parts) return schoolInstant(parts.date, parts.time, timeZone);
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });

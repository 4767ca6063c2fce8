// Zod building blocks for form fields: every text is trimmed (SPEC §5), an
// optional field left blank becomes undefined, and each rule carries its message.
import { z } from "zod";

export function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);
}

/** A required text named by its label: "<Label> is required", "<Label> must be at most <max> characters". */
export function labelledText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const optionalLabelledText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

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

export const contactNumber = z
  .string({ error: "Contact number must be at least 10 digits" })
  .trim()
  .min(10, "Contact number must be at least 10 digits")
  .max(15, "Contact number must be at most 15 digits")
  .regex(/^\+?[\d\s-]+$/, "Contact number can only contain digits, spaces, + and -");

/**
 * The id of a row a back office form acts on. One answer everywhere for an id
 * that cannot name a row: 400 with the area's "not found" words (a well-formed
 * id that names no row is a 404 with the same words).
 */
export const recordId = (notFound: string) => z.uuid(notFound);

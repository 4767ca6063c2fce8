// What the public forms' schemas say of a filled-in form, for the schema tests.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

import { i18nFor } from "~/lib/language/i18n";

/** The Lingui instances of the two languages, as a request from an English or a Hindi page gets them. */
export const english = await i18nFor("en");
export const hindi = await i18nFor("hi");

/** The consent box's message (decision 0032), word for word. */
export const CONSENT_REQUIRED = "Please tick the box to consent";

/** The messages `schema` gives for `input`, by field ({} when it is accepted). */
export function errorsFor(schema: z.ZodType, input: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.set(key, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

/** The fields about the child that a visit request and an enquiry share (SPEC §5: "other fields as visit request"), filled in. */
export const validChild = {
  student_name: "Asha Rani",
  class_for_admission: "Class I",
  contact_no: "9876543210",
  email: "",
  previous_school: "",
  message: "",
  consent: "on",
};

/** How every public form refuses a consent not given (decision 0032): no box, or a value no box posts. */
export const consentRefusals: [string, string, string][] = [
  ["consent", "", CONSENT_REQUIRED],
  ["consent", "yes", CONSENT_REQUIRED],
];

/** How both forms refuse those shared fields: [field, value, message]. */
export const childFieldRefusals: [string, string, string][] = [
  ["student_name", "", "Student name is required"],
  ["student_name", "   ", "Student name is required"],
  ["student_name", "a".repeat(101), "Student name must be less than 100 characters"],
  ["class_for_admission", "", "Class is required"],
  ["class_for_admission", "Class XIII", "Please choose a class from the list"],
  ["contact_no", "", "Contact number must be at least 10 digits"],
  ["contact_no", "98765", "Contact number must be at least 10 digits"],
  ["contact_no", "9".repeat(16), "Contact number must be at most 15 digits"],
  ["contact_no", "98765abcde", "Contact number can only contain digits, spaces, + and -"],
  ["email", "not-an-email", "Invalid email address"],
  ["email", `${"a".repeat(250)}@b.example`, "Email must be less than 255 characters"],
  ["previous_school", "p".repeat(201), "Previous school must be less than 200 characters"],
  ["message", "m".repeat(501), "Message must be less than 500 characters"],
  ...consentRefusals,
];

// The steps of an application (docs/specification.md §22) and what each asks, with its messages in the language of
// the page it is on (decision 0053): the same schema checks a step in the browser and again on the server, when the
// step is saved and once more when the application is submitted. The browser reads this module too.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";

import { CLASSES, RELATIONSHIPS } from "~/features/admissions/options";
import { consentField } from "~/features/privacy/consent";
import { publicFieldMessages } from "~/features/public-forms/field-messages";
import {
  choice,
  contactNumber,
  dateField,
  optionalEmail,
  optionalText,
  requiredText,
  text,
} from "~/lib/forms/form-fields";

import { BOARDS, DOCUMENT_KIND, GENDERS, MAX_SIBLINGS, type DocumentKind } from "../options";
import type { Step } from "./steps";

// ------------------------------------------------------------------ the child

/** The first class that is asked for the child's APAAR ID: it is asked for Class IX and above only. */
const APAAR_FROM = CLASSES.indexOf("Class IX");
export const asksApaarId = (className: string | undefined) =>
  className !== undefined && CLASSES.indexOf(className as (typeof CLASSES)[number]) >= APAAR_FROM;

/** How people write an APAAR ID: 12 digits, perhaps in groups. */
const APAAR_ID = /^\d{12}$/;

/**
 * The child (`child`): the name as on the birth certificate, a real date of birth in the past, the gender, a class
 * open for admission (`classes`, in their order) and, from Class IX, the APAAR ID. `today` is the school's date.
 */
export function childSchema(i18n: I18n, { today, classes }: { today: string; classes: readonly string[] }) {
  const { controlCharacters } = publicFieldMessages(i18n);
  const classRequired = t(i18n)`Class is required`;
  return z.object({
    child_name: requiredText(
      t(i18n)`Full name is required`,
      100,
      t(i18n)`Full name must be less than 100 characters`,
      controlCharacters,
    ),
    date_of_birth: dateField(
      t(i18n)`Date of birth is required`,
      t(i18n)`Please enter a real date`,
      controlCharacters,
    ).refine((date) => date < today, t(i18n)`Date of birth must be in the past`),
    gender: choice(GENDERS, t(i18n)`Gender is required`, t(i18n)`Please choose from the list`),
    class_sought: text({ error: classRequired }, controlCharacters)
      .trim()
      .min(1, classRequired)
      .refine((className) => classes.includes(className), t(i18n)`Please choose a class from the list`),
    apaar_id: optionalText(20, t(i18n)`APAAR ID must be 12 digits`, controlCharacters)
      .transform((id) => id?.replace(/[\s-]/g, "") || undefined)
      .refine((id) => id === undefined || APAAR_ID.test(id), t(i18n)`APAAR ID must be 12 digits`),
  });
}
export type ChildValues = z.output<ReturnType<typeof childSchema>>;

/** What the child's step keeps: its values, without an APAAR ID for a class below IX (it is not asked there). */
export function childValues(value: ChildValues): ChildValues {
  return asksApaarId(value.class_sought) ? value : { ...value, apaar_id: undefined };
}

// ------------------------------------------------------------------ the parents

function mobileNumber(i18n: I18n) {
  const { controlCharacters } = publicFieldMessages(i18n);
  return contactNumber({
    tooShort: t(i18n)`Mobile number must be at least 10 digits`,
    tooLong: t(i18n)`Mobile number must be at most 15 digits`,
    characters: t(i18n)`Mobile number can only contain digits, spaces, + and -`,
    controlCharacters,
  });
}

const SECOND_PARENT = [
  "second_parent_name",
  "second_parent_relationship",
  "second_parent_mobile",
  "second_parent_occupation",
] as const;

/**
 * The parents (`parents`): a parent or guardian (name, relationship, mobile number, occupation), perhaps a second
 * one (the same fields: once any of them is given, the name, relationship and mobile number are needed), the
 * family's e-mail and the home address.
 */
export function parentsSchema(i18n: I18n) {
  const { controlCharacters, email } = publicFieldMessages(i18n);
  // The Hindi of the enquiry's "Name is required" and "Relationship is required" says "your": not here.
  const nameRequired = t(i18n)({ message: "Name is required", context: "a parent's" });
  const nameTooLong = t(i18n)`Name must be less than 100 characters`;
  const relationshipRequired = t(i18n)({ message: "Relationship is required", context: "a parent's" });
  const relationshipNotInList = t(i18n)`Please choose a relationship from the list`;
  const occupationTooLong = t(i18n)`Occupation must be less than 100 characters`;
  const mobileRequired = t(i18n)`Mobile number must be at least 10 digits`;
  return z
    .object({
      parent_name: requiredText(nameRequired, 100, nameTooLong, controlCharacters),
      parent_relationship: choice(RELATIONSHIPS, relationshipRequired, relationshipNotInList),
      parent_mobile: mobileNumber(i18n),
      parent_occupation: optionalText(100, occupationTooLong, controlCharacters),
      second_parent_name: optionalText(100, nameTooLong, controlCharacters),
      second_parent_relationship: choice(RELATIONSHIPS, relationshipRequired, relationshipNotInList).optional(),
      second_parent_mobile: mobileNumber(i18n).optional(),
      second_parent_occupation: optionalText(100, occupationTooLong, controlCharacters),
      email: optionalEmail(email),
      address: requiredText(
        t(i18n)`Home address is required`,
        300,
        t(i18n)`Home address must be less than 300 characters`,
        controlCharacters,
      ),
    })
    .superRefine((value, context) => {
      if (SECOND_PARENT.every((key) => value[key] === undefined)) return;
      const needed = [
        ["second_parent_name", nameRequired],
        ["second_parent_relationship", relationshipRequired],
        ["second_parent_mobile", mobileRequired],
      ] as const;
      for (const [key, message] of needed) {
        if (value[key] === undefined) context.addIssue({ code: "custom", path: [key], message });
      }
    });
}
export type ParentsValues = z.output<ReturnType<typeof parentsSchema>>;

// ------------------------------------------------------------------ the previous school

/** The previous school (`previous-school`), each field optional: its name, its board and the last class attended. */
export function previousSchoolSchema(i18n: I18n) {
  const { controlCharacters } = publicFieldMessages(i18n);
  const fromTheList = t(i18n)`Please choose from the list`;
  return z.object({
    previous_school: optionalText(200, t(i18n)`Previous school must be less than 200 characters`, controlCharacters),
    previous_board: choice(BOARDS, fromTheList, fromTheList).optional(),
    previous_class: choice(CLASSES, fromTheList, t(i18n)`Please choose a class from the list`).optional(),
  });
}
export type PreviousSchoolValues = z.output<ReturnType<typeof previousSchoolSchema>>;

// ------------------------------------------------------------------ siblings

/**
 * Brothers and sisters at the school (`siblings`): up to three, each a name and a class; a row left empty is no
 * sibling, a row half filled asks for the other half.
 */
export function siblingsSchema(i18n: I18n) {
  const { controlCharacters } = publicFieldMessages(i18n);
  const sibling = z
    .object({
      name: optionalText(100, t(i18n)`Name must be less than 100 characters`, controlCharacters),
      class_name: choice(CLASSES, t(i18n)`Class is required`, t(i18n)`Please choose a class from the list`).optional(),
    })
    .superRefine((row, context) => {
      if (row.name !== undefined && row.class_name === undefined) {
        context.addIssue({ code: "custom", path: ["class_name"], message: t(i18n)`Class is required` });
      }
      if (row.name === undefined && row.class_name !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["name"],
          message: t(i18n)({ message: "Name is required", context: "a sibling's" }),
        });
      }
    });
  return z.object({
    siblings: z
      .array(sibling.optional())
      .max(MAX_SIBLINGS, t(i18n)`At most 3 brothers or sisters`)
      .optional()
      .transform((rows) =>
        (rows ?? []).flatMap((row) =>
          row?.name && row.class_name ? [{ name: row.name, class_name: row.class_name }] : [],
        ),
      ),
  });
}
export type SiblingsValues = z.output<ReturnType<typeof siblingsSchema>>;

// ------------------------------------------------------------------ documents

/** The largest document a parent may upload. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** What an upload is refused with, in the page's language. */
export const DOCUMENT_MESSAGES = {
  neither: msg`Please choose a photo (JPEG, PNG, WebP or HEIC) or a PDF: this file is neither.`,
  tooLarge: msg`The file must be 5 MB or smaller.`,
  noFile: msg`Please choose a file to upload.`,
  tooManyPixels: msg`This photo is too large to read. Please take it again at a lower resolution, or send a PDF.`,
  failed: msg`The file could not be saved. Please try again.`,
  /** The connection broke while the file went (decision 0075). */
  interrupted: msg`The upload stopped before the file arrived. Check your connection and try again.`,
};

/** Each document's name, as the page and the review give it. */
export const DOCUMENT_LABELS: Record<DocumentKind, MessageDescriptor> = {
  birth_certificate: msg`Birth certificate`,
  photograph: msg`Photograph`,
  report_card: msg`Last report card`,
  transfer_certificate: msg`Transfer certificate`,
  category_certificate: msg`Category certificate`,
};

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  DOCUMENT_KIND.values.includes(value as DocumentKind);

// ------------------------------------------------------------------ review

/** The review (`review`): the consent box of §16, ticked by the parent. */
export const reviewSchema = (i18n: I18n) => z.object({ consent: consentField(i18n) });

/** Staff entering a paper form (decision 0057) say instead that the consent was given on it. */
export const PAPER_CONSENT_REQUIRED = "Please confirm that the paper form carries the parent's consent";
export const paperReviewSchema = z.object({
  consent_on_paper: z.literal("on", { error: PAPER_CONSENT_REQUIRED }),
});

// ------------------------------------------------------------------ every step

/** Every saved step's values, by the step's name, as the draft keeps them. */
export interface DraftSteps {
  child?: ChildValues;
  parents?: ParentsValues;
  "previous-school"?: PreviousSchoolValues;
  siblings?: SiblingsValues;
}

/** The steps whose fields are saved in the draft, and their schemas. */
export type SavedStep = keyof DraftSteps;
export const SAVED_STEPS: readonly SavedStep[] = ["child", "parents", "previous-school", "siblings"];
export const isSavedStep = (step: Step): step is SavedStep => SAVED_STEPS.includes(step as SavedStep);

/** The schema of a saved step, its messages in `i18n`'s language; the child's classes are those open now. */
export function stepSchema(step: SavedStep, i18n: I18n, child: { today: string; classes: readonly string[] }) {
  switch (step) {
    case "child":
      return childSchema(i18n, child);
    case "parents":
      return parentsSchema(i18n);
    case "previous-school":
      return previousSchoolSchema(i18n);
    case "siblings":
      return siblingsSchema(i18n);
  }
}

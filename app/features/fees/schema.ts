// The back office forms of /admin/mandatory-disclosures/fees (docs/specification.md §29), shared by the browser and
// the server, and the rows of a fee heads CSV file. Each form names its change in the `intent` field.
import { z } from "zod";

import { CLASSES } from "~/features/admissions/options";
import { MAX_DOCUMENT_BYTES } from "~/features/disclosures/schema";
import { isSession } from "~/features/settings/schema";
import { choice, dateField, labelledText, optionalHindi, recordId, text, tickedBox } from "~/lib/forms/form-fields";

import { FEE_PER, MAX_FEE_AMOUNT, type ClassName, type FeePer } from "./fees";

/** The page's toasts and refusals. */
export const FEE_MESSAGES = {
  loadFailed: "Failed to load the fees",
  sessionAdded: "Session added",
  sessionAddFailed: "Failed to add the session",
  headAdded: "Head of fee added",
  headAddFailed: "Failed to add the head of fee",
  headUpdated: "Head of fee updated",
  headUpdateFailed: "Failed to update the head of fee",
  headDeleted: "Head of fee deleted",
  headDeleteFailed: "Failed to delete the head of fee",
  imported: "Fees imported",
  importFailed: "Failed to import the fees",
  formViUploaded: "Form VI uploaded",
  formViUploadFailed: "Failed to upload the Form VI",
  formViRemoved: "Form VI removed",
  formViRemoveFailed: "Failed to remove the Form VI",
  sessionInvalid: "Session must be two years like 2026-27",
  sessionNotFound: "Session not found",
  headNotFound: "Head of fee not found",
  nothingToCopy: "There is no earlier session with fees to copy.",
  noFormVi: "This session has no Form VI to remove.",
  formViRequired: "Please choose the Form VI PDF.",
  filedOnRequired: "Date filed is required",
  filedOnInvalid: "Please enter a valid date",
  filedOnFuture: "Date filed cannot be in the future",
} as const;

export const sessionTaken = (session: string) => `Session ${session} already exists.`;

/** A head a class already has in the session: the way is to edit that one. */
export const headTwice = (className: string, head: string, session: string) =>
  `${className} already has “${head}” in ${session}. Edit that head instead of adding it again.`;

const AMOUNT_MESSAGE = `Amount must be a whole number of rupees from 0 to ${MAX_FEE_AMOUNT}`;

const session = text({ error: FEE_MESSAGES.sessionInvalid }).trim().refine(isSession, FEE_MESSAGES.sessionInvalid);

/** Whole rupees, 0 to 10,00,000: "1200" and "1,200" alike; "", "12.50" and "-5" refused. */
const amount = text({ error: "Amount is required" })
  .trim()
  .min(1, "Amount is required")
  .transform((value) => value.replace(/,/g, ""))
  .refine((value) => /^\d+$/.test(value) && Number(value) <= MAX_FEE_AMOUNT, AMOUNT_MESSAGE)
  .transform(Number);

const headFields = {
  className: choice(CLASSES, "Class is required", "Please choose a class from the list"),
  head: labelledText("Head", 100),
  headHi: optionalHindi(100, "Head (Hindi) must be at most 100 characters"),
  per: choice(FEE_PER.values, "How often is required", "Please choose how often it is paid"),
  amount,
};

export const addSessionSchema = z.object({ session, copyFrom: tickedBox() });
export const addHeadSchema = z.object({ session, ...headFields });
export const updateHeadSchema = z.object({ headId: recordId(FEE_MESSAGES.headNotFound), ...headFields });
export const deleteHeadSchema = z.object({ headId: recordId(FEE_MESSAGES.headNotFound) });

// A file's size is checked here too (so the browser never sends too much); its content on the server.
export const importHeadsSchema = z.object({ session, file: z.instanceof(File).optional() });

export const uploadFormViSchema = z.object({
  session,
  document: z
    .instanceof(File, { error: FEE_MESSAGES.formViRequired })
    .refine((file) => file.size > 0, FEE_MESSAGES.formViRequired)
    .refine((file) => file.size <= MAX_DOCUMENT_BYTES, "The PDF must be 20 MB or smaller."),
  filedOn: dateField(FEE_MESSAGES.filedOnRequired, FEE_MESSAGES.filedOnInvalid),
});
export const removeFormViSchema = z.object({ session });

export type NewHead = z.output<typeof addHeadSchema>;
export type HeadChanges = z.output<typeof updateHeadSchema>;

// ---------------------------------------------------------------- CSV import

/** The columns of a fee heads file (decision 0071: the header line names them, in any order and case). */
export const FEE_CSV_COLUMNS = [
  { key: "className", header: "Class", required: true },
  { key: "head", header: "Head", required: true },
  { key: "headHi", header: "Head (Hindi)", required: false },
  { key: "per", header: "Per", required: true },
  { key: "amount", header: "Amount", required: true },
] as const;

const ROMAN_CLASS = /^(?:class\s+)?(i{1,3}|iv|v|vi{1,3}|ix|x|xi{1,2})$/i;

/** "class iv", "IV" and "Class IV" are "Class IV"; "nursery" is "Nursery"; null for none of SPEC §3's classes. */
export function classFromCsv(value: string): ClassName | null {
  const written = value.replace(/\s+/g, " ").trim();
  const exact = CLASSES.find((name) => name.toLowerCase() === written.toLowerCase());
  if (exact) return exact;
  const numeral = ROMAN_CLASS.exec(written)?.[1];
  return numeral ? (CLASSES.find((name) => name === `Class ${numeral.toUpperCase()}`) ?? null) : null;
}

const PER_FROM_WORD: Record<string, FeePer> = {
  "once, at admission": "admission",
  once: "admission",
  "every year": "year",
  year: "year",
  "every quarter": "quarter",
  quarter: "quarter",
  "every month": "month",
  month: "month",
};

/** "Every month" or "Month" (any case) → "month"; null when it is neither. */
export const perFromCsv = (value: string): FeePer | null =>
  PER_FROM_WORD[value.replace(/\s+/g, " ").trim().toLowerCase()] ?? null;

/** A row of the file, checked with the form's own rules (the class and how often in the file's words). */
export const feeCsvRow = z.object({
  className: z.string().transform((value, context) => {
    const className = classFromCsv(value);
    if (className) return className;
    context.addIssue({
      code: "custom",
      message: value.trim() ? `Class “${value.trim()}” is not one of the school's classes` : "Class is required",
    });
    return z.NEVER;
  }),
  head: headFields.head,
  headHi: headFields.headHi,
  per: z.string().transform((value, context) => {
    const per = perFromCsv(value);
    if (per) return per;
    context.addIssue({
      code: "custom",
      message: value.trim() ? `Per “${value.trim()}” must be Once, Year, Quarter or Month` : "Per is required",
    });
    return z.NEVER;
  }),
  amount,
});
export type FeeCsvRow = z.output<typeof feeCsvRow>;

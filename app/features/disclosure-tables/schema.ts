// The back office forms of the disclosure's tables (docs/specification.md §28, decision 0071), shared by the browser
// and the server. A CSV file's rows are checked with the add form's own schema, so a row is refused for what the
// form would refuse, in the same words.
import { z } from "zod";

import { labelledText, optionalLabelledText, recordId, text } from "~/lib/forms/form-fields";
import { CLASSES } from "~/lib/forms/school-classes";

import { BOARD_CLASSES, COMMITTEES, STAFF_DESIGNATIONS } from "./tables";

/** The toasts and refusals of the tables' pages. */
export const TABLE_MESSAGES = {
  loadFailed: "Failed to load the table",
  staffAdded: "Staff member added",
  staffAddFailed: "Failed to add the staff member",
  staffUpdated: "Staff member updated",
  staffUpdateFailed: "Failed to update the staff member",
  staffDeleted: "Staff member deleted",
  staffDeleteFailed: "Failed to delete the staff member",
  staffNotFound: "Staff member not found",
  resultAdded: "Result added",
  resultAddFailed: "Failed to add the result",
  resultUpdated: "Result updated",
  resultUpdateFailed: "Failed to update the result",
  resultDeleted: "Result deleted",
  resultDeleteFailed: "Failed to delete the result",
  resultNotFound: "Result not found",
  passedTooMany: "Passed cannot be more than Registered",
  memberAdded: "Member added",
  memberAddFailed: "Failed to add the member",
  memberUpdated: "Member updated",
  memberUpdateFailed: "Failed to update the member",
  memberDeleted: "Member deleted",
  memberDeleteFailed: "Failed to delete the member",
  memberNotFound: "Member not found",
  classSaved: "Sections saved",
  classSaveFailed: "Failed to save the sections",
  classCleared: "Sections cleared",
  classClearFailed: "Failed to clear the sections",
  imported: "Imported",
  importFailed: "Nothing was imported",
} as const;

export const resultTaken = (boardClass: string, year: number) =>
  `Class ${boardClass} already has a result for ${year}: edit that one instead.`;

/** "12 staff imported", "1 member imported". */
export const importedCount = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many} imported`;

/** The toast of a file refused: the list below the form says what is wrong where. */
export const importProblems = (count: number) =>
  `The file has ${count === 1 ? "1 problem" : `${count} problems`}; nothing was stored. Each is listed below the form.`;

/** A spreadsheet's cell is "" when empty; a form's is missing: both are "not given". */
const blankIsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A whole number from `min` to `max`, named by its label in each message. */
const count = (label: string, min: number, max: number) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: `${label} is required` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be ${min} or more`)
      .max(max, `${label} must be at most ${max}`),
  );

/** One of `options`, matched without case or spaces around it ("pgt" is "PGT"), as a spreadsheet writes it. */
const listed = <const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  aliases: Record<string, T[number]> = {},
) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const key = value.trim().replace(/\s+/g, " ").toLowerCase();
      if (key === "") return undefined;
      return options.find((option) => option.toLowerCase() === key) ?? aliases[key] ?? value;
    },
    z.enum(options, {
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be one of: ${options.join(", ")}`,
    }),
  );

const YES = ["yes", "y", "हाँ", "हां"];
const NO = ["no", "n", "नहीं"];

/** Yes or No: the form's select, or a spreadsheet's Yes/No/Y/N/हाँ/नहीं, without case. */
const yesNo = (label: string) =>
  z.preprocess(
    blankIsMissing,
    text({ error: `${label} is required` })
      .trim()
      .transform((value, context) => {
        const key = value.toLowerCase();
        if (YES.includes(key)) return true;
        if (NO.includes(key)) return false;
        context.addIssue({ code: "custom", message: `${label} must be Yes or No` });
        return z.NEVER;
      }),
  );

// ------------------------------------------------------------------ staff

export const staffFields = z.object({
  name: labelledText("Name", 200),
  designation: listed("Designation", STAFF_DESIGNATIONS),
  qualification: labelledText("Qualification", 300),
  subjects: optionalLabelledText("Subjects", 300),
  trained: yesNo("Trained"),
});
export const addStaffSchema = staffFields;
export const updateStaffSchema = staffFields.extend({ id: recordId(TABLE_MESSAGES.staffNotFound) });
export const deleteStaffSchema = z.object({ id: recordId(TABLE_MESSAGES.staffNotFound) });
export type StaffInput = z.output<typeof staffFields>;

// ---------------------------------------------------------------- results

// A spreadsheet may write "Class X", "10" or "12".
const boardClass = listed("Class", BOARD_CLASSES, { "class x": "X", "10": "X", "class xii": "XII", "12": "XII" });

const resultObject = z.object({
  boardClass,
  year: count("Year", 2000, 2100),
  registered: count("Registered", 0, 100_000),
  passed: count("Passed", 0, 100_000),
  remarks: optionalLabelledText("Remarks", 500),
});
const passedNoMore = { message: TABLE_MESSAGES.passedTooMany, path: ["passed"] };
export const resultFields = resultObject.refine((result) => result.passed <= result.registered, passedNoMore);
export const addResultSchema = resultFields;
export const updateResultSchema = resultObject
  .extend({ id: recordId(TABLE_MESSAGES.resultNotFound) })
  .refine((result) => result.passed <= result.registered, passedNoMore);
export const deleteResultSchema = z.object({ id: recordId(TABLE_MESSAGES.resultNotFound) });
export type ResultInput = z.output<typeof resultFields>;

// ------------------------------------------------------------- committees

const committee = z.enum(COMMITTEES, { error: "Choose the committee" });
export const memberFields = z.object({
  name: labelledText("Name", 200),
  role: labelledText("Role", 200),
});
export const addMemberSchema = memberFields.extend({ committee });
export const updateMemberSchema = memberFields.extend({ id: recordId(TABLE_MESSAGES.memberNotFound) });
export const deleteMemberSchema = z.object({ id: recordId(TABLE_MESSAGES.memberNotFound) });
export type MemberInput = z.output<typeof memberFields>;

// --------------------------------------------------------------- sections

const className = z.enum(CLASSES, { error: "Choose a class from the list" });
export const saveClassSchema = z.object({
  className,
  sections: count("Sections", 0, 50),
  seats: count("Seats", 0, 5000),
});
export const clearClassSchema = z.object({ className });

// ----------------------------------------------------------------- import

/** The file is checked on the server by readCsv: its size, its text, each row. */
const csvFile = z.instanceof(File).optional();
export const importSchema = z.object({ file: csvFile });
export const importMembersSchema = z.object({ file: csvFile, committee });

// The breach register's forms (docs/specification.md §27, decision 0070), shared by the browser and the server.
// Times are read in the school's time zone, passed in, so neither the server's zone nor the browser's moves them;
// the kinds of data a breach may touch are passed in too, as the server lists them (data-kinds.server.ts).
import { z } from "zod";

import { optionalText, recordId, requiredText, schoolTimeField, text } from "~/lib/forms/form-fields";

export const BREACH_REGISTER_PATH = "/admin/breaches";
export const RECORD_OF_PROCESSING_PATH = "/admin/record-of-processing";

/** The page's toasts and the reasons a change is refused. */
export const BREACH_MESSAGES = {
  loadFailed: "Failed to load the breach register",
  recorded: "Breach recorded",
  recordFailed: "Failed to record the breach",
  updated: "Breach updated",
  updateFailed: "Failed to update the breach",
  reported: "Report recorded",
  reportFailed: "Failed to record the report",
  notFound: "This breach no longer exists. Reload the page.",
  whatRequired: "What happened is required",
  whatTooLong: "What happened must be at most 2000 characters",
  detectedRequired: "When it was detected is required",
  timeInvalid: "Please enter a valid date and time",
  detectedFuture: "When it was detected cannot be in the future",
  kindInvalid: "Please choose the data from the list",
  otherTooLong: "Other data must be at most 500 characters",
  peopleInvalid: "People affected must be a whole number from 0 to 1000000",
  actionsTooLong: "What was done must be at most 2000 characters",
  reportFuture: "A report cannot be in the future",
  reportBeforeDetection: "A report cannot be before the breach was detected",
  reportWhich: "Choose which report was made",
  reportRequired: "When it was made is required",
  alreadyReported: "This report is already recorded: edit the breach to correct its time.",
} as const;

export const BREACH_LIMITS = { whatHappened: 2000, dataOther: 500, actionsTaken: 2000, people: 1_000_000 } as const;

/** The two reports the DPDP Rules ask for (Rule 7): to the Data Protection Board, and to the people affected. */
export const BREACH_REPORTS = ["board", "parents"] as const;
export type BreachReport = (typeof BREACH_REPORTS)[number];

const instant = (required: string, timeZone: string) =>
  schoolTimeField(required, BREACH_MESSAGES.timeInvalid, timeZone);

/** A time not yet come is refused: a form's minute is never after now, so a minute's rounding is allowed. */
const notFuture = (time: Date) => time.getTime() <= Date.now();

/** An optional time (conform sends a blank field as nothing): null when not given. */
const optionalInstant = (timeZone: string) =>
  instant(BREACH_MESSAGES.reportRequired, timeZone)
    .refine(notFuture, BREACH_MESSAGES.reportFuture)
    .optional()
    .transform((value) => value ?? null);

const peopleAffected = text()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const number = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(number) && number <= BREACH_LIMITS.people) return number;
    context.addIssue({ code: "custom", message: BREACH_MESSAGES.peopleInvalid });
    return z.NEVER;
  });

const breachFields = (timeZone: string, kinds: readonly string[]) =>
  z.object({
    whatHappened: requiredText(BREACH_MESSAGES.whatRequired, BREACH_LIMITS.whatHappened, BREACH_MESSAGES.whatTooLong),
    detectedAt: instant(BREACH_MESSAGES.detectedRequired, timeZone).refine(notFuture, BREACH_MESSAGES.detectedFuture),
    dataKinds: z
      .array(z.string().refine((kind) => kinds.includes(kind), BREACH_MESSAGES.kindInvalid))
      .optional()
      .transform((chosen) => kinds.filter((kind) => chosen?.includes(kind))),
    dataOther: optionalText(BREACH_LIMITS.dataOther, BREACH_MESSAGES.otherTooLong).transform((value) => value ?? null),
    peopleAffected,
    boardToldAt: optionalInstant(timeZone),
    parentsToldAt: optionalInstant(timeZone),
    actionsTaken: optionalText(BREACH_LIMITS.actionsTaken, BREACH_MESSAGES.actionsTooLong).transform(
      (value) => value ?? null,
    ),
  });

/** Neither report before the breach was detected; checked once the times are times (a field's own message first). */
const reportsAfterDetection = <Fields extends z.ZodType<BreachFields>>(fields: Fields): Fields =>
  fields
    .refine((breach) => !(breach.boardToldAt && breach.boardToldAt < breach.detectedAt), {
      message: BREACH_MESSAGES.reportBeforeDetection,
      path: ["boardToldAt"],
    })
    .refine((breach) => !(breach.parentsToldAt && breach.parentsToldAt < breach.detectedAt), {
      message: BREACH_MESSAGES.reportBeforeDetection,
      path: ["parentsToldAt"],
    });

type BreachFields = z.output<ReturnType<typeof breachFields>>;

/** Recording a breach: what happened, when it was detected, the data it touched, and what has been done so far. */
export const recordBreachSchema = (timeZone: string, kinds: readonly string[]) =>
  reportsAfterDetection(breachFields(timeZone, kinds));
export type NewBreach = z.output<ReturnType<typeof recordBreachSchema>>;

const breachId = recordId(BREACH_MESSAGES.notFound);

/** Editing one: the same fields. */
export const updateBreachSchema = (timeZone: string, kinds: readonly string[]) =>
  reportsAfterDetection(breachFields(timeZone, kinds).extend({ id: breachId }));
export type BreachChange = z.output<ReturnType<typeof updateBreachSchema>>;

/** Recording when one of its two reports was made. */
export const reportSchema = (timeZone: string) =>
  z.object({
    id: breachId,
    report: z.enum(BREACH_REPORTS, { error: BREACH_MESSAGES.reportWhich }),
    at: instant(BREACH_MESSAGES.reportRequired, timeZone).refine(notFuture, BREACH_MESSAGES.reportFuture),
  });
export type BreachReportInput = z.output<ReturnType<typeof reportSchema>>;

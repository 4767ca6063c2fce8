// The disclosure's self-attestation (docs/specification.md §30, decision 0073): its form's rules and texts, and the
// yearly reminder worked out from the school's day, the deadline and the newest attestation.
import { z } from "zod";

import { labelledText, text } from "~/lib/forms/form-fields";

import { addDays, longDate, MONTH_NAMES } from "../../../db/time";

/** The capacities the form offers; "Other" asks for the capacity in words. */
export const ATTESTED_AS = ["Principal", "Vice Principal", "Manager", "Chairperson", "Other"] as const;

export const ATTESTATION_MESSAGES = {
  attested: "Disclosure self-attested",
  attestFailed: "Failed to self-attest the disclosure",
  chooseCapacity: "Choose the capacity you attest in",
  otherRequired: "Say in what capacity you attest",
  otherTooLong: "Capacity must be at most 100 characters",
  confirm: "Tick the box to confirm you have reviewed every item",
  nothingToAttest: "The disclosure has no items yet: there is nothing to attest.",
} as const;

/** The 409 while items are missing: CBSE asks for a complete disclosure to be attested. */
export const itemsMissing = (missing: number, total: number) =>
  `${missing} of ${total} ${total === 1 ? "item is" : "items are"} not complete yet: complete ${missing === 1 ? "it" : "them"} or mark ${missing === 1 ? "it" : "them"} not applicable, then attest.`;

export const CONFIRMATION = "I have reviewed every item of this disclosure and it is complete and correct";

export const attestSchema = z
  .object({
    name: labelledText("Name", 100),
    attestedAs: z.enum(ATTESTED_AS, ATTESTATION_MESSAGES.chooseCapacity),
    attestedAsOther: text().trim().max(100, ATTESTATION_MESSAGES.otherTooLong).optional(),
    confirmed: z.literal("on", ATTESTATION_MESSAGES.confirm),
  })
  .superRefine((value, context) => {
    if (value.attestedAs === "Other" && !value.attestedAsOther)
      context.addIssue({ code: "custom", message: ATTESTATION_MESSAGES.otherRequired, path: ["attestedAsOther"] });
  })
  // What is kept: the name, and the capacity in words.
  .transform(({ name, attestedAs, attestedAsOther }) => ({
    name,
    attestedAs: attestedAs === "Other" ? attestedAsOther! : attestedAs,
  }));
export type Attestation = z.output<typeof attestSchema>;

/** The newest attestation, as the pages show it: the school's day it was made. */
export interface AttestationShown {
  name: string;
  attestedAs: string;
  /** yyyy-MM-dd, the school's day. */
  attestedOn: string;
}

// ------------------------------------------------------------------ the deadline

/** CBSE Circular 1/2026's date, unless School Settings say another. */
export const DEFAULT_DEADLINE = "02-15";
/** The reminder starts this many days before the deadline. */
export const REMINDER_DAYS = 30;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "MM-DD" from "15 February", "15 Feb", "15/2" or "02-15"; null when it is not a day every year has. */
export function parseDayAndMonth(value: string): string | null {
  const words = /^(\d{1,2})\s+([a-z]+)\.?$/i.exec(value.trim());
  const numbers = /^(\d{1,2})\s*[/.]\s*(\d{1,2})$/.exec(value.trim());
  const stored = /^(\d{2})-(\d{2})$/.exec(value.trim());
  let day: number;
  let month: number;
  if (words) {
    day = Number(words[1]);
    const name = words[2]!.toLowerCase();
    month = name.length >= 3 ? MONTH_NAMES.findIndex((candidate) => candidate.toLowerCase().startsWith(name)) + 1 : 0;
  } else if (numbers) {
    [day, month] = [Number(numbers[1]), Number(numbers[2])];
  } else if (stored) {
    [month, day] = [Number(stored[1]), Number(stored[2])];
  } else return null;
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return null;
  return `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "15 February" for "02-15". */
export function dayAndMonth(deadline: string) {
  const [month, day] = deadline.split("-").map(Number);
  return `${day} ${MONTH_NAMES[month! - 1]}`;
}

export const DEADLINE_MESSAGE = "Self-attestation due by must be a day and month, like 15 February";

/** School Settings' field: blank is CBSE's 15 February. */
export const deadlineField = text()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return DEFAULT_DEADLINE;
    const parsed = parseDayAndMonth(value);
    if (parsed) return parsed;
    context.addIssue({ code: "custom", message: DEADLINE_MESSAGE });
    return z.NEVER;
  });

/** Where the dashboard's reminder stands: due by a deadline, or overdue since it. */
export interface Reminder {
  kind: "due" | "overdue";
  /** yyyy-MM-dd. */
  deadline: string;
}

/**
 * The reminder on `today` (the school's day): from 30 days before each year's deadline until an attestation made on
 * or after that day; once the deadline passes unattested, overdue, until attested or the next year's reminder starts.
 */
export function reminderOn(today: string, deadline: string, attestedOn: string | null): Reminder | null {
  const year = Number(today.slice(0, 4));
  const dueIn = (y: number) => `${y}-${deadline}`;
  const opens = (y: number) => addDays(dueIn(y), -REMINDER_DAYS);
  // The newest year whose reminder has started (a deadline early in January starts its reminder in December).
  const y = [year + 1, year, year - 1].find((candidate) => today >= opens(candidate))!;
  if (attestedOn && attestedOn >= opens(y)) return null;
  return { kind: today <= dueIn(y) ? "due" : "overdue", deadline: dueIn(y) };
}

export const reminderText = ({ kind, deadline }: Reminder) =>
  kind === "due"
    ? `Self-attest the mandatory disclosure by ${longDate(deadline)} (CBSE Circular 1/2026).`
    : `The mandatory disclosure's self-attestation was due by ${longDate(deadline)} and is overdue: self-attest it now (CBSE Circular 1/2026).`;

export const outOfDateText = (attestedOn: string) =>
  `The disclosure changed after it was self-attested on ${longDate(attestedOn)}: review it and attest again.`;

// What each move of an application's stage asks for (docs/specification.md §22), one form per move: the stage
// panel shows it and the server checks it with the same schema (decision 0059). The rules of which moves there are
// live in ./rules; the office's words for them here. The browser reads this module too.
import { z } from "zod";

import { capitalised } from "~/features/requests/filters";
import { choice, optionalText, requiredText, text } from "~/lib/forms/form-fields";

import { calendarDate } from "../../../../db/time";
import { DOCUMENT_KIND, FEE_MODE } from "../options";
import type { Stage } from "../rules";

export const WHY_MAX = 500;
export const REASON_MAX = 500;
export const RECEIPT_MAX = 50;
/** The most a fee recorded at the office may be, in rupees. */
export const FEE_MAX = 1_000_000;

export const STAGE_MESSAGES = {
  moved: "Stage updated",
  moveFailed: "Failed to update the stage",
  interactionSet: "Interaction changed",
  interactionFailed: "Failed to change the interaction",
  documentsSaved: "Documents verified saved",
  documentsFailed: "Failed to save the documents verified",
  notFound: "This application no longer exists. Reload the page to see the current list.",
  notAtInteraction: "The interaction can be changed only while the application is at Interaction.",
  beyondSeats: "Admit beyond the seats?",
  why: `Why must be at most ${WHY_MAX} characters`,
} as const;

/** The stage as the office reads it: "Documents checked", "Not offered". */
export const stageName = (stage: Stage) => capitalised(stage);

/** Why the server refuses a move the rules do not allow (409), in plain words. */
export function moveRefused(from: Stage, to: Stage, interaction: boolean): string {
  if (to === "interaction" && !interaction) {
    return "This class has no interaction: the application goes from Documents checked to Offered.";
  }
  return `An application at ${stageName(from)} cannot move to ${stageName(to)}: it moves one stage at a time, and only as the page offers.`;
}

/** Why an admission beyond the class's seats waits for the confirmation (409). */
export const beyondSeatsRefused = (className: string, seats: number, admitted: number) =>
  `${className} has ${seats} ${seats === 1 ? "seat" : "seats"} and ${admitted} admitted. Tick “Admit beyond the seats?” to admit all the same.`;

/** Each move as the panel offers it: what it is called, and its button. */
export const MOVES: Record<Stage, { label: string; button: string }> = {
  submitted: { label: "Reopen as Submitted", button: "Reopen" },
  documents_checked: { label: "Documents checked", button: "Mark Documents Checked" },
  interaction: { label: "Interaction", button: "Schedule Interaction" },
  offered: { label: "Offer a seat", button: "Offer Seat" },
  fee_received: { label: "Fee received", button: "Record Fee" },
  admitted: { label: "Admit", button: "Admit" },
  waitlisted: { label: "Waitlist", button: "Put on Waitlist" },
  withdrawn: { label: "Withdrawn", button: "Mark Withdrawn" },
  not_offered: { label: "Not offered", button: "Mark Not Offered" },
};

/** The intent of the move to `stage`: one per move, so each form keeps its own answer. */
export const moveIntent = (stage: Stage) => `stage_${stage}`;

const why = optionalText(WHY_MAX, STAGE_MESSAGES.why);

/** A date field: required, a real date, on or after `from` and on or before `until` where they are given. */
function dateField(messages: { required: string; bad: string; out: string }, bound: { from?: string; until?: string }) {
  return text({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine((value) => calendarDate(value) !== null, messages.bad)
    .refine(
      (value) =>
        calendarDate(value) === null ||
        ((bound.from === undefined || value >= bound.from) && (bound.until === undefined || value <= bound.until)),
      messages.out,
    );
}

/** "2026-12-02T10:30" (a datetime-local input's value) as its date and time, or null. */
export function dateAndTime(value: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match || calendarDate(match[1]) === null || Number(match[2]) > 23 || Number(match[3]) > 59) return null;
  return { date: match[1]!, time: `${match[2]}:${match[3]}` };
}

/** The interaction's date and time: today or later, the school's day (`today`). */
export const interactionField = (today: string) =>
  text({ error: "Choose the interaction's date and time" })
    .trim()
    .min(1, "Choose the interaction's date and time")
    .refine((value) => dateAndTime(value) !== null, "Choose a real date and time")
    .refine((value) => {
      const when = dateAndTime(value);
      return when === null || when.date >= today;
    }, "The interaction cannot be before today");

const amount = text({ error: "Amount is required" })
  .trim()
  .min(1, "Amount is required")
  .regex(/^\d+$/, "Amount must be a whole number of rupees")
  .transform(Number)
  .refine((value) => value >= 1 && value <= FEE_MAX, `Amount must be from 1 to ${FEE_MAX}`);

/**
 * The form of the move to `to`, its dates checked against the school's `today` (yyyy-MM-dd). Every move may say why;
 * the server checks the same schema with its own today.
 */
export function moveSchema(to: Stage, today: string) {
  switch (to) {
    case "interaction":
      return z.object({ interactionAt: interactionField(today), why });
    case "offered":
      return z.object({
        feeDueOn: dateField(
          {
            required: "Choose the date the fee is due by",
            bad: "Choose a real date",
            out: "The fee due date cannot be before today",
          },
          { from: today },
        ),
        why,
      });
    case "fee_received":
      return z.object({
        feeAmount: amount,
        feePaidOn: dateField(
          {
            required: "Choose the date it was paid on",
            bad: "Choose a real date",
            out: "The payment date cannot be after today",
          },
          { until: today },
        ),
        feeReceipt: requiredText(
          "Receipt number is required",
          RECEIPT_MAX,
          `Receipt number must be at most ${RECEIPT_MAX} characters`,
        ),
        feeMode: choice(FEE_MODE.values, "Choose how it was paid", "Choose a mode from the list"),
        why,
      });
    case "admitted":
      return z.object({ beyondSeats: z.boolean().optional().default(false), why });
    case "not_offered":
      return z.object({
        reason: requiredText(
          "Please give the reason",
          REASON_MAX,
          `The reason must be at most ${REASON_MAX} characters`,
        ),
        why,
      });
    default:
      return z.object({ why });
  }
}

/** Everything a move's form may carry, checked. */
export type MoveValues = Partial<{
  interactionAt: string;
  feeDueOn: string;
  feeAmount: number;
  feePaidOn: string;
  feeReceipt: string;
  feeMode: (typeof FEE_MODE.values)[number];
  beyondSeats: boolean;
  reason: string;
}> & { why?: string };

/** A new date and time for the interaction, while the application is at Interaction: the parent is told again. */
export const interactionSchema = (today: string) => z.object({ interactionAt: interactionField(today), why });

/** The documents staff have seen, uploaded or on paper. */
export const documentsVerifiedSchema = z.object({
  documents: z.array(z.enum(DOCUMENT_KIND.values, { error: "Choose documents from the list" })).default([]),
});

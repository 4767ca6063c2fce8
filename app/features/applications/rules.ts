// The rules of online applications (docs/specification.md §22), with nothing
// of the database or the page in them: the child's age on the cut-off date
// against a class's rule, the application number, where a stage may go next,
// and what the seats of a class come to. The browser reads them too.
import { CLASSES } from "~/features/admissions/options";

import { APPLICATION_STAGE_VALUES } from "../../../db/enum-values";

export type ClassName = (typeof CLASSES)[number];

// ------------------------------------------------------------------ the age rule

/** A class's age rule: the child's age on `cutOff` (yyyy-MM-dd), in whole months, at least and at most (null: no bound). */
export interface AgeRule {
  minMonths: number | null;
  maxMonths: number | null;
  cutOff: string;
}

/** The age in whole months on `on` of a child born on `birth` (both yyyy-MM-dd); negative when not yet born. */
export function ageInMonths(birth: string, on: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [oy, om, od] = on.split("-").map(Number) as [number, number, number];
  let months = (oy - by) * 12 + (om - bm);
  // A month is complete on the same day of the month. A child born on the 31st completes it on the month's last day.
  const lastDayOfOnMonth = new Date(Date.UTC(oy, om, 0)).getUTCDate();
  if (od < Math.min(bd, lastDayOfOnMonth)) months -= 1;
  return months;
}

/** Whole years and the months beyond them: 41 months is 3 years 5 months. */
export const yearsAndMonths = (months: number) => ({ years: Math.floor(months / 12), months: months % 12 });

/**
 * Where a child born on `birth` stands against `rule`: inside it, younger or older. Outside is a warning to the
 * parent, never a refusal (RTE Act s.14: the office decides).
 */
export function ageAgainst(birth: string, rule: AgeRule): "inside" | "younger" | "older" {
  const age = ageInMonths(birth, rule.cutOff);
  if (rule.minMonths !== null && age < rule.minMonths) return "younger";
  if (rule.maxMonths !== null && age > rule.maxMonths) return "older";
  return "inside";
}

/** 31 March of the session's first year: "2027-28" → "2027-03-31", the usual cut-off for age. */
export const defaultCutOff = (session: string) => `${session.slice(0, 4)}-03-31`;

/**
 * A new install's age rule for a class, in months: Nursery from 3 years, each class a year older, each for a year
 * (3 years to 3 years 11 months for Nursery, 6 to 6 years 11 months for Class I).
 */
export function defaultAgeMonths(className: ClassName): { min: number; max: number } {
  const min = (3 + CLASSES.indexOf(className)) * 12;
  return { min, max: min + 11 };
}

// ------------------------------------------------------------------ numbers

/** The class's part of an application number: N, LKG, UKG, I … XII. */
export function classCode(className: ClassName): string {
  if (className === "Nursery") return "N";
  return className.replace(/^Class /, "");
}

/** "2027-28/I/0042": the session, the class and its number in both, four digits at least. */
export const applicationNumber = (session: string, className: ClassName, sequence: number) =>
  `${session}/${classCode(className)}/${String(sequence).padStart(4, "0")}`;

/** An application number as a parent may type it: any case, spaces around the parts, a number without its zeros. */
export function normalisedApplicationNumber(typed: string): string | null {
  const match = /^\s*(\d{4}-\d{2})\s*\/\s*([A-Za-z]+)\s*\/\s*(\d{1,6})\s*$/.exec(typed);
  if (!match) return null;
  const [, session, code, sequence] = match as unknown as [string, string, string, string];
  return `${session}/${code.toUpperCase()}/${sequence.padStart(4, "0")}`;
}

// ------------------------------------------------------------------ stages

/** The stages in their order, then the three that stand beside it. The database's application_stage. */
export const STAGES = APPLICATION_STAGE_VALUES;
export type Stage = (typeof STAGES)[number];

/** The classes where an interaction may be part of admission: Class IX and above (RTE Act s.13 bans screening below). */
export const INTERACTION_CLASSES: readonly ClassName[] = ["Class IX", "Class X", "Class XI", "Class XII"];
export const mayHaveInteraction = (className: string) => (INTERACTION_CLASSES as readonly string[]).includes(className);

/** The stage after `stage` on the way to admission, for a class with or without an interaction; null after Admitted. */
function forward(stage: Stage, interaction: boolean): Stage | null {
  switch (stage) {
    case "submitted":
      return "documents_checked";
    case "documents_checked":
      return interaction ? "interaction" : "offered";
    case "interaction":
      return "offered";
    case "offered":
      return "fee_received";
    case "fee_received":
      return "admitted";
    default:
      return null;
  }
}

/**
 * Where an application in `stage` may go next: one step on (never skipping one), or aside to the waitlist, withdrawn
 * or not offered; from the waitlist to the stage after Documents checked; withdrawn and not offered may be reopened.
 */
export function nextStages(stage: Stage, interaction: boolean): Stage[] {
  switch (stage) {
    case "submitted":
    case "documents_checked":
    case "interaction":
      return [forward(stage, interaction)!, "waitlisted", "withdrawn", "not_offered"];
    case "offered":
      return ["fee_received", "waitlisted", "withdrawn", "not_offered"];
    case "fee_received":
      return ["admitted", "withdrawn"];
    case "admitted":
      return ["withdrawn"];
    case "waitlisted":
      return [interaction ? "interaction" : "offered", "withdrawn", "not_offered"];
    case "withdrawn":
    case "not_offered":
      return ["submitted"];
  }
}

export const mayMove = (from: Stage, to: Stage, interaction: boolean) => nextStages(from, interaction).includes(to);

// ------------------------------------------------------------------ seats

/** A class's figures in a session: its seats, and its applications by what became of them. */
export interface ClassCounts {
  seats: number;
  /** Every application not withdrawn. */
  applications: number;
  /** Offered, not yet paid. */
  offered: number;
  feeReceived: number;
  admitted: number;
  waitlisted: number;
}

/** Seats taken: every offer standing, paid or not, and every admission. */
export const seatsTaken = (counts: ClassCounts) => counts.offered + counts.feeReceived + counts.admitted;

export type SeatState = "available" | "few" | "waitlist";

/**
 * What the public page says of a class: "Waitlist only" when every seat is offered or taken, "Few seats left" when
 * a tenth of them or fewer are left (at least 2), else "Seats available".
 */
export function seatState(counts: ClassCounts): SeatState {
  const left = counts.seats - seatsTaken(counts);
  if (left <= 0) return "waitlist";
  if (left <= Math.max(2, Math.ceil(counts.seats / 10))) return "few";
  return "available";
}

/** Whether admitting one more child would take the class beyond its seats: staff confirm it first. */
export const admissionBeyondSeats = (counts: Pick<ClassCounts, "seats" | "admitted">) =>
  counts.admitted + 1 > counts.seats;

// ------------------------------------------------------------------ the window

/** Whether applications are open on `today` (yyyy-MM-dd, the school's date): from the opening day to the closing day. */
export const applicationsOpen = (window: { opensOn: string; closesOn: string } | null, today: string) =>
  window !== null && window.opensOn <= today && today <= window.closesOn;

/** A draft untouched this many days is erased. */
export const DRAFT_DAYS = 30;

// A session's admissions as the school set them up (docs/specification.md §22): when applications open and close,
// the registration fee, and each class open for admission with its seats, age rule and interaction. The setup page
// writes them; the Admissions page, the steps and the office read them from here.
import { and, asc, eq } from "drizzle-orm";

import { CLASSES } from "~/features/admissions/options";
import { db } from "~/lib/db.server";

import { admissionClasses, admissionSessions } from "../../../db/schema";
import { applicationsOpen, mayHaveInteraction, type AgeRule, type ClassName } from "./rules";

/** A class open for admission in a session. */
export interface OpenClass {
  className: ClassName;
  seats: number;
  ageRule: AgeRule;
  /** Whether the process includes an interaction (never below Class IX). */
  interaction: boolean;
}

export interface AdmissionSetup {
  session: string;
  opensOn: string;
  closesOn: string;
  /** In rupees; null: none. */
  registrationFee: number | null;
  /** In the order of SPEC §3's classes. */
  classes: OpenClass[];
}

/** Where applications stand on a day: not set up, not open yet, open, or closed. */
export type ApplicationsWindow =
  { state: "none"; session: string } | { state: "before" | "open" | "after"; setup: AdmissionSetup };

const classOrder = (className: string) => CLASSES.indexOf(className as ClassName);

/** The session's setup, or null before the school has saved one. */
export async function admissionSetupOf(session: string): Promise<AdmissionSetup | null> {
  const [row] = await db().select().from(admissionSessions).where(eq(admissionSessions.session, session));
  if (!row) return null;
  const classes = await db()
    .select()
    .from(admissionClasses)
    .where(eq(admissionClasses.session, session))
    .orderBy(asc(admissionClasses.className));
  return {
    session,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    registrationFee: row.registrationFee,
    classes: classes
      .filter((open) => classOrder(open.className) >= 0)
      .sort((a, b) => classOrder(a.className) - classOrder(b.className))
      .map((open) => ({
        className: open.className as ClassName,
        seats: open.seats,
        ageRule: { minMonths: open.minAgeMonths, maxMonths: open.maxAgeMonths, cutOff: open.ageCutOff },
        // The database refuses it below Class IX too; read defensively all the same.
        interaction: open.interaction && mayHaveInteraction(open.className),
      })),
  };
}

/** Where the applications of `session` stand on `today` (the school's date). */
export async function applicationsWindow(session: string, today: string): Promise<ApplicationsWindow> {
  const setup = await admissionSetupOf(session);
  if (!setup) return { state: "none", session };
  if (applicationsOpen(setup, today)) return { state: "open", setup };
  return { state: today < setup.opensOn ? "before" : "after", setup };
}

/** One class of a session's setup, or null when it is not open for admission. */
export async function openClassOf(session: string, className: string): Promise<OpenClass | null> {
  const [row] = await db()
    .select()
    .from(admissionClasses)
    .where(and(eq(admissionClasses.session, session), eq(admissionClasses.className, className)));
  if (!row || classOrder(row.className) < 0) return null;
  return {
    className: row.className as ClassName,
    seats: row.seats,
    ageRule: { minMonths: row.minAgeMonths, maxMonths: row.maxAgeMonths, cutOff: row.ageCutOff },
    interaction: row.interaction && mayHaveInteraction(row.className),
  };
}

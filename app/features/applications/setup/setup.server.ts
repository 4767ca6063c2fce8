// A session's admissions as the school set them up (docs/specification.md §22): when applications open and close,
// the registration fee, and each class open for admission with its seats, age rule and interaction. The setup page
// writes them; the Admissions page, the steps and the office read them from here.
import { and, asc, eq } from "drizzle-orm";

import { adminAction, defineIntent } from "~/features/admin/admin-action.server";
import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { CLASSES } from "~/features/admissions/options";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";

import { admissionClasses, admissionSessions } from "../../../../db/schema";
import {
  applicationsOpen,
  defaultAgeMonths,
  defaultCutOff,
  mayHaveInteraction,
  yearsAndMonths,
  type AgeRule,
  type ClassName,
} from "../rules";
import { SETUP_MESSAGES, setupSchema, type SetupInput } from "./setup-schema";

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

type ClassRow = typeof admissionClasses.$inferSelect;

const classOf = (row: ClassRow): OpenClass => ({
  className: row.className as ClassName,
  seats: row.seats,
  ageRule: { minMonths: row.minAgeMonths, maxMonths: row.maxAgeMonths, cutOff: row.ageCutOff },
  // The database refuses it below Class IX too; read defensively all the same.
  interaction: row.interaction && mayHaveInteraction(row.className),
});

/** Every class the session's setup holds, open or closed, in the order of SPEC §3's classes. */
async function classRowsOf(session: string, reader: Pick<Tx, "select"> = db()): Promise<ClassRow[]> {
  const rows = await reader
    .select()
    .from(admissionClasses)
    .where(eq(admissionClasses.session, session))
    .orderBy(asc(admissionClasses.className));
  return rows
    .filter((row) => classOrder(row.className) >= 0)
    .sort((a, b) => classOrder(a.className) - classOrder(b.className));
}

/** Each class of the session's setup, open or closed, with its seats: the office's table of classes. */
export async function classSetupsOf(
  session: string,
): Promise<{ className: ClassName; open: boolean; seats: number }[]> {
  return (await classRowsOf(session)).map((row) => ({
    className: row.className as ClassName,
    open: row.open,
    seats: row.seats,
  }));
}

/** The session's setup, or null before the school has saved one. */
export async function admissionSetupOf(session: string): Promise<AdmissionSetup | null> {
  const [row] = await db().select().from(admissionSessions).where(eq(admissionSessions.session, session));
  if (!row) return null;
  const classes = await classRowsOf(session);
  return {
    session,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    registrationFee: row.registrationFee,
    classes: classes.filter((open) => open.open).map(classOf),
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
  if (!row || !row.open || classOrder(row.className) < 0) return null;
  return classOf(row);
}

// ------------------------------------------------------------------ the setup page

/** A class as the setup form shows it: every field as text, as typed ("" for nothing). */
export interface ClassForm {
  className: ClassName;
  open: boolean;
  seats: string;
  minYears: string;
  minMonths: string;
  maxYears: string;
  maxMonths: string;
  ageOn: string;
  interaction: boolean;
}

export interface SetupForm {
  session: string;
  /** Whether the school has saved a setup for the session (a new install has none). */
  saved: boolean;
  opensOn: string;
  closesOn: string;
  registrationFee: string;
  classes: ClassForm[];
}

/** An age in months as the form's years and months; both blank for no bound. */
function ageFields(months: number | null): [string, string] {
  if (months === null) return ["", ""];
  const age = yearsAndMonths(months);
  return [String(age.years), String(age.months)];
}

/**
 * The setup form of `session`: what was saved, each class of SPEC §3 in its order; a class never saved (a new
 * install's every class) closed, with the usual age rule (`defaultAgeMonths`) on the usual day (`defaultCutOff`).
 */
export async function setupFormOf(session: string): Promise<SetupForm> {
  const [row] = await db().select().from(admissionSessions).where(eq(admissionSessions.session, session));
  const saved = new Map((await classRowsOf(session)).map((open) => [open.className, open]));
  return {
    session,
    saved: row !== undefined,
    opensOn: row?.opensOn ?? "",
    closesOn: row?.closesOn ?? "",
    registrationFee: row?.registrationFee === null || row === undefined ? "" : String(row.registrationFee),
    classes: CLASSES.map((className) => {
      const stored = saved.get(className);
      const usual = defaultAgeMonths(className);
      const [minYears, minMonths] = ageFields(stored ? stored.minAgeMonths : usual.min);
      const [maxYears, maxMonths] = ageFields(stored ? stored.maxAgeMonths : usual.max);
      return {
        className,
        open: stored?.open ?? false,
        seats: stored ? String(stored.seats) : "",
        minYears,
        minMonths,
        maxYears,
        maxMonths,
        ageOn: stored?.ageCutOff ?? defaultCutOff(session),
        interaction: stored ? stored.interaction && mayHaveInteraction(className) : false,
      };
    }),
  };
}

/** What the audit log keeps of a class: each field as stored. */
type ClassFacts = Pick<ClassRow, "open" | "seats" | "minAgeMonths" | "maxAgeMonths" | "ageCutOff" | "interaction">;
const CLASS_FACTS = ["open", "seats", "minAgeMonths", "maxAgeMonths", "ageCutOff", "interaction"] as const;

/** The fields of `before` and `after` that differ, each side's values of them; nothing for what is the same. */
function differences<T extends object>(before: Partial<T>, after: T, keys: readonly (keyof T & string)[]) {
  const changed = keys.filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/**
 * Saves the setup form for the school's admissions session, and each class of it as sent (a class closed keeps
 * what was set for it). Audited in the same transaction with the old and new value of each changed field
 * (a class's under its name); the Admissions page is rendered afresh.
 */
export async function saveAdmissionSetup(input: SetupInput, actor: Actor): Promise<Outcome> {
  const { admissionsSession: session } = await getSchoolSettings();
  // The page was opened for another session: saving its dates for this one would be a mistake nobody sees.
  if (input.session !== session) return refuse(409, SETUP_MESSAGES.sessionChanged);
  await db().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(admissionSessions)
      .where(eq(admissionSessions.session, session))
      .for("update");
    const classesBefore = new Map((await classRowsOf(session, tx)).map((row) => [row.className, row]));
    const fields = { opensOn: input.opensOn, closesOn: input.closesOn, registrationFee: input.registrationFee };
    const changes = differences(current ?? {}, fields, ["opensOn", "closesOn", "registrationFee"]);
    await tx
      .insert(admissionSessions)
      .values({ session, ...fields })
      .onConflictDoUpdate({ target: admissionSessions.session, set: { ...fields, updatedAt: new Date() } });

    const classesChanged: { before: Record<string, object>; after: Record<string, object> } = { before: {}, after: {} };
    for (const entry of input.classes) {
      const facts: ClassFacts = {
        open: entry.open,
        // A class closed with its seats left blank has none.
        seats: entry.seats ?? 0,
        minAgeMonths: entry.minAgeMonths,
        maxAgeMonths: entry.maxAgeMonths,
        ageCutOff: entry.ageOn ?? defaultCutOff(session),
        interaction: entry.interaction,
      };
      const stored = classesBefore.get(entry.className);
      const changed = differences<ClassFacts>(stored ?? {}, facts, CLASS_FACTS);
      if (Object.keys(changed.after).length === 0) continue;
      classesChanged.before[entry.className] = changed.before;
      classesChanged.after[entry.className] = changed.after;
      await tx
        .insert(admissionClasses)
        .values({ session, className: entry.className, ...facts })
        .onConflictDoUpdate({
          target: [admissionClasses.session, admissionClasses.className],
          set: { ...facts, updatedAt: new Date() },
        });
    }
    const classes = Object.keys(classesChanged.after).length > 0;
    await recordAudit(tx, {
      ...actor,
      action: current ? "admission_setup.update" : "admission_setup.create",
      targetType: "admission_session",
      targetId: session,
      details: {
        before: { ...changes.before, ...(classes ? { classes: classesChanged.before } : {}) },
        after: { ...changes.after, ...(classes ? { classes: classesChanged.after } : {}) },
      },
    });
  });
  return { ok: true };
}

/** The setup page's one action: save the form (staff with the section; the route checks). */
export const manageSetup = adminAction(
  {
    save: defineIntent({
      schema: setupSchema,
      run: saveAdmissionSetup,
      success: SETUP_MESSAGES.saved,
      failure: SETUP_MESSAGES.saveFailed,
    }),
  },
  // The Admissions page's Apply Online, seats and fee.
  { area: "Admissions setup", changes: ["applications"] },
);

// What the seats of each class come to in a session (docs/specification.md §22): the office's table of classes,
// the Admissions page's "Seats available", "Few seats left" or "Waitlist only", and the check before an admission
// beyond the seats. One query counts every application of the session by class and stage.
import { and, count, eq, lte } from "drizzle-orm";

import { CLASSES } from "~/features/admissions/options";
import { db, type Tx } from "~/lib/database/db.server";

import { applications } from "../../../../db/schema";
import { seatsTaken, STAGES, type ClassCounts, type ClassName, type Stage } from "../rules";
import { classSetupsOf } from "../setup/setup.server";

/** Every application of the session, by class and stage. */
export async function stageCountsOf(
  session: string,
  reader: Pick<Tx, "select"> = db(),
): Promise<Map<string, Map<Stage, number>>> {
  const rows = await reader
    .select({ className: applications.classSought, stage: applications.status, count: count() })
    .from(applications)
    .where(eq(applications.session, session))
    .groupBy(applications.classSought, applications.status);
  const counts = new Map<string, Map<Stage, number>>();
  for (const row of rows) {
    const byStage = counts.get(row.className) ?? new Map<Stage, number>();
    byStage.set(row.stage, row.count);
    counts.set(row.className, byStage);
  }
  return counts;
}

/** A class's figures from its stage counts and seats. */
export function classCountsOf(seats: number, byStage: Map<Stage, number> | undefined): ClassCounts {
  const of = (stage: Stage) => byStage?.get(stage) ?? 0;
  let applied = 0;
  for (const [stage, number] of byStage ?? []) if (stage !== "withdrawn") applied += number;
  return {
    seats,
    applications: applied,
    offered: of("offered"),
    feeReceived: of("fee_received"),
    admitted: of("admitted"),
    waitlisted: of("waitlisted"),
  };
}

/** One class's figures, read in `reader` (a stage change's transaction, to check the seats before an admission). */
export async function countsOfClass(
  session: string,
  className: ClassName,
  seats: number,
  reader: Pick<Tx, "select"> = db(),
): Promise<ClassCounts> {
  const rows = await reader
    .select({ stage: applications.status, count: count() })
    .from(applications)
    .where(and(eq(applications.session, session), eq(applications.classSought, className)))
    .groupBy(applications.status);
  return classCountsOf(seats, new Map(rows.map((row) => [row.stage, row.count])));
}

/** A line of the office's table of classes: a class of the session, or (className null) all of them. */
export interface ClassLine {
  className: ClassName | null;
  /** Whether it is open for admission now; a class closed still shows what it has. */
  open: boolean;
  /** Null: not in the setup (applied for all the same). */
  seats: number | null;
  /** Every application not withdrawn. */
  applications: number;
  byStage: Record<Stage, number>;
  /** Seats less those offered or taken, never below 0; null without seats. */
  seatsLeft: number | null;
}

const noStages = () => Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;

/**
 * The session's table of classes (docs/specification.md §22): each class open for admission or applied for, in the
 * order of SPEC §3, then all of them together. One query counts the applications, one reads the setup.
 */
export async function classTableOf(session: string): Promise<ClassLine[]> {
  const [counts, setups] = await Promise.all([stageCountsOf(session), classSetupsOf(session)]);
  const setupOf = new Map(setups.map((setup) => [setup.className, setup]));
  const lines: ClassLine[] = [];
  for (const className of CLASSES) {
    const setup = setupOf.get(className);
    const byStageCounts = counts.get(className);
    if (!setup?.open && !byStageCounts) continue;
    const seats = setup ? setup.seats : null;
    const figures = classCountsOf(seats ?? 0, byStageCounts);
    lines.push({
      className,
      open: setup?.open ?? false,
      seats,
      applications: figures.applications,
      byStage: { ...noStages(), ...Object.fromEntries(byStageCounts ?? []) },
      seatsLeft: seats === null ? null : Math.max(0, seats - seatsTaken(figures)),
    });
  }
  const total: ClassLine = {
    className: null,
    open: lines.some((line) => line.open),
    seats: null,
    applications: 0,
    byStage: noStages(),
    seatsLeft: null,
  };
  for (const line of lines) {
    total.applications += line.applications;
    for (const stage of STAGES) total.byStage[stage] += line.byStage[stage];
    if (line.seats !== null) total.seats = (total.seats ?? 0) + line.seats;
    if (line.seatsLeft !== null) total.seatsLeft = (total.seatsLeft ?? 0) + line.seatsLeft;
  }
  return lines.length > 0 ? [...lines, total] : [];
}

/**
 * An application's place on its class's waitlist in its session: 1 for the first still waiting. Waitlist numbers are
 * given once each and kept (decision 0059), so the place counts only those still waitlisted with a number up to its
 * own; null when it is not waitlisted.
 */
export async function waitlistPlaceOf(
  application: Pick<typeof applications.$inferSelect, "session" | "classSought" | "status" | "waitlistPosition">,
  reader: Pick<Tx, "select"> = db(),
): Promise<number | null> {
  if (application.status !== "waitlisted" || application.waitlistPosition === null) return null;
  const [row] = await reader
    .select({ place: count() })
    .from(applications)
    .where(
      and(
        eq(applications.session, application.session),
        eq(applications.classSought, application.classSought),
        eq(applications.status, "waitlisted"),
        lte(applications.waitlistPosition, application.waitlistPosition),
      ),
    );
  return row?.place ?? null;
}

// What the seats of each class come to in a session (docs/specification.md §22): the office's table of classes,
// the Admissions page's "Seats available", "Few seats left" or "Waitlist only", and the check before an admission
// beyond the seats. One query counts every application of the session by class and stage.
import { and, count, eq } from "drizzle-orm";

import { db, type Tx } from "~/lib/db.server";

import { applications } from "../../../db/schema";
import type { ClassCounts, ClassName, Stage } from "./rules";

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

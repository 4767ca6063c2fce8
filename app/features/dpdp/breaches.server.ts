// The breach register (docs/specification.md §27, decision 0070): what the back office reads, and its writes, each
// audited in the same transaction. There is no delete: a breach is a record the DPDP Rules ask the school to keep.
import { desc, eq, isNull, or } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";

import { breaches } from "../../../db/schema";
import { breachClock, type BreachClock } from "./breach-clock";
import { BREACH_MESSAGES, type BreachChange, type BreachReportInput, type NewBreach } from "./schema";

type BreachRow = typeof breaches.$inferSelect;

/** A breach as the page lists it: times as ISO strings, for the page to show in school time. */
export interface BreachListRow {
  id: string;
  whatHappened: string;
  detectedAt: string;
  dataKinds: string[];
  dataOther: string | null;
  peopleAffected: number | null;
  boardToldAt: string | null;
  parentsToldAt: string | null;
  actionsTaken: string | null;
  recordedByEmail: string | null;
  clock: BreachClock | null;
}

const iso = (time: Date | null) => time?.toISOString() ?? null;

const listRow = (row: BreachRow, now: Date): BreachListRow => ({
  id: row.id,
  whatHappened: row.whatHappened,
  detectedAt: row.detectedAt.toISOString(),
  dataKinds: row.dataKinds,
  dataOther: row.dataOther,
  peopleAffected: row.peopleAffected,
  boardToldAt: iso(row.boardToldAt),
  parentsToldAt: iso(row.parentsToldAt),
  actionsTaken: row.actionsTaken,
  recordedByEmail: row.recordedByEmail,
  clock: breachClock(row, now),
});

/** Every breach, newest detected first: a school records few, so the register is one page. */
export async function listBreaches(now: Date): Promise<BreachListRow[]> {
  const rows = await db().select().from(breaches).orderBy(desc(breaches.detectedAt), desc(breaches.createdAt));
  return rows.map((row) => listRow(row, now));
}

/** The open breaches (a report not yet recorded), with their clocks, soonest due first: the dashboard's. */
export async function openBreaches(now: Date) {
  const rows = await db()
    .select()
    .from(breaches)
    .where(or(isNull(breaches.boardToldAt), isNull(breaches.parentsToldAt)))
    .orderBy(breaches.detectedAt);
  return rows.map((row) => ({ id: row.id, whatHappened: row.whatHappened, clock: breachClock(row, now)! }));
}

/** What the audit log keeps of a breach: every field, times as ISO strings. */
const said = (row: BreachRow) => ({
  whatHappened: row.whatHappened,
  detectedAt: row.detectedAt.toISOString(),
  dataKinds: row.dataKinds.join(", "),
  dataOther: row.dataOther,
  peopleAffected: row.peopleAffected,
  boardToldAt: iso(row.boardToldAt),
  parentsToldAt: iso(row.parentsToldAt),
  actionsTaken: row.actionsTaken,
});

/** A new breach in the register, audited. */
export async function recordBreach(input: NewBreach, actor: Actor): Promise<Outcome<{ id: string }>> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(breaches)
      .values({ ...input, recordedByEmail: actor.actorEmail ?? null })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: "breach.record",
      targetType: "breach",
      targetId: row!.id,
      details: said(row!),
    });
    return { ok: true as const, id: row!.id };
  });
}

/** A breach's fields, changed: the audit keeps each changed field's old and new value. */
export async function updateBreach({ id, ...input }: BreachChange, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(breaches).where(eq(breaches.id, id)).for("update");
    if (!before) return refuse(404, BREACH_MESSAGES.notFound);
    const [after] = await tx
      .update(breaches)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(breaches.id, id))
      .returning();
    const [old, now] = [said(before), said(after!)];
    const changed = (Object.keys(old) as (keyof typeof old)[]).filter((key) => old[key] !== now[key]);
    await recordAudit(tx, {
      ...actor,
      action: "breach.update",
      targetType: "breach",
      targetId: id,
      details: Object.fromEntries(changed.map((key) => [key, { from: old[key], to: now[key] }])),
    });
    return { ok: true as const };
  });
}

const REPORT_COLUMN = { board: "boardToldAt", parents: "parentsToldAt" } as const;

/** When one of its two reports was made: recorded once (a correction is an edit), never before the detection. */
export async function recordReport({ id, report, at }: BreachReportInput, actor: Actor): Promise<Outcome> {
  const column = REPORT_COLUMN[report];
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(breaches).where(eq(breaches.id, id)).for("update");
    if (!row) return refuse(404, BREACH_MESSAGES.notFound);
    if (row[column]) return refuse(409, BREACH_MESSAGES.alreadyReported);
    if (at < row.detectedAt) return refuse(400, BREACH_MESSAGES.reportBeforeDetection, "at");
    await tx
      .update(breaches)
      .set({ [column]: at, updatedAt: new Date() })
      .where(eq(breaches.id, id));
    await recordAudit(tx, {
      ...actor,
      action: `breach.report_${report}`,
      targetType: "breach",
      targetId: id,
      details: { [column]: at.toISOString() },
    });
    return { ok: true as const };
  });
}

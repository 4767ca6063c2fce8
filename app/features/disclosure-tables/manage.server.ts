// Reading and changing the disclosure's tables from the back office (docs/specification.md §28, decision 0071): the
// only place that writes staff_members, board_results, committee_members and class_sections. Every change is audited
// in its transaction and notes the "disclosures" area, whose pages show them.
import { and, asc, count, desc, eq, inArray, max, ne, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome, type Refusal } from "~/features/admin/outcome";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import { describeProblem, readCsv, type CsvColumn } from "~/lib/files/csv-import.server";
import { CLASSES } from "~/lib/forms/school-classes";

import { boardResults, classSections, committeeMembers, staffMembers } from "../../../db/schema";
import {
  importedCount,
  importProblems,
  memberFields,
  resultFields,
  resultTaken,
  staffFields,
  TABLE_MESSAGES,
  type MemberInput,
  type ResultInput,
  type StaffInput,
} from "./schema";
import { CLASS_TEACHERS, type Committee } from "./tables";

/** Writes the audit entry of a change and notes that the disclosure changed, in the change's transaction. */
async function audited(
  tx: Tx,
  actor: Actor,
  entry: { action: string; targetType: string; targetId: string | null; details: Record<string, unknown> },
) {
  await recordAudit(tx, { ...actor, ...entry });
  await areaChanged(tx, "disclosures");
}

// --------------------------------------------------------------- reading

export type ClassSectionRow = { className: string; sections: number; seats: number };

export const listStaff = () =>
  db().select().from(staffMembers).orderBy(asc(staffMembers.position), asc(staffMembers.createdAt));

/** Newest year first, Class X before XII within a year. */
export const listResults = () =>
  db().select().from(boardResults).orderBy(desc(boardResults.year), asc(boardResults.boardClass));

export const listMembers = () =>
  db()
    .select()
    .from(committeeMembers)
    .orderBy(asc(committeeMembers.committee), asc(committeeMembers.position), asc(committeeMembers.createdAt));

/** Every class of the school (SPEC §3), in order, with its sections and seats where given. */
export async function listClassSections(): Promise<(ClassSectionRow & { given: boolean })[]> {
  const rows = await db().select().from(classSections);
  return CLASSES.map((className) => {
    const row = rows.find((one) => one.className === className);
    return { className, sections: row?.sections ?? 0, seats: row?.seats ?? 0, given: Boolean(row) };
  });
}

// ----------------------------------------------------------------- staff

const staffValues = (input: Omit<StaffInput, "designation"> & { designation: string }) => ({
  name: input.name,
  designation: input.designation,
  qualification: input.qualification,
  subjects: input.subjects ?? "",
  trained: input.trained,
});

const nextStaffPosition = async (tx: Tx) =>
  ((await tx.select({ top: max(staffMembers.position) }).from(staffMembers))[0]?.top ?? 0) + 1;

export async function addStaff(input: StaffInput, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({ ...staffValues(input), position: await nextStaffPosition(tx) })
      .returning();
    await audited(tx, actor, {
      action: "staff_member.create",
      targetType: "staff_member",
      targetId: row!.id,
      details: staffValues(input),
    });
    return { ok: true as const };
  });
}

export async function updateStaff(input: StaffInput & { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, input.id)).for("update");
    if (!before) return refuse(404, TABLE_MESSAGES.staffNotFound);
    const to = staffValues(input);
    await tx.update(staffMembers).set(to).where(eq(staffMembers.id, before.id));
    await audited(tx, actor, {
      action: "staff_member.update",
      targetType: "staff_member",
      targetId: before.id,
      details: { from: staffValues({ ...before, subjects: before.subjects || undefined }), to },
    });
    return { ok: true as const };
  });
}

export async function deleteStaff(input: { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(staffMembers).where(eq(staffMembers.id, input.id)).returning();
    if (!row) return refuse(404, TABLE_MESSAGES.staffNotFound);
    await audited(tx, actor, {
      action: "staff_member.delete",
      targetType: "staff_member",
      targetId: row.id,
      details: { name: row.name, designation: row.designation },
    });
    return { ok: true as const };
  });
}

// --------------------------------------------------------------- results

const resultValues = (input: Omit<ResultInput, "boardClass"> & { boardClass: string }) => ({
  boardClass: input.boardClass,
  year: input.year,
  registered: input.registered,
  passed: input.passed,
  remarks: input.remarks ?? "",
});

/** Results change one at a time (a transaction-scoped advisory lock), so two of one class and year meet the check. */
const RESULT_CHANGES_LOCK = 7_420_125_071;

async function resultClash(tx: Tx, input: ResultInput, id?: string): Promise<Refusal | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RESULT_CHANGES_LOCK})`);
  const same = and(eq(boardResults.boardClass, input.boardClass), eq(boardResults.year, input.year));
  const [taken] = await tx
    .select({ id: boardResults.id })
    .from(boardResults)
    .where(id ? and(same, ne(boardResults.id, id)) : same);
  return taken ? refuse(409, resultTaken(input.boardClass, input.year), "year") : null;
}

export async function addResult(input: ResultInput, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const clash = await resultClash(tx, input);
    if (clash) return clash;
    const [row] = await tx.insert(boardResults).values(resultValues(input)).returning();
    await audited(tx, actor, {
      action: "board_result.create",
      targetType: "board_result",
      targetId: row!.id,
      details: resultValues(input),
    });
    return { ok: true as const };
  });
}

export async function updateResult(input: ResultInput & { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const clash = await resultClash(tx, input, input.id);
    if (clash) return clash;
    const [before] = await tx.select().from(boardResults).where(eq(boardResults.id, input.id)).for("update");
    if (!before) return refuse(404, TABLE_MESSAGES.resultNotFound);
    const to = resultValues(input);
    await tx.update(boardResults).set(to).where(eq(boardResults.id, before.id));
    await audited(tx, actor, {
      action: "board_result.update",
      targetType: "board_result",
      targetId: before.id,
      details: {
        from: resultValues(before),
        to,
      },
    });
    return { ok: true as const };
  });
}

export async function deleteResult(input: { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(boardResults).where(eq(boardResults.id, input.id)).returning();
    if (!row) return refuse(404, TABLE_MESSAGES.resultNotFound);
    await audited(tx, actor, {
      action: "board_result.delete",
      targetType: "board_result",
      targetId: row.id,
      details: { boardClass: row.boardClass, year: row.year, registered: row.registered, passed: row.passed },
    });
    return { ok: true as const };
  });
}

// ------------------------------------------------------------ committees

export async function addMember(input: MemberInput & { committee: Committee }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [{ top } = { top: null }] = await tx
      .select({ top: max(committeeMembers.position) })
      .from(committeeMembers)
      .where(eq(committeeMembers.committee, input.committee));
    const values = { committee: input.committee, name: input.name, role: input.role };
    const [row] = await tx
      .insert(committeeMembers)
      .values({ ...values, position: (top ?? 0) + 1 })
      .returning();
    await audited(tx, actor, {
      action: "committee_member.create",
      targetType: "committee_member",
      targetId: row!.id,
      details: values,
    });
    return { ok: true as const };
  });
}

export async function updateMember(input: MemberInput & { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(committeeMembers).where(eq(committeeMembers.id, input.id)).for("update");
    if (!before) return refuse(404, TABLE_MESSAGES.memberNotFound);
    const to = { name: input.name, role: input.role };
    await tx.update(committeeMembers).set(to).where(eq(committeeMembers.id, before.id));
    await audited(tx, actor, {
      action: "committee_member.update",
      targetType: "committee_member",
      targetId: before.id,
      details: { committee: before.committee, from: { name: before.name, role: before.role }, to },
    });
    return { ok: true as const };
  });
}

export async function deleteMember(input: { id: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(committeeMembers).where(eq(committeeMembers.id, input.id)).returning();
    if (!row) return refuse(404, TABLE_MESSAGES.memberNotFound);
    await audited(tx, actor, {
      action: "committee_member.delete",
      targetType: "committee_member",
      targetId: row.id,
      details: { committee: row.committee, name: row.name, role: row.role },
    });
    return { ok: true as const };
  });
}

// -------------------------------------------------------------- sections

export async function saveClass(input: ClassSectionRow, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(classSections).where(eq(classSections.className, input.className));
    const to = { sections: input.sections, seats: input.seats };
    await tx
      .insert(classSections)
      .values({ className: input.className, ...to })
      .onConflictDoUpdate({ target: classSections.className, set: { ...to, updatedAt: new Date() } });
    await audited(tx, actor, {
      action: "class_sections.save",
      targetType: "class_sections",
      targetId: input.className,
      details: { from: before ? { sections: before.sections, seats: before.seats } : null, to },
    });
    return { ok: true as const };
  });
}

export async function clearClass(input: { className: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(classSections).where(eq(classSections.className, input.className)).returning();
    if (!row) return refuse(404, `${input.className} has no sections given.`);
    await audited(tx, actor, {
      action: "class_sections.clear",
      targetType: "class_sections",
      targetId: row.className,
      details: { sections: row.sections, seats: row.seats },
    });
    return { ok: true as const };
  });
}

// ---------------------------------------------------------------- import

/** Each import's columns: the template's header line, and what a file may name them. */
export const STAFF_COLUMNS: CsvColumn<keyof StaffInput>[] = [
  { key: "name", header: "Name", required: true },
  { key: "designation", header: "Designation", aliases: ["Post"], required: true },
  { key: "qualification", header: "Qualification", aliases: ["Qualifications"], required: true },
  { key: "subjects", header: "Subjects", aliases: ["Subject"], required: false },
  { key: "trained", header: "Trained", required: true },
];
export const RESULT_COLUMNS: CsvColumn<keyof ResultInput>[] = [
  { key: "boardClass", header: "Class", required: true },
  { key: "year", header: "Year", required: true },
  { key: "registered", header: "Registered", aliases: ["Appeared"], required: true },
  { key: "passed", header: "Passed", required: true },
  { key: "remarks", header: "Remarks", required: false },
];
export const MEMBER_COLUMNS: CsvColumn<keyof MemberInput>[] = [
  { key: "name", header: "Name", required: true },
  { key: "role", header: "Role", aliases: ["Designation", "Position"], required: true },
];

/** A file refused: 422, each problem by its line, "…and N more problems." when they were too many to list. */
function refusedFile(problems: Parameters<typeof describeProblem>[0][], more: number): Refusal {
  const lines = problems.map(describeProblem);
  if (more > 0) lines.push(`…and ${more} more ${more === 1 ? "problem" : "problems"}.`);
  return { ok: false, status: 422, message: importProblems(problems.length + more), problems: lines };
}

export async function importStaff(input: { file?: File }, actor: Actor): Promise<Outcome> {
  const reading = await readCsv(input.file, STAFF_COLUMNS, staffFields);
  if (!reading.ok) return refusedFile(reading.problems, reading.more);
  return db().transaction(async (tx) => {
    const removed = await tx.delete(staffMembers).returning({ id: staffMembers.id });
    await tx
      .insert(staffMembers)
      .values(reading.rows.map(({ value }, index) => ({ ...staffValues(value), position: index + 1 })));
    await audited(tx, actor, {
      action: "staff_member.import",
      targetType: "staff_member",
      targetId: null,
      details: { count: reading.rows.length, replaced: removed.length, file: input.file?.name },
    });
    return { ok: true as const, title: importedCount(reading.rows.length, "staff", "staff") };
  });
}

export async function importResults(input: { file?: File }, actor: Actor): Promise<Outcome> {
  const reading = await readCsv(input.file, RESULT_COLUMNS, resultFields);
  if (!reading.ok) return refusedFile(reading.problems, reading.more);
  // One row a class and year, in the file too: the second is reported with its line and the first's.
  const seen = new Map<string, number>();
  const twice = [];
  for (const { line, value } of reading.rows) {
    const key = `${value.boardClass} ${value.year}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    else twice.push({ line, message: `Class ${key} is given twice (also on line ${first}).` });
  }
  if (twice.length > 0) return refusedFile(twice, 0);
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESULT_CHANGES_LOCK})`);
    const removed = await tx.delete(boardResults).returning({ id: boardResults.id });
    await tx.insert(boardResults).values(reading.rows.map(({ value }) => resultValues(value)));
    await audited(tx, actor, {
      action: "board_result.import",
      targetType: "board_result",
      targetId: null,
      details: { count: reading.rows.length, replaced: removed.length, file: input.file?.name },
    });
    return { ok: true as const, title: importedCount(reading.rows.length, "result", "results") };
  });
}

export async function importMembers(input: { file?: File; committee: Committee }, actor: Actor): Promise<Outcome> {
  const reading = await readCsv(input.file, MEMBER_COLUMNS, memberFields);
  if (!reading.ok) return refusedFile(reading.problems, reading.more);
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(committeeMembers)
      .where(eq(committeeMembers.committee, input.committee))
      .returning({ id: committeeMembers.id });
    await tx.insert(committeeMembers).values(
      reading.rows.map(({ value }, index) => ({
        committee: input.committee,
        name: value.name,
        role: value.role,
        position: index + 1,
      })),
    );
    await audited(tx, actor, {
      action: "committee_member.import",
      targetType: "committee_member",
      targetId: null,
      details: {
        committee: input.committee,
        count: reading.rows.length,
        replaced: removed.length,
        file: input.file?.name,
      },
    });
    return { ok: true as const, title: importedCount(reading.rows.length, "member", "members") };
  });
}

/** The teachers the ratios count: the staff whose designation teaches a class (decision 0071). */
export async function countTeachers() {
  const [row] = await db()
    .select({ n: count() })
    .from(staffMembers)
    .where(inArray(staffMembers.designation, [...CLASS_TEACHERS]));
  return row?.n ?? 0;
}

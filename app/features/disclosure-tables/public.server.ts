// What the public Mandatory Disclosures page shows of the disclosure's tables (docs/specification.md §28): only the
// tables its items name, and each only when it has something to show (else the item shows its dash, as before).
import { count } from "drizzle-orm";

import { db } from "~/lib/database/db.server";

import { feeHeads } from "../../../db/schema";
import { listClassSections, listMembers, listResults, listStaff } from "./manage.server";
import {
  CLASS_TEACHERS,
  DESIGNATIONS_OF,
  isDisclosureTable,
  passPercentage,
  STAFF_DESIGNATIONS,
  type DisclosureTable,
} from "./tables";

/** The results of the last three years each board class has, newest first. */
export const RESULT_YEARS_SHOWN = 3;

export interface PublicStaff {
  name: string;
  designation: string;
  qualification: string;
  subjects: string;
  trained: boolean;
}
export interface PublicResult {
  boardClass: string;
  year: number;
  registered: number;
  passed: number;
  /** "97.5"; null when no one was registered. */
  percent: string | null;
  remarks: string;
}
export interface PublicMember {
  name: string;
  role: string;
}
export interface PublicPost {
  name: string;
  qualification: string;
}

/** Each table an item shows, present only when it has something to show. */
export interface PublicTables {
  results?: PublicResult[];
  principal?: PublicPost[];
  teachers?: { counts: { designation: string; count: number }[]; total: number; staff: PublicStaff[] };
  ratio?: { teachers: number; sections: number; seats: number };
  special_educator?: PublicPost[];
  counsellor?: PublicPost[];
  smc?: PublicMember[];
  pta?: PublicMember[];
  fees?: true;
}

const post = (staff: PublicStaff[], designations: readonly string[]) =>
  staff
    .filter((one) => designations.includes(one.designation))
    .map(({ name, qualification }) => ({ name, qualification }));

const filled = <T>(rows: T[]) => (rows.length > 0 ? rows : undefined);

/** The tables named by `shows` (the items' `shows`), read from the database. */
export async function publicTables(shows: readonly (string | null | undefined)[]): Promise<PublicTables> {
  const wanted = new Set(shows.filter(isDisclosureTable));
  const needs = (...tables: DisclosureTable[]) => tables.some((table) => wanted.has(table));
  const none = Promise.resolve([]);
  const [staff, results, members, sections, fees] = await Promise.all([
    needs("principal", "teachers", "ratio", "special_educator", "counsellor") ? listStaff() : none,
    needs("results") ? listResults() : none,
    needs("smc", "pta") ? listMembers() : none,
    needs("ratio") ? listClassSections() : none,
    needs("fees") ? db().select({ n: count() }).from(feeHeads) : Promise.resolve([{ n: 0 }]),
  ]);

  const listed: PublicStaff[] = staff.map(({ name, designation, qualification, subjects, trained }) => ({
    name,
    designation,
    qualification,
    subjects,
    trained,
  }));
  const teachers = listed.filter((one) => CLASS_TEACHERS.includes(one.designation as never));
  const tables: PublicTables = {};

  if (wanted.has("results")) {
    const shown = new Map<string, number>();
    const recent = results.filter(({ boardClass }) => {
      const seen = shown.get(boardClass) ?? 0;
      shown.set(boardClass, seen + 1);
      return seen < RESULT_YEARS_SHOWN;
    });
    tables.results = filled(
      recent.map(({ boardClass, year, registered, passed, remarks }) => ({
        boardClass,
        year,
        registered,
        passed,
        percent: passPercentage({ registered, passed }),
        remarks,
      })),
    );
  }
  if (wanted.has("principal")) tables.principal = filled(post(listed, DESIGNATIONS_OF.principal));
  if (wanted.has("special_educator")) {
    tables.special_educator = filled(post(listed, DESIGNATIONS_OF.special_educator));
  }
  if (wanted.has("counsellor")) tables.counsellor = filled(post(listed, DESIGNATIONS_OF.counsellor));
  if (wanted.has("teachers") && teachers.length > 0) {
    tables.teachers = {
      counts: CLASS_TEACHERS.map((designation) => ({
        designation,
        count: teachers.filter((one) => one.designation === designation).length,
      })),
      total: teachers.length,
      // The whole staff list, in the order of the designations, then as staff entered it.
      staff: [...listed].sort(
        (a, b) =>
          STAFF_DESIGNATIONS.indexOf(a.designation as never) - STAFF_DESIGNATIONS.indexOf(b.designation as never),
      ),
    };
  }
  if (wanted.has("ratio") && teachers.length > 0) {
    tables.ratio = {
      teachers: teachers.length,
      sections: sections.reduce((total, row) => total + row.sections, 0),
      seats: sections.reduce((total, row) => total + row.seats, 0),
    };
  }
  for (const committee of ["smc", "pta"] as const) {
    if (wanted.has(committee)) {
      tables[committee] = filled(
        members.filter((one) => one.committee === committee).map(({ name, role }) => ({ name, role })),
      );
    }
  }
  if (wanted.has("fees") && (fees[0]?.n ?? 0) > 0) tables.fees = true;
  // An absent table is left out, not sent as undefined.
  return Object.fromEntries(Object.entries(tables).filter(([, value]) => value !== undefined)) as PublicTables;
}

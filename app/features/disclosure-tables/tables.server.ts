// What the disclosure's tables hold, as the disclosure's completeness asks it (docs/specification.md §28, §30).
import { count, eq, gt, inArray, sum } from "drizzle-orm";

import { db } from "~/lib/database/db.server";

import { boardResults, classSections, committeeMembers, feeHeads, staffMembers } from "../../../db/schema";
import { CLASS_TEACHERS, DESIGNATIONS_OF, type DisclosureTable } from "./tables";

/**
 * The tables that have what their item asks for: rows (the fees, the committees, the results), the post filled (the
 * principal, the special educator, the counsellor), teachers (the teachers' count), or teachers and sections (the
 * ratio). An item that shows a table not here is not yet complete by it.
 */
export async function filledTables(): Promise<Set<DisclosureTable>> {
  const staffCount = (designations: readonly string[]) =>
    db()
      .select({ n: count() })
      .from(staffMembers)
      .where(inArray(staffMembers.designation, [...designations]));
  const [[fees], [smc], [pta], [results], [principal], [teachers], [specialEducator], [counsellor], [sections]] =
    await Promise.all([
      db().select({ n: count() }).from(feeHeads),
      db().select({ n: count() }).from(committeeMembers).where(eq(committeeMembers.committee, "smc")),
      db().select({ n: count() }).from(committeeMembers).where(eq(committeeMembers.committee, "pta")),
      db().select({ n: count() }).from(boardResults),
      staffCount(DESIGNATIONS_OF.principal),
      staffCount(CLASS_TEACHERS),
      staffCount(DESIGNATIONS_OF.special_educator),
      staffCount(DESIGNATIONS_OF.counsellor),
      db()
        .select({ n: sum(classSections.sections).mapWith(Number) })
        .from(classSections)
        .where(gt(classSections.sections, 0)),
    ]);
  const filled: [DisclosureTable, boolean][] = [
    ["fees", fees!.n > 0],
    ["smc", smc!.n > 0],
    ["pta", pta!.n > 0],
    ["results", results!.n > 0],
    ["principal", principal!.n > 0],
    ["teachers", teachers!.n > 0],
    ["ratio", teachers!.n > 0 && (sections?.n ?? 0) > 0],
    ["special_educator", specialEducator!.n > 0],
    ["counsellor", counsellor!.n > 0],
  ];
  return new Set(filled.filter(([, yes]) => yes).map(([table]) => table));
}

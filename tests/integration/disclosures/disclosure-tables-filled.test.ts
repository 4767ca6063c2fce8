// Which of the disclosure's tables have what their item asks for (docs/specification.md §28, §30): the
// completeness of the disclosure reads it.
import { describe, expect, it } from "vitest";

import { DISCLOSURE_TABLES } from "~/features/disclosure-tables/tables";
import { filledTables } from "~/features/disclosure-tables/tables.server";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { TUITION_FEE_HEAD } from "../../support/payments";

describe.each(testDatabaseKinds)("the disclosure's tables filled on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("are filled one by one as their rows arrive", async () => {
    const { db } = database;
    expect([...(await filledTables())]).toEqual([]);

    const staff = (name: string, designation: string, position: number) =>
      db
        .insert(schema.staffMembers)
        .values({ name, designation, qualification: "M.A., B.Ed.", trained: true, position });
    await staff("Meena Sharma", "Principal", 1);
    await staff("Kiran Bala", "Librarian", 2);
    expect([...(await filledTables())]).toEqual(["principal"]);

    await staff("Ravi Kumar", "TGT", 3);
    // Teachers, but no sections yet: no ratio.
    expect(await filledTables()).toEqual(new Set(["principal", "teachers"]));
    await db.insert(schema.classSections).values({ className: "Class I", sections: 0, seats: 0 });
    expect((await filledTables()).has("ratio")).toBe(false);
    await db.insert(schema.classSections).values({ className: "Class II", sections: 2, seats: 80 });
    expect((await filledTables()).has("ratio")).toBe(true);

    await staff("Pooja Rani", "Special Educator", 4);
    await staff("Anil Verma", "Wellness Teacher", 5);
    await db
      .insert(schema.committeeMembers)
      .values({ committee: "smc", name: "Asha Rani", role: "Chair", position: 1 });
    await db.insert(schema.boardResults).values({ boardClass: "X", year: 2026, registered: 40, passed: 39 });
    expect((await filledTables()).has("pta")).toBe(false);
    await db.insert(schema.committeeMembers).values({ committee: "pta", name: "Sunita", role: "Member", position: 1 });
    await db.insert(schema.feeSessions).values({ session: "2026-27" });
    expect((await filledTables()).has("fees")).toBe(false);
    await db.insert(schema.feeHeads).values(TUITION_FEE_HEAD);

    expect(await filledTables()).toEqual(new Set(DISCLOSURE_TABLES));
  });

  it("refuses rows the tables cannot hold", async () => {
    const { db } = database;
    await expect(
      db.insert(schema.boardResults).values({ boardClass: "X", year: 2025, registered: 10, passed: 11 }),
    ).rejects.toThrow();
    await expect(
      db.insert(schema.boardResults).values({ boardClass: "IX", year: 2025, registered: 10, passed: 1 }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(schema.feeHeads)
        .values({ session: "2026-27", className: "Class I", head: "Bus", per: "week", amount: 1, position: 2 }),
    ).rejects.toThrow();
  });
});

import { describe, expect, it } from "vitest";

import { disclosureTemplate, templateItemTables } from "../../../db/seed-data";
import { isDisclosureTable } from "./tables";

describe("the template's tables", () => {
  it("names only items of the template, each with a table the site knows", () => {
    const items = new Set(disclosureTemplate.flatMap((section) => section.items));
    for (const [information, table] of Object.entries(templateItemTables)) {
      expect(items.has(information), information).toBe(true);
      expect(isDisclosureTable(table), table).toBe(true);
    }
  });

  it("are the migration's: each item migration 0024 gives a table gets the same one", async () => {
    const { readFile } = await import("node:fs/promises");
    const sql = await readFile(new URL("../../../db/migrations/0024_disclosure_tables.sql", import.meta.url), "utf8");
    const pairs = [...sql.matchAll(/WHEN '([^']+)' THEN '([a-z_]+)'/g)].map(([, information, table]) => [
      information,
      table,
    ]);
    expect(Object.fromEntries(pairs)).toEqual(templateItemTables);
  });
});

// The disclosure's completeness (docs/specification.md §30, decision 0073), read for the back office page, the
// dashboard and the self-attestation: every item by the one rule of completeness.ts.
import { filledTables } from "~/features/disclosure-tables/tables.server";

import { isComplete, whatCompletes, type CheckedSection } from "./completeness";
import { listDisclosures } from "./disclosures.server";

export interface CheckedDisclosure {
  sections: CheckedSection[];
  /** How many items there are, and how many of them are complete. */
  total: number;
  complete: number;
}

/** Every section and item, each item judged complete or not. */
export async function checkedDisclosures(): Promise<CheckedDisclosure> {
  const [sections, filled] = await Promise.all([listDisclosures(), filledTables()]);
  let total = 0;
  let complete = 0;
  const checked = sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      const done = isComplete(item, filled);
      total += 1;
      if (done) complete += 1;
      return { ...item, complete: done, needs: done ? null : whatCompletes(item) };
    }),
  }));
  return { sections: checked, total, complete };
}

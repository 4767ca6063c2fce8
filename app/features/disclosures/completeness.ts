// When a disclosure item is complete (docs/specification.md §30, decision 0073): the one rule the back office page,
// the dashboard's figure and the self-attestation all read.
import { isDisclosureTable, type DisclosureTable } from "~/features/disclosure-tables/tables";

import type { DisclosureItemData, DisclosureSectionData } from "./disclosures";

/** An item as the back office shows it: whether it is complete and, if not, what would complete it. */
export interface CheckedItem extends DisclosureItemData {
  complete: boolean;
  /** Null once complete. */
  needs: string | null;
}

export interface CheckedSection extends Omit<DisclosureSectionData, "items"> {
  items: CheckedItem[];
}

/** What of an item the rule looks at. */
export interface CompletenessFacts {
  detail: string | null;
  documentUrl: string | null;
  notApplicableReason: string | null;
  /** The table it shows in its place, if any (`DISCLOSURE_TABLES`). */
  shows: string | null;
}

const given = (value: string | null) => !!value?.trim();

/**
 * Complete: it has a detail, a document, is marked not applicable with a reason, or shows a table that has what it
 * asks for (`filledTables`).
 */
export function isComplete(item: CompletenessFacts, filled: ReadonlySet<DisclosureTable>): boolean {
  return (
    given(item.detail) ||
    given(item.documentUrl) ||
    given(item.notApplicableReason) ||
    (isDisclosureTable(item.shows) && filled.has(item.shows))
  );
}

/** What a table needs before it answers its item, as the back office says it. */
const TABLE_NEEDS: Record<DisclosureTable, string> = {
  fees: "fee heads in the fee structure",
  smc: "the School Management Committee's members",
  pta: "the PTA's members",
  results: "board results",
  principal: "a Principal in the staff list",
  teachers: "teachers (PGT, TGT, PRT or pre-primary) in the staff list",
  ratio: "teachers in the staff list and the classes' sections",
  special_educator: "a Special Educator in the staff list",
  counsellor: "a Counsellor or Wellness Teacher in the staff list",
};

/** What would complete an item that is not: "Add a detail or a document, or mark it not applicable." */
export function whatCompletes(item: Pick<CompletenessFacts, "shows">): string {
  return isDisclosureTable(item.shows)
    ? `Add ${TABLE_NEEDS[item.shows]}, a detail or a document, or mark it not applicable.`
    : "Add a detail or a document, or mark it not applicable.";
}

/** "34 of 40 items complete" */
export const completeSummary = (complete: number, total: number) =>
  `${complete} of ${total} ${total === 1 ? "item" : "items"} complete`;

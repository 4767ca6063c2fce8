// Queries on disclosure_sections and disclosure_items: the only place that touches them.
import { asc, eq } from "drizzle-orm";

import { db } from "~/lib/db.server";

import { disclosureItems, disclosureSections } from "../../../db/schema";
import type { DisclosureSectionData } from "./disclosures";

/**
 * Every section by order_number, each with its items by sr_no (SPEC §7), in
 * one query: a section without items comes back with an empty list.
 */
export async function listDisclosures(): Promise<DisclosureSectionData[]> {
  const rows = await db()
    .select({
      section: {
        id: disclosureSections.id,
        sectionLetter: disclosureSections.sectionLetter,
        title: disclosureSections.title,
        orderNumber: disclosureSections.orderNumber,
      },
      item: {
        id: disclosureItems.id,
        srNo: disclosureItems.srNo,
        information: disclosureItems.information,
        detail: disclosureItems.detail,
        documentUrl: disclosureItems.documentUrl,
      },
    })
    .from(disclosureSections)
    .leftJoin(disclosureItems, eq(disclosureItems.sectionId, disclosureSections.id))
    // Ties (two sections with one order number, two items with one sr_no) keep a stable order.
    .orderBy(
      asc(disclosureSections.orderNumber),
      asc(disclosureSections.sectionLetter),
      asc(disclosureSections.id),
      asc(disclosureItems.srNo),
      asc(disclosureItems.createdAt),
      asc(disclosureItems.id),
    );

  const sections = new Map<string, DisclosureSectionData>();
  for (const { section, item } of rows) {
    let entry = sections.get(section.id);
    if (!entry) {
      entry = { ...section, items: [] };
      sections.set(section.id, entry);
    }
    if (item) entry.items.push(item);
  }
  return [...sections.values()];
}

// Queries and changes on disclosure_sections and disclosure_items: the only
// place that touches them. Every change is written to the audit log in its own
// transaction; stored PDFs follow their rows.
import { and, asc, eq, ne, sql } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { auditWriter } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { isPdf } from "~/lib/files/uploaded-file.server";

import { disclosureItems, disclosureSections } from "../../../db/schema";
import type { DisclosureSectionData } from "./disclosures";
import { documentFolderOf, removeDocuments, storeDocument } from "./documents.server";
import {
  DISCLOSURE_MESSAGES,
  sectionTaken,
  srNoTaken,
  type ItemChanges,
  type NewItem,
  type NewSection,
} from "./schema";

const auditSection = auditWriter("disclosure_section");
const auditItem = auditWriter("disclosure_item");

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
        titleHi: disclosureSections.titleHi,
        orderNumber: disclosureSections.orderNumber,
      },
      item: {
        id: disclosureItems.id,
        srNo: disclosureItems.srNo,
        information: disclosureItems.information,
        detail: disclosureItems.detail,
        informationHi: disclosureItems.informationHi,
        detailHi: disclosureItems.detailHi,
        documentUrl: disclosureItems.documentUrl,
        shows: disclosureItems.shows,
        notApplicableReason: disclosureItems.notApplicableReason,
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

// ------------------------------------------------------------ back office

// Section creations run one at a time (a transaction-scoped advisory lock), so
// two staff adding "F" at once meet the duplicate check: the table has no unique index.
const SECTION_CHANGES_LOCK = 7_420_125_052;

/** "b", "B." and " B) " all head the public page as "B. …": one letter. */
const sameLetter = (letter: string) =>
  letter
    .trim()
    .replace(/[.):]+$/, "")
    .toLowerCase();

export async function createSection(input: NewSection, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SECTION_CHANGES_LOCK})`);
    const letters = await tx.select({ letter: disclosureSections.sectionLetter }).from(disclosureSections);
    if (letters.some(({ letter }) => sameLetter(letter) === sameLetter(input.sectionLetter))) {
      return refuse(409, sectionTaken(input.sectionLetter), "sectionLetter");
    }
    const [section] = await tx.insert(disclosureSections).values(input).returning();
    await auditSection(tx, actor, "disclosure_section.create", section!.id, { ...input });
    await areaChanged(tx, "disclosures");
    return { ok: true as const, sectionId: section!.id };
  });
}

/** Adds an item; an uploaded PDF is stored first and removed again if the item is not added. */
/** An item's columns as the add and edit forms give them: blanks stored as null. */
function itemColumns(fields: Omit<NewItem, "document" | "sectionId">, documentUrl: string | null) {
  return {
    srNo: fields.srNo,
    information: fields.information,
    detail: fields.detail || null,
    informationHi: fields.informationHi,
    detailHi: fields.detailHi,
    documentUrl,
    shows: fields.shows ?? null,
    notApplicableReason: fields.notApplicableReason,
  };
}

export async function addItem(input: NewItem, actor: Actor): Promise<Outcome> {
  const { document, ...fields } = input;
  const bytes = document && document.size > 0 ? Buffer.from(await document.arrayBuffer()) : null;
  // Judged before anything is stored or locked.
  if (bytes && !isPdf(bytes)) return refuse(415, DISCLOSURE_MESSAGES.notPdf, "document");

  let storedFolder: string | null = null;
  try {
    const outcome = await db().transaction(async (tx): Promise<Outcome<{ itemId?: string }>> => {
      // Locks the section: it cannot be deleted meanwhile, and two items with one sr_no meet the check.
      const [section] = await tx
        .select()
        .from(disclosureSections)
        .where(eq(disclosureSections.id, fields.sectionId))
        .for("update");
      if (!section) return refuse(404, DISCLOSURE_MESSAGES.sectionNotFound, "sectionId");
      const taken = await tx
        .select({ id: disclosureItems.id })
        .from(disclosureItems)
        .where(and(eq(disclosureItems.sectionId, section.id), eq(disclosureItems.srNo, fields.srNo)));
      if (taken.length) return refuse(409, srNoTaken(section.sectionLetter, fields.srNo), "srNo");

      let documentUrl = fields.documentUrl || null;
      if (bytes) {
        const stored = await storeDocument(bytes);
        if (!stored.ok) return refuse(stored.status, stored.message, "document");
        storedFolder = stored.folder;
        documentUrl = stored.url;
      }
      const [item] = await tx
        .insert(disclosureItems)
        .values({
          sectionId: section.id,
          ...itemColumns(fields, documentUrl),
        })
        .returning();
      await auditItem(tx, actor, "disclosure_item.create", item!.id, {
        sectionId: section.id,
        sectionLetter: section.sectionLetter,
        srNo: item!.srNo,
        information: item!.information,
        detail: item!.detail,
        informationHi: item!.informationHi,
        detailHi: item!.detailHi,
        documentUrl: item!.documentUrl,
        shows: item!.shows,
        notApplicableReason: item!.notApplicableReason,
        ...(bytes ? { uploadedBytes: bytes.length } : {}),
      });
      await areaChanged(tx, "disclosures");
      return { ok: true as const, itemId: item!.id };
    });
    if (!outcome.ok) await removeDocuments([storedFolder]);
    return outcome;
  } catch (error) {
    await removeDocuments([storedFolder]);
    throw error;
  }
}

/**
 * Changes an item in its section. A new upload replaces the old document, whose
 * stored file goes once the change is saved; a refused change removes the new file.
 */
export async function updateItem(input: ItemChanges, actor: Actor): Promise<Outcome> {
  const { document, keepUpload, ...fields } = input;
  const bytes = document && document.size > 0 ? Buffer.from(await document.arrayBuffer()) : null;
  if (bytes && !isPdf(bytes)) return refuse(415, DISCLOSURE_MESSAGES.notPdf, "document");

  let storedFolder: string | null = null;
  try {
    const result = await db().transaction(async (tx) => {
      const notFound = { outcome: refuse(404, DISCLOSURE_MESSAGES.itemNotFound), oldFolder: null };
      const [found] = await tx
        .select({ sectionId: disclosureItems.sectionId })
        .from(disclosureItems)
        .where(eq(disclosureItems.id, fields.itemId));
      if (!found) return notFound;
      // The section first, then the item: the order addItem and deleteSection lock in.
      const [section] = await tx
        .select()
        .from(disclosureSections)
        .where(eq(disclosureSections.id, found.sectionId))
        .for("update");
      const [item] = await tx.select().from(disclosureItems).where(eq(disclosureItems.id, fields.itemId)).for("update");
      if (!section || !item) return notFound;
      const taken = await tx
        .select({ id: disclosureItems.id })
        .from(disclosureItems)
        .where(
          and(
            eq(disclosureItems.sectionId, section.id),
            eq(disclosureItems.srNo, fields.srNo),
            ne(disclosureItems.id, item.id),
          ),
        );
      if (taken.length)
        return { outcome: refuse(409, srNoTaken(section.sectionLetter, fields.srNo), "srNo"), oldFolder: null };

      const oldFolder = documentFolderOf(item.documentUrl);
      let documentUrl = fields.documentUrl || (keepUpload && oldFolder ? item.documentUrl : null);
      if (bytes) {
        const stored = await storeDocument(bytes);
        if (!stored.ok) return { outcome: refuse(stored.status, stored.message, "document"), oldFolder: null };
        storedFolder = stored.folder;
        documentUrl = stored.url;
      }
      const changes = itemColumns(fields, documentUrl);
      await tx.update(disclosureItems).set(changes).where(eq(disclosureItems.id, item.id));
      await auditItem(tx, actor, "disclosure_item.update", item.id, {
        sectionId: section.id,
        from: {
          srNo: item.srNo,
          information: item.information,
          detail: item.detail,
          informationHi: item.informationHi,
          detailHi: item.detailHi,
          documentUrl: item.documentUrl,
          shows: item.shows,
          notApplicableReason: item.notApplicableReason,
        },
        to: changes,
        ...(bytes ? { uploadedBytes: bytes.length } : {}),
      });
      await areaChanged(tx, "disclosures");
      return { outcome: { ok: true as const }, oldFolder: documentUrl === item.documentUrl ? null : oldFolder };
    });
    if (!result.outcome.ok) await removeDocuments([storedFolder]);
    await removeDocuments([result.oldFolder]);
    return result.outcome;
  } catch (error) {
    await removeDocuments([storedFolder]);
    throw error;
  }
}

/** Deletes a section with its items (the foreign key cascades) and their stored documents. */
export async function deleteSection(input: { sectionId: string }, actor: Actor): Promise<Outcome> {
  const result = await db().transaction(async (tx) => {
    const [section] = await tx
      .select()
      .from(disclosureSections)
      .where(eq(disclosureSections.id, input.sectionId))
      .for("update");
    if (!section) return { outcome: refuse(404, DISCLOSURE_MESSAGES.sectionNotFound), folders: [] };
    const items = await tx
      .select({ id: disclosureItems.id, documentUrl: disclosureItems.documentUrl })
      .from(disclosureItems)
      .where(eq(disclosureItems.sectionId, section.id))
      .orderBy(asc(disclosureItems.srNo));
    await tx.delete(disclosureSections).where(eq(disclosureSections.id, section.id));
    await auditSection(tx, actor, "disclosure_section.delete", section.id, {
      sectionLetter: section.sectionLetter,
      title: section.title,
      orderNumber: section.orderNumber,
      itemCount: items.length,
      itemIds: items.map((item) => item.id),
    });
    await areaChanged(tx, "disclosures");
    return { outcome: { ok: true as const }, folders: items.map((item) => documentFolderOf(item.documentUrl)) };
  });
  // The files go only once their rows are gone for good.
  await removeDocuments(result.folders);
  return result.outcome;
}

export async function deleteItem(input: { itemId: string }, actor: Actor): Promise<Outcome> {
  const result = await db().transaction(async (tx) => {
    const [item] = await tx.delete(disclosureItems).where(eq(disclosureItems.id, input.itemId)).returning();
    if (!item) return { outcome: refuse(404, DISCLOSURE_MESSAGES.itemNotFound), folder: null };
    await auditItem(tx, actor, "disclosure_item.delete", item.id, {
      sectionId: item.sectionId,
      srNo: item.srNo,
      information: item.information,
      documentUrl: item.documentUrl,
    });
    await areaChanged(tx, "disclosures");
    return { outcome: { ok: true as const }, folder: documentFolderOf(item.documentUrl) };
  });
  await removeDocuments([result.folder]);
  return result.outcome;
}

import { asc, eq, inArray } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/admin-action.server";
import { recordAudit } from "~/lib/audit.server";
import { db } from "~/lib/db.server";

import { contentSections } from "../../../db/schema";
import { CONTENT_MESSAGES, type ContentField, type UpdateSection } from "./schema";

export interface ContentBlock {
  title: string;
  content: string;
}

/**
 * The editable text blocks a page shows, by section_key. A key missing from the
 * database (never expected: the seed adds every one at start) shows as empty.
 */
export async function getContentBlocks<K extends string>(keys: readonly K[]): Promise<Record<K, ContentBlock>> {
  const rows = await db()
    .select({ sectionKey: contentSections.sectionKey, title: contentSections.title, content: contentSections.content })
    .from(contentSections)
    .where(inArray(contentSections.sectionKey, [...keys]));
  const byKey = new Map(rows.map((row) => [row.sectionKey, row]));
  const blocks = {} as Record<K, ContentBlock>;
  for (const key of keys) {
    const found = byKey.get(key);
    blocks[key] = { title: found?.title ?? "", content: found?.content ?? "" };
  }
  return blocks;
}

// ------------------------------------------------------------ back office

export interface ContentSectionRow {
  id: string;
  sectionKey: string;
  title: string;
  content: string;
}

/** Every content section, by section_key (SPEC §7), for /admin/content. */
export async function listContentSections(): Promise<ContentSectionRow[]> {
  return db()
    .select({
      id: contentSections.id,
      sectionKey: contentSections.sectionKey,
      title: contentSections.title,
      content: contentSections.content,
    })
    .from(contentSections)
    .orderBy(asc(contentSections.sectionKey));
}

/**
 * Saves the fields `input.fields` names, and writes one audit row with what
 * they were and what they are, in the same transaction. A save that changes
 * nothing writes nothing.
 */
export async function updateContentSection(input: UpdateSection, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [section] = await tx.select().from(contentSections).where(eq(contentSections.id, input.id)).for("update");
    if (!section) return refuse(404, CONTENT_MESSAGES.notFound);
    const changes: Partial<Record<ContentField, string>> = {};
    for (const field of new Set(input.fields)) {
      if (section[field] !== input[field]) changes[field] = input[field];
    }
    if (Object.keys(changes).length === 0) return { ok: true as const };
    await tx.update(contentSections).set(changes).where(eq(contentSections.id, section.id));
    const before = Object.fromEntries(Object.keys(changes).map((field) => [field, section[field as ContentField]]));
    await recordAudit(tx, {
      ...actor,
      action: "content.update",
      targetType: "content_section",
      targetId: section.id,
      details: { sectionKey: section.sectionKey, before, after: changes },
    });
    return { ok: true as const };
  });
}

import { asc, eq, inArray } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import type { Locale } from "~/lib/language/locale";
import { localized, type LocalText } from "~/lib/language/localized";

import { contentSections } from "../../../db/schema";
import { CONTENT_MESSAGES, type ContentField, type UpdateSection } from "./schema";

/** A block as a page shows it, in the page's language (decision 0054). */
export interface ContentBlock {
  title: LocalText;
  content: LocalText;
}

/**
 * The editable text blocks a page shows, by section_key, in `locale`: on a Hindi page the Hindi where staff
 * wrote it, else the English, marked. A key missing from the database (never expected: the seed adds every
 * one at start) shows as empty.
 */
export async function getContentBlocks<K extends string>(
  keys: readonly K[],
  locale: Locale,
): Promise<Record<K, ContentBlock>> {
  return (await getContentPage(keys, locale)).blocks;
}

/**
 * The blocks (as `getContentBlocks`), and when the newest of them was last saved (null: none found), from the
 * same query: what a page's "Last updated" date takes of its text (docs/specification.md §26). Blocks are edited,
 * never removed, so their own times see every change.
 */
export async function getContentPage<K extends string>(
  keys: readonly K[],
  locale: Locale,
): Promise<{ blocks: Record<K, ContentBlock>; updatedAt: Date | null }> {
  const rows = await db()
    .select({
      sectionKey: contentSections.sectionKey,
      title: contentSections.title,
      titleHi: contentSections.titleHi,
      content: contentSections.content,
      contentHi: contentSections.contentHi,
      updatedAt: contentSections.updatedAt,
    })
    .from(contentSections)
    .where(inArray(contentSections.sectionKey, [...keys]));
  const byKey = new Map(rows.map((row) => [row.sectionKey, row]));
  const blocks = {} as Record<K, ContentBlock>;
  for (const key of keys) {
    const found = byKey.get(key);
    blocks[key] = {
      title: localized(found?.title ?? "", found?.titleHi, locale),
      content: localized(found?.content ?? "", found?.contentHi, locale),
    };
  }
  const updatedAt = rows.reduce<Date | null>(
    (newest, row) => (!newest || row.updatedAt > newest ? row.updatedAt : newest),
    null,
  );
  return { blocks, updatedAt };
}

// ------------------------------------------------------------ back office

export interface ContentSectionRow {
  id: string;
  sectionKey: string;
  title: string;
  content: string;
  /** Null: none, and the Hindi site shows the English. */
  titleHi: string | null;
  contentHi: string | null;
}

/** Every content section, by section_key (SPEC §7), for /admin/content. */
export async function listContentSections(): Promise<ContentSectionRow[]> {
  return db()
    .select({
      id: contentSections.id,
      sectionKey: contentSections.sectionKey,
      title: contentSections.title,
      content: contentSections.content,
      titleHi: contentSections.titleHi,
      contentHi: contentSections.contentHi,
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
    const changes: Partial<Pick<UpdateSection, ContentField>> = {};
    for (const field of new Set(input.fields)) {
      if (section[field] !== input[field]) Object.assign(changes, { [field]: input[field] });
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

import { inArray } from "drizzle-orm";
import { contentSections } from "../../../db/schema";
import { defaultContentSections } from "../../../db/seed-data";
import { db } from "~/lib/db.server";

export interface ContentBlock {
  title: string;
  content: string;
}

/**
 * The editable text blocks a page shows, by section_key. A key missing from the
 * database (never expected: the seed adds them) falls back to its default text.
 */
export async function getContentBlocks<K extends string>(keys: readonly K[]): Promise<Record<K, ContentBlock>> {
  const rows = await db()
    .select({ sectionKey: contentSections.sectionKey, title: contentSections.title, content: contentSections.content })
    .from(contentSections)
    .where(inArray(contentSections.sectionKey, [...keys]));
  const byKey = new Map(rows.map((row) => [row.sectionKey, row]));
  const blocks = {} as Record<K, ContentBlock>;
  for (const key of keys) {
    const found = byKey.get(key) ?? defaultContentSections.find((section) => section.sectionKey === key);
    blocks[key] = { title: found?.title ?? "", content: found?.content ?? "" };
  }
  return blocks;
}

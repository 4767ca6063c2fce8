// What a page of the school's own is made of (docs/specification.md §32): a list of blocks, each in English and
// optionally in Hindi. Shared by the editor and the server, which reads every list the editor sends with
// `readPageBlocks` before it is saved: nothing but these blocks, within these limits, is ever stored.
import { z } from "zod";

import { NOTICE_CATEGORIES, type NoticeCategory } from "~/features/announcements/notices";

import { pageTextWords, readPageText, type PageTextProblem, type TextDoc } from "./page-text";

export const PAGE_BLOCK_LIMITS = {
  blocks: 60,
  tableColumns: 12,
  tableRows: 200,
  cell: 500,
  caption: 200,
  alt: 200,
  label: 60,
  notices: 20,
} as const;

/** A table as a book list or bus routes are: a caption, the heads of its columns, and its rows of plain words. */
export interface PageTable {
  caption: string;
  head: string[];
  rows: string[][];
}

/** Where a call to action leads: Apply Online, the enquiry form, or a page of the site. */
export const ACTION_TARGETS = ["apply", "enquire", "page"] as const;
export type ActionTarget = (typeof ACTION_TARGETS)[number];

export type PageBlock =
  | { id: string; type: "text"; en: TextDoc; hi: TextDoc | null }
  | { id: string; type: "table"; en: PageTable; hi: PageTable | null }
  | {
      id: string;
      type: "image";
      fileId: string;
      decorative: boolean;
      en: { alt: string; caption: string };
      hi: { alt: string; caption: string } | null;
    }
  | { id: string; type: "file"; fileId: string; en: { title: string }; hi: { title: string } | null }
  | { id: string; type: "notices"; category: NoticeCategory; count: number }
  | {
      id: string;
      type: "action";
      target: ActionTarget;
      /** For a page of the site: its path ("/fees", "/transport"). */
      to: string | null;
      en: { label: string };
      hi: { label: string } | null;
    };

export type PageBlockType = PageBlock["type"];

/** What is wrong with a list of blocks, for a toast and the block it names (its place, from 1). */
export type PageBlocksProblem =
  | { problem: "unreadable" | "tooMany" | "tableTooBig" | "altMissing" | "labelMissing" | "badTarget"; block?: number }
  | { problem: PageTextProblem; block: number };

const words = (limit: number) =>
  z
    .string()
    .max(limit)
    .transform((value) => value.trim());
const blockId = z.string().regex(/^[a-z0-9-]{1,40}$/);

const tableSchema = z.strictObject({
  caption: words(PAGE_BLOCK_LIMITS.caption),
  head: z.array(words(PAGE_BLOCK_LIMITS.cell)).max(PAGE_BLOCK_LIMITS.tableColumns),
  rows: z.array(z.array(words(PAGE_BLOCK_LIMITS.cell)).max(PAGE_BLOCK_LIMITS.tableColumns)),
});
const imageWords = z.strictObject({ alt: words(PAGE_BLOCK_LIMITS.alt), caption: words(PAGE_BLOCK_LIMITS.caption) });
const titleWords = z.strictObject({ title: words(PAGE_BLOCK_LIMITS.caption) });
const labelWords = z.strictObject({ label: words(PAGE_BLOCK_LIMITS.label) });

const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({ id: blockId, type: z.literal("text"), en: z.unknown(), hi: z.unknown().nullable() }),
  z.strictObject({ id: blockId, type: z.literal("table"), en: tableSchema, hi: tableSchema.nullable() }),
  z.strictObject({
    id: blockId,
    type: z.literal("image"),
    fileId: z.uuid(),
    decorative: z.boolean(),
    en: imageWords,
    hi: imageWords.nullable(),
  }),
  z.strictObject({ id: blockId, type: z.literal("file"), fileId: z.uuid(), en: titleWords, hi: titleWords.nullable() }),
  z.strictObject({
    id: blockId,
    type: z.literal("notices"),
    category: z.enum(NOTICE_CATEGORIES),
    count: z.number().int().min(1).max(PAGE_BLOCK_LIMITS.notices),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal("action"),
    target: z.enum(ACTION_TARGETS),
    to: z.string().max(200).nullable(),
    en: labelWords,
    hi: labelWords.nullable(),
  }),
]);

/** A path of this site a button may lead to: "/fees", "/transport", "/notices/14-winter-vacation". */
const SITE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * `value` (the editor's list, parsed from JSON) as the page's blocks, or the first thing wrong with it. A table's
 * Hindi must have the English one's shape; a photo that is not decorative must say what it shows in English.
 */
export function readPageBlocks(value: unknown): { blocks: PageBlock[] } | PageBlocksProblem {
  if (!Array.isArray(value)) return { problem: "unreadable" };
  if (value.length > PAGE_BLOCK_LIMITS.blocks) return { problem: "tooMany" };
  const blocks: PageBlock[] = [];
  for (const [index, raw] of value.entries()) {
    const block = index + 1;
    const parsed = blockSchema.safeParse(raw);
    if (!parsed.success) return { problem: "unreadable", block };
    const read = parsed.data;
    switch (read.type) {
      case "text": {
        const en = readPageText(read.en);
        if ("problem" in en) return { problem: en.problem, block };
        const hi = read.hi === null ? null : readPageText(read.hi);
        if (hi && "problem" in hi) return { problem: hi.problem, block };
        blocks.push({ id: read.id, type: "text", en: en.doc, hi: hi?.doc ?? null });
        break;
      }
      case "table": {
        const tables = [read.en, ...(read.hi ? [read.hi] : [])];
        const columns = read.en.head.length;
        if (
          read.en.rows.length > PAGE_BLOCK_LIMITS.tableRows ||
          tables.some((table) => table.head.length !== columns || table.rows.some((row) => row.length !== columns))
        ) {
          return { problem: "tableTooBig", block };
        }
        if (read.hi && read.hi.rows.length !== read.en.rows.length) return { problem: "tableTooBig", block };
        blocks.push(read);
        break;
      }
      case "image":
        if (!read.decorative && !read.en.alt) return { problem: "altMissing", block };
        blocks.push(read);
        break;
      case "action":
        if (!read.en.label) return { problem: "labelMissing", block };
        if (read.target === "page" ? !read.to || !SITE_PATH.test(read.to) : read.to !== null) {
          return { problem: "badTarget", block };
        }
        blocks.push(read);
        break;
      default:
        blocks.push(read);
    }
  }
  if (new Set(blocks.map((block) => block.id)).size !== blocks.length) return { problem: "unreadable" };
  return { blocks: blocks.map(withoutEmptyHindi) };
}

const blank = (words: readonly string[]) => words.every((word) => word === "");

/** A block whose Hindi says nothing shows its English on the Hindi page: its empty Hindi is dropped. */
function withoutEmptyHindi(block: PageBlock): PageBlock {
  switch (block.type) {
    case "text":
      return block.hi && !pageTextWords(block.hi).trim() ? { ...block, hi: null } : block;
    case "table":
      return block.hi && blank([block.hi.caption, ...block.hi.head, ...block.hi.rows.flat()])
        ? { ...block, hi: null }
        : block;
    case "image":
      return block.hi && blank([block.hi.alt, block.hi.caption]) ? { ...block, hi: null } : block;
    case "file":
      return block.hi && blank([block.hi.title]) ? { ...block, hi: null } : block;
    case "action":
      return block.hi && blank([block.hi.label]) ? { ...block, hi: null } : block;
    default:
      return block;
  }
}

/** The files a page's blocks show: its images and its documents. */
export const fileIdsOf = (blocks: readonly PageBlock[]) =>
  blocks.flatMap((block) => (block.type === "image" || block.type === "file" ? [block.fileId] : []));

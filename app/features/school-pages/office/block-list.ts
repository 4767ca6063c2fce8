// The page editor's changes to a list of blocks (docs/specification.md §32), pure so that they are tested without a
// browser: a new block of each kind, a block moved or removed, a table's rows and columns added and taken away (its
// Hindi kept the English one's shape), and what must be settled before the list is sent.
import { PAGE_BLOCK_LIMITS, type PageBlock, type PageBlockType, type PageTable } from "../page-blocks";
import { textDoc } from "../page-text";

/** What staff call each kind of block. */
export const BLOCK_LABELS: Record<PageBlockType, string> = {
  text: "Text",
  table: "Table",
  image: "Image",
  file: "File (PDF)",
  notices: "List of notices",
  action: "Button",
};

/** A new block's id: unique within its page, in the letters readPageBlocks allows. */
export const newBlockId = () => `b-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** An empty block of `type`, ready to fill in. An image or a file has no file yet: its field asks for one. */
export function newBlock(type: PageBlockType, id = newBlockId()): PageBlock {
  switch (type) {
    case "text":
      return { id, type, en: textDoc(""), hi: null };
    case "table":
      return { id, type, en: { caption: "", head: ["", ""], rows: [["", ""]] }, hi: null };
    case "image":
      return { id, type, fileId: "", decorative: false, en: { alt: "", caption: "" }, hi: null };
    case "file":
      return { id, type, fileId: "", en: { title: "" }, hi: null };
    case "notices":
      return { id, type, category: "vacancy", count: 10 };
    case "action":
      return { id, type, target: "enquire", to: null, en: { label: "" }, hi: null };
  }
}

/** `blocks` with the one at `index` moved `by` places (−1 up, +1 down); unchanged at either end. */
export function moveBlock<T>(blocks: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= blocks.length || to < 0 || to >= blocks.length) return [...blocks];
  const moved = [...blocks];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

/** A change to a table's shape, made alike to its English and its Hindi. */
export type TableChange =
  | { kind: "addRow" }
  | { kind: "removeRow"; row: number }
  | { kind: "addColumn" }
  | { kind: "removeColumn"; column: number };

function reshaped(table: PageTable, change: TableChange): PageTable {
  const columns = table.head.length;
  switch (change.kind) {
    case "addRow":
      if (table.rows.length >= PAGE_BLOCK_LIMITS.tableRows) return table;
      return { ...table, rows: [...table.rows, Array.from({ length: columns }, () => "")] };
    case "removeRow":
      return { ...table, rows: table.rows.filter((_, i) => i !== change.row) };
    case "addColumn":
      if (columns >= PAGE_BLOCK_LIMITS.tableColumns) return table;
      return { ...table, head: [...table.head, ""], rows: table.rows.map((row) => [...row, ""]) };
    case "removeColumn":
      if (columns <= 1) return table;
      return {
        ...table,
        head: table.head.filter((_, i) => i !== change.column),
        rows: table.rows.map((row) => row.filter((_, i) => i !== change.column)),
      };
  }
}

/** A table block with its shape changed: its Hindi, if any, changed the same way. */
export function reshapeTable(
  block: Extract<PageBlock, { type: "table" }>,
  change: TableChange,
): Extract<PageBlock, { type: "table" }> {
  return { ...block, en: reshaped(block.en, change), hi: block.hi ? reshaped(block.hi, change) : null };
}

/** A table's Hindi to start from: the English one's shape, its words copied to be translated. */
export const hindiTableFrom = (table: PageTable): PageTable => ({
  caption: table.caption,
  head: [...table.head],
  rows: table.rows.map((row) => [...row]),
});

/** `table` with one cell's words (row −1: a column's heading). */
export function withCell(table: PageTable, row: number, column: number, words: string): PageTable {
  if (row < 0) return { ...table, head: table.head.map((cell, i) => (i === column ? words : cell)) };
  return {
    ...table,
    rows: table.rows.map((cells, r) => (r === row ? cells.map((cell, i) => (i === column ? words : cell)) : cells)),
  };
}

/**
 * What must be settled before the blocks are sent, in the office's words, naming the first block it finds: an image
 * or a file block with no file chosen yet.
 */
export function unsettledBlock(blocks: readonly PageBlock[]): string | null {
  const index = blocks.findIndex((block) => (block.type === "image" || block.type === "file") && !block.fileId);
  if (index < 0) return null;
  const block = blocks[index]!;
  return `Block ${index + 1}: choose the ${block.type === "image" ? "image" : "PDF"} to show, or remove the block.`;
}

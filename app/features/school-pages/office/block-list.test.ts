import { describe, expect, it } from "vitest";

import { PAGE_BLOCK_LIMITS, readPageBlocks, type PageBlock } from "../page-blocks";
import {
  BLOCK_LABELS,
  hindiTableFrom,
  moveBlock,
  newBlock,
  reshapeTable,
  unsettledBlock,
  withCell,
} from "./block-list";

type Table = Extract<PageBlock, { type: "table" }>;

const table = (): Table => ({
  id: "routes",
  type: "table",
  en: { caption: "Routes", head: ["Route", "Fare"], rows: [["Bhattu Road", "₹900"]] },
  hi: { caption: "मार्ग", head: ["मार्ग", "किराया"], rows: [["भट्टू रोड", "₹900"]] },
});

describe("the page editor's blocks", () => {
  it("makes a new block of every kind that the server reads once its words and file are there", () => {
    for (const type of Object.keys(BLOCK_LABELS) as PageBlock["type"][]) {
      const block = newBlock(type, `new-${type}`);
      expect(block.type).toBe(type);
      const filled =
        block.type === "image"
          ? { ...block, fileId: "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e", en: { alt: "A bus", caption: "" } }
          : block.type === "file"
            ? { ...block, fileId: "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e" }
            : block.type === "action"
              ? { ...block, en: { label: "Enquire" } }
              : block;
      expect(readPageBlocks([filled]), type).toEqual({ blocks: [filled] });
    }
  });

  it("moves a block up or down by one, and not past either end", () => {
    expect(moveBlock(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveBlock(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveBlock(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveBlock(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("adds and takes away a table's rows and columns in its English and its Hindi alike", () => {
    const wider = reshapeTable(table(), { kind: "addColumn" });
    expect(wider.en.head).toEqual(["Route", "Fare", ""]);
    expect(wider.hi!.rows).toEqual([["भट्टू रोड", "₹900", ""]]);
    const longer = reshapeTable(wider, { kind: "addRow" });
    expect(longer.en.rows).toHaveLength(2);
    expect(longer.hi!.rows[1]).toEqual(["", "", ""]);
    const narrower = reshapeTable(longer, { kind: "removeColumn", column: 0 });
    expect(narrower.en.head).toEqual(["Fare", ""]);
    expect(narrower.hi!.head).toEqual(["किराया", ""]);
    expect(reshapeTable(narrower, { kind: "removeRow", row: 0 }).hi!.rows).toEqual([["", ""]]);
    // Whatever is pressed, the server reads the table.
    expect(readPageBlocks([narrower])).toHaveProperty("blocks");
  });

  it("stops at the limits: one column at least, twelve at most, 200 rows", () => {
    let block = table();
    for (let i = 0; i < 20; i++) block = reshapeTable(block, { kind: "addColumn" });
    expect(block.en.head).toHaveLength(PAGE_BLOCK_LIMITS.tableColumns);
    for (let i = 0; i < 20; i++) block = reshapeTable(block, { kind: "removeColumn", column: 0 });
    expect(block.en.head).toHaveLength(1);
    for (let i = 0; i < 250; i++) block = reshapeTable(block, { kind: "addRow" });
    expect(block.en.rows).toHaveLength(PAGE_BLOCK_LIMITS.tableRows);
  });

  it("writes one cell or heading, and starts a table's Hindi from its English", () => {
    const { en } = table();
    expect(withCell(en, -1, 1, "Fare a month").head).toEqual(["Route", "Fare a month"]);
    expect(withCell(en, 0, 0, "Bhuna").rows).toEqual([["Bhuna", "₹900"]]);
    const hindi = hindiTableFrom(en);
    expect(hindi).toEqual(en);
    hindi.rows[0]![0] = "भूना";
    expect(en.rows[0]![0]).toBe("Bhattu Road");
  });

  it("names the first image or file block with nothing chosen yet", () => {
    expect(unsettledBlock([table(), newBlock("text", "t")])).toBeNull();
    expect(unsettledBlock([table(), newBlock("file", "f")])).toBe(
      "Block 2: choose the PDF to show, or remove the block.",
    );
    expect(unsettledBlock([newBlock("image", "i")])).toBe("Block 1: choose the image to show, or remove the block.");
  });
});

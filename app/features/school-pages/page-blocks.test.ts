import { describe, expect, it } from "vitest";

import { fileIdsOf, PAGE_BLOCK_LIMITS, readPageBlocks } from "./page-blocks";
import { textDoc } from "./page-text";

const FILE = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";
const table = (rows: string[][], head = ["Route", "Stops", "Fare"]) => ({ caption: "Bus routes", head, rows });
const EVERY_KIND = [
  { id: "intro", type: "text", en: textDoc("Our buses."), hi: textDoc("हमारी बसें।") },
  { id: "routes", type: "table", en: table([["1", "Bhattu Road", "₹900"]]), hi: null },
  { id: "bus", type: "image", fileId: FILE, decorative: false, en: { alt: "A school bus", caption: "" }, hi: null },
  { id: "rules", type: "file", fileId: FILE, en: { title: "Transport rules" }, hi: { title: "परिवहन नियम" } },
  { id: "news", type: "notices", category: "circular", count: 5 },
  { id: "apply", type: "action", target: "apply", to: null, en: { label: "Apply Online" }, hi: null },
  { id: "fees", type: "action", target: "page", to: "/fees", en: { label: "See the fees" }, hi: null },
];

describe("a page's blocks", () => {
  it("takes every kind of block, trimmed", () => {
    const withSpace = structuredClone(EVERY_KIND);
    (withSpace[1]!.en as { caption: string }).caption = "  Bus routes  ";
    const read = readPageBlocks(withSpace);
    expect(read).toEqual({ blocks: EVERY_KIND });
    expect(fileIdsOf((read as { blocks: never[] }).blocks)).toEqual([FILE, FILE]);
  });

  it("refuses what is not one of them, and names the block", () => {
    expect(readPageBlocks("<p>hi</p>")).toEqual({ problem: "unreadable" });
    expect(readPageBlocks([{ id: "x", type: "html", html: "<script>alert(1)</script>" }])).toEqual({
      problem: "unreadable",
      block: 1,
    });
    expect(readPageBlocks([EVERY_KIND[0], { ...EVERY_KIND[4], style: "color:red" }])).toEqual({
      problem: "unreadable",
      block: 2,
    });
    expect(readPageBlocks([EVERY_KIND[0], EVERY_KIND[0]])).toEqual({ problem: "unreadable" });
    const badLink = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:x" } }] }],
        },
      ],
    };
    expect(readPageBlocks([{ id: "t", type: "text", en: textDoc("x"), hi: badLink }])).toEqual({
      problem: "badLink",
      block: 1,
    });
  });

  it("keeps a table's Hindi to the English one's shape and within its limits", () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => [String(i), "Stop", "₹1"]);
    const block = (en: object, hi: object | null = null) => [{ id: "t", type: "table", en, hi }];
    expect(readPageBlocks(block(table(rows(PAGE_BLOCK_LIMITS.tableRows))))).toHaveProperty("blocks");
    expect(readPageBlocks(block(table(rows(PAGE_BLOCK_LIMITS.tableRows + 1))))).toEqual({
      problem: "tableTooBig",
      block: 1,
    });
    expect(readPageBlocks(block(table([["1", "2"]])))).toEqual({ problem: "tableTooBig", block: 1 });
    expect(readPageBlocks(block(table(rows(2)), table(rows(3))))).toEqual({ problem: "tableTooBig", block: 1 });
    expect(readPageBlocks(block(table(rows(2)), table(rows(2), ["मार्ग", "स्टॉप", "शुल्क"])))).toHaveProperty("blocks");
  });

  it("asks a photo that is not decorative what it shows, and a button where it leads", () => {
    const image = { ...EVERY_KIND[2], en: { alt: " ", caption: "" } };
    expect(readPageBlocks([image])).toEqual({ problem: "altMissing", block: 1 });
    expect(readPageBlocks([{ ...image, decorative: true }])).toHaveProperty("blocks");
    const action = EVERY_KIND[6]!;
    expect(readPageBlocks([{ ...action, en: { label: "" } }])).toEqual({ problem: "labelMissing", block: 1 });
    for (const to of [null, "https://evil.example/", "//evil.example", "javascript:x", "/Fees", "/a//b"]) {
      expect(readPageBlocks([{ ...action, to }]), String(to)).toEqual({ problem: "badTarget", block: 1 });
    }
    expect(readPageBlocks([{ ...EVERY_KIND[5], to: "/fees" }])).toEqual({ problem: "badTarget", block: 1 });
  });

  it("holds at most 60 blocks", () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: `b${i}`, type: "notices", category: "news", count: 3 }));
    expect(readPageBlocks(many(60))).toHaveProperty("blocks");
    expect(readPageBlocks(many(61))).toEqual({ problem: "tooMany" });
  });
});

describe("a block's empty Hindi", () => {
  it("is dropped, so the Hindi page shows the English rather than nothing", () => {
    const read = readPageBlocks([
      { id: "a", type: "text", en: textDoc("Buses"), hi: textDoc("") },
      { id: "b", type: "action", target: "apply", to: null, en: { label: "Apply" }, hi: { label: "" } },
      {
        id: "c",
        type: "table",
        en: { caption: "", head: ["A"], rows: [["1"]] },
        hi: { caption: "", head: [""], rows: [[""]] },
      },
      { id: "d", type: "action", target: "apply", to: null, en: { label: "Apply" }, hi: { label: "आवेदन" } },
    ]);
    expect("blocks" in read && read.blocks.map((block) => "hi" in block && block.hi !== null)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

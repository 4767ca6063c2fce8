import { describe, expect, it } from "vitest";

import { addressProblem } from "./addresses";
import { readPageBlocks } from "./page-blocks";
import { placeholdersLeft, STARTER_PAGES, STARTERS } from "./starters";

describe("the suggested pages", () => {
  it("are Transport, Uniform and Books, School Timings and Careers, each one the server would save", () => {
    expect(STARTERS.map((starter) => STARTER_PAGES[starter].title)).toEqual([
      "Transport",
      "Uniform and Books",
      "School Timings",
      "Careers",
    ]);
    for (const starter of STARTERS) {
      const page = STARTER_PAGES[starter];
      expect(addressProblem(page.address), starter).toBeNull();
      expect(readPageBlocks(JSON.parse(JSON.stringify(page.blocks))), starter).toEqual({ blocks: page.blocks });
    }
    expect(STARTER_PAGES.careers.blocks).toContainEqual(
      expect.objectContaining({ type: "notices", category: "vacancy" }),
    );
  });

  it("each have placeholder words until the school replaces them", () => {
    for (const starter of STARTERS)
      expect(placeholdersLeft(STARTER_PAGES[starter].blocks).length, starter).toBeGreaterThan(0);
    const replaced = STARTER_PAGES["school-timings"].blocks.map((block) =>
      block.type === "table"
        ? { ...block, en: { ...block.en, rows: [["Nursery to UKG", "8:00 AM to 12:00 PM", "9:00 AM to 1:00 PM"]] } }
        : block.type === "text"
          ? { ...block, en: { type: "doc" as const, content: [] } }
          : block,
    );
    expect(placeholdersLeft(replaced)).toEqual([]);
    expect(placeholdersLeft(STARTER_PAGES.transport.blocks)).toContain("[Route 1]");
  });
});

// The suggested pages "Add Page" offers on a new install (docs/specification.md §32): Transport, Uniform and Books,
// School Timings and Careers, each with a sensible structure and placeholder words in square brackets, which the
// go-live checklist looks for until the school has replaced them. None is published by itself.
import type { PageBlock } from "./page-blocks";
import { pageTextWords, textDoc, type TextDoc } from "./page-text";

export const STARTERS = ["transport", "uniform-and-books", "school-timings", "careers"] as const;
export type Starter = (typeof STARTERS)[number];

/** Placeholder words: "[Route 1]", "[₹ per month]". The checklist flags a page while any are left. */
const PLACEHOLDER = /\[[^\]\n]{1,60}\]/;

const heading = (text: string): TextDoc["content"][number] => ({
  type: "heading",
  attrs: { level: 2 },
  content: [{ type: "text", text }],
});
// A suggested page's words are English placeholders, so none of its blocks has Hindi (hi: null).
const textBlock = (id: string, en: TextDoc): PageBlock => ({ id, type: "text", en, hi: null });
const tableBlock = (id: string, caption: string, head: string[], rows: string[][]): PageBlock => ({
  id,
  type: "table",
  en: { caption, head, rows },
  hi: null,
});

/** A suggested page: its title, address, place and blocks. */
export interface StarterPage {
  title: string;
  titleHi: string;
  address: string;
  place: "about" | "academics" | "admissions" | "menu" | "footer";
  blocks: PageBlock[];
}

export const STARTER_PAGES: Record<Starter, StarterPage> = {
  transport: {
    title: "Transport",
    titleHi: "परिवहन",
    address: "transport",
    place: "about",
    blocks: [
      textBlock("about", {
        type: "doc",
        content: [
          heading("School buses"),
          ...textDoc(
            "[How many buses the school runs, and where they go.]",
            "[Who to call about a bus: name and phone.]",
          ).content,
        ],
      }),
      tableBlock(
        "routes",
        "Bus routes",
        ["Route", "Stops", "Pick-up time", "Fee per month"],
        [["[Route 1]", "[Stops on the way]", "[7:10 AM]", "[₹ per month]"]],
      ),
      { id: "enquire", type: "action", target: "enquire", to: null, en: { label: "Ask about a bus" }, hi: null },
    ],
  },
  "uniform-and-books": {
    title: "Uniform and Books",
    titleHi: "वर्दी और पुस्तकें",
    address: "uniform-and-books",
    place: "admissions",
    blocks: [
      textBlock("uniform", {
        type: "doc",
        content: [
          heading("Uniform"),
          ...textDoc("[The summer and winter uniform, and where to buy it.]").content,
          heading("Books"),
          ...textDoc("[Where to buy the books, and when the shop is open.]").content,
        ],
      }),
      tableBlock(
        "books",
        "Book list",
        ["Class", "Subject", "Book", "Publisher"],
        [["[Class I]", "[English]", "[Title]", "[Publisher]"]],
      ),
    ],
  },
  "school-timings": {
    title: "School Timings",
    titleHi: "विद्यालय का समय",
    address: "school-timings",
    place: "about",
    blocks: [
      tableBlock(
        "timings",
        "School timings",
        ["Classes", "Summer (April to September)", "Winter (October to March)"],
        [
          ["[Nursery to UKG]", "[8:00 AM to 12:00 PM]", "[9:00 AM to 1:00 PM]"],
          ["[Class I to XII]", "[7:30 AM to 1:30 PM]", "[8:30 AM to 2:30 PM]"],
        ],
      ),
      textBlock("office", textDoc("[When the office is open to parents.]")),
    ],
  },
  careers: {
    title: "Careers",
    titleHi: "नौकरियाँ",
    address: "careers",
    place: "footer",
    blocks: [
      textBlock(
        "intro",
        textDoc("[Why teachers and staff like working here.]", "[How to apply: where to send a CV, and to whom.]"),
      ),
      { id: "vacancies", type: "notices", category: "vacancy", count: 10 },
    ],
  },
};

/** The words of `blocks` still in square brackets, as the suggested page wrote them: what the school must replace. */
export function placeholdersLeft(blocks: readonly PageBlock[]): string[] {
  const words: string[] = [];
  const look = (value: string) => {
    for (const found of value.matchAll(new RegExp(PLACEHOLDER, "g"))) words.push(found[0]);
  };
  for (const block of blocks) {
    if (block.type === "text") for (const doc of [block.en, block.hi]) if (doc) look(pageTextWords(doc));
    if (block.type === "table") {
      for (const table of [block.en, block.hi]) {
        if (table) for (const cell of [table.caption, ...table.head, ...table.rows.flat()]) look(cell);
      }
    }
  }
  return words;
}

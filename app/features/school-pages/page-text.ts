// A text block's words as the page editor writes them (decision 0079): ProseMirror's JSON, in the editor's own
// schema of headings, paragraphs, lists, links, bold and italic. It is stored as the editor gave it, and checked
// here, on the server, against that allow-list before it is saved: a node, mark or attribute the schema does not
// have is refused, and a link only keeps an address a parent may safely follow. No editor code is needed to check
// it or to render it (page-text-view.tsx).
import { z } from "zod";

import { safeHref } from "~/lib/forms/safe-href";

export type TextMark = { type: "strong" } | { type: "em" } | { type: "link"; attrs: { href: string } };
export interface TextRun {
  type: "text";
  text: string;
  marks?: TextMark[];
}
export type TextNode =
  | { type: "paragraph"; content?: TextRun[] }
  | { type: "heading"; attrs: { level: 2 | 3 }; content?: TextRun[] }
  | { type: "bullet_list"; content: ListItem[] }
  | { type: "ordered_list"; attrs?: { order?: number }; content: ListItem[] };
export interface ListItem {
  type: "list_item";
  content: TextNode[];
}
export interface TextDoc {
  type: "doc";
  content: TextNode[];
}

/** How much one text block may hold: a long page's worth, well inside a request. */
export const PAGE_TEXT_LIMITS = { characters: 20_000, nodes: 2_000, listDepth: 4 } as const;

const markSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("strong") }),
  z.strictObject({ type: z.literal("em") }),
  z.strictObject({
    type: z.literal("link"),
    // ProseMirror writes `title: null` beside the address; it is dropped.
    attrs: z
      .object({ href: z.string().max(2000), title: z.string().max(200).nullish() })
      .transform(({ href }) => ({ href })),
  }),
]);

const runSchema = z.strictObject({
  type: z.literal("text"),
  text: z.string().min(1),
  marks: z.array(markSchema).max(3).optional(),
});

const inline = z.array(runSchema).optional();

const nodeSchema: z.ZodType<TextNode> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("paragraph"), content: inline }),
    z.strictObject({
      type: z.literal("heading"),
      attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }).transform(({ level }) => ({ level })),
      content: inline,
    }),
    z.strictObject({ type: z.literal("bullet_list"), content: z.array(itemSchema).min(1) }),
    z.strictObject({
      type: z.literal("ordered_list"),
      attrs: z
        .object({ order: z.number().int().min(0).max(10_000).optional() })
        .transform(({ order }) => (order === undefined || order === 1 ? {} : { order }))
        .optional(),
      content: z.array(itemSchema).min(1),
    }),
  ]),
);

const itemSchema: z.ZodType<ListItem> = z.lazy(() =>
  z.strictObject({ type: z.literal("list_item"), content: z.array(nodeSchema).min(1) }),
);

const docSchema = z.strictObject({ type: z.literal("doc"), content: z.array(nodeSchema) });

/** What is wrong with a document the editor sent, in words for staff. */
export type PageTextProblem = "unreadable" | "tooLong" | "badLink";

/**
 * `value` as a text block's document, or what is wrong with it: a shape the editor's schema does not have, more
 * than the limits, or a link to an address no parent should be sent to. Empty paragraphs are kept (the editor's).
 */
export function readPageText(value: unknown): { doc: TextDoc } | { problem: PageTextProblem } {
  const parsed = docSchema.safeParse(value);
  if (!parsed.success) return { problem: "unreadable" };
  const doc = parsed.data as TextDoc;
  let characters = 0;
  let nodes = 0;
  let deepest = 0;
  let badLink = false;
  const visit = (node: TextNode | ListItem, depth: number) => {
    nodes++;
    if (node.type === "list_item") {
      for (const inner of node.content) visit(inner, depth);
      return;
    }
    if (node.type === "bullet_list" || node.type === "ordered_list") {
      deepest = Math.max(deepest, depth + 1);
      for (const item of node.content) visit(item, depth + 1);
      return;
    }
    for (const run of node.content ?? []) {
      nodes++;
      characters += run.text.length;
      for (const mark of run.marks ?? []) {
        if (mark.type === "link" && safeHref(mark.attrs.href) === null) badLink = true;
      }
    }
  };
  for (const node of doc.content) visit(node, 0);
  if (badLink) return { problem: "badLink" };
  if (characters > PAGE_TEXT_LIMITS.characters || nodes > PAGE_TEXT_LIMITS.nodes) return { problem: "tooLong" };
  if (deepest > PAGE_TEXT_LIMITS.listDepth) return { problem: "unreadable" };
  return { doc };
}

/** A document's words alone, paragraph by paragraph: for a page's description and the go-live checklist. */
export function pageTextWords(doc: TextDoc): string {
  const lines: string[] = [];
  const visit = (node: TextNode | ListItem) => {
    if (node.type === "list_item" || node.type === "bullet_list" || node.type === "ordered_list") {
      for (const inner of node.content) visit(inner);
      return;
    }
    lines.push((node.content ?? []).map((run) => run.text).join(""));
  };
  for (const node of doc.content) visit(node);
  return lines.filter(Boolean).join("\n");
}

/** Every link's address in `doc`, in order. */
export function linksOf(doc: TextDoc): string[] {
  const hrefs: string[] = [];
  const visit = (node: TextNode | ListItem) => {
    if (node.type === "list_item" || node.type === "bullet_list" || node.type === "ordered_list") {
      for (const inner of node.content) visit(inner);
      return;
    }
    for (const run of node.content ?? []) {
      for (const mark of run.marks ?? []) if (mark.type === "link") hrefs.push(mark.attrs.href);
    }
  };
  for (const node of doc.content) visit(node);
  return hrefs;
}

/** A document of plain paragraphs, one per line of `text`: the suggested pages' words, and tests'. */
export function textDoc(...paragraphs: string[]): TextDoc {
  return {
    type: "doc",
    content: paragraphs.map((text) => ({ type: "paragraph", content: text ? [{ type: "text", text }] : [] })),
  };
}

// The text block editor's schema (decision 0079): exactly the nodes, marks and attributes of the server's allow-list
// (../page-text.ts), so the editor cannot make anything the server would refuse. Whatever is pasted (Word, WhatsApp
// web, another site) is read through these rules alone: an image, a table's frame, a quote or code becomes its words.
import { Schema, type MarkSpec, type NodeSpec } from "prosemirror-model";

import { safeHref } from "~/lib/forms/safe-href";

/** A heading is h2 or h3 under the page's h1: any other level is refused. */
function headingLevel(value: unknown) {
  if (value !== 2 && value !== 3) throw new RangeError(`A heading's level is 2 or 3, not ${String(value)}`);
}

const nodes = {
  doc: { content: "block+" },
  paragraph: {
    content: "inline*",
    group: "block",
    parseDOM: [{ tag: "p" }],
    toDOM: () => ["p", 0],
  },
  heading: {
    attrs: { level: { default: 2, validate: headingLevel } },
    content: "inline*",
    group: "block",
    defining: true,
    parseDOM: [
      { tag: "h1", attrs: { level: 2 } },
      { tag: "h2", attrs: { level: 2 } },
      { tag: "h3", attrs: { level: 3 } },
      { tag: "h4", attrs: { level: 3 } },
      { tag: "h5", attrs: { level: 3 } },
      { tag: "h6", attrs: { level: 3 } },
    ],
    toDOM: (node) => [node.attrs.level === 3 ? "h3" : "h2", 0],
  },
  bullet_list: {
    content: "list_item+",
    group: "block",
    parseDOM: [{ tag: "ul" }],
    toDOM: () => ["ul", 0],
  },
  ordered_list: {
    attrs: { order: { default: 1, validate: "number" } },
    content: "list_item+",
    group: "block",
    parseDOM: [
      {
        tag: "ol",
        getAttrs: (dom) => {
          const start = Number.parseInt(dom.getAttribute("start") ?? "1", 10);
          return { order: Number.isInteger(start) && start >= 0 && start <= 10_000 ? start : 1 };
        },
      },
    ],
    toDOM: (node) => (node.attrs.order === 1 ? ["ol", 0] : ["ol", { start: node.attrs.order }, 0]),
  },
  list_item: {
    content: "paragraph block*",
    defining: true,
    parseDOM: [{ tag: "li" }],
    toDOM: () => ["li", 0],
  },
  text: { group: "inline" },
} satisfies Record<string, NodeSpec>;

const marks = {
  link: {
    attrs: { href: { validate: "string" }, title: { default: null, validate: "string|null" } },
    inclusive: false,
    parseDOM: [
      {
        tag: "a[href]",
        // Only the address, and only one a parent may follow: a pasted javascript: or relative link is its words.
        getAttrs: (dom) => {
          const href = safeHref(dom.getAttribute("href") ?? "");
          return href ? { href } : false;
        },
      },
    ],
    toDOM: (mark) => ["a", { href: mark.attrs.href, rel: "noopener noreferrer" }, 0],
  },
  strong: {
    parseDOM: [
      { tag: "strong" },
      // Google Docs wraps a whole copy in <b style="font-weight:normal">.
      { tag: "b", getAttrs: (dom) => dom.style.fontWeight !== "normal" && null },
      { style: "font-weight=400", clearMark: (mark) => mark.type.name === "strong" },
      { style: "font-weight", getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
    ],
    toDOM: () => ["strong", 0],
  },
  em: {
    parseDOM: [
      { tag: "i" },
      { tag: "em" },
      { style: "font-style=italic" },
      { style: "font-style=normal", clearMark: (mark) => mark.type.name === "em" },
    ],
    toDOM: () => ["em", 0],
  },
} satisfies Record<string, MarkSpec>;

export const textSchema = new Schema({ nodes, marks });

export type TextNodeName = keyof typeof nodes;
export type TextMarkName = keyof typeof marks;

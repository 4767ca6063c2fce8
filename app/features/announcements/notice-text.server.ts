// A notice's text as staff type it (decision 0077): plain paragraphs, "- " or "1. " lists, **bold**, *italic* and
// links, parsed by a CommonMark parser into a small tree the page renders. The tree holds only what the allow-list
// below lets through: anything else staff type (HTML, images, headings) arrives as plain text or plain paragraphs,
// and a link only with an address a parent may safely follow. The text is stored as typed; the parser stays on the
// server, and a page's loader hands the tree on.
import type { Nodes, Parents, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmAutolinkLiteralFromMarkdown } from "mdast-util-gfm-autolink-literal";
import { gfmAutolinkLiteral } from "micromark-extension-gfm-autolink-literal";

import { safeHref } from "~/lib/forms/safe-href";

import type { NoticeBlock, NoticeInline } from "./notices";

/** `text` as the notice's blocks; an empty text has none. */
export function noticeBlocks(text: string): NoticeBlock[] {
  const tree = fromMarkdown(text, {
    extensions: [gfmAutolinkLiteral()],
    mdastExtensions: [gfmAutolinkLiteralFromMarkdown()],
  });
  return blocksOf(tree.children);
}

function blocksOf(nodes: RootContent[]): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "paragraph":
        blocks.push({ t: "p", c: inlinesOf(node.children) });
        break;
      // A heading is a paragraph in bold: a notice's text has no headings of its own.
      case "heading":
        blocks.push({ t: "p", c: [{ t: "strong", c: inlinesOf(node.children) }] });
        break;
      case "list": {
        const items = node.children.map((item) => blocksOf(item.children));
        blocks.push(node.ordered ? { t: "ol", start: node.start ?? 1, items } : { t: "ul", items });
        break;
      }
      case "blockquote":
        blocks.push(...blocksOf(node.children));
        break;
      // Typed HTML, indented text and anything else: what was typed, as a paragraph of plain text.
      case "html":
      case "code":
        blocks.push({ t: "p", c: linesOf(node.value) });
        break;
      case "thematicBreak":
      case "definition":
        break;
      default:
        if ("children" in node) blocks.push({ t: "p", c: inlinesOf((node as Parents).children as PhrasingContent[]) });
    }
  }
  return blocks;
}

function inlinesOf(nodes: readonly Nodes[]): NoticeInline[] {
  const inlines: NoticeInline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        inlines.push(...linesOf(node.value));
        break;
      case "break":
        inlines.push({ t: "br" });
        break;
      case "strong":
        inlines.push({ t: "strong", c: inlinesOf(node.children) });
        break;
      case "emphasis":
        inlines.push({ t: "em", c: inlinesOf(node.children) });
        break;
      case "link": {
        const href = safeHref(node.url);
        const children = inlinesOf(node.children);
        if (href) inlines.push({ t: "link", href, c: children.length ? children : [{ t: "text", v: href }] });
        else inlines.push(...children);
        break;
      }
      case "image":
        if (node.alt) inlines.push({ t: "text", v: node.alt });
        break;
      case "html":
      case "inlineCode":
        inlines.push(...linesOf(node.value));
        break;
      default:
        if ("children" in node) inlines.push(...inlinesOf((node as Parents).children));
        else if ("value" in node && typeof node.value === "string") inlines.push(...linesOf(node.value));
    }
  }
  return inlines;
}

/** A line break typed inside a paragraph stays a line break: staff write notices line by line. */
function linesOf(value: string): NoticeInline[] {
  const inlines: NoticeInline[] = [];
  value.split("\n").forEach((line, i) => {
    if (i > 0) inlines.push({ t: "br" });
    if (line) inlines.push({ t: "text", v: line });
  });
  return inlines;
}

/**
 * The notice's text without its marks, for a feed, an e-mail or a text message: paragraphs apart by a blank line, a
 * list's items each on a line of its own.
 */
export function noticePlainText(text: string): string {
  return plainBlocks(noticeBlocks(text)).join("\n\n");
}

function plainBlocks(blocks: NoticeBlock[]): string[] {
  return blocks.map((block) => {
    if (block.t === "p") return plainInlines(block.c);
    return block.items
      .map((item, i) => `${block.t === "ol" ? `${block.start + i}.` : "•"} ${plainBlocks(item).join(" ")}`)
      .join("\n");
  });
}

const plainInlines = (inlines: NoticeInline[]): string =>
  inlines
    .map((inline) => (inline.t === "text" ? inline.v : inline.t === "br" ? "\n" : plainInlines(inline.c)))
    .join("");

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { pageTextWords, readPageText, textDoc, type TextDoc } from "./page-text";
import { PageTextView } from "./page-text-view";

/** What the editor writes for a heading, a paragraph with bold and a link, and a list (decision 0079). */
const EDITED = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "School timings" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Classes start at " },
        { type: "text", marks: [{ type: "strong" }], text: "8 am" },
        { type: "text", text: ". See the " },
        { type: "text", marks: [{ type: "link", attrs: { href: "/fees", title: null } }], text: "fees" },
        { type: "text", text: "." },
      ],
    },
    {
      type: "bullet_list",
      content: [
        { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "सोमवार से शुक्रवार" }] }] },
        {
          type: "list_item",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Saturday: half day" }] }],
        },
      ],
    },
    { type: "paragraph" },
  ],
};

const read = (value: unknown) => readPageText(JSON.parse(JSON.stringify(value)));
const html = (doc: TextDoc) => renderToStaticMarkup(<PageTextView doc={doc} />);

describe("a page's text block", () => {
  it("keeps what the editor writes, dropping a link's empty title", () => {
    const result = read(EDITED);
    expect(result).toHaveProperty("doc");
    const doc = (result as { doc: TextDoc }).doc;
    expect(JSON.stringify(doc)).not.toContain("title");
    expect(pageTextWords(doc)).toBe(
      "School timings\nClasses start at 8 am. See the fees.\nसोमवार से शुक्रवार\nSaturday: half day",
    );
  });

  it("refuses any node, mark or attribute the editor's schema does not have", () => {
    const withParagraph = (node: object) => ({ type: "doc", content: [node] });
    for (const hostile of [
      withParagraph({ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "x" }] }),
      withParagraph({ type: "image", attrs: { src: "https://evil.example/x.png" } }),
      withParagraph({ type: "paragraph", attrs: { style: "color:red" } }),
      withParagraph({ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "textStyle" }] }] }),
      withParagraph({ type: "paragraph", content: [{ type: "text", text: "x", html: "<script>" }] }),
      withParagraph({ type: "paragraph", content: [{ type: "html", text: "<script>alert(1)</script>" }] }),
      withParagraph({ type: "bullet_list", content: [{ type: "paragraph" }] }),
      { type: "doc", content: "<p>hi</p>" },
      "<p>hi</p>",
      null,
    ]) {
      expect(read(hostile), JSON.stringify(hostile)).toEqual({ problem: "unreadable" });
    }
  });

  it("refuses a link no parent should follow", () => {
    for (const href of ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "data:text/html,x", "//evil.example/"]) {
      const doc = {
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] },
        ],
      };
      expect(read(doc), href).toEqual({ problem: "badLink" });
    }
  });

  it("is at most 20,000 characters, with lists at most four deep", () => {
    expect(read(textDoc("a".repeat(20_000)))).toHaveProperty("doc");
    expect(read(textDoc("a".repeat(10_000), "b".repeat(10_001)))).toEqual({ problem: "tooLong" });
    const nested = (depth: number): object =>
      depth === 0
        ? { type: "paragraph", content: [{ type: "text", text: "x" }] }
        : { type: "bullet_list", content: [{ type: "list_item", content: [nested(depth - 1)] }] };
    expect(read({ type: "doc", content: [nested(4)] })).toHaveProperty("doc");
    expect(read({ type: "doc", content: [nested(5)] })).toEqual({ problem: "unreadable" });
  });

  it("is shown as its elements, every word as text", () => {
    const doc = (read(EDITED) as { doc: TextDoc }).doc;
    expect(html(doc)).toBe(
      '<div class="space-y-4 [overflow-wrap:anywhere] text-slate-800"><h2 class="pt-2 text-2xl font-bold text-slate-900">School timings</h2>' +
        '<p>Classes start at <strong>8 am</strong>. See the <a href="/fees" class="font-medium text-brand-800 underline underline-offset-2">fees</a>.</p>' +
        '<ul class="list-disc space-y-1 pl-6"><li class="space-y-1 [&amp;&gt;p]:m-0"><p>सोमवार से शुक्रवार</p></li><li class="space-y-1 [&amp;&gt;p]:m-0"><p>Saturday: half day</p></li></ul></div>',
    );
    expect(html(textDoc("<script>alert(1)</script>"))).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

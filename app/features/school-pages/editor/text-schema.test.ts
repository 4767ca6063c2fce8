import { Node } from "prosemirror-model";
import { describe, expect, it } from "vitest";

import { readPageText } from "../page-text";
import { textSchema } from "./text-schema";

const { nodes, marks } = textSchema;
const text = (words: string, ...marked: ReturnType<typeof textSchema.mark>[]) => textSchema.text(words, marked);
const paragraph = (...runs: Node[]) => nodes.paragraph.create(null, runs);
const item = (...content: Node[]) => nodes.list_item.create(null, content);

describe("the text editor's schema is the server's allow-list (decision 0079)", () => {
  it("has exactly the allowed nodes and marks", () => {
    expect(Object.keys(nodes).sort()).toEqual(
      ["bullet_list", "doc", "heading", "list_item", "ordered_list", "paragraph", "text"].sort(),
    );
    expect(Object.keys(marks).sort()).toEqual(["em", "link", "strong"]);
    expect(Object.keys(nodes.heading.spec.attrs ?? {})).toEqual(["level"]);
    expect(Object.keys(nodes.ordered_list.spec.attrs ?? {})).toEqual(["order"]);
    expect(Object.keys(marks.link.spec.attrs ?? {})).toEqual(["href", "title"]);
  });

  it("writes a document that the server reads unchanged in meaning", () => {
    const doc = nodes.doc.create(null, [
      nodes.heading.create({ level: 2 }, text("School timings")),
      nodes.heading.create({ level: 3 }, text("Summer")),
      paragraph(
        text("Classes start at "),
        text("8 am", marks.strong.create()),
        text(", "),
        text("sharp", marks.em.create(), marks.strong.create()),
        text(". See the "),
        text("fees", marks.link.create({ href: "/fees" })),
        text("."),
      ),
      nodes.bullet_list.create(null, [
        item(paragraph(text("सोमवार से शुक्रवार"))),
        item(paragraph(text("Saturday")), nodes.bullet_list.create(null, [item(paragraph(text("half day")))])),
      ]),
      nodes.ordered_list.create({ order: 3 }, [item(paragraph(text("third"))), item(paragraph(text("fourth")))]),
      nodes.ordered_list.create(null, [item(paragraph(text("first")))]),
      paragraph(),
    ]);
    doc.check();
    const json = JSON.parse(JSON.stringify(doc.toJSON()));

    expect(readPageText(json)).toEqual({
      doc: {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "School timings" }] },
          { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Summer" }] },
          {
            type: "paragraph",
            content: [
              { type: "text", text: "Classes start at " },
              { type: "text", text: "8 am", marks: [{ type: "strong" }] },
              { type: "text", text: ", " },
              { type: "text", text: "sharp", marks: [{ type: "strong" }, { type: "em" }] },
              { type: "text", text: ". See the " },
              // The editor writes `title: null` beside the address; the server keeps the address alone.
              { type: "text", text: "fees", marks: [{ type: "link", attrs: { href: "/fees" } }] },
              { type: "text", text: "." },
            ],
          },
          {
            type: "bullet_list",
            content: [
              {
                type: "list_item",
                content: [{ type: "paragraph", content: [{ type: "text", text: "सोमवार से शुक्रवार" }] }],
              },
              {
                type: "list_item",
                content: [
                  { type: "paragraph", content: [{ type: "text", text: "Saturday" }] },
                  {
                    type: "bullet_list",
                    content: [
                      {
                        type: "list_item",
                        content: [{ type: "paragraph", content: [{ type: "text", text: "half day" }] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            type: "ordered_list",
            attrs: { order: 3 },
            content: [
              { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "third" }] }] },
              { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "fourth" }] }] },
            ],
          },
          {
            type: "ordered_list",
            attrs: {},
            content: [
              { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "first" }] }] },
            ],
          },
          { type: "paragraph" },
        ],
      },
    });
    // What the server kept, the editor opens again as the same document.
    const saved = readPageText(json);
    if (!("doc" in saved)) throw new Error("refused");
    expect(Node.fromJSON(textSchema, saved.doc).eq(doc)).toBe(true);
  });

  it("refuses a heading of level 1 (or 4), which a page under its h1 may not have", () => {
    expect(() => nodes.heading.create({ level: 1 })).toThrow(RangeError);
    expect(() => nodes.heading.create({ level: 4 })).toThrow(RangeError);
    expect(() =>
      Node.fromJSON(textSchema, { type: "doc", content: [{ type: "heading", attrs: { level: 1 } }] }),
    ).toThrow(RangeError);
    expect(nodes.heading.create().attrs).toEqual({ level: 2 });
  });

  it("has no other attribute, node or mark to write", () => {
    expect(nodes.paragraph.create({ align: "center" }).toJSON()).toEqual({ type: "paragraph" });
    expect(() => textSchema.nodeFromJSON({ type: "image", attrs: { src: "x.png" } })).toThrow(RangeError);
    expect(() => textSchema.markFromJSON({ type: "code" })).toThrow(RangeError);
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { firstError } from "~/features/admin/reply";

import {
  addItemSchema,
  createSectionSchema,
  DISCLOSURE_MESSAGES,
  MAX_DOCUMENT_BYTES,
  updateItemSchema,
} from "./schema";

const SECTION_ID = "6f1d3c1e-8a55-4b5e-9d7e-2f0a1b2c3d4e";
/** An item's "Fee structure" as parsed, with nothing in Hindi and no detail. */
const PARSED_FEE_STRUCTURE = {
  information: "Fee structure",
  informationHi: null,
  detailHi: null,
  notApplicableReason: null,
};

/** Parses a form as the server does (conform: empty fields are missing). */
function parse(
  schema: typeof createSectionSchema | typeof addItemSchema | typeof updateItemSchema,
  fields: Record<string, string | File>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success"
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, message: firstError(submission.reply()) };
}

/**
 * `field` of the good `fields` is required, `blank` refused with "<label> is required", and takes `max` characters
 * but not one more: "<label> must be at most <max> characters".
 */
function expectRequiredUpTo(
  schema: typeof createSectionSchema | typeof addItemSchema,
  fields: Record<string, string>,
  [field, label, blank, max]: [field: string, label: string, blank: string, max: number],
) {
  expect(parse(schema, { ...fields, [field]: blank })).toMatchObject({ message: `${label} is required` });
  expect(parse(schema, { ...fields, [field]: "x".repeat(max) }).ok).toBe(true);
  expect(parse(schema, { ...fields, [field]: "x".repeat(max + 1) })).toMatchObject({
    message: `${label} must be at most ${max} characters`,
  });
}

describe("SPEC §5 Disclosure section", () => {
  const section = { sectionLetter: "F", title: "Fees", orderNumber: "6" };

  it("accepts a letter, a title and a whole order number, trimmed", () => {
    expect(parse(createSectionSchema, { sectionLetter: "  F ", title: " Fees ", orderNumber: "6" })).toEqual({
      ok: true,
      value: { sectionLetter: "F", title: "Fees", titleHi: null, orderNumber: 6 },
    });
  });

  it.each([
    ["sectionLetter", "Section letter", "   ", 10],
    ["title", "Title", "", 200],
  ] as const)("requires %s (%s): %j is blank, %i characters at most", (...rule) =>
    expectRequiredUpTo(createSectionSchema, section, [...rule]),
  );

  it("requires an order number that is a whole number of 1 or more", () => {
    expect(parse(createSectionSchema, { ...section, orderNumber: "" })).toMatchObject({
      message: "Order number is required",
    });
    expect(parse(createSectionSchema, { ...section, orderNumber: "abc" })).toMatchObject({
      message: "Order number is required",
    });
    expect(parse(createSectionSchema, { ...section, orderNumber: "0" })).toMatchObject({
      message: "Order number must be 1 or more",
    });
    expect(parse(createSectionSchema, { ...section, orderNumber: "-3" })).toMatchObject({
      message: "Order number must be 1 or more",
    });
    expect(parse(createSectionSchema, { ...section, orderNumber: "2.5" })).toMatchObject({
      message: "Order number must be a whole number",
    });
    expect(parse(createSectionSchema, { ...section, orderNumber: "1" })).toMatchObject({
      ok: true,
      value: { orderNumber: 1 },
    });
  });
});

describe("SPEC §5 Disclosure item", () => {
  const item = { sectionId: SECTION_ID, srNo: "3", information: "Fee structure" };
  /** `item` as parsed, with neither a detail nor a document. */
  const PARSED_ITEM = { sectionId: SECTION_ID, srNo: 3, ...PARSED_FEE_STRUCTURE };

  it("accepts an item with only its section, number and information", () => {
    expect(parse(addItemSchema, { ...item, detail: "", documentUrl: "" })).toEqual({ ok: true, value: PARSED_ITEM });
  });

  it("needs a section id that is a uuid", () => {
    expect(parse(addItemSchema, { ...item, sectionId: "" })).toMatchObject({ message: "Choose a section" });
    expect(parse(addItemSchema, { ...item, sectionId: "section-b" })).toMatchObject({ message: "Choose a section" });
  });

  it("needs a Sr. No. that is a whole number of 1 or more", () => {
    expect(parse(addItemSchema, { ...item, srNo: "" })).toMatchObject({ message: "Sr. No. is required" });
    expect(parse(addItemSchema, { ...item, srNo: "0" })).toMatchObject({ message: "Sr. No. must be 1 or more" });
    expect(parse(addItemSchema, { ...item, srNo: "1.5" })).toMatchObject({ message: "Sr. No. must be a whole number" });
  });

  it("requires the information, at most 500 characters", () =>
    expectRequiredUpTo(addItemSchema, item, ["information", "Information", "  ", 500]));

  it("takes a detail of at most 1000 characters", () => {
    expect(parse(addItemSchema, { ...item, detail: " Rs. 2,000 a month " })).toMatchObject({
      value: { detail: "Rs. 2,000 a month" },
    });
    expect(parse(addItemSchema, { ...item, detail: "d".repeat(1000) }).ok).toBe(true);
    expect(parse(addItemSchema, { ...item, detail: "d".repeat(1001) })).toMatchObject({
      message: "Detail must be at most 1000 characters",
    });
  });

  it("takes a document URL that is a web address of at most 500 characters, or none", () => {
    const url = "https://documents.example/fees.pdf";
    expect(parse(addItemSchema, { ...item, documentUrl: url })).toMatchObject({ value: { documentUrl: url } });
    for (const bad of ["not a url", "javascript:alert(1)", "ftp://files.example/a.pdf", "/uploads/x.pdf"]) {
      expect(parse(addItemSchema, { ...item, documentUrl: bad })).toMatchObject({
        message: DISCLOSURE_MESSAGES.invalidUrl,
      });
    }
    const long = `https://documents.example/${"a".repeat(480)}.pdf`;
    expect(long.length).toBeGreaterThan(500);
    expect(parse(addItemSchema, { ...item, documentUrl: long })).toMatchObject({
      message: "Document URL must be at most 500 characters",
    });
  });

  it("takes an uploaded file of at most 20 MB (its content is checked on the server)", () => {
    const pdf = new File(["%PDF-1.4"], "fees.pdf", { type: "application/pdf" });
    expect(parse(addItemSchema, { ...item, document: pdf })).toMatchObject({ ok: true, value: { document: pdf } });
    const big = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], "big.pdf", { type: "application/pdf" });
    expect(parse(addItemSchema, { ...item, document: big })).toMatchObject({
      message: DISCLOSURE_MESSAGES.pdfTooLarge,
    });
  });

  it("treats an empty file input as no file", () => {
    expect(parse(addItemSchema, { ...item, document: new File([], "") })).toEqual({ ok: true, value: PARSED_ITEM });
  });

  it("refuses a link and an upload together", () => {
    const pdf = new File(["%PDF-1.4"], "fees.pdf");
    expect(
      parse(addItemSchema, { ...item, documentUrl: "https://documents.example/a.pdf", document: pdf }),
    ).toMatchObject({
      message: DISCLOSURE_MESSAGES.urlOrFile,
    });
  });
});

describe("editing an item", () => {
  const ITEM_ID = "0b6f3a52-1c7d-4e8f-9a0b-1c2d3e4f5a6b";
  const item = { itemId: ITEM_ID, srNo: "2", information: "Fee structure" };
  const parsed = { itemId: ITEM_ID, srNo: 2, ...PARSED_FEE_STRUCTURE };

  it("has the same rules as a new item, and a Keep the uploaded PDF box", () => {
    expect(parse(updateItemSchema, { ...item, keepUpload: "on" })).toEqual({
      ok: true,
      value: { ...parsed, keepUpload: "on" },
    });
    expect(parse(updateItemSchema, item)).toEqual({ ok: true, value: parsed });
    expect(parse(updateItemSchema, { ...item, srNo: "0" })).toMatchObject({ message: "Sr. No. must be 1 or more" });
    expect(parse(updateItemSchema, { ...item, documentUrl: "nope" })).toMatchObject({
      message: DISCLOSURE_MESSAGES.invalidUrl,
    });
    expect(parse(updateItemSchema, { ...item, itemId: "7" })).toMatchObject({
      message: DISCLOSURE_MESSAGES.itemNotFound,
    });
    expect(
      parse(updateItemSchema, {
        ...item,
        documentUrl: "https://documents.example/a.pdf",
        document: new File(["%PDF-1.4"], "a.pdf"),
      }),
    ).toMatchObject({ message: DISCLOSURE_MESSAGES.urlOrFile });
  });

  // docs/specification.md §30.
  it("asks why an item is not applicable, at most 500 characters, and keeps the reason only while ticked", () => {
    expect(parse(updateItemSchema, { ...item, notApplicable: "on" })).toMatchObject({
      message: DISCLOSURE_MESSAGES.whyNotRequired,
    });
    expect(parse(updateItemSchema, { ...item, notApplicable: "on", notApplicableReason: "   " })).toMatchObject({
      message: DISCLOSURE_MESSAGES.whyNotRequired,
    });
    expect(
      parse(updateItemSchema, { ...item, notApplicable: "on", notApplicableReason: "x".repeat(501) }),
    ).toMatchObject({ message: DISCLOSURE_MESSAGES.whyNotTooLong });
    expect(
      parse(updateItemSchema, { ...item, notApplicable: "on", notApplicableReason: " No hostel. " }),
    ).toMatchObject({ ok: true, value: { notApplicableReason: "No hostel." } });
    expect(parse(updateItemSchema, { ...item, notApplicableReason: "No hostel." })).toMatchObject({
      ok: true,
      value: { notApplicableReason: null },
    });
  });
});

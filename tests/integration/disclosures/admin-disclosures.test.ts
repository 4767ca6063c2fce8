// /admin/mandatory-disclosures on the database: every intent accepted, each
// refusal with its message, PDFs stored and removed with their rows, audit rows.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { CheckedSection } from "~/features/disclosures/completeness";
import type { DisclosureReply } from "~/features/disclosures/manage-disclosures.server";
import { DISCLOSURE_MESSAGES, MAX_DOCUMENT_BYTES, sectionTaken, srNoTaken } from "~/features/disclosures/schema";
import { storage } from "~/lib/files/storage.server";
import { action, loader } from "~/routes/admin/disclosures/mandatory-disclosures";
import { loader as uploads } from "~/routes/resources/uploads";

import * as schema from "../../../db/schema";
import {
  actedBy,
  auditFor,
  formBody,
  outcome,
  staffArgs,
  succeeded,
  unknownIntentRefused,
  useStaff,
} from "../../support/admin";
import { MISSING_ID, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { MINIMAL_PDF, temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("school-disclosures-");

const PATH = "/admin/mandatory-disclosures";
const ADMIN = "admin@school.example";
const GALLERY = "gallery@school.example";

const pdfFile = (bytes: Buffer | Uint8Array = MINIMAL_PDF, name = "fees.pdf") =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

const serve = (url: string) => {
  const key = url.replace(/^\/uploads\//, "");
  return uploads({ ...routeArgs(url), params: { "*": key } } as never);
};

describe.each(testDatabaseKinds)("mandatory disclosures back office on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, { [ADMIN]: { role: "admin" }, [GALLERY]: { sections: ["gallery"] } });
  let letterCount = 0;
  const uniqueLetter = () => `T${++letterCount}`;

  const db = () => database.db;
  const load = (email: string | null) => outcome(() => loader(staffArgs(PATH, email && cookies[email]!) as never));
  const post = (email: string | null, fields: Record<string, string | Blob>) =>
    outcome<DisclosureReply>(() =>
      action(staffArgs(PATH, email && cookies[email]!, { method: "POST", body: formBody(fields) }) as never),
    );
  const asAdmin = (intent: string, fields: Record<string, string | Blob> = {}) => post(ADMIN, { intent, ...fields });

  const sectionsWithLetter = (letter: string) =>
    db().select().from(schema.disclosureSections).where(eq(schema.disclosureSections.sectionLetter, letter));
  const itemsOf = (sectionId: string) =>
    db().select().from(schema.disclosureItems).where(eq(schema.disclosureItems.sectionId, sectionId));

  /** A new section of its own letter; its id. */
  async function newSection(title = "Fee Structure", orderNumber = "50") {
    const letter = uniqueLetter();
    const result = await asAdmin("create_section", { sectionLetter: letter, title, orderNumber });
    expect(result.status).toBe(200);
    const [section] = await sectionsWithLetter(letter);
    return { id: section!.id, letter };
  }

  describe("who may use the page", () => {
    it("sends visitors to /admin and staff without the section to the dashboard, changing nothing", async () => {
      expect(await load(null)).toMatchObject({ status: 302, location: "/admin" });
      expect(await load(GALLERY)).toMatchObject({ status: 302, location: "/admin/dashboard" });
      const before = await db().select().from(schema.disclosureSections);
      expect(
        await post(null, { intent: "create_section", sectionLetter: "Q", title: "Sneaky", orderNumber: "1" }),
      ).toMatchObject({
        status: 302,
        location: "/admin",
      });
      expect(
        await post(GALLERY, { intent: "create_section", sectionLetter: "Q", title: "Sneaky", orderNumber: "1" }),
      ).toMatchObject({
        status: 302,
        location: "/admin/dashboard",
      });
      expect(await db().select().from(schema.disclosureSections)).toHaveLength(before.length);
    });

    it("refuses an unknown intent with a message, not a 500", async () => {
      expect(await asAdmin("delete_everything")).toMatchObject(unknownIntentRefused);
    });
  });

  describe("the page", () => {
    it("lists sections by order number, each with its items by Sr. No.", async () => {
      const late = await newSection("Late", "900");
      const early = await newSection("Early", "899");
      for (const srNo of ["2", "1"]) {
        expect((await asAdmin("add_item", { sectionId: early.id, srNo, information: `Item ${srNo}` })).status).toBe(
          200,
        );
      }
      const { status, value } = await load(ADMIN);
      expect(status).toBe(200);
      const sections = (value as { sections: { id: string; orderNumber: number; items: { srNo: number }[] }[] })
        .sections;
      const orders = sections.map((section) => section.orderNumber);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(sections.findIndex((section) => section.id === early.id)).toBeLessThan(
        sections.findIndex((section) => section.id === late.id),
      );
      expect(sections.find((section) => section.id === early.id)!.items.map((item) => item.srNo)).toEqual([1, 2]);
    });
  });

  describe("?owed=1, which the dashboard links to", () => {
    it("marks each item with neither detail (or only spaces) nor document as not complete", async () => {
      const section = await newSection("Owed", "901");
      const items: [string, Record<string, string>, boolean][] = [
        ["1", {}, true],
        ["2", { detail: "   " }, true],
        ["3", { detail: "Yes" }, false],
        ["4", { documentUrl: "https://docs.example/a.pdf" }, false],
      ];
      for (const [srNo, fields] of items) {
        await asAdmin("add_item", { sectionId: section.id, srNo, information: `Item ${srNo}`, ...fields });
      }
      const { value } = await outcome(() => loader(staffArgs(`${PATH}?owed=1`, cookies[ADMIN]!) as never));
      const { sections, owedOnly } = value as { sections: CheckedSection[]; owedOnly: boolean };
      expect(owedOnly).toBe(true);
      const shown = sections.find((candidate) => candidate.id === section.id)!;
      expect(shown.items.map((item) => [String(item.srNo), !item.complete])).toEqual(
        items.map(([srNo, , owed]) => [srNo, owed]),
      );
      expect(((await load(ADMIN)).value as { owedOnly: boolean }).owedOnly).toBe(false);
    });
  });

  describe("Add Section", () => {
    it("creates the section, trimmed, with the spec's toast and an audit row", async () => {
      const letter = uniqueLetter();
      const result = await asAdmin("create_section", {
        sectionLetter: ` ${letter} `,
        title: "  Fee Structure ",
        orderNumber: "7",
      });
      expect(result).toMatchObject({
        status: 200,
        reply: {
          ok: true,
          intent: "create_section",
          toast: { type: "success", title: "Section created successfully" },
        },
      });
      const [section] = await sectionsWithLetter(letter);
      expect(section).toMatchObject({ sectionLetter: letter, title: "Fee Structure", orderNumber: 7 });
      const [entry] = await auditFor(section!.id, "disclosure_section.create");
      expect(entry).toMatchObject({
        ...actedBy(ids[ADMIN], ADMIN),
        targetType: "disclosure_section",
        details: { sectionLetter: letter, title: "Fee Structure", orderNumber: 7 },
      });
    });

    it.each([
      ["Section letter is required", { sectionLetter: "", title: "Fees", orderNumber: "1" }],
      [
        "Section letter must be at most 10 characters",
        { sectionLetter: "ABCDEFGHIJK", title: "Fees", orderNumber: "1" },
      ],
      ["Title is required", { sectionLetter: "V", title: "", orderNumber: "1" }],
      ["Title must be at most 200 characters", { sectionLetter: "V", title: "t".repeat(201), orderNumber: "1" }],
      ["Order number must be 1 or more", { sectionLetter: "V", title: "Fees", orderNumber: "0" }],
      ["Order number must be a whole number", { sectionLetter: "V", title: "Fees", orderNumber: "1.5" }],
    ])("refuses with the toast %s", async (message, fields) => {
      const before = await db().select().from(schema.disclosureSections);
      expect(await asAdmin("create_section", fields)).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { title: message } },
      });
      expect(await db().select().from(schema.disclosureSections)).toHaveLength(before.length);
    });

    it("refuses a letter already used, whatever its case or a dot after it", async () => {
      const { letter } = await newSection();
      for (const again of [letter, letter.toLowerCase(), `${letter}.`]) {
        expect(
          await asAdmin("create_section", { sectionLetter: again, title: "Again", orderNumber: "3" }),
        ).toMatchObject({
          status: 409,
          reply: { ok: false, toast: { title: "Failed to create section", description: sectionTaken(again) } },
        });
      }
      expect(await sectionsWithLetter(letter)).toHaveLength(1);
    });
  });

  describe("at the same time", () => {
    // On PostgreSQL these race on separate connections: the locks make the checks hold.
    it("two creations of one letter make one section", async () => {
      const letter = uniqueLetter();
      const results = await Promise.all(
        [1, 2].map(() => asAdmin("create_section", { sectionLetter: letter, title: "Twice", orderNumber: "60" })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(await sectionsWithLetter(letter)).toHaveLength(1);
    });

    it("two items with one Sr. No. make one item", async () => {
      const section = await newSection();
      const results = await Promise.all(
        ["One", "Two"].map((information) => asAdmin("add_item", { sectionId: section.id, srNo: "1", information })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(await itemsOf(section.id)).toHaveLength(1);
    });
  });

  describe("Add Item", () => {
    it("adds an item with text, with the spec's toast and an audit row", async () => {
      const section = await newSection();
      const result = await asAdmin("add_item", {
        sectionId: section.id,
        srNo: "1",
        information: " Fee structure for 2025-26 ",
        detail: " Rs. 2,000 a month ",
        documentUrl: "",
        document: new File([], ""),
      });
      expect(result).toMatchObject(succeeded("Item added successfully"));
      const [item] = await itemsOf(section.id);
      expect(item).toMatchObject({
        srNo: 1,
        information: "Fee structure for 2025-26",
        detail: "Rs. 2,000 a month",
        documentUrl: null,
      });
      const [entry] = await auditFor(item!.id, "disclosure_item.create");
      expect(entry).toMatchObject({
        actorEmail: ADMIN,
        targetType: "disclosure_item",
        details: { sectionId: section.id, srNo: 1, information: "Fee structure for 2025-26" },
      });
    });

    it("adds an item with a document link", async () => {
      const section = await newSection();
      const url = "https://documents.example/fees.pdf";
      expect(
        (await asAdmin("add_item", { sectionId: section.id, srNo: "2", information: "Fees", documentUrl: url })).status,
      ).toBe(200);
      expect(await itemsOf(section.id)).toMatchObject([{ srNo: 2, documentUrl: url, detail: null }]);
    });

    it.each([
      ["Sr. No. must be 1 or more", { srNo: "0" }],
      ["Sr. No. is required", { srNo: "" }],
      ["Information is required", { information: "" }],
      ["Information must be at most 500 characters", { information: "i".repeat(501) }],
      ["Detail must be at most 1000 characters", { detail: "d".repeat(1001) }],
      ["Must be a valid URL", { documentUrl: "not-a-url" }],
      ["Document URL must be at most 500 characters", { documentUrl: `https://x.example/${"a".repeat(490)}` }],
      ["Choose a section", { sectionId: "not-a-uuid" }],
    ])("refuses with the toast %s", async (message, change) => {
      const section = await newSection();
      const result = await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "Fees", ...change });
      expect(result).toMatchObject({ status: 400, reply: { ok: false, toast: { title: message } } });
      expect(await itemsOf(section.id)).toHaveLength(0);
    });

    it("refuses a section that does not exist with 404, not 500", async () => {
      expect(await asAdmin("add_item", { sectionId: MISSING_ID, srNo: "1", information: "Fees" })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to add item", description: DISCLOSURE_MESSAGES.sectionNotFound } },
      });
    });

    it("refuses a Sr. No. already used in the section, but not one used in another section", async () => {
      const first = await newSection();
      const second = await newSection();
      expect((await asAdmin("add_item", { sectionId: first.id, srNo: "4", information: "One" })).status).toBe(200);
      expect(await asAdmin("add_item", { sectionId: first.id, srNo: "4", information: "Two" })).toMatchObject({
        status: 409,
        reply: { ok: false, toast: { title: "Failed to add item", description: srNoTaken(first.letter, 4) } },
      });
      expect((await asAdmin("add_item", { sectionId: second.id, srNo: "4", information: "Two" })).status).toBe(200);
      expect(await itemsOf(first.id)).toHaveLength(1);
    });
  });

  describe("in Hindi (decision 0054)", () => {
    it("keeps a section's title and an item's information and detail in Hindi, blank as none, and audits them", async () => {
      const letter = uniqueLetter();
      await asAdmin("create_section", { sectionLetter: letter, title: "Fees", titleHi: " शुल्क ", orderNumber: "60" });
      const [section] = await sectionsWithLetter(letter);
      expect(section).toMatchObject({ title: "Fees", titleHi: "शुल्क" });

      await asAdmin("add_item", {
        sectionId: section!.id,
        srNo: "1",
        information: "Fee structure",
        informationHi: "शुल्क संरचना",
        detail: "See the office",
        detailHi: "",
      });
      const [item] = await itemsOf(section!.id);
      expect(item).toMatchObject({ informationHi: "शुल्क संरचना", detailHi: null });
      expect((await auditFor(item!.id, "disclosure_item.create"))[0]?.details).toMatchObject({
        informationHi: "शुल्क संरचना",
        detailHi: null,
      });

      const result = await asAdmin("update_item", {
        itemId: item!.id,
        srNo: "1",
        information: "Fee structure",
        informationHi: "शुल्क संरचना",
        detail: "See the office",
        detailHi: "कार्यालय से पूछें",
      });
      expect(result).toMatchObject(succeeded(DISCLOSURE_MESSAGES.itemUpdated));
      expect((await itemsOf(section!.id))[0]).toMatchObject({ detailHi: "कार्यालय से पूछें" });
      expect((await auditFor(item!.id, "disclosure_item.update"))[0]?.details).toMatchObject({
        from: { detailHi: null },
        to: { detailHi: "कार्यालय से पूछें" },
      });
      const { sections } = (await load(ADMIN)).value as { sections: CheckedSection[] };
      expect(sections.find((listed) => listed.id === section!.id)).toMatchObject({
        titleHi: "शुल्क",
        items: [{ informationHi: "शुल्क संरचना", detailHi: "कार्यालय से पूछें" }],
      });
    });

    it("refuses a Hindi text longer than the English may be", async () => {
      const letter = uniqueLetter();
      const result = await asAdmin("create_section", {
        sectionLetter: letter,
        title: "Fees",
        titleHi: "श".repeat(201),
        orderNumber: "61",
      });
      expect(result).toMatchObject({ status: 400, reply: { ok: false } });
      expect(JSON.stringify(result.reply)).toContain("Title (Hindi) must be at most 200 characters");
      expect(await sectionsWithLetter(letter)).toHaveLength(0);
    });
  });

  describe("uploaded PDFs", () => {
    it("stores a real PDF and links the item to it on this site, served as application/pdf", async () => {
      const section = await newSection();
      const result = await asAdmin("add_item", {
        sectionId: section.id,
        srNo: "1",
        information: "Affiliation letter",
        document: pdfFile(),
      });
      expect(result).toMatchObject({ status: 200, reply: { ok: true, toast: { title: "Item added successfully" } } });
      // The file is never sent back to the page.
      expect(JSON.stringify(result.reply)).not.toContain("%PDF");
      const [item] = await itemsOf(section.id);
      expect(item!.documentUrl).toMatch(/^\/uploads\/disclosures\/[0-9a-f-]{36}\/document\.pdf$/);
      const response = (await serve(item!.documentUrl!)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(Buffer.from(await response.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
      const [entry] = await auditFor(item!.id, "disclosure_item.create");
      expect(entry!.details).toMatchObject({ documentUrl: item!.documentUrl, uploadedBytes: MINIMAL_PDF.length });
    });

    it("refuses a file that is not a PDF, whatever its name, storing nothing", async () => {
      const section = await newSection();
      const disguised = pdfFile(Buffer.from("just some text named like a PDF"), "report.pdf");
      const before = storedDocuments();
      expect(
        await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "Report", document: disguised }),
      ).toMatchObject({
        status: 415,
        reply: { ok: false, toast: { title: "Failed to add item", description: DISCLOSURE_MESSAGES.notPdf } },
      });
      expect(await itemsOf(section.id)).toHaveLength(0);
      expect(storedDocuments()).toEqual(before);
    });

    it("refuses a PDF over 20 MB with a clear message", async () => {
      const section = await newSection();
      const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
      MINIMAL_PDF.copy(big);
      expect(
        await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "Big", document: pdfFile(big) }),
      ).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { title: DISCLOSURE_MESSAGES.pdfTooLarge } },
      });
      expect(await itemsOf(section.id)).toHaveLength(0);
    });

    it("answers 413 to a body far over the limit while reading it, not 500", async () => {
      const section = await newSection();
      const huge = Buffer.alloc(MAX_DOCUMENT_BYTES + 2 * 1024 * 1024);
      MINIMAL_PDF.copy(huge);
      const result = await asAdmin("add_item", {
        sectionId: section.id,
        srNo: "1",
        information: "Huge",
        document: pdfFile(huge),
      });
      expect(result.status).toBe(413);
      expect(await itemsOf(section.id)).toHaveLength(0);
    });

    it("removes the stored file again when the item is refused", async () => {
      const section = await newSection();
      expect((await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "First" })).status).toBe(200);
      const before = storedDocuments();
      expect(
        await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "Clash", document: pdfFile() }),
      ).toMatchObject({
        status: 409,
      });
      expect(
        await asAdmin("add_item", { sectionId: MISSING_ID, srNo: "1", information: "Nowhere", document: pdfFile() }),
      ).toMatchObject({
        status: 404,
      });
      expect(storedDocuments()).toEqual(before);
    });
  });

  describe("Edit Item", () => {
    async function itemWithPdf() {
      const section = await newSection();
      await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "Other" });
      await asAdmin("add_item", { sectionId: section.id, srNo: "2", information: "Letter", document: pdfFile() });
      const item = (await itemsOf(section.id)).find((row) => row.srNo === 2)!;
      return { section, item, key: item.documentUrl!.replace("/uploads/", "") };
    }
    const itemById = async (id: string) =>
      (await db().select().from(schema.disclosureItems).where(eq(schema.disclosureItems.id, id)))[0];

    it("changes the text and keeps the uploaded PDF while asked to, with a toast and an audit row", async () => {
      const { item, key } = await itemWithPdf();
      const result = await asAdmin("update_item", {
        itemId: item.id,
        srNo: "3",
        information: " Letter of affiliation ",
        detail: "2025",
        keepUpload: "on",
      });
      expect(result).toMatchObject(succeeded("Item updated successfully"));
      expect(await itemById(item.id)).toMatchObject({
        srNo: 3,
        information: "Letter of affiliation",
        detail: "2025",
        documentUrl: item.documentUrl,
      });
      expect(await storage().get(key)).not.toBeNull();
      const [entry] = await auditFor(item.id, "disclosure_item.update");
      expect(entry).toMatchObject({
        actorEmail: ADMIN,
        details: { from: { srNo: 2, information: "Letter" }, to: { srNo: 3, information: "Letter of affiliation" } },
      });
    });

    it("replaces the uploaded PDF with a new one, removing the old file", async () => {
      const { item, key } = await itemWithPdf();
      const newer = Buffer.concat([MINIMAL_PDF, Buffer.from("% second edition\n")]);
      expect(
        (await asAdmin("update_item", { itemId: item.id, srNo: "2", information: "Letter", document: pdfFile(newer) }))
          .status,
      ).toBe(200);
      const changed = await itemById(item.id);
      expect(changed!.documentUrl).toMatch(/^\/uploads\/disclosures\/[0-9a-f-]{36}\/document\.pdf$/);
      expect(changed!.documentUrl).not.toBe(item.documentUrl);
      expect((await storage().get(changed!.documentUrl!.replace("/uploads/", "")))!.body.equals(newer)).toBe(true);
      expect(await storage().get(key)).toBeNull();
    });

    it("removes the uploaded PDF when it is not kept, or replaced by a link", async () => {
      const first = await itemWithPdf();
      expect((await asAdmin("update_item", { itemId: first.item.id, srNo: "2", information: "Letter" })).status).toBe(
        200,
      );
      expect(await itemById(first.item.id)).toMatchObject({ documentUrl: null });
      expect(await storage().get(first.key)).toBeNull();

      const second = await itemWithPdf();
      const url = "https://documents.example/letter.pdf";
      expect(
        (
          await asAdmin("update_item", {
            itemId: second.item.id,
            srNo: "2",
            information: "Letter",
            documentUrl: url,
            keepUpload: "on",
          })
        ).status,
      ).toBe(200);
      expect(await itemById(second.item.id)).toMatchObject({ documentUrl: url });
      expect(await storage().get(second.key)).toBeNull();
    });

    it("refuses a Sr. No. another item of the section has, an unknown item and a disguised file, changing nothing", async () => {
      const { section, item, key } = await itemWithPdf();
      expect(
        await asAdmin("update_item", { itemId: item.id, srNo: "1", information: "Letter", keepUpload: "on" }),
      ).toMatchObject({
        status: 409,
        reply: { ok: false, toast: { title: "Failed to update item", description: srNoTaken(section.letter, 1) } },
      });
      expect(await asAdmin("update_item", { itemId: MISSING_ID, srNo: "1", information: "Letter" })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to update item", description: DISCLOSURE_MESSAGES.itemNotFound } },
      });
      const before = storedDocuments();
      expect(
        await asAdmin("update_item", {
          itemId: item.id,
          srNo: "2",
          information: "Letter",
          document: pdfFile(Buffer.from("text")),
        }),
      ).toMatchObject({
        status: 415,
        reply: { ok: false, toast: { description: DISCLOSURE_MESSAGES.notPdf } },
      });
      expect(await asAdmin("update_item", { itemId: item.id, srNo: "2", information: "" })).toMatchObject({
        status: 400,
        reply: { ok: false, toast: { title: "Information is required" } },
      });
      expect(storedDocuments()).toEqual(before);
      expect(await itemById(item.id)).toMatchObject({ srNo: 2, information: "Letter", documentUrl: item.documentUrl });
      expect(await storage().get(key)).not.toBeNull();
    });

    it("removes the new file again when the change is refused", async () => {
      const { item } = await itemWithPdf();
      const before = storedDocuments();
      expect(
        await asAdmin("update_item", { itemId: item.id, srNo: "1", information: "Letter", document: pdfFile() }),
      ).toMatchObject({
        status: 409,
      });
      expect(storedDocuments()).toEqual(before);
    });
  });

  describe("Delete", () => {
    it("deletes an item and its stored document, with a toast and an audit row", async () => {
      const section = await newSection();
      await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "Keep" });
      await asAdmin("add_item", { sectionId: section.id, srNo: "2", information: "Go", document: pdfFile() });
      const item = (await itemsOf(section.id)).find((row) => row.srNo === 2)!;
      const key = item.documentUrl!.replace("/uploads/", "");
      expect(await storage().get(key)).not.toBeNull();

      expect(await asAdmin("delete_item", { itemId: item.id })).toMatchObject(succeeded("Item deleted successfully"));
      expect((await itemsOf(section.id)).map((row) => row.srNo)).toEqual([1]);
      expect(await storage().get(key)).toBeNull();
      const [entry] = await auditFor(item.id, "disclosure_item.delete");
      expect(entry).toMatchObject({
        actorEmail: ADMIN,
        targetType: "disclosure_item",
        details: { srNo: 2, information: "Go" },
      });
    });

    it("deletes a section with all its items and their documents", async () => {
      const section = await newSection();
      await asAdmin("add_item", { sectionId: section.id, srNo: "1", information: "Text" });
      await asAdmin("add_item", { sectionId: section.id, srNo: "2", information: "PDF", document: pdfFile() });
      const items = await itemsOf(section.id);
      const key = items.find((row) => row.documentUrl)!.documentUrl!.replace("/uploads/", "");

      expect(await asAdmin("delete_section", { sectionId: section.id })).toMatchObject(
        succeeded("Section deleted successfully"),
      );
      expect(await sectionsWithLetter(section.letter)).toHaveLength(0);
      expect(await itemsOf(section.id)).toHaveLength(0);
      expect(await storage().get(key)).toBeNull();
      const [entry] = await auditFor(section.id, "disclosure_section.delete");
      expect(entry).toMatchObject({
        targetType: "disclosure_section",
        details: { sectionLetter: section.letter, itemCount: 2 },
      });
    });

    it("refuses unknown ids with 404 and malformed ones with 400, not 500", async () => {
      expect(await asAdmin("delete_section", { sectionId: MISSING_ID })).toMatchObject({
        status: 404,
        reply: {
          ok: false,
          toast: { title: "Failed to delete section", description: DISCLOSURE_MESSAGES.sectionNotFound },
        },
      });
      expect(await asAdmin("delete_item", { itemId: MISSING_ID })).toMatchObject({
        status: 404,
        reply: { ok: false, toast: { title: "Failed to delete item", description: DISCLOSURE_MESSAGES.itemNotFound } },
      });
      expect(await asAdmin("delete_section", { sectionId: "B" })).toMatchObject({ status: 400 });
      expect(await asAdmin("delete_item", { itemId: "" })).toMatchObject({ status: 400 });
    });
  });
});

/** Every stored disclosure document's folder. */
function storedDocuments() {
  const folder = path.join(uploadsDir, "disclosures");
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

// The back office forms of /admin/mandatory-disclosures (SPEC §5 "Disclosure
// section" and "Disclosure item"), shared by the browser and the server. Each
// form names its change in the `intent` field.
import { z } from "zod";

import { DISCLOSURE_TABLES } from "~/features/disclosure-tables/tables";
import { labelledText, optionalHindi, optionalLabelledText, recordId, text } from "~/lib/forms/form-fields";

/** The page's toasts (SPEC §8; the delete texts are ours, the spec shows none) and its refusals. */
export const DISCLOSURE_MESSAGES = {
  loadFailed: "Failed to load disclosures",
  sectionCreated: "Section created successfully",
  sectionCreateFailed: "Failed to create section",
  itemAdded: "Item added successfully",
  itemAddFailed: "Failed to add item",
  itemUpdated: "Item updated successfully",
  itemUpdateFailed: "Failed to update item",
  sectionDeleted: "Section deleted successfully",
  sectionDeleteFailed: "Failed to delete section",
  itemDeleted: "Item deleted successfully",
  itemDeleteFailed: "Failed to delete item",
  sectionNotFound: "Section not found",
  itemNotFound: "Item not found",
  invalidUrl: "Must be a valid URL",
  notPdf: "Please choose a PDF file: this file is not a PDF.",
  pdfTooLarge: "The PDF must be 20 MB or smaller.",
  urlOrFile: "Give a document link or upload a PDF, not both.",
  notATable: "Choose a table from the list, or none.",
  // docs/specification.md §30.
  whyNotRequired: "Why not is required",
  whyNotTooLong: "Why not must be at most 500 characters",
} as const;

export const sectionTaken = (letter: string) => `Section ${letter} already exists.`;
export const srNoTaken = (letter: string, srNo: number) =>
  `Section ${letter} already has an item with Sr. No. ${srNo}.`;

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

// A form sends numbers as text: "3" is 3; "", "2.5" and "0" are refused with the field's own message.
const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be 1 or more`)
    .max(1_000_000, `${label} must be at most 1000000`);

/** A Hindi text for the Hindi site (decision 0054), with the English's limit: "Title (Hindi) must be at most 200 characters". */
const hindi = (label: string, max: number) => optionalHindi(max, `${label} (Hindi) must be at most ${max} characters`);

export const createSectionSchema = z.object({
  sectionLetter: labelledText("Section letter", 10),
  title: labelledText("Title", 200),
  titleHi: hindi("Title", 200),
  orderNumber: wholeNumber("Order number"),
});

// Only web addresses: the public page links nothing else (documentHref).
const documentUrl = text()
  .trim()
  .max(500, "Document URL must be at most 500 characters")
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), DISCLOSURE_MESSAGES.invalidUrl)
  .optional();

// The file's size is checked here (so the browser never sends too much); its content on the server.
const documentFile = z
  .instanceof(File)
  .refine((file) => file.size <= MAX_DOCUMENT_BYTES, DISCLOSURE_MESSAGES.pdfTooLarge)
  .optional();

// An item's fields, added or edited alike.
const itemFields = {
  srNo: wholeNumber("Sr. No."),
  information: labelledText("Information", 500),
  detail: optionalLabelledText("Detail", 1000),
  informationHi: hindi("Information", 500),
  detailHi: hindi("Detail", 1000),
  documentUrl,
  document: documentFile,
  // The table the item shows below its detail (docs/specification.md §28); left empty: none.
  shows: z.enum(DISCLOSURE_TABLES, { error: DISCLOSURE_MESSAGES.notATable }).optional(),
  // "Not applicable to our school" and "Why not" (docs/specification.md §30): the reason is kept only while ticked.
  notApplicable: z.literal("on").optional(),
  notApplicableReason: text().trim().max(500, DISCLOSURE_MESSAGES.whyNotTooLong).optional(),
};

/** Not both a link and an upload; a reason when the item is marked not applicable. */
function checkItem(
  item: { documentUrl?: string; document?: File; notApplicable?: "on"; notApplicableReason?: string },
  context: z.RefinementCtx,
) {
  if (item.documentUrl && item.document)
    context.addIssue({ code: "custom", message: DISCLOSURE_MESSAGES.urlOrFile, path: ["document"] });
  if (item.notApplicable && !item.notApplicableReason)
    context.addIssue({ code: "custom", message: DISCLOSURE_MESSAGES.whyNotRequired, path: ["notApplicableReason"] });
}

/** What is stored: the reason while the box is ticked, else null (the item applies). */
const withReason = <Item extends { notApplicable?: "on"; notApplicableReason?: string }>({
  notApplicable,
  notApplicableReason,
  ...item
}: Item) => ({ ...item, notApplicableReason: (notApplicable && notApplicableReason) || null });

export const addItemSchema = z
  .object({ sectionId: z.uuid("Choose a section"), ...itemFields })
  .superRefine(checkItem)
  .transform(withReason);

// Editing keeps the item in its section; the document is replaced by a new link
// or upload, kept (an uploaded PDF, while "keepUpload" is ticked) or removed.
export const updateItemSchema = z
  .object({
    itemId: recordId(DISCLOSURE_MESSAGES.itemNotFound),
    ...itemFields,
    keepUpload: z.literal("on").optional(),
  })
  .superRefine(checkItem)
  .transform(withReason);

export const deleteSectionSchema = z.object({ sectionId: recordId(DISCLOSURE_MESSAGES.sectionNotFound) });
export const deleteItemSchema = z.object({ itemId: recordId(DISCLOSURE_MESSAGES.itemNotFound) });

export type NewSection = z.output<typeof createSectionSchema>;
export type NewItem = z.output<typeof addItemSchema>;
export type ItemChanges = z.output<typeof updateItemSchema>;

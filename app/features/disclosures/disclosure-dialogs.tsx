import type { FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import { DISCLOSURE_TABLE_LABELS, DISCLOSURE_TABLES } from "~/features/disclosure-tables/tables";
import type { FormSchema } from "~/lib/forms/schema-form";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import { sectionHeading, type DisclosureItemData, type DisclosureSectionData } from "./disclosures";
import { addItemSchema, createSectionSchema, updateItemSchema } from "./schema";

const useDisclosureForm = <Schema extends FormSchema>(
  options: Omit<Parameters<typeof useAdminForm<Schema>>[0], "section">,
) => useAdminForm({ ...options, section: "mandatory_disclosures" });

/** What the dialogs of one item are given. */
interface ItemDialogProps {
  section: DisclosureSectionData;
  item: DisclosureItemData;
  onClose: () => void;
}

// ------------------------------------------------------------ add section

export function AddSectionDialog({ nextOrder, onClose }: { nextOrder: number; onClose: () => void }) {
  const state = useDisclosureForm({
    intent: "create_section",
    id: "add-section",
    schema: createSectionSchema,
    defaultValue: { orderNumber: String(nextOrder) },
    onClose,
  });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      title="Add Section"
      description="A new table on the public Mandatory Disclosures page."
      submitLabel="Create Section"
      busyLabel="Creating..."
    >
      <TextField
        meta={fields.sectionLetter}
        label="Section Letter"
        hint="For example F. Up to 10 characters."
        autoComplete="off"
      />
      <TextField meta={fields.title} label="Title" autoComplete="off" />
      <HindiTextField meta={fields.titleHi} label={hindiLabel("Title")} />
      <TextField
        meta={fields.orderNumber}
        label="Order Number"
        type="number"
        hint="Sections are listed by this number, smallest first."
      />
    </FormDialog>
  );
}

// ------------------------------------------------------- add and edit item

const nextSrNo = (section: DisclosureSectionData | undefined) =>
  section ? Math.max(0, ...section.items.map((item) => item.srNo)) + 1 : 1;

type ItemFieldsMeta = Record<
  | "srNo"
  | "information"
  | "detail"
  | "informationHi"
  | "detailHi"
  | "documentUrl"
  | "document"
  | "shows"
  | "notApplicable"
  | "notApplicableReason",
  FieldMetadata<unknown>
>;

/** Sr. No., Information, Detail and the document (a link or a PDF): the same in Add Item and Edit Item. */
function ItemFields({
  fields,
  srNoHint,
  children,
}: {
  fields: ItemFieldsMeta;
  srNoHint?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <TextField meta={fields.srNo} label="Sr. No." type="number" hint={srNoHint} />
      <TextAreaField meta={fields.information} label="Information" rows={2} />
      <HindiTextAreaField meta={fields.informationHi} label={hindiLabel("Information")} rows={2} />
      <TextAreaField meta={fields.detail} label="Detail" rows={3} hint="Shown when there is no document." />
      <HindiTextAreaField meta={fields.detailHi} label={hindiLabel("Detail")} rows={3} />
      <SelectField
        meta={fields.shows}
        label="Shows"
        optional={false}
        hint="A table the public page shows below the detail, from the disclosure's tables."
        placeholder="None"
        options={DISCLOSURE_TABLES.map((value) => ({ value, label: DISCLOSURE_TABLE_LABELS[value] }))}
      />
      <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Document (optional): a link or a PDF</legend>
        {children}
        {/* The legend says the document is optional: its two fields do not say it again. */}
        <TextField
          meta={fields.documentUrl}
          label="Document URL"
          optional={false}
          type="url"
          hint="A web address starting with https:// (or http:// for a site without it)"
          autoComplete="off"
        />
        <TextField
          meta={fields.document}
          label="Upload PDF"
          optional={false}
          type="file"
          accept="application/pdf,.pdf"
          hint="A PDF file of up to 20 MB."
        />
      </fieldset>
      {/* docs/specification.md §30: an item that does not apply is complete with its reason. */}
      <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Not applicable</legend>
        <CheckboxField meta={fields.notApplicable} label="Not applicable to our school" />
        <TextAreaField
          meta={fields.notApplicableReason}
          label="Why not"
          optional={false}
          rows={2}
          hint='Required when the box is ticked. The public page shows "Not applicable: " and this reason.'
        />
      </fieldset>
    </>
  );
}

export function AddItemDialog({
  sections,
  sectionId,
  onClose,
}: {
  sections: DisclosureSectionData[];
  sectionId: string;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(sectionId);
  const state = useDisclosureForm({
    intent: "add_item",
    id: "add-item",
    schema: addItemSchema,
    defaultValue: { sectionId, srNo: String(nextSrNo(sections.find((section) => section.id === sectionId))) },
    onClose,
  });
  const { fields } = state;
  const chosenSection = sections.find((section) => section.id === chosen);
  return (
    <FormDialog
      state={state}
      encType="multipart/form-data"
      title="Add Item"
      description="A row of a disclosure table."
      submitLabel="Add Item"
      busyLabel="Adding..."
    >
      <SelectField
        meta={fields.sectionId}
        label="Section"
        options={sections.map((section) => ({ value: section.id, label: sectionHeading(section) }))}
        onChange={(event) => setChosen(event.target.value)}
      />
      <ItemFields
        fields={fields}
        srNoHint={chosenSection ? `The next free number in this section is ${nextSrNo(chosenSection)}.` : undefined}
      />
    </FormDialog>
  );
}

export function EditItemDialog({ section, item, onClose }: ItemDialogProps) {
  const uploaded = item.documentUrl?.startsWith("/uploads/") ?? false;
  const state = useDisclosureForm({
    intent: "update_item",
    id: `edit-item-${item.id}`,
    schema: updateItemSchema,
    defaultValue: {
      srNo: String(item.srNo),
      information: item.information,
      detail: item.detail ?? "",
      informationHi: item.informationHi ?? "",
      detailHi: item.detailHi ?? "",
      documentUrl: uploaded ? "" : (item.documentUrl ?? ""),
      shows: item.shows ?? "",
      keepUpload: "on",
      ...(item.notApplicableReason ? { notApplicable: "on" as const } : {}),
      notApplicableReason: item.notApplicableReason ?? "",
    },
    onClose,
  });
  const { fields } = state;
  return (
    <FormDialog
      state={state}
      hidden={{ itemId: item.id }}
      encType="multipart/form-data"
      title="Edit Item"
      description={sectionHeading(section)}
      submitLabel="Save Changes"
    >
      <ItemFields fields={fields}>
        {uploaded ? (
          <CheckboxField
            meta={fields.keepUpload}
            label={
              <span className="font-normal">
                Keep the{" "}
                <a
                  href={item.documentUrl!}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-800 underline"
                >
                  uploaded PDF
                </a>{" "}
                (a new link or upload below replaces it)
              </span>
            }
          />
        ) : null}
      </ItemFields>
    </FormDialog>
  );
}

// ----------------------------------------------------------------- deletes

const itemCount = (count: number) => (count === 1 ? "its 1 item" : `its ${count} items`);

export const DeleteSectionDialog = confirmDialog(({ section }: { section: DisclosureSectionData }) => ({
  section: "mandatory_disclosures",
  values: { intent: "delete_section", sectionId: section.id },
  title: "Delete Section",
  description: `Delete section ${section.sectionLetter} and ${itemCount(section.items.length)}? This cannot be undone.`,
}));

export const DeleteItemDialog = confirmDialog(({ section, item }: Omit<ItemDialogProps, "onClose">) => ({
  section: "mandatory_disclosures",
  values: { intent: "delete_item", itemId: item.id },
  title: "Delete Item",
  description: `Delete item ${item.srNo} of section ${section.sectionLetter}, "${item.information}"? This cannot be undone.`,
}));

import { FileText, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { AddButton, AdminPage } from "~/features/admin/admin-page";
import {
  AdminCard,
  AdminList,
  cellClass,
  EditDeleteActions,
  RowAction,
  RowActions,
} from "~/features/admin/admin-table";
import { sectionPath } from "~/features/admin/sections";
import { buttonClass } from "~/ui/button";

import {
  AddItemDialog,
  AddSectionDialog,
  DeleteItemDialog,
  DeleteSectionDialog,
  EditItemDialog,
} from "./disclosure-dialogs";
import {
  DISCLOSURE_TEXTS,
  documentHref,
  sectionHeading,
  type DisclosureItemData,
  type DisclosureSectionData,
} from "./disclosures";

type OpenDialog =
  | { kind: "add-section" }
  | { kind: "add-item"; sectionId: string }
  | { kind: "delete-section"; section: DisclosureSectionData }
  | { kind: "edit-item" | "delete-item"; section: DisclosureSectionData; item: DisclosureItemData };

const ITEM_COLUMNS = [
  { heading: "Sr. No.", className: "w-20" },
  "Information",
  "Detail/Document",
  { heading: "Actions", className: "w-44" },
];

/** SPEC §2 "Mandatory disclosures": sections by order number, each a table of its items by Sr. No. */
export function AdminDisclosuresPage({
  sections,
  owedOnly = false,
}: {
  sections: DisclosureSectionData[];
  /** Only the items with neither detail nor document, in the sections that have any. */
  owedOnly?: boolean;
}) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const shown = owedOnly
    ? sections
        .map((section) => ({ ...section, items: section.items.filter((item) => item.owed) }))
        .filter((section) => section.items.length > 0)
    : sections;
  const nextOrder = Math.max(0, ...sections.map((section) => section.orderNumber)) + 1;

  return (
    <AdminPage
      title="Mandatory Disclosures"
      description="The CBSE public disclosure tables and documents."
      actions={
        <div className="flex flex-wrap gap-2">
          {/* The fee structure and the Form VI (docs/specification.md §29) are edited on a page of their own. */}
          <Link to="/admin/fees" className={buttonClass("secondary")}>
            Fees
          </Link>
          <AddButton
            variant="secondary"
            disabled={sections.length === 0}
            onClick={() => setDialog({ kind: "add-item", sectionId: sections[0]!.id })}
          >
            Add Item
          </AddButton>
          <AddButton onClick={() => setDialog({ kind: "add-section" })}>Add Section</AddButton>
        </div>
      }
    >
      {owedOnly ? (
        <p className="mb-4 text-sm text-slate-700">
          {shown.length > 0 ? DISCLOSURE_TEXTS.owedOnly : DISCLOSURE_TEXTS.noneOwed}{" "}
          <Link to={sectionPath("mandatory_disclosures")} className="font-medium text-brand-800 underline">
            Show all items
          </Link>
        </p>
      ) : null}
      {sections.length === 0 ? (
        <p className="py-8 text-center text-slate-700">{DISCLOSURE_TEXTS.noSections}</p>
      ) : (
        <div className="space-y-8">
          {shown.map((section) => (
            <SectionTable
              key={section.id}
              section={section}
              onAddItem={() => setDialog({ kind: "add-item", sectionId: section.id })}
              onDelete={() => setDialog({ kind: "delete-section", section })}
              onEditItem={(item) => setDialog({ kind: "edit-item", section, item })}
              onDeleteItem={(item) => setDialog({ kind: "delete-item", section, item })}
            />
          ))}
        </div>
      )}

      {dialog?.kind === "add-section" ? <AddSectionDialog nextOrder={nextOrder} onClose={close} /> : null}
      {dialog?.kind === "add-item" ? (
        <AddItemDialog sections={sections} sectionId={dialog.sectionId} onClose={close} />
      ) : null}
      {dialog?.kind === "delete-section" ? <DeleteSectionDialog section={dialog.section} onClose={close} /> : null}
      {dialog?.kind === "edit-item" ? (
        <EditItemDialog key={dialog.item.id} section={dialog.section} item={dialog.item} onClose={close} />
      ) : null}
      {dialog?.kind === "delete-item" ? (
        <DeleteItemDialog section={dialog.section} item={dialog.item} onClose={close} />
      ) : null}
    </AdminPage>
  );
}

function SectionTable({
  section,
  onAddItem,
  onDelete,
  onEditItem,
  onDeleteItem,
}: {
  section: DisclosureSectionData;
  onAddItem: () => void;
  onDelete: () => void;
  onEditItem: (item: DisclosureItemData) => void;
  onDeleteItem: (item: DisclosureItemData) => void;
}) {
  const heading = sectionHeading(section);
  const headingId = `admin-disclosure-section-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          <p className="text-xs text-slate-600">Order {section.orderNumber}</p>
        </div>
        <RowActions>
          <RowAction icon={Plus} label="Add Item" aria-label={`Add Item to ${heading}`} onClick={onAddItem} />
          <RowAction
            icon={Trash2}
            label="Delete Section"
            aria-label={`Delete Section ${heading}`}
            danger
            onClick={onDelete}
          />
        </RowActions>
      </div>
      {section.items.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-700">{DISCLOSURE_TEXTS.noItems}</p>
      ) : (
        <AdminList
          bare
          labelledBy={headingId}
          minWidth="min-w-[40rem]"
          columns={ITEM_COLUMNS}
          rows={section.items}
          row={(item) => (
            <tr key={item.id} className="align-top">
              <td className={`${cellClass} text-slate-700`}>{item.srNo}</td>
              <th scope="row" className={`${cellClass} font-normal [overflow-wrap:anywhere] text-slate-900`}>
                {item.information}
              </th>
              <td className={`${cellClass} text-slate-800`}>
                <ItemDetail item={item} />
              </td>
              <td className={cellClass}>
                <ItemActions section={section} item={item} onEdit={onEditItem} onDelete={onDeleteItem} />
              </td>
            </tr>
          )}
          card={(item) => (
            <AdminCard
              key={item.id}
              bare
              title={
                <h3 className="font-medium">
                  <span className="text-slate-600">{item.srNo}.</span> {item.information}
                </h3>
              }
              actions={<ItemActions section={section} item={item} onEdit={onEditItem} onDelete={onDeleteItem} />}
            >
              <ItemDetail item={item} />
            </AdminCard>
          )}
        />
      )}
    </section>
  );
}

/** Edit and Delete of an item, named by its number and its section's letter. */
function ItemActions({
  section,
  item,
  onEdit,
  onDelete,
}: {
  section: DisclosureSectionData;
  item: DisclosureItemData;
  onEdit: (item: DisclosureItemData) => void;
  onDelete: (item: DisclosureItemData) => void;
}) {
  return (
    <EditDeleteActions
      name={`item ${item.srNo} of section ${section.sectionLetter}`}
      onEdit={() => onEdit(item)}
      onDelete={() => onDelete(item)}
    />
  );
}

/** The detail text and the document link, whichever the item has; a dash for neither. */
function ItemDetail({ item }: { item: DisclosureItemData }) {
  const href = documentHref(item.documentUrl);
  const detail = item.detail?.trim();
  if (!href && !detail) return <span className="text-slate-500">-</span>;
  return (
    <div className="space-y-1">
      {detail ? <p className="[overflow-wrap:anywhere] whitespace-pre-line">{detail}</p> : null}
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 hover:underline"
        >
          <FileText aria-hidden className="h-4 w-4" />
          {href.startsWith("/uploads/") ? "Uploaded PDF" : "Document link"}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

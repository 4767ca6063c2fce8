import { CircleAlert, FileText, Plus, Table2, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";

import { AddButton, AdminPage, OfficeSection } from "~/features/admin/admin-page";
import {
  AdminCard,
  AdminList,
  cellClass,
  EditDeleteActions,
  RowAction,
  RowActions,
} from "~/features/admin/admin-table";
import { sectionPath } from "~/features/admin/sections";
import { TABLE_PAGES } from "~/features/disclosure-tables/pages";
import { DISCLOSURE_TABLE_LABELS, isDisclosureTable } from "~/features/disclosure-tables/tables";
import { TEXT_LINK } from "~/ui/text-link";

import { completeSummary, type CheckedItem, type CheckedSection } from "./completeness";
import {
  AddItemDialog,
  AddSectionDialog,
  DeleteItemDialog,
  DeleteSectionDialog,
  EditItemDialog,
} from "./disclosure-dialogs";
import { DISCLOSURE_TEXTS, documentHref, sectionHeading } from "./disclosures";

type OpenDialog =
  | { kind: "add-section" }
  | { kind: "add-item"; sectionId: string }
  | { kind: "delete-section"; section: CheckedSection }
  | { kind: "edit-item" | "delete-item"; section: CheckedSection; item: CheckedItem };

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
  total,
  complete,
  children,
}: {
  sections: CheckedSection[];
  /** Only the items not complete, in the sections that have any. */
  owedOnly?: boolean;
  /** How many items there are, and how many are complete (docs/specification.md §30). */
  total: number;
  complete: number;
  /** Below the tables: the self-attestation (the route gives it). */
  children?: ReactNode;
}) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const shown = owedOnly
    ? sections
        .map((section) => ({ ...section, items: section.items.filter((item) => !item.complete) }))
        .filter((section) => section.items.length > 0)
    : sections;
  const nextOrder = Math.max(0, ...sections.map((section) => section.orderNumber)) + 1;

  return (
    <AdminPage
      title="Mandatory Disclosures"
      description="The CBSE public disclosure tables and documents."
      actions={
        <div className="flex flex-wrap gap-2">
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
      {total > 0 ? (
        <p className="mb-4 font-medium text-slate-900">
          {completeSummary(complete, total)}
          {complete < total && !owedOnly ? (
            <>
              {" "}
              <Link to={`${sectionPath("mandatory_disclosures")}?owed=1`} className={TEXT_LINK}>
                Show only the {total - complete} missing
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {owedOnly ? (
        <p className="mb-4 text-sm text-slate-700">
          {shown.length > 0 ? DISCLOSURE_TEXTS.owedOnly : DISCLOSURE_TEXTS.noneOwed}{" "}
          <Link to={sectionPath("mandatory_disclosures")} className="font-medium text-brand-800 underline">
            Show all items
          </Link>
        </p>
      ) : null}
      {owedOnly ? null : <TablesCard />}
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

      {children}

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
  section: CheckedSection;
  onAddItem: () => void;
  onDelete: () => void;
  onEditItem: (item: CheckedItem) => void;
  onDeleteItem: (item: CheckedItem) => void;
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
  section: CheckedSection;
  item: CheckedItem;
  onEdit: (item: CheckedItem) => void;
  onDelete: (item: CheckedItem) => void;
}) {
  return (
    <EditDeleteActions
      name={`item ${item.srNo} of section ${section.sectionLetter}`}
      onEdit={() => onEdit(item)}
      onDelete={() => onDelete(item)}
    />
  );
}

/**
 * The detail text and the document link, whichever the item has, or that it is not applicable; then, for an item not
 * complete, "Missing" and what would complete it (docs/specification.md §30).
 */
function ItemDetail({ item }: { item: CheckedItem }) {
  const href = documentHref(item.documentUrl);
  const detail = item.detail?.trim();
  const shows = isDisclosureTable(item.shows) ? DISCLOSURE_TABLE_LABELS[item.shows] : null;
  const reason = item.notApplicableReason?.trim();
  return (
    <div className="space-y-1">
      {!href && !detail && !reason && !shows && item.complete ? <span className="text-slate-500">-</span> : null}
      {shows ? <p className="text-slate-700">Shows: {shows}</p> : null}
      {reason ? <p className="[overflow-wrap:anywhere] whitespace-pre-line">Not applicable: {reason}</p> : null}
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
      {item.needs ? (
        <p className="flex items-start gap-1.5 text-sm text-amber-900">
          <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <strong className="font-semibold">Missing.</strong> {item.needs}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The disclosure's tables (docs/specification.md §28): each edited on a page of its own, here because this section's
 * permission opens them and an item shows each in its place.
 */
function TablesCard() {
  return (
    <OfficeSection
      id="disclosure-tables"
      title="Tables"
      icon={<Table2 aria-hidden className="h-5 w-5" />}
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-slate-600">
        Lists the public page shows in the place of the item that names them (an item&apos;s &ldquo;Shows&rdquo;).
      </p>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {Object.values(TABLE_PAGES).map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="inline-flex min-h-11 min-w-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {page.title}
            </Link>
            <span className="sr-only">: </span>
            <span className="block pb-2 text-sm text-slate-600 sm:pb-0">{page.description}</span>
          </li>
        ))}
      </ul>
    </OfficeSection>
  );
}

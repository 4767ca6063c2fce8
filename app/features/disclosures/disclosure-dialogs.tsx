import { getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState, type ReactNode } from "react";

import { ActionModal } from "~/features/admin/action-modal";
import { useAdminAction, validatedFormProps } from "~/features/admin/use-admin-action";
import { Button } from "~/ui/button";
import { controlClass, Field, FormErrors } from "~/ui/field";
import { ConfirmModal } from "~/ui/modal";

import { sectionHeading, type DisclosureItemData, type DisclosureSectionData } from "./disclosures";
import {
  addItemSchema,
  createSectionSchema,
  DISCLOSURES_ACTION,
  updateItemSchema,
  type DisclosureReply,
} from "./schema";

const useDisclosureAction = (onDone: () => void) => useAdminAction<DisclosureReply>(onDone);

// Checked first on submit, then as typed: an error appearing on blur would move the submit button away.
const validation = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

// ------------------------------------------------------------ add section

export function AddSectionDialog({ nextOrder, onClose }: { nextOrder: number; onClose: () => void }) {
  const action = useDisclosureAction(onClose);
  const [form, fields] = useForm({
    id: "add-section",
    lastResult: action.reply?.intent === "create_section" ? action.reply.result : undefined,
    defaultValue: { orderNumber: String(nextOrder) },
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createSectionSchema }),
  });
  return (
    <ActionModal
      action={action}
      onClose={onClose}
      title="Add Section"
      description="A new table on the public Mandatory Disclosures page."
    >
      <action.fetcher.Form
        method="post"
        action={DISCLOSURES_ACTION}
        {...validatedFormProps(form, createSectionSchema)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="create_section" />
        <Field
          label="Section Letter"
          htmlFor={fields.sectionLetter.id}
          errors={fields.sectionLetter.errors}
          errorId={fields.sectionLetter.errorId}
          hint="For example F. Up to 10 characters."
        >
          <input
            {...getInputProps(fields.sectionLetter, { type: "text" })}
            key={fields.sectionLetter.key}
            autoComplete="off"
            className={controlClass}
          />
        </Field>
        <Field label="Title" htmlFor={fields.title.id} errors={fields.title.errors} errorId={fields.title.errorId}>
          <input
            {...getInputProps(fields.title, { type: "text" })}
            key={fields.title.key}
            autoComplete="off"
            className={controlClass}
          />
        </Field>
        <Field
          label="Order Number"
          htmlFor={fields.orderNumber.id}
          errors={fields.orderNumber.errors}
          errorId={fields.orderNumber.errorId}
          hint="Sections are listed by this number, smallest first."
        >
          <input
            {...getInputProps(fields.orderNumber, { type: "number" })}
            key={fields.orderNumber.key}
            min={1}
            step={1}
            className={controlClass}
          />
        </Field>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? "Creating..." : "Create Section"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

// --------------------------------------------------------------- add item

const nextSrNo = (section: DisclosureSectionData | undefined) =>
  section ? Math.max(0, ...section.items.map((item) => item.srNo)) + 1 : 1;

type ItemFieldsMeta = Record<"srNo" | "information" | "detail" | "documentUrl" | "document", FieldMetadata<unknown>>;

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
      <Field
        label="Sr. No."
        htmlFor={fields.srNo.id}
        errors={fields.srNo.errors}
        errorId={fields.srNo.errorId}
        hint={srNoHint}
      >
        <input
          {...getInputProps(fields.srNo, { type: "number" })}
          key={fields.srNo.key}
          min={1}
          step={1}
          className={controlClass}
        />
      </Field>
      <Field
        label="Information"
        htmlFor={fields.information.id}
        errors={fields.information.errors}
        errorId={fields.information.errorId}
      >
        <textarea
          {...getTextareaProps(fields.information)}
          key={fields.information.key}
          rows={2}
          className={controlClass}
        />
      </Field>
      <Field
        label="Detail"
        optional
        htmlFor={fields.detail.id}
        errors={fields.detail.errors}
        errorId={fields.detail.errorId}
        hint="Shown when there is no document."
      >
        <textarea {...getTextareaProps(fields.detail)} key={fields.detail.key} rows={3} className={controlClass} />
      </Field>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Document (optional): a link or a PDF</legend>
        {children}
        <Field
          label="Document URL"
          htmlFor={fields.documentUrl.id}
          errors={fields.documentUrl.errors}
          errorId={fields.documentUrl.errorId}
          hint="A web address starting with https://"
        >
          <input
            {...getInputProps(fields.documentUrl, { type: "url" })}
            key={fields.documentUrl.key}
            autoComplete="off"
            className={controlClass}
          />
        </Field>
        <Field
          label="Upload PDF"
          htmlFor={fields.document.id}
          errors={fields.document.errors}
          errorId={fields.document.errorId}
          hint="A PDF file of up to 20 MB."
        >
          <input
            {...getInputProps(fields.document, { type: "file" })}
            key={fields.document.key}
            accept="application/pdf,.pdf"
            className={controlClass}
          />
        </Field>
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
  const action = useDisclosureAction(onClose);
  const [chosen, setChosen] = useState(sectionId);
  const [form, fields] = useForm({
    id: "add-item",
    lastResult: action.reply?.intent === "add_item" ? action.reply.result : undefined,
    defaultValue: { sectionId, srNo: String(nextSrNo(sections.find((section) => section.id === sectionId))) },
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addItemSchema }),
  });
  const chosenSection = sections.find((section) => section.id === chosen);
  return (
    <ActionModal action={action} onClose={onClose} title="Add Item" description="A row of a disclosure table.">
      <action.fetcher.Form
        method="post"
        action={DISCLOSURES_ACTION}
        encType="multipart/form-data"
        {...validatedFormProps(form, addItemSchema)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="add_item" />
        <Field
          label="Section"
          htmlFor={fields.sectionId.id}
          errors={fields.sectionId.errors}
          errorId={fields.sectionId.errorId}
        >
          <select
            {...getSelectProps(fields.sectionId)}
            key={fields.sectionId.key}
            onChange={(event) => setChosen(event.target.value)}
            className={controlClass}
          >
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {sectionHeading(section)}
              </option>
            ))}
          </select>
        </Field>
        <ItemFields
          fields={fields}
          srNoHint={chosenSection ? `The next free number in this section is ${nextSrNo(chosenSection)}.` : undefined}
        />
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? "Adding..." : "Add Item"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

// -------------------------------------------------------------- edit item

export function EditItemDialog({
  section,
  item,
  onClose,
}: {
  section: DisclosureSectionData;
  item: DisclosureItemData;
  onClose: () => void;
}) {
  const action = useDisclosureAction(onClose);
  const uploaded = item.documentUrl?.startsWith("/uploads/") ?? false;
  const [form, fields] = useForm({
    id: `edit-item-${item.id}`,
    lastResult: action.reply?.intent === "update_item" ? action.reply.result : undefined,
    defaultValue: {
      srNo: String(item.srNo),
      information: item.information,
      detail: item.detail ?? "",
      documentUrl: uploaded ? "" : (item.documentUrl ?? ""),
    },
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateItemSchema }),
  });
  return (
    <ActionModal action={action} onClose={onClose} title="Edit Item" description={sectionHeading(section)}>
      <action.fetcher.Form
        method="post"
        action={DISCLOSURES_ACTION}
        encType="multipart/form-data"
        {...validatedFormProps(form, updateItemSchema)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="update_item" />
        <input type="hidden" name="itemId" value={item.id} />
        <ItemFields fields={fields}>
          {uploaded ? (
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" name="keepUpload" defaultChecked className="mt-0.5 h-4 w-4 accent-brand-700" />
              <span>
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
            </label>
          ) : null}
        </ItemFields>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? "Saving..." : "Save Changes"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

// ----------------------------------------------------------------- deletes

const itemCount = (count: number) => (count === 1 ? "its 1 item" : `its ${count} items`);

export function DeleteSectionDialog({ section, onClose }: { section: DisclosureSectionData; onClose: () => void }) {
  const action = useDisclosureAction(onClose);
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Section"
      description={`Delete section ${section.sectionLetter} and ${itemCount(section.items.length)}? This cannot be undone.`}
      confirmLabel="Delete Section"
      busyLabel="Deleting..."
      busy={action.busy}
      onConfirm={() =>
        action.fetcher.submit(
          { intent: "delete_section", sectionId: section.id },
          { method: "post", action: DISCLOSURES_ACTION },
        )
      }
    />
  );
}

export function DeleteItemDialog({
  section,
  item,
  onClose,
}: {
  section: DisclosureSectionData;
  item: DisclosureItemData;
  onClose: () => void;
}) {
  const action = useDisclosureAction(onClose);
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Item"
      description={`Delete item ${item.srNo} of section ${section.sectionLetter}, "${item.information}"? This cannot be undone.`}
      confirmLabel="Delete Item"
      busyLabel="Deleting..."
      busy={action.busy}
      onConfirm={() =>
        action.fetcher.submit(
          { intent: "delete_item", itemId: item.id },
          { method: "post", action: DISCLOSURES_ACTION },
        )
      }
    />
  );
}

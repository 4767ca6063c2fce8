import { ImagePlus, Plus, Trash2, Upload } from "lucide-react";
import { lazy, Suspense, useId, useState, type ComponentProps, type ReactNode } from "react";

import { HINDI_EMPTY } from "~/features/admin/hindi-fields";
import { CATEGORY_LABELS, NOTICE_CATEGORIES, type NoticeCategory } from "~/features/announcements/notices";
import { fileSize } from "~/lib/files/file-size";
import { sendWithProgress } from "~/lib/files/send-with-progress";
import { Button } from "~/ui/button";
import { controlClass } from "~/ui/field";

import { ACTION_TARGETS, PAGE_BLOCK_LIMITS, type ActionTarget, type PageBlock } from "../page-blocks";
import { pageImageUrl, type PageFile } from "../page-files";
import { textDoc } from "../page-text";
import { hindiTableFrom, reshapeTable, withCell } from "./block-list";

// The text editor (ProseMirror, decision 0079) is loaded by the page editor alone, once it is on the screen.
const PageTextEditor = lazy(() => import("../editor/text-editor"));

type Block<T extends PageBlock["type"]> = Extract<PageBlock, { type: T }>;

/** What every block's fields are given: the block, a way to change it, and the page's files. */
export interface BlockFieldsProps<T extends PageBlock["type"]> {
  block: Block<T>;
  onChange: (block: Block<T>) => void;
  /** The block's place from 1, for its fields' names. */
  place: number;
}

/** A labelled input of the page editor, held by its caller. */
function Input({ label, hint, ...input }: { label: string; hint?: ReactNode } & Omit<ComponentProps<"input">, "id">) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={`${controlClass} mt-1.5`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The Hindi of a block: added by a press, and said to be missing while it is. */
function HindiPart({
  present,
  onAdd,
  onRemove,
  children,
}: {
  present: boolean;
  onAdd: () => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  if (!present) {
    return (
      <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        <p>No Hindi yet. {HINDI_EMPTY}</p>
        <Button variant="secondary" className="mt-2" onClick={onAdd}>
          Add Hindi
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-800">Hindi</p>
      {children}
      <Button variant="ghost" onClick={onRemove}>
        Remove Hindi
      </Button>
    </div>
  );
}

export function TextBlockFields({ block, onChange, place }: BlockFieldsProps<"text">) {
  const id = useId();
  const editor = (lang: "en" | "hi") => (
    <div>
      <p id={`${id}-${lang}-label`} className="text-sm font-medium text-slate-800">
        {lang === "en" ? `Text of block ${place}` : `Text of block ${place} (Hindi)`}
      </p>
      <Suspense fallback={<p className="mt-1.5 text-sm text-slate-600">Loading the editor...</p>}>
        <PageTextEditor
          id={`${id}-${lang}`}
          labelId={`${id}-${lang}-label`}
          lang={lang}
          value={(lang === "en" ? block.en : block.hi) ?? textDoc("")}
          onChange={(doc) => onChange(lang === "en" ? { ...block, en: doc } : { ...block, hi: doc })}
        />
      </Suspense>
    </div>
  );
  return (
    <div className="space-y-4">
      {editor("en")}
      <HindiPart
        present={block.hi !== null}
        onAdd={() => onChange({ ...block, hi: textDoc("") })}
        onRemove={() => onChange({ ...block, hi: null })}
      >
        {editor("hi")}
      </HindiPart>
    </div>
  );
}

/**
 * A table as a phone edits it: the caption, each column's heading, then each row as a group of fields named by its
 * column. Rows and columns are added and taken away by buttons; the Hindi has the English one's shape.
 */
export function TableBlockFields({ block, onChange, place }: BlockFieldsProps<"table">) {
  const columns = block.en.head.length;
  const cells = (lang: "en" | "hi") => {
    const table = lang === "en" ? block.en : block.hi!;
    const set = (row: number, column: number, words: string) =>
      onChange(
        lang === "en"
          ? { ...block, en: withCell(block.en, row, column, words) }
          : { ...block, hi: withCell(block.hi!, row, column, words) },
      );
    const hindi = lang === "hi" ? " (Hindi)" : "";
    return (
      <div className="space-y-3" lang={lang}>
        <Input
          label={`Caption${hindi}`}
          value={table.caption}
          maxLength={PAGE_BLOCK_LIMITS.caption}
          onChange={(event) => onChange({ ...block, [lang]: { ...table, caption: event.target.value } })}
          hint={lang === "en" ? "What the table lists, like “Bus routes and timings”." : undefined}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">Column headings{hindi}</legend>
          {table.head.map((heading, column) => (
            <Input
              key={column}
              label={`Column ${column + 1}${hindi}`}
              value={heading}
              maxLength={PAGE_BLOCK_LIMITS.cell}
              onChange={(event) => set(-1, column, event.target.value)}
            />
          ))}
        </fieldset>
        {table.rows.map((row, r) => (
          <fieldset key={r} className="space-y-2 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">
              Row {r + 1}
              {hindi}
            </legend>
            {row.map((cell, column) => (
              <Input
                key={column}
                label={block.en.head[column] || `Column ${column + 1}`}
                value={cell}
                maxLength={PAGE_BLOCK_LIMITS.cell}
                onChange={(event) => set(r, column, event.target.value)}
              />
            ))}
            {lang === "en" ? (
              <Button
                variant="ghost"
                onClick={() => onChange(reshapeTable(block, { kind: "removeRow", row: r }))}
                aria-label={`Remove row ${r + 1} of block ${place}`}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                Remove Row
              </Button>
            ) : null}
          </fieldset>
        ))}
      </div>
    );
  };
  return (
    <div className="space-y-4">
      {cells("en")}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={block.en.rows.length >= PAGE_BLOCK_LIMITS.tableRows}
          onClick={() => onChange(reshapeTable(block, { kind: "addRow" }))}
        >
          <Plus aria-hidden className="h-4 w-4" />
          Add Row
        </Button>
        <Button
          variant="secondary"
          disabled={columns >= PAGE_BLOCK_LIMITS.tableColumns}
          onClick={() => onChange(reshapeTable(block, { kind: "addColumn" }))}
        >
          <Plus aria-hidden className="h-4 w-4" />
          Add Column
        </Button>
        <Button
          variant="ghost"
          disabled={columns <= 1}
          onClick={() => onChange(reshapeTable(block, { kind: "removeColumn", column: columns - 1 }))}
        >
          Remove Last Column
        </Button>
      </div>
      <HindiPart
        present={block.hi !== null}
        onAdd={() => onChange({ ...block, hi: hindiTableFrom(block.en) })}
        onRemove={() => onChange({ ...block, hi: null })}
      >
        {block.hi ? cells("hi") : null}
      </HindiPart>
    </div>
  );
}

/** Sends a chosen file to the page, showing how far it got; resolves with the file, or says why not. */
function FileChooser({
  pageId,
  kind,
  label,
  onAdded,
}: {
  pageId: string;
  kind: "image" | "file";
  label: string;
  onAdded: (file: PageFile) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function send(file: File) {
    setProblem(null);
    setProgress("Sending... 0%");
    const body = new FormData();
    body.set("kind", kind);
    body.set("file", file);
    const answer = await sendWithProgress(`/admin/pages/${pageId}/files`, body, (sent, total) =>
      setProgress(`Sending... ${Math.round((sent / Math.max(total, 1)) * 100)}%`),
    );
    setProgress(null);
    if (answer.ok) onAdded(answer.said.file as PageFile);
    else setProblem(answer.message ?? "The connection failed before the file arrived. Choose it again.");
  }
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-600/40 hover:bg-brand-50"
      >
        {kind === "image" ? <ImagePlus aria-hidden className="h-4 w-4" /> : <Upload aria-hidden className="h-4 w-4" />}
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="sr-only"
        accept={kind === "image" ? "image/*" : "application/pdf"}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {progress}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function ImageBlockFields({
  block,
  onChange,
  pageId,
  file,
  onFileAdded,
}: BlockFieldsProps<"image"> & { pageId: string; file: PageFile | undefined; onFileAdded: (file: PageFile) => void }) {
  const setWords = (lang: "en" | "hi", words: Partial<{ alt: string; caption: string }>) => {
    if (lang === "en") return onChange({ ...block, en: { ...block.en, ...words } });
    onChange({ ...block, hi: { alt: "", caption: "", ...block.hi, ...words } });
  };
  return (
    <div className="space-y-3">
      {file ? (
        <img
          src={pageImageUrl(file.storageKey, 480)}
          alt=""
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          className="h-auto max-h-64 w-auto rounded-md border border-slate-200"
        />
      ) : null}
      <FileChooser
        pageId={pageId}
        kind="image"
        label={file ? "Choose Another Image" : "Choose Image"}
        onAdded={(added) => {
          onFileAdded(added);
          onChange({ ...block, fileId: added.id });
        }}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={block.decorative}
          onChange={(event) => onChange({ ...block, decorative: event.target.checked })}
        />
        Only decoration (it says nothing a reader would miss)
      </label>
      {block.decorative ? null : (
        <Input
          label="Description"
          value={block.en.alt}
          maxLength={PAGE_BLOCK_LIMITS.alt}
          hint="What the image shows, for people who cannot see it."
          onChange={(event) => setWords("en", { alt: event.target.value })}
        />
      )}
      <Input
        label="Caption (optional)"
        value={block.en.caption}
        maxLength={PAGE_BLOCK_LIMITS.caption}
        onChange={(event) => setWords("en", { caption: event.target.value })}
      />
      <HindiPart
        present={block.hi !== null}
        onAdd={() => onChange({ ...block, hi: { alt: "", caption: "" } })}
        onRemove={() => onChange({ ...block, hi: null })}
      >
        {block.decorative ? null : (
          <Input
            label="Description (Hindi)"
            lang="hi"
            value={block.hi?.alt ?? ""}
            maxLength={PAGE_BLOCK_LIMITS.alt}
            onChange={(event) => setWords("hi", { alt: event.target.value })}
          />
        )}
        <Input
          label="Caption (Hindi)"
          lang="hi"
          value={block.hi?.caption ?? ""}
          maxLength={PAGE_BLOCK_LIMITS.caption}
          onChange={(event) => setWords("hi", { caption: event.target.value })}
        />
      </HindiPart>
    </div>
  );
}

export function FileBlockFields({
  block,
  onChange,
  pageId,
  file,
  onFileAdded,
}: BlockFieldsProps<"file"> & { pageId: string; file: PageFile | undefined; onFileAdded: (file: PageFile) => void }) {
  return (
    <div className="space-y-3">
      {file ? (
        <p className="text-sm text-slate-800">
          {file.name}: PDF, {fileSize(file.bytes)}
          {file.pages ? `, ${file.pages} ${file.pages === 1 ? "page" : "pages"}` : ""}
        </p>
      ) : null}
      <FileChooser
        pageId={pageId}
        kind="file"
        label={file ? "Choose Another PDF" : "Choose PDF"}
        onAdded={(added) => {
          onFileAdded(added);
          onChange({
            ...block,
            fileId: added.id,
            en: { title: block.en.title || added.name.replace(/\.pdf$/i, "") },
          });
        }}
      />
      <Input
        label="Title"
        value={block.en.title}
        maxLength={PAGE_BLOCK_LIMITS.caption}
        hint="What parents see to download it, like “Bus routes 2026-27”."
        onChange={(event) => onChange({ ...block, en: { title: event.target.value } })}
      />
      <HindiPart
        present={block.hi !== null}
        onAdd={() => onChange({ ...block, hi: { title: "" } })}
        onRemove={() => onChange({ ...block, hi: null })}
      >
        <Input
          label="Title (Hindi)"
          lang="hi"
          value={block.hi?.title ?? ""}
          maxLength={PAGE_BLOCK_LIMITS.caption}
          onChange={(event) => onChange({ ...block, hi: { title: event.target.value } })}
        />
      </HindiPart>
    </div>
  );
}

export function NoticesBlockFields({ block, onChange }: BlockFieldsProps<"notices">) {
  const id = useId();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Category
        </label>
        <select
          id={id}
          className={`${controlClass} mt-1.5`}
          value={block.category}
          onChange={(event) => onChange({ ...block, category: event.target.value as NoticeCategory })}
        >
          {NOTICE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <Input
        label="How many at most"
        type="number"
        inputMode="numeric"
        min={1}
        max={PAGE_BLOCK_LIMITS.notices}
        value={block.count}
        onChange={(event) =>
          onChange({
            ...block,
            count: Math.min(PAGE_BLOCK_LIMITS.notices, Math.max(1, Math.round(Number(event.target.value) || 1))),
          })
        }
        hint="The page lists the current notices of the category, newest first."
      />
    </div>
  );
}

const TARGET_LABELS: Record<ActionTarget, string> = {
  apply: "Apply Online",
  enquire: "The admission enquiry form",
  page: "A page of this site",
};

export function ActionBlockFields({ block, onChange }: BlockFieldsProps<"action">) {
  const id = useId();
  return (
    <div className="space-y-3">
      <Input
        label="Button words"
        value={block.en.label}
        maxLength={PAGE_BLOCK_LIMITS.label}
        hint="Like “Enquire about transport”."
        onChange={(event) => onChange({ ...block, en: { label: event.target.value } })}
      />
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          It leads to
        </label>
        <select
          id={id}
          className={`${controlClass} mt-1.5`}
          value={block.target}
          onChange={(event) => {
            const target = event.target.value as ActionTarget;
            onChange({ ...block, target, to: target === "page" ? (block.to ?? "/") : null });
          }}
        >
          {ACTION_TARGETS.map((target) => (
            <option key={target} value={target}>
              {TARGET_LABELS[target]}
            </option>
          ))}
        </select>
      </div>
      {block.target === "page" ? (
        <Input
          label="Page address"
          value={block.to ?? ""}
          autoCapitalize="none"
          spellCheck={false}
          hint="An address of this site, like /fees."
          onChange={(event) => onChange({ ...block, to: event.target.value.trim() })}
        />
      ) : null}
      <HindiPart
        present={block.hi !== null}
        onAdd={() => onChange({ ...block, hi: { label: "" } })}
        onRemove={() => onChange({ ...block, hi: null })}
      >
        <Input
          label="Button words (Hindi)"
          lang="hi"
          value={block.hi?.label ?? ""}
          maxLength={PAGE_BLOCK_LIMITS.label}
          onChange={(event) => onChange({ ...block, hi: { label: event.target.value } })}
        />
      </HindiPart>
    </div>
  );
}

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";

import { AdminPage, OfficeSection } from "~/features/admin/admin-page";
import type { AdminReply } from "~/features/admin/reply";
import { sectionPath } from "~/features/admin/sections";
import { Button } from "~/ui/button";
import { showToast } from "~/ui/toaster";

import { schoolPagePath } from "../addresses";
import { PAGE_BLOCK_LIMITS, type PageBlock, type PageBlockType } from "../page-blocks";
import type { PageFile } from "../page-files";
import {
  ActionBlockFields,
  FileBlockFields,
  ImageBlockFields,
  NoticesBlockFields,
  TableBlockFields,
  TextBlockFields,
} from "./block-fields";
import { BLOCK_LABELS, moveBlock, newBlock, unsettledBlock } from "./block-list";
import { forgetKeptPage, keepPage, readKeptPage, type EditedPage } from "./kept-page";
import { PageDetails } from "./page-details";
import { Ending, History, Preview, type EditorRevision } from "./page-publishing";
import { PAGE_STATE_LABELS } from "./pages-list";

/** A page as its editor opens it. */
export interface EditorPage {
  id: string;
  title: string;
  titleHi: string | null;
  address: string;
  place: string;
  position: number;
  blocks: PageBlock[];
  updatedAt: Date;
}

const BLOCK_TYPES = Object.keys(BLOCK_LABELS) as PageBlockType[];

const editedFrom = (page: EditorPage): EditedPage => ({
  title: page.title,
  titleHi: page.titleHi ?? "",
  address: page.address,
  place: page.place,
  position: page.position + 1,
  blocks: page.blocks,
});

const sameAs = (a: EditedPage, b: EditedPage) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A page's editor (docs/specification.md §32), one column for a phone: the page's details, its blocks (each moved by
 * buttons, removed with Undo), Save Draft and Publish, the preview at a phone's width, the history with Restore, and
 * taking it off the site or removing it. What is typed is kept on the phone until it is saved (kept-page.ts).
 */
export function PageEditor({
  page,
  state,
  addressFixed,
  revisions,
  files: savedFiles,
  placeholders,
}: {
  page: EditorPage;
  state: keyof typeof PAGE_STATE_LABELS;
  addressFixed: boolean;
  revisions: EditorRevision[];
  files: PageFile[];
  placeholders: string[];
}) {
  const path = `${sectionPath("pages")}/${page.id}`;
  const base = new Date(page.updatedAt).toISOString();
  const saved = useMemo(() => editedFrom(page), [page]);
  const [draft, setDraft] = useState<EditedPage>(saved);
  // Text editors start from their block's words: a new generation starts them again (a restore, another's save).
  const [generation, setGeneration] = useState(0);
  const [restored, setRestored] = useState(false);
  const [busy, setBusy] = useState<"save" | "publish" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removedBlock, setRemovedBlock] = useState<{ block: PageBlock; index: number } | null>(null);
  const [addedFiles, setAddedFiles] = useState<PageFile[]>([]);
  // The element to focus once the blocks are drawn again (a moved block's button, a new block's name).
  const focusNext = useRef<string | null>(null);
  const ownSave = useRef(false);
  const revalidator = useRevalidator();
  const blocks = draft.blocks as PageBlock[];
  const files = useMemo(
    () => new Map([...savedFiles, ...addedFiles].map((file) => [file.id, file])),
    [savedFiles, addedFiles],
  );

  // Opened again after a lost connection or a closed tab: the editing kept on this phone comes back.
  useEffect(() => {
    const kept = readKeptPage(page.id, base);
    if (kept && !sameAs(kept, saved)) {
      // The phone's storage is read only once the page is the browser's: the server's render cannot know it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft(kept);
      setGeneration((n) => n + 1);
      setRestored(true);
    }
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new saved copy (this editor's save, a restore): the editor shows it.
  const lastBase = useRef(base);
  useEffect(() => {
    if (lastBase.current === base) return;
    lastBase.current = base;
    setDraft(saved);
    if (!ownSave.current) setGeneration((n) => n + 1);
    ownSave.current = false;
  }, [base, saved]);

  // Kept on the phone while it differs from what is saved.
  useEffect(() => {
    if (sameAs(draft, saved)) forgetKeptPage(page.id);
    else keepPage(page.id, base, draft);
  }, [draft, saved, base, page.id]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (next: Partial<EditedPage>) => setDraft((current) => ({ ...current, ...next }));
  const setBlocks = (next: PageBlock[]) => change({ blocks: next });
  const unsaved = !sameAs(draft, saved);

  async function send(publish: boolean) {
    const unsettled = unsettledBlock(blocks);
    if (unsettled) return setProblem(unsettled);
    const body = new FormData();
    body.set("title", draft.title);
    body.set("titleHi", draft.titleHi);
    body.set("address", draft.address);
    body.set("place", draft.place);
    body.set("position", String(draft.position));
    body.set("blocks", JSON.stringify(blocks));
    if (publish) body.set("publish", "on");
    setBusy(publish ? "publish" : "save");
    setProblem(null);
    try {
      const response = await fetch(`${path}/save`, { method: "POST", body, headers: { Accept: "application/json" } });
      const reply = (await response.json()) as AdminReply;
      showToast(reply.toast);
      if (reply.ok) {
        ownSave.current = true;
        forgetKeptPage(page.id);
        await revalidator.revalidate();
      } else {
        setProblem(reply.toast.description ?? reply.toast.title);
      }
    } catch {
      setProblem(
        "Not saved: the connection failed. Your changes are kept on this phone. Press Save Draft again when you are back online.",
      );
    } finally {
      setBusy(null);
    }
  }

  const removeBlock = (index: number) => {
    setRemovedBlock({ block: blocks[index]!, index });
    setBlocks(blocks.filter((_, i) => i !== index));
  };
  const undoRemove = () => {
    if (!removedBlock) return;
    const next = [...blocks];
    next.splice(Math.min(removedBlock.index, next.length), 0, removedBlock.block);
    setBlocks(next);
    setRemovedBlock(null);
  };
  const move = (index: number, by: -1 | 1, blockId: string) => {
    setBlocks(moveBlock(blocks, index, by));
    const to = index + by;
    // At either end the other button keeps the focus.
    const direction = to === 0 ? "down" : to === blocks.length - 1 ? "up" : by === -1 ? "up" : "down";
    focusNext.current = `block-${blockId}-${direction}`;
  };

  return (
    <AdminPage
      title={draft.title || "Page"}
      description={`${PAGE_STATE_LABELS[state]}. Its address: ${schoolPagePath(draft.address)}`}
      back={{ to: sectionPath("pages"), label: "Pages" }}
    >
      <div className="mx-auto max-w-2xl space-y-8">
        <noscript>
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            The page editor needs JavaScript. Turn it on in the browser, or use another browser.
          </p>
        </noscript>
        {restored ? (
          <p
            role="status"
            className="flex flex-wrap items-center gap-x-3 rounded-md bg-amber-50 px-3 py-1 text-sm text-amber-950"
          >
            Your changes from before are back. They are not saved yet.
            <button
              type="button"
              className="min-h-11 font-medium underline"
              onClick={() => {
                forgetKeptPage(page.id);
                setDraft(saved);
                setGeneration((n) => n + 1);
                setRestored(false);
              }}
            >
              Discard them
            </button>
          </p>
        ) : null}
        {placeholders.length > 0 ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            Replace the words in [square brackets], like {placeholders[0]}, with the school's own before publishing.
          </p>
        ) : null}

        <PageDetails draft={draft} change={change} addressFixed={addressFixed} />

        <OfficeSection
          id="blocks-heading"
          title={`Blocks (${blocks.length} of ${PAGE_BLOCK_LIMITS.blocks})`}
          className="space-y-4"
        >
          {removedBlock ? (
            <p role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-slate-800">
              Block {removedBlock.index + 1} ({BLOCK_LABELS[removedBlock.block.type]}) removed.
              <button type="button" className="min-h-11 font-medium text-brand-800 underline" onClick={undoRemove}>
                Undo
              </button>
            </p>
          ) : null}
          <ol className="space-y-4">
            {blocks.map((block, index) => (
              <li
                key={`${block.id}-${generation}`}
                aria-labelledby={`block-${block.id}-name`}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`block-${block.id}-name`} tabIndex={-1} className="font-semibold text-slate-900">
                    Block {index + 1}: {BLOCK_LABELS[block.type]}
                  </h3>
                  <div className="flex gap-1">
                    <Button
                      id={`block-${block.id}-up`}
                      variant="ghost"
                      className="px-3"
                      disabled={index === 0}
                      aria-label={`Move block ${index + 1} up`}
                      onClick={() => move(index, -1, block.id)}
                    >
                      <ArrowUp aria-hidden className="h-5 w-5" />
                    </Button>
                    <Button
                      id={`block-${block.id}-down`}
                      variant="ghost"
                      className="px-3"
                      disabled={index === blocks.length - 1}
                      aria-label={`Move block ${index + 1} down`}
                      onClick={() => move(index, 1, block.id)}
                    >
                      <ArrowDown aria-hidden className="h-5 w-5" />
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-3"
                      aria-label={`Remove block ${index + 1}`}
                      onClick={() => removeBlock(index)}
                    >
                      <Trash2 aria-hidden className="h-5 w-5" />
                    </Button>
                  </div>
                </div>
                <BlockFields
                  block={block}
                  place={index + 1}
                  pageId={page.id}
                  files={files}
                  onFileAdded={(file) => setAddedFiles((all) => [...all, file])}
                  onChange={(next) => setBlocks(blocks.map((one, i) => (i === index ? next : one)))}
                />
              </li>
            ))}
          </ol>
          <AddBlock
            disabled={blocks.length >= PAGE_BLOCK_LIMITS.blocks}
            onAdd={(type) => {
              const block = newBlock(type);
              setBlocks([...blocks, block]);
              focusNext.current = `block-${block.id}-name`;
            }}
          />
        </OfficeSection>

        <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0">
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : (
            <p role="status" className="text-sm text-slate-700">
              {unsaved ? "Changes not saved yet." : "All changes saved."}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled={busy !== null} onClick={() => void send(true)} className="w-full sm:w-auto">
              {busy === "publish" ? "Publishing..." : state === "draft" ? "Publish" : "Publish Changes"}
            </Button>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void send(false)}
              className="w-full sm:w-auto"
            >
              {busy === "save" ? "Saving..." : "Save Draft"}
            </Button>
          </div>
        </div>

        <Preview id={page.id} unsaved={unsaved} />
        <History path={path} revisions={revisions} />
        <Ending path={path} published={state !== "draft"} title={draft.title} />
      </div>
    </AdminPage>
  );
}

function BlockFields({
  block,
  place,
  pageId,
  files,
  onFileAdded,
  onChange,
}: {
  block: PageBlock;
  place: number;
  pageId: string;
  files: ReadonlyMap<string, PageFile>;
  onFileAdded: (file: PageFile) => void;
  onChange: (block: PageBlock) => void;
}) {
  // What a block with a file of the page's needs besides its own fields: where to add a new file, and to hear of it.
  const withUpload = { place, onChange, pageId, onFileAdded };
  switch (block.type) {
    case "text":
      return <TextBlockFields block={block} place={place} onChange={onChange} />;
    case "table":
      return <TableBlockFields block={block} place={place} onChange={onChange} />;
    case "image":
      return <ImageBlockFields block={block} file={files.get(block.fileId)} {...withUpload} />;
    case "file":
      return <FileBlockFields block={block} file={files.get(block.fileId)} {...withUpload} />;
    case "notices":
      return <NoticesBlockFields block={block} place={place} onChange={onChange} />;
    case "action":
      return <ActionBlockFields block={block} place={place} onChange={onChange} />;
  }
}

function AddBlock({ disabled, onAdd }: { disabled: boolean; onAdd: (type: PageBlockType) => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-4">
      <p className="text-sm font-semibold text-slate-800">Add a block</p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {BLOCK_TYPES.map((type) => (
          <Button key={type} variant="secondary" disabled={disabled} onClick={() => onAdd(type)}>
            <Plus aria-hidden className="h-4 w-4" />
            {BLOCK_LABELS[type]}
          </Button>
        ))}
      </div>
    </div>
  );
}

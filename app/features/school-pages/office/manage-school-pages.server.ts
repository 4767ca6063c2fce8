// The Pages section's loaders and actions (docs/specification.md §32): the list with Add Page, and a page's editor
// with its save, publish, history and removal. Every change renews the cached pages' menus (the page cache's
// "pages" area) on every process.
import { data, type RouterContextProvider } from "react-router";

import { actorOf, adminAction, defineIntent, storageWasDown } from "~/features/admin/admin-action.server";
import { refuse, type Actor } from "~/features/admin/outcome";
import { STORAGE_UNAVAILABLE } from "~/features/admin/reply";
import { sectionPath } from "~/features/admin/sections";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/page/toast.server";
import { CANNOT_STORE_MESSAGE, cannotStoreNow, logFailedWrite } from "~/lib/server/cannot-store.server";
import { env } from "~/lib/server/env.server";

import { schoolDateAtTime } from "../../../../db/time";
import { suggestedAddress } from "../addresses";
import { readPageBlocks } from "../page-blocks";
import { PAGE_FILE_BYTES } from "../page-files";
import { addSchoolPageFile, filesOfPage, PAGE_FILE_MESSAGES } from "../school-page-files.server";
import {
  blocksProblemMessage,
  createSchoolPage,
  listedPages,
  pageAddresses,
  pageEditorPath,
  pageForEditor,
  publishSchoolPage,
  removeSchoolPage,
  restoreRevision,
  saveSchoolPage,
  SCHOOL_PAGE_MESSAGES,
  unpublishSchoolPage,
} from "../school-pages.server";
import { placeholdersLeft, STARTER_PAGES, STARTERS } from "../starters";
import { createPageSchema, pageIdSchema, removePageSchema, restorePageSchema, savePageSchema } from "./page-schemas";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list of pages, and the suggested pages Add Page offers (those whose address is still free). */
export async function loadPagesList(request: Request, context: Readonly<RouterContextProvider>) {
  await requireSection(request, context, "pages");
  const pages = await listedPages();
  const taken = new Set(await pageAddresses());
  return {
    pages,
    starters: STARTERS.filter((key) => !taken.has(STARTER_PAGES[key].address)).map((key) => ({
      key,
      title: STARTER_PAGES[key].title,
      titleHi: STARTER_PAGES[key].titleHi,
      address: STARTER_PAGES[key].address,
      place: STARTER_PAGES[key].place,
    })),
  };
}

/** A page's editor: the working copy, its files and its history; 404 when there is no such page. */
export async function loadPageEditor(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  await requireSection(request, context, "pages");
  const found = UUID.test(id) ? await pageForEditor(id) : null;
  if (!found) throw data(SCHOOL_PAGE_MESSAGES.notFound, { status: 404 });
  const timeZone = env().SCHOOL_TIMEZONE;
  return {
    ...found,
    // When each was published, in the school's time, as its history says it.
    revisions: found.revisions.map(({ publishedAt, ...revision }) => ({
      ...revision,
      publishedWhen: schoolDateAtTime(publishedAt, timeZone),
    })),
    files: await filesOfPage(id),
    placeholders: placeholdersLeft(found.page.blocks),
  };
}

async function savePage(input: ReturnType<typeof savePageSchema.parse>, actor: Actor) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.blocks);
  } catch {
    parsed = null;
  }
  const read = readPageBlocks(parsed);
  if ("problem" in read) {
    return refuse(read.problem === "tooMany" ? 413 : 400, blocksProblemMessage(read), "blocks");
  }
  const saved = await saveSchoolPage(
    input.id,
    {
      title: input.title,
      titleHi: input.titleHi,
      address: input.address,
      place: input.place,
      position: input.position - 1,
      blocks: read.blocks,
    },
    actor,
  );
  if (!saved.ok || !input.publish) return saved;
  const published = await publishSchoolPage(input.id, actor);
  return published.ok ? { ok: true as const, title: SCHOOL_PAGE_MESSAGES.published } : published;
}

/** Every change the Pages section makes: each renews the menus of every cached page (the "pages" area). */
export const manageSchoolPages = adminAction(
  {
    create: defineIntent({
      schema: createPageSchema,
      run: (input, actor) => {
        const starter = input.starter ? STARTER_PAGES[input.starter] : null;
        return createSchoolPage(
          {
            title: input.title,
            titleHi: input.titleHi,
            address: input.address || suggestedAddress(input.title),
            place: input.place,
            blocks: starter?.blocks,
            starter: input.starter ?? null,
          },
          actor,
        );
      },
      success: SCHOOL_PAGE_MESSAGES.created,
      failure: SCHOOL_PAGE_MESSAGES.createFailed,
    }),
    save: defineIntent({
      schema: savePageSchema,
      run: savePage,
      success: SCHOOL_PAGE_MESSAGES.saved,
      failure: SCHOOL_PAGE_MESSAGES.saveFailed,
    }),
    unpublish: defineIntent({
      schema: pageIdSchema,
      run: (input, actor) => unpublishSchoolPage(input.id, actor),
      success: SCHOOL_PAGE_MESSAGES.unpublished,
      failure: SCHOOL_PAGE_MESSAGES.publishFailed,
    }),
    restore: defineIntent({
      schema: restorePageSchema,
      run: async (input, actor) => {
        const restored = await restoreRevision(input.id, input.revision, actor);
        return restored.ok ? { ok: true as const, title: `Version ${input.revision} published again` } : restored;
      },
      success: SCHOOL_PAGE_MESSAGES.restored,
      failure: SCHOOL_PAGE_MESSAGES.publishFailed,
    }),
    remove: defineIntent({
      schema: removePageSchema,
      run: (input, actor) =>
        removeSchoolPage(input.id, input.ending === "redirect" ? input.redirectTo || "" : null, actor),
      success: SCHOOL_PAGE_MESSAGES.removed,
      failure: SCHOOL_PAGE_MESSAGES.removeFailed,
    }),
  },
  { area: "Pages", changes: ["pages"] },
);

/**
 * The list's action (Add Page): made, the new page's editor opens; refused, the form again with its messages.
 * A suggested page is added as it is, its address the suggestion's.
 */
export async function pagesListAction(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await requireSection(request, context, "pages");
  const formData = await readFormData(request);
  const { reply, status } = await manageSchoolPages(formData, actorOf(user, context));
  if (!reply.ok || !reply.id) return data(reply, { status });
  throw await redirectWithToast(pageEditorPath(reply.id), reply.toast);
}

/**
 * The editor's small forms (restore, take off, remove), which work without scripts: each comes back as a page with
 * its toast, a removed page's to the list.
 */
export async function pageEditorAction(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const user = await requireSection(request, context, "pages");
  const formData = await readFormData(request);
  formData.set("id", id);
  const { reply, status } = await manageSchoolPages(formData, actorOf(user, context));
  // A form that names no change is answered where it was sent, as every section's is.
  if (reply.intent === null) return data(reply, { status });
  // An address that names no page (a hand-typed one) comes back to the list.
  const to = (reply.ok && reply.intent === "remove") || !UUID.test(id) ? sectionPath("pages") : pageEditorPath(id);
  throw await redirectWithToast(to, reply.toast);
}

/**
 * The editor's Save Draft and Publish, at /admin/pages/<id>/save: answered as JSON, so that a refusal or a lost
 * connection leaves the editor, and what was typed, where they are.
 */
export async function pageSaveAction(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const user = await requireSection(request, context, "pages");
  const formData = await readFormData(request, SAVE_FORM_BYTES);
  formData.set("id", id);
  formData.set("intent", "save");
  const { reply, status } = await manageSchoolPages(formData, actorOf(user, context));
  return Response.json(reply, { status });
}

/** A page's details and blocks as JSON: 60 blocks of long text and large tables fit well within it. */
const SAVE_FORM_BYTES = 4 * 1024 * 1024;

/** A file's form: one file, at most 20 MB, with its kind. */
const FILE_FORM_BYTES = PAGE_FILE_BYTES + 64 * 1024;

/** One image or PDF added to a page, answered as JSON: its id and what the editor shows of it, or why not. */
export async function pageFileAction(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const user = await requireSection(request, context, "pages");
  const formData = await readFormData(request, FILE_FORM_BYTES);
  const file = formData.get("file");
  const kind = formData.get("kind");
  if (!(file instanceof File) || (kind !== "image" && kind !== "file")) {
    return Response.json({ ok: false, message: PAGE_FILE_MESSAGES.chooseFile }, { status: 400 });
  }
  let outcome;
  try {
    outcome = UUID.test(id)
      ? await addSchoolPageFile({ pageId: id, kind, file }, actorOf(user, context))
      : refuse(404, PAGE_FILE_MESSAGES.pageGone);
  } catch (error) {
    if (storageWasDown(error, "Pages: add_file")) {
      return Response.json({ ok: false, message: STORAGE_UNAVAILABLE }, { status: 503 });
    }
    // A full disk, or an embedded database that has stopped, is said so, as a 503 (decision 0082); anything else is
    // an unexpected error.
    if (!cannotStoreNow(error)) throw error;
    logFailedWrite(error, "Pages: adding a file failed");
    return Response.json({ ok: false, message: CANNOT_STORE_MESSAGE }, { status: 503 });
  }
  if (!outcome.ok) return Response.json({ ok: false, message: outcome.message }, { status: outcome.status });
  return Response.json({ ok: true, file: outcome.file });
}

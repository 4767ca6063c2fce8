// Pages of the school's own (docs/specification.md §32, decision 0079): the working copy staff save, the revisions
// each publish keeps, and what the public site reads of them. Every change is audited in its transaction.
import { and, asc, desc, eq, isNotNull, isNull, max, ne } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { sectionPath } from "~/features/admin/sections";
import type { GoLiveItem, GoLiveProgress } from "~/features/settings/go-live";
import type { PlacedPage } from "~/features/site-layout/navigation";
import { fieldChanges, recordAudit } from "~/lib/database/audit.server";
import { db, type Tx } from "~/lib/database/db.server";
import type { Locale } from "~/lib/language/locale";
import { localized } from "~/lib/language/localized";

import { schoolPageFiles, schoolPageRevisions, schoolPages } from "../../../db/schema";
import { addressProblem, schoolPagePath } from "./addresses";
import { fileIdsOf, PAGE_BLOCK_LIMITS, type PageBlock, type PageBlocksProblem } from "./page-blocks";
import { pageFileFolder, pageFileUrl } from "./page-files";
import { linksOf } from "./page-text";
import { removeStoredFolders } from "./school-page-files.server";
import { placeholdersLeft } from "./starters";

/** Where a page is linked from: a header menu, the header itself, the footer, or nowhere. */
export type PagePlace = (typeof schoolPages.$inferSelect)["place"];

/** How long a removed page's address answers 410, before it is free again (docs/specification.md §32). */
export const REMOVED_PAGE_DAYS = 365;

export const SCHOOL_PAGE_MESSAGES = {
  created: "Page created",
  createFailed: "Failed to create the page",
  saved: "Page saved",
  saveFailed: "Failed to save the page",
  published: "Page published",
  publishFailed: "Failed to publish the page",
  unpublished: "Page taken off the site",
  removed: "Page removed",
  removeFailed: "Failed to remove the page",
  restored: "Earlier version published again",
  notFound: "This page no longer exists. Reload the page.",
  addressMalformed: "Use small letters, digits and hyphens only, like bus-routes (at most 40 characters).",
  addressUsedBySite: "The site already uses this address. Choose another.",
  addressTaken: "Another page has this address. Choose another.",
  addressFixed: "A page's address cannot change once it has been published.",
  revisionNotFound: "That version of the page no longer exists.",
  redirectMalformed: "Send visitors to an address of this site, like /fees.",
  tooManyBlocks: `A page has at most ${PAGE_BLOCK_LIMITS.blocks} blocks.`,
} as const;

/** What is wrong with a list of blocks the editor sent, in the office's words, naming the block. */
export function blocksProblemMessage(problem: PageBlocksProblem | { problem: "fileMissing"; block: number }): string {
  const block = problem.block ? `Block ${problem.block}: ` : "";
  switch (problem.problem) {
    case "tooMany":
      return SCHOOL_PAGE_MESSAGES.tooManyBlocks;
    case "tooLong":
      return `${block}the text is too long (at most 20,000 characters).`;
    case "badLink":
      return `${block}a link must start with https://, http://, mailto:, tel: or / for a page of this site.`;
    case "tableTooBig":
      return `${block}a table has at most ${PAGE_BLOCK_LIMITS.tableColumns} columns and ${PAGE_BLOCK_LIMITS.tableRows} rows, and its Hindi the same rows and columns as its English.`;
    case "altMissing":
      return `${block}describe the image for people who cannot see it, or tick that it is only decoration.`;
    case "labelMissing":
      return `${block}write the button's words.`;
    case "badTarget":
      return `${block}choose a page of this site for the button, like /fees.`;
    case "fileMissing":
      return `${block}its file is no longer on this page. Add it again.`;
    case "unreadable":
      return `${block}it could not be read. Reload the page and try again.`;
  }
}

type PageRow = typeof schoolPages.$inferSelect;

/** A page's revision the site shows: joined by the public reads. */
const SHOWN_REVISION = and(
  eq(schoolPageRevisions.pageId, schoolPages.id),
  eq(schoolPageRevisions.number, schoolPages.publishedRevision),
);

const AUDITED_FIELDS = ["title", "titleHi", "address", "place", "position"] as const;

const sameBlocks = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function pageForUpdate(tx: Tx, id: string): Promise<PageRow | undefined> {
  const [row] = await tx
    .select()
    .from(schoolPages)
    .where(and(eq(schoolPages.id, id), isNull(schoolPages.removedAt)))
    .for("update");
  return row;
}

/** Why `address` cannot be a new page's (or this page's, `id`), in the office's words; null when it can. */
async function addressRefusal(tx: Tx, address: string, id?: string) {
  const problem = addressProblem(address);
  if (problem === "malformed") return refuse(400, SCHOOL_PAGE_MESSAGES.addressMalformed, "address");
  if (problem === "taken") return refuse(409, SCHOOL_PAGE_MESSAGES.addressUsedBySite, "address");
  const [other] = await tx
    .select({ id: schoolPages.id, removedAt: schoolPages.removedAt })
    .from(schoolPages)
    .where(and(eq(schoolPages.address, address), id ? ne(schoolPages.id, id) : undefined));
  if (!other) return null;
  // A page removed over a year ago no longer holds its address (docs/specification.md §32): its row goes now.
  if (other.removedAt && Date.now() - other.removedAt.getTime() >= REMOVED_PAGE_DAYS * 86_400_000) {
    await tx.delete(schoolPages).where(eq(schoolPages.id, other.id));
    return null;
  }
  return refuse(409, SCHOOL_PAGE_MESSAGES.addressTaken, "address");
}

/** A new page, a draft: its title, address and place, and the blocks it starts with (a suggested page's). */
export async function createSchoolPage(
  input: {
    title: string;
    titleHi: string | null;
    address: string;
    place: PagePlace;
    blocks?: PageBlock[];
    starter?: string | null;
  },
  actor: Actor,
): Promise<Outcome<{ id: string }>> {
  return db().transaction(async (tx) => {
    const refusal = await addressRefusal(tx, input.address);
    if (refusal) return refusal;
    // Last in its place.
    const [last] = await tx
      .select({ position: max(schoolPages.position) })
      .from(schoolPages)
      .where(eq(schoolPages.place, input.place));
    const position = (last?.position ?? -1) + 1;
    const [row] = await tx
      .insert(schoolPages)
      .values({
        title: input.title,
        titleHi: input.titleHi,
        address: input.address,
        place: input.place,
        position,
        blocks: input.blocks ?? [],
        starter: input.starter ?? null,
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: "school_page.create",
      targetType: "school_page",
      targetId: row!.id,
      details: { title: row!.title, address: row!.address, place: row!.place, starter: row!.starter },
    });
    return { ok: true as const, id: row!.id };
  });
}

/** The working copy, saved: what the editor holds. The site goes on showing the published revision until a publish. */
export async function saveSchoolPage(
  id: string,
  input: {
    title: string;
    titleHi: string | null;
    address: string;
    place: PagePlace;
    position: number;
    blocks: PageBlock[];
  },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const before = await pageForUpdate(tx, id);
    if (!before) return refuse(404, SCHOOL_PAGE_MESSAGES.notFound);
    // A block may show only a file added to this page (a crafted post naming another page's is refused).
    const wanted = fileIdsOf(input.blocks);
    if (wanted.length > 0) {
      const held = new Set(
        (await tx.select({ id: schoolPageFiles.id }).from(schoolPageFiles).where(eq(schoolPageFiles.pageId, id))).map(
          (row) => row.id,
        ),
      );
      const missing = input.blocks.findIndex(
        (block) => (block.type === "image" || block.type === "file") && !held.has(block.fileId),
      );
      if (missing >= 0) {
        return refuse(409, blocksProblemMessage({ problem: "fileMissing", block: missing + 1 }), "blocks");
      }
    }
    if (input.address !== before.address) {
      // A published page's address is where parents' links and search engines point: it stays (decision 0079).
      if (before.publishedRevision !== null || (await hasRevisions(tx, id))) {
        return refuse(409, SCHOOL_PAGE_MESSAGES.addressFixed, "address");
      }
      const refusal = await addressRefusal(tx, input.address, id);
      if (refusal) return refusal;
    }
    const [after] = await tx
      .update(schoolPages)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(schoolPages.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: "school_page.update",
      targetType: "school_page",
      targetId: id,
      details: {
        title: after!.title,
        changes: fieldChanges(before, after!, AUDITED_FIELDS),
        ...(sameBlocks(before.blocks, after!.blocks) ? {} : { blocks: blockChanges(before.blocks, after!.blocks) }),
      },
    });
    return { ok: true as const };
  });
}

async function hasRevisions(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: schoolPageRevisions.id })
    .from(schoolPageRevisions)
    .where(eq(schoolPageRevisions.pageId, id))
    .limit(1);
  return Boolean(row);
}

/** What changed between two lists of blocks, in the office's words: "Block 2 (table) changed", "Block 4 added". */
export function blockChanges(before: readonly unknown[], after: readonly unknown[]): string[] {
  const typeOf = (block: unknown) => (block as { type?: string }).type ?? "block";
  const idOf = (block: unknown) => (block as { id?: string }).id;
  const beforeById = new Map(before.map((block) => [idOf(block), block]));
  const afterIds = new Set(after.map(idOf));
  const changes: string[] = [];
  after.forEach((block, index) => {
    const was = beforeById.get(idOf(block));
    const place = `Block ${index + 1} (${typeOf(block)})`;
    if (!was) changes.push(`${place} added`);
    else if (!sameBlocks(was, block)) changes.push(`${place} changed`);
  });
  before.forEach((block, index) => {
    if (!afterIds.has(idOf(block))) changes.push(`Block ${index + 1} (${typeOf(block)}) removed`);
  });
  const order = (list: readonly unknown[]) => list.map(idOf).filter((id) => beforeById.has(id) && afterIds.has(id));
  if (changes.length === 0 && !sameBlocks(order(before), order(after))) changes.push("Blocks reordered");
  return changes;
}

/** What a publish changed since the revision before it: the titles and the blocks. */
function revisionChanges(
  before: { title: string; titleHi: string | null; blocks: unknown[] } | undefined,
  after: { title: string; titleHi: string | null; blocks: unknown[] },
): string[] {
  if (!before) return ["First published"];
  return [
    ...(before.title === after.title ? [] : ["Title"]),
    ...(before.titleHi === after.titleHi ? [] : ["Title in Hindi"]),
    ...blockChanges(before.blocks, after.blocks),
  ];
}

/** The working copy, published as the page's next revision: the site shows it from now on. */
export async function publishSchoolPage(
  id: string,
  actor: Actor,
  restored?: number,
): Promise<Outcome<{ revision: number }>> {
  return db().transaction(async (tx) => {
    const page = await pageForUpdate(tx, id);
    if (!page) return refuse(404, SCHOOL_PAGE_MESSAGES.notFound);
    const [last] = await tx
      .select()
      .from(schoolPageRevisions)
      .where(eq(schoolPageRevisions.pageId, id))
      .orderBy(desc(schoolPageRevisions.number))
      .limit(1);
    const number = (last?.number ?? 0) + 1;
    const changes = restored ? [`Version ${restored} restored`] : revisionChanges(last, page);
    await tx.insert(schoolPageRevisions).values({
      pageId: id,
      number,
      title: page.title,
      titleHi: page.titleHi,
      blocks: page.blocks,
      changes,
      publishedBy: actor.actorEmail ?? "",
    });
    await tx.update(schoolPages).set({ publishedRevision: number }).where(eq(schoolPages.id, id));
    await recordAudit(tx, {
      ...actor,
      action: "school_page.publish",
      targetType: "school_page",
      targetId: id,
      details: { title: page.title, address: page.address, revision: number, changes },
    });
    return { ok: true as const, revision: number };
  });
}

/** An earlier revision made the working copy again, and published as the newest. */
export async function restoreRevision(
  id: string,
  number: number,
  actor: Actor,
): Promise<Outcome<{ revision: number }>> {
  const restored = await db().transaction(async (tx) => {
    const page = await pageForUpdate(tx, id);
    if (!page) return refuse(404, SCHOOL_PAGE_MESSAGES.notFound);
    const [revision] = await tx
      .select()
      .from(schoolPageRevisions)
      .where(and(eq(schoolPageRevisions.pageId, id), eq(schoolPageRevisions.number, number)));
    if (!revision) return refuse(404, SCHOOL_PAGE_MESSAGES.revisionNotFound);
    await tx
      .update(schoolPages)
      .set({ title: revision.title, titleHi: revision.titleHi, blocks: revision.blocks, updatedAt: new Date() })
      .where(eq(schoolPages.id, id));
    return { ok: true as const };
  });
  return restored.ok ? publishSchoolPage(id, actor, number) : restored;
}

/** Takes the page off the site; it stays a draft with its revisions, to be published again. */
export async function unpublishSchoolPage(id: string, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const page = await pageForUpdate(tx, id);
    if (!page) return refuse(404, SCHOOL_PAGE_MESSAGES.notFound);
    await tx.update(schoolPages).set({ publishedRevision: null }).where(eq(schoolPages.id, id));
    await recordAudit(tx, {
      ...actor,
      action: "school_page.unpublish",
      targetType: "school_page",
      targetId: id,
      details: { title: page.title, address: page.address },
    });
    return { ok: true as const };
  });
}

/**
 * Removes the page: off the site and out of the back office's list, its files deleted (a photo of a child goes with
 * the page). Its address answers 410 for a year, or sends visitors on to `redirectTo`, an address of this site
 * staff chose.
 */
export async function removeSchoolPage(id: string, redirectTo: string | null, actor: Actor): Promise<Outcome> {
  if (redirectTo !== null && !/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(redirectTo)) {
    return refuse(400, SCHOOL_PAGE_MESSAGES.redirectMalformed, "redirectTo");
  }
  const firstWord = redirectTo?.replace(/^\//, "").split("/")[0];
  if (redirectTo !== null && (firstWord === "hi" || firstWord === "admin" || firstWord === (await addressOf(id)))) {
    return refuse(400, SCHOOL_PAGE_MESSAGES.redirectMalformed, "redirectTo");
  }
  const removed = await db().transaction(async (tx) => {
    const page = await pageForUpdate(tx, id);
    if (!page) return refuse(404, SCHOOL_PAGE_MESSAGES.notFound);
    await tx
      .update(schoolPages)
      .set({ publishedRevision: null, removedAt: new Date(), redirectTo })
      .where(eq(schoolPages.id, id));
    await tx.delete(schoolPageFiles).where(eq(schoolPageFiles.pageId, id));
    await recordAudit(tx, {
      ...actor,
      action: "school_page.remove",
      targetType: "school_page",
      targetId: id,
      details: { title: page.title, address: page.address, redirectTo },
    });
    return { ok: true as const };
  });
  if (removed.ok) await removeStoredFolders([pageFileFolder(id)]);
  return removed;
}

async function addressOf(id: string): Promise<string | null> {
  const [row] = await db().select({ address: schoolPages.address }).from(schoolPages).where(eq(schoolPages.id, id));
  return row?.address ?? null;
}

// ------------------------------------------------------------ what the back office reads

/** Where a page stands, in the office's words: a draft, on the site, or on the site with changes not published. */
export type PageState = "draft" | "published" | "changed";

/** A page as the Pages section lists it. */
export interface ListedPage {
  id: string;
  title: string;
  address: string;
  place: PagePlace;
  position: number;
  state: PageState;
  starter: string | null;
  /** Placeholder words of a suggested page still to be replaced ("[Route 1]"). */
  placeholders: string[];
  updatedAt: Date;
}

const stateOf = (
  page: { title: string; titleHi: string | null; blocks: unknown },
  shown: { title: string | null; titleHi: string | null; blocks: unknown } | null,
): PageState =>
  !shown || shown.title === null
    ? "draft"
    : shown.title === page.title && shown.titleHi === page.titleHi && sameBlocks(shown.blocks, page.blocks)
      ? "published"
      : "changed";

/** Every page not removed, by place and order. */
export async function listedPages(): Promise<ListedPage[]> {
  const rows = await db()
    .select({
      id: schoolPages.id,
      title: schoolPages.title,
      titleHi: schoolPages.titleHi,
      address: schoolPages.address,
      place: schoolPages.place,
      position: schoolPages.position,
      blocks: schoolPages.blocks,
      starter: schoolPages.starter,
      updatedAt: schoolPages.updatedAt,
      shownTitle: schoolPageRevisions.title,
      shownTitleHi: schoolPageRevisions.titleHi,
      shownBlocks: schoolPageRevisions.blocks,
    })
    .from(schoolPages)
    .leftJoin(schoolPageRevisions, SHOWN_REVISION)
    .where(isNull(schoolPages.removedAt))
    .orderBy(asc(schoolPages.place), asc(schoolPages.position), asc(schoolPages.address));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    address: row.address,
    place: row.place,
    position: row.position,
    starter: row.starter,
    placeholders: placeholdersLeft(row.blocks as PageBlock[]),
    updatedAt: row.updatedAt,
    state: stateOf(row, { title: row.shownTitle, titleHi: row.shownTitleHi, blocks: row.shownBlocks }),
  }));
}

/** A publish of a page, as its history lists it. */
export interface ListedRevision {
  number: number;
  title: string;
  publishedBy: string;
  publishedAt: Date;
  changes: string[];
}

/** A page as its editor opens it: the working copy, where it stands, and its history, newest first. */
export async function pageForEditor(id: string) {
  const [page] = await db()
    .select()
    .from(schoolPages)
    .where(and(eq(schoolPages.id, id), isNull(schoolPages.removedAt)));
  if (!page) return null;
  const revisions = await db()
    .select({
      number: schoolPageRevisions.number,
      title: schoolPageRevisions.title,
      titleHi: schoolPageRevisions.titleHi,
      blocks: schoolPageRevisions.blocks,
      publishedBy: schoolPageRevisions.publishedBy,
      publishedAt: schoolPageRevisions.publishedAt,
      changes: schoolPageRevisions.changes,
    })
    .from(schoolPageRevisions)
    .where(eq(schoolPageRevisions.pageId, id))
    .orderBy(desc(schoolPageRevisions.number));
  const shown = revisions.find((revision) => revision.number === page.publishedRevision) ?? null;
  return {
    page: { ...page, blocks: page.blocks as PageBlock[] },
    state: stateOf(page, shown),
    // Once published, the address is where links point: it stays (decision 0079).
    addressFixed: revisions.length > 0,
    revisions: revisions.map(({ number, title, publishedBy, publishedAt, changes }): ListedRevision => ({
      number,
      title,
      publishedBy,
      publishedAt,
      changes,
    })),
  };
}

/** Every address a page has now, removed ones within their year included: a new page's suggestion avoids them. */
export async function pageAddresses(): Promise<string[]> {
  return (await db().select({ address: schoolPages.address }).from(schoolPages)).map((row) => row.address);
}

/** A page's editor in the back office. */
export const pageEditorPath = (id: string) => `${sectionPath("pages")}/${id}`;

/**
 * The pages' lines of the dashboard's go-live checklist: each page begun from a suggested one while any of its
 * placeholder words ("[Route 1]") is left, published or not.
 */
export async function pagesGoLive(): Promise<GoLiveProgress> {
  const begun = (await listedPages()).filter((page) => page.starter !== null);
  const left: GoLiveItem[] = begun
    .filter((page) => page.placeholders.length > 0)
    .map((page) => ({
      path: pageEditorPath(page.id),
      label: `Page: ${page.title}`,
      problem: `still has placeholder words, like ${page.placeholders[0]}`,
    }));
  return { left, total: begun.length };
}

// ------------------------------------------------------------ what the public site reads

/** What the site answers at a page's address. */
export type PageAtAddress =
  | {
      kind: "page";
      id: string;
      title: string;
      titleHi: string | null;
      blocks: PageBlock[];
      revision: number;
      publishedAt: Date;
    }
  | { kind: "moved"; to: string }
  | { kind: "gone" };

/** The page at `address` as the site shows it at `now`: published, removed (moved or gone), or none (null). */
export async function schoolPageAt(address: string, now: Date): Promise<PageAtAddress | null> {
  const [row] = await db()
    .select({
      id: schoolPages.id,
      removedAt: schoolPages.removedAt,
      redirectTo: schoolPages.redirectTo,
      title: schoolPageRevisions.title,
      titleHi: schoolPageRevisions.titleHi,
      blocks: schoolPageRevisions.blocks,
      revision: schoolPageRevisions.number,
      publishedAt: schoolPageRevisions.publishedAt,
    })
    .from(schoolPages)
    .leftJoin(schoolPageRevisions, SHOWN_REVISION)
    .where(eq(schoolPages.address, address));
  if (!row) return null;
  if (row.removedAt) {
    if (row.redirectTo) return { kind: "moved", to: row.redirectTo };
    const goneUntil = row.removedAt.getTime() + REMOVED_PAGE_DAYS * 86_400_000;
    return now.getTime() < goneUntil ? { kind: "gone" } : null;
  }
  if (row.revision === null) return null;
  return {
    kind: "page",
    id: row.id,
    title: row.title!,
    titleHi: row.titleHi,
    blocks: row.blocks as PageBlock[],
    revision: row.revision,
    publishedAt: row.publishedAt!,
  };
}

/** A published page as the menus and the footer link it. */
export interface MenuPage {
  address: string;
  title: string;
  titleHi: string | null;
  place: Exclude<PagePlace, "none">;
}

/** The published pages linked from the header's menus, the header or the footer, in each place's order. */
export async function menuPages(): Promise<MenuPage[]> {
  const rows = await db()
    .select({
      address: schoolPages.address,
      title: schoolPageRevisions.title,
      titleHi: schoolPageRevisions.titleHi,
      place: schoolPages.place,
    })
    .from(schoolPages)
    .innerJoin(schoolPageRevisions, SHOWN_REVISION)
    .where(and(isNotNull(schoolPages.publishedRevision), ne(schoolPages.place, "none")))
    .orderBy(asc(schoolPages.place), asc(schoolPages.position), asc(schoolPages.address));
  return rows as MenuPage[];
}

/**
 * Every link and document the published pages show (docs/specification.md §25's link check): their text's links,
 * their buttons' pages and their files, each with the page's title and its editor.
 */
export async function schoolPageLinks(): Promise<{ url: string; title: string; editor: string }[]> {
  const rows = await db()
    .select({ id: schoolPages.id, title: schoolPageRevisions.title, blocks: schoolPageRevisions.blocks })
    .from(schoolPages)
    .innerJoin(schoolPageRevisions, SHOWN_REVISION)
    .orderBy(asc(schoolPages.address));
  // The published pages' files, read once for them all.
  const files = new Map(
    (
      await db()
        .select({ id: schoolPageFiles.id, storageKey: schoolPageFiles.storageKey })
        .from(schoolPageFiles)
        .innerJoin(schoolPages, eq(schoolPageFiles.pageId, schoolPages.id))
        .where(isNotNull(schoolPages.publishedRevision))
    ).map((file) => [file.id, file]),
  );
  const links: { url: string; title: string; editor: string }[] = [];
  for (const row of rows) {
    const blocks = row.blocks as PageBlock[];
    const urls: string[] = [];
    for (const block of blocks) {
      if (block.type === "text") for (const doc of [block.en, block.hi]) if (doc) urls.push(...linksOf(doc));
      if (block.type === "action" && block.to) urls.push(block.to);
      if (block.type === "file") {
        const file = files.get(block.fileId);
        if (file) urls.push(pageFileUrl(file));
      }
    }
    for (const url of new Set(urls)) links.push({ url, title: row.title, editor: pageEditorPath(row.id) });
  }
  return links;
}

/** Every published page's path and when its revision shown was published: for the sitemap. */
export async function publishedPageAddresses(): Promise<{ path: string; publishedAt: Date }[]> {
  const rows = await db()
    .select({ address: schoolPages.address, publishedAt: schoolPageRevisions.publishedAt })
    .from(schoolPages)
    .innerJoin(schoolPageRevisions, SHOWN_REVISION)
    .orderBy(asc(schoolPages.address));
  return rows.map((row) => ({ path: schoolPagePath(row.address), publishedAt: row.publishedAt }));
}

/** The published pages the menus link, with their titles in `locale` (the English where there is no Hindi). */
export async function placedPages(locale: Locale): Promise<PlacedPage[]> {
  return (await menuPages()).map((page) => ({
    to: schoolPagePath(page.address),
    title: localized(page.title, page.titleHi, locale),
    place: page.place,
  }));
}

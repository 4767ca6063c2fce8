// Pages of the school's own (docs/specification.md §32, decision 0079): the working copy staff save, the revisions
// each publish keeps, and what the public site reads of them. Every change is audited in its transaction.
import { and, asc, desc, eq, isNotNull, isNull, max, ne } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/admin-action.server";
import type { PlacedPage } from "~/features/site-layout/navigation";
import { fieldChanges, recordAudit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { localized } from "~/lib/localized";

import { schoolPageRevisions, schoolPages } from "../../../db/schema";
import { addressProblem, schoolPagePath } from "./addresses";
import type { PageBlock } from "./page-blocks";

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
} as const;

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
    .select({ id: schoolPages.id })
    .from(schoolPages)
    .where(and(eq(schoolPages.address, address), id ? ne(schoolPages.id, id) : undefined));
  return other ? refuse(409, SCHOOL_PAGE_MESSAGES.addressTaken, "address") : null;
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
 * Removes the page: off the site and out of the back office's list. Its address answers 410 for a year, or sends
 * visitors on to `redirectTo`, an address of this site staff chose.
 */
export async function removeSchoolPage(id: string, redirectTo: string | null, actor: Actor): Promise<Outcome> {
  if (redirectTo !== null && !/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(redirectTo)) {
    return refuse(400, SCHOOL_PAGE_MESSAGES.redirectMalformed, "redirectTo");
  }
  return db().transaction(async (tx) => {
    const page = await pageForUpdate(tx, id);
    if (!page) return refuse(404, SCHOOL_PAGE_MESSAGES.notFound);
    await tx
      .update(schoolPages)
      .set({ publishedRevision: null, removedAt: new Date(), redirectTo })
      .where(eq(schoolPages.id, id));
    await recordAudit(tx, {
      ...actor,
      action: "school_page.remove",
      targetType: "school_page",
      targetId: id,
      details: { title: page.title, address: page.address, redirectTo },
    });
    return { ok: true as const };
  });
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

// Queries and changes on gallery_images: the only place that touches the table.
// Every change is written to the audit log in its transaction.
import { desc, eq } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { readPage, type Page } from "~/features/admin/pagination";
import { areaChanged } from "~/features/last-updated/last-updated.server";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { storage } from "~/lib/files/storage.server";
import type { Locale } from "~/lib/language/locale";
import { localized, localizedOptional } from "~/lib/language/localized";

import { galleryImages } from "../../../db/schema";
import { galleryFolderOf, type GalleryImageData, type PublicGalleryImage } from "./gallery";
import { GALLERY_MESSAGES } from "./schema";

const columns = {
  id: galleryImages.id,
  title: galleryImages.title,
  titleHi: galleryImages.titleHi,
  imageUrl: galleryImages.imageUrl,
  category: galleryImages.category,
  categoryHi: galleryImages.categoryHi,
};
// The id only keeps images added in the same instant in a stable order.
const newestFirst = [desc(galleryImages.createdAt), desc(galleryImages.id)];

/** Every gallery image, newest first (SPEC §7: select all by created_at desc), its caption in `locale`. */
export async function listGalleryImages(locale: Locale): Promise<PublicGalleryImage[]> {
  const rows = await db()
    .select(columns)
    .from(galleryImages)
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    id: row.id,
    title: localized(row.title, row.titleHi, locale),
    imageUrl: row.imageUrl,
    category: localizedOptional(row.category, row.categoryHi, locale),
  }));
}

/** A screenful of thumbnails per page of the back office grid (4 columns x 6 rows). */
export const GALLERY_PAGE_SIZE = 24;

/** One page of the back office grid, newest first. */
export function listGalleryPage(page: number): Promise<Page<GalleryImageData>> {
  return readPage(page, {
    pageSize: GALLERY_PAGE_SIZE,
    count: () => db().$count(galleryImages),
    rows: ({ limit, offset }) =>
      db()
        .select(columns)
        .from(galleryImages)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
  });
}

export interface NewGalleryImage {
  title: string;
  titleHi: string | null;
  imageUrl: string;
  category: string | null;
  categoryHi: string | null;
}

/** Adds an image row (SPEC §7: insert {title, image_url, category or null}). */
export async function addGalleryImage(image: NewGalleryImage, actor: Actor, source: "upload" | "url") {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(galleryImages).values(image).returning({ id: galleryImages.id });
    await recordAudit(tx, {
      ...actor,
      action: "gallery_image.create",
      targetType: "gallery_image",
      targetId: row!.id,
      details: { ...image, source },
    });
    await areaChanged(tx, "gallery");
    return row!.id;
  });
}

/**
 * Deletes an image's row and, for an uploaded photo, its stored sizes. The files
 * go inside the transaction: if storage fails, the row stays and the office
 * sees "Failed to delete image" and can try again, rather than a success over
 * files left behind.
 */
export async function deleteGalleryImage(imageId: string, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(galleryImages).where(eq(galleryImages.id, imageId)).returning();
    if (!row) return refuse(404, GALLERY_MESSAGES.notFound);
    await recordAudit(tx, {
      ...actor,
      action: "gallery_image.delete",
      targetType: "gallery_image",
      targetId: row.id,
      details: { title: row.title, titleHi: row.titleHi, imageUrl: row.imageUrl, category: row.category },
    });
    await areaChanged(tx, "gallery");
    const folder = galleryFolderOf(row.imageUrl);
    if (folder) await storage().deleteFolder(folder);
    return { ok: true };
  });
}

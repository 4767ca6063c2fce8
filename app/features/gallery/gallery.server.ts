// Queries on gallery_images: the only place that touches the table.
import { desc } from "drizzle-orm";
import { galleryImages } from "../../../db/schema";
import { db } from "~/lib/db.server";
import type { GalleryImageData } from "./gallery";

/** Every gallery image, newest first (SPEC §7: select all by created_at desc). */
export async function listGalleryImages(): Promise<GalleryImageData[]> {
  return db()
    .select({
      id: galleryImages.id,
      title: galleryImages.title,
      imageUrl: galleryImages.imageUrl,
      category: galleryImages.category,
    })
    .from(galleryImages)
    // The id only keeps images added in the same instant in a stable order.
    .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id));
}

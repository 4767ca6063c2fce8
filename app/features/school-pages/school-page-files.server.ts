// A page's images and documents (docs/specification.md §32): each file judged by its bytes (lib/files/uploaded-file.server.ts),
// a PDF kept as it came with its page count, an image kept as WebP in three sizes, under pages/<page>/<file>/ in the
// storage, which /uploads serves. A file stays while its page does, so a revision restored still finds it.
import crypto from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";

import { refuse, type Actor, type Outcome } from "~/features/admin/outcome";
import { recordAudit } from "~/lib/database/audit.server";
import { db } from "~/lib/database/db.server";
import { keepPdf, keepWebpSizes } from "~/lib/files/kept-upload.server";
import { storage } from "~/lib/files/storage.server";
import { isPdf, judgeImage } from "~/lib/files/uploaded-file.server";
import { log } from "~/lib/server/log.server";

import { schoolPageFiles, schoolPages } from "../../../db/schema";
import { PAGE_FILE_BYTES, PAGE_IMAGE_WIDTHS, pageFileFolder, type PageFile } from "./page-files";

export const PAGE_FILE_MESSAGES = {
  added: "File added",
  addFailed: "Failed to add the file",
  chooseFile: "Choose a file to add",
  tooLarge: "This file is larger than 20 MB.",
  tooManyPixels: "This image has more pixels than a camera takes. Save it smaller and add it again.",
  notAnImage: "This file is not a photo. Add a JPEG, PNG, WebP or HEIC image.",
  notAPdf: "This file is not a PDF. Save it as a PDF and add it again.",
  pdfUnreadable: "This PDF cannot be opened. Save it again as a PDF, without a password, and add it again.",
  pageGone: "This page no longer exists. Reload the page.",
} as const;

/** Adds `file` to the page `pageId` as an image (WebP sizes) or a document (a PDF), judged by its bytes. */
export async function addSchoolPageFile(
  input: { pageId: string; kind: "image" | "file"; file: File },
  actor: Actor,
): Promise<Outcome<{ file: PageFile }>> {
  const { pageId, kind, file } = input;
  if (file.size === 0) return refuse(400, PAGE_FILE_MESSAGES.chooseFile, "file");
  if (file.size > PAGE_FILE_BYTES) return refuse(413, PAGE_FILE_MESSAGES.tooLarge, "file");
  const [page] = await db()
    .select({ id: schoolPages.id, title: schoolPages.title })
    .from(schoolPages)
    .where(and(eq(schoolPages.id, pageId), isNull(schoolPages.removedAt)));
  if (!page) return refuse(404, PAGE_FILE_MESSAGES.pageGone);
  const bytes = Buffer.from(await file.arrayBuffer());
  const id = crypto.randomUUID();
  const folder = `${pageFileFolder(pageId)}/${id}`;

  // Judged and stored before the row is written: a refused file leaves nothing behind.
  let stored: Omit<PageFile, "id" | "name">;
  if (kind === "file") {
    if (!isPdf(bytes)) return refuse(415, PAGE_FILE_MESSAGES.notAPdf, "file");
    const pdf = await keepPdf(folder, file.name, bytes);
    if (!pdf) return refuse(415, PAGE_FILE_MESSAGES.pdfUnreadable, "file");
    stored = pdf;
  } else {
    const image = await judgeImage(bytes);
    if (!image.ok) {
      return image.reason === "too_many_pixels"
        ? refuse(413, PAGE_FILE_MESSAGES.tooManyPixels, "file")
        : refuse(415, PAGE_FILE_MESSAGES.notAnImage, "file");
    }
    stored = await keepWebpSizes(folder, bytes, image.format, PAGE_IMAGE_WIDTHS);
  }
  const name = file.name.slice(0, 200);
  try {
    await db().transaction(async (tx) => {
      await tx.insert(schoolPageFiles).values({ id, pageId, name, ...stored });
      await recordAudit(tx, {
        ...actor,
        action: "school_page.file_add",
        targetType: "school_page",
        targetId: pageId,
        details: { title: page.title, file: { id, name, contentType: stored.contentType, bytes: stored.bytes } },
      });
    });
  } catch (error) {
    await removeStoredFolders([folder]);
    throw error;
  }
  return { ok: true, file: { id, name, ...stored } };
}

/** The page's files among `ids` (all of them when `ids` is left out), oldest first. */
export async function filesOfPage(pageId: string, ids?: readonly string[]): Promise<PageFile[]> {
  if (ids && ids.length === 0) return [];
  return db()
    .select({
      id: schoolPageFiles.id,
      name: schoolPageFiles.name,
      storageKey: schoolPageFiles.storageKey,
      contentType: schoolPageFiles.contentType,
      bytes: schoolPageFiles.bytes,
      pages: schoolPageFiles.pages,
      width: schoolPageFiles.width,
      height: schoolPageFiles.height,
    })
    .from(schoolPageFiles)
    .where(and(eq(schoolPageFiles.pageId, pageId), ids ? inArray(schoolPageFiles.id, [...ids]) : undefined))
    .orderBy(asc(schoolPageFiles.createdAt), asc(schoolPageFiles.id));
}

/**
 * Removes stored folders once their rows are gone. A file left behind only wastes space, so a storage failure is
 * logged, not reported.
 */
export async function removeStoredFolders(folders: string[]) {
  for (const folder of folders) {
    try {
      await storage().deleteFolder(folder);
    } catch (error) {
      log.error({ err: error }, `Pages: could not remove ${folder}`);
    }
  }
}

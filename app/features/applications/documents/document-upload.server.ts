// An application's documents (docs/specification.md §22): each uploaded on its own, judged by its bytes, never by
// its name or declared type; an image kept re-encoded as WebP at most 2000 px wide with no camera metadata, a PDF as
// it came. Every file is private: under applications/ in the storage, which /uploads never serves (decision 0056),
// one folder per document so that it goes with its row. Staff's viewing reads the rows and keys written here.
import crypto from "node:crypto";
import type { MessageDescriptor } from "@lingui/core";
import { and, asc, eq } from "drizzle-orm";

import { db, type Tx } from "~/lib/database/db.server";
import { storage } from "~/lib/files/storage.server";
import { isPdf, judgeImage, webpSizes } from "~/lib/files/uploaded-file.server";
import { log } from "~/lib/server/log.server";

import { applicationDocuments } from "../../../../db/schema";
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "../applying/schema";
import { DOCUMENTS_FOLDER, isApplicationFile } from "../held.server";
import type { DocumentKind } from "../options";

/** A stored document's row. */
export type ApplicationDocument = typeof applicationDocuments.$inferSelect;

/** The widest an image is kept: a page of a certificate stays legible, a phone's 4000 px photo is halved. */
const MAX_IMAGE_WIDTH = 2000;

/** Images a parent may send. */
const DOCUMENT_IMAGE_FORMATS = ["jpeg", "png", "webp", "heic"] as const;

type Judged =
  | { ok: true; body: Buffer; contentType: "image/webp" | "application/pdf"; extension: "webp" | "pdf" }
  | { ok: false; status: 413 | 415; message: MessageDescriptor };

/** What `bytes` are: an image, re-encoded, or a PDF as it is; or why they are refused. */
export async function judgeDocument(bytes: Buffer): Promise<Judged> {
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, status: 413, message: DOCUMENT_MESSAGES.tooLarge };
  if (isPdf(bytes)) return { ok: true, body: bytes, contentType: "application/pdf", extension: "pdf" };
  const image = await judgeImage(bytes, DOCUMENT_IMAGE_FORMATS);
  if (!image.ok) {
    return image.reason === "too_many_pixels"
      ? { ok: false, status: 413, message: DOCUMENT_MESSAGES.tooManyPixels }
      : { ok: false, status: 415, message: DOCUMENT_MESSAGES.neither };
  }
  try {
    const [kept] = await webpSizes(bytes, image.format, [MAX_IMAGE_WIDTH], 80);
    return { ok: true, body: kept!.body, contentType: "image/webp", extension: "webp" };
  } catch (error) {
    // A file that names itself an image and cannot be read as one is neither.
    log.warn({ err: error }, "Applications: an uploaded image could not be read");
    return { ok: false, status: 415, message: DOCUMENT_MESSAGES.neither };
  }
}

/** The folder of a document's key: applications/<uuid>. */
const folderOf = (key: string) => key.split("/").slice(0, 2).join("/");

/**
 * Removes the files of documents whose rows are gone. A file left behind only wastes space (and is never served),
 * so a storage failure is logged, not reported.
 */
export async function removeDocumentFiles(keys: readonly string[]) {
  for (const key of keys) {
    if (!isApplicationFile(key)) continue;
    try {
      await storage().deleteFolder(folderOf(key));
    } catch (error) {
      log.error({ err: error }, `Applications: could not remove ${folderOf(key)}`);
    }
  }
}

/** A draft's documents, one a kind, in the order of the step's list. */
export async function documentsOfDraft(draftId: string): Promise<ApplicationDocument[]> {
  return db()
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.draftId, draftId))
    .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.createdAt));
}

/**
 * Keeps `judged` as the draft's document of `kind`, in place of any it had: the file first, then its row in one
 * transaction with `alongside` (the draft's new time, staff's audit); the file it replaces goes after. A failure
 * leaves no file behind.
 */
export async function addDraftDocument(
  draftId: string,
  kind: DocumentKind,
  judged: Extract<Judged, { ok: true }>,
  alongside: (tx: Tx) => Promise<unknown>,
) {
  const storageKey = `${DOCUMENTS_FOLDER}/${crypto.randomUUID()}/${kind.replaceAll("_", "-")}.${judged.extension}`;
  await storage().put(storageKey, judged.body, judged.contentType);
  let replaced: string[];
  try {
    replaced = await db().transaction(async (tx) => {
      const gone = await tx
        .delete(applicationDocuments)
        .where(and(eq(applicationDocuments.draftId, draftId), eq(applicationDocuments.kind, kind)))
        .returning({ storageKey: applicationDocuments.storageKey });
      await tx
        .insert(applicationDocuments)
        .values({ draftId, kind, storageKey, contentType: judged.contentType, bytes: judged.body.length });
      await alongside(tx);
      return gone.map((row) => row.storageKey);
    });
  } catch (error) {
    await removeDocumentFiles([storageKey]);
    throw error;
  }
  await removeDocumentFiles(replaced);
}

/** Removes the draft's document of `kind`, in one transaction with `alongside`, then its file; whether there was one. */
export async function removeDraftDocument(
  draftId: string,
  kind: DocumentKind,
  alongside: (tx: Tx) => Promise<unknown>,
) {
  const gone = await db().transaction(async (tx) => {
    const rows = await tx
      .delete(applicationDocuments)
      .where(and(eq(applicationDocuments.draftId, draftId), eq(applicationDocuments.kind, kind)))
      .returning({ storageKey: applicationDocuments.storageKey });
    if (rows.length) await alongside(tx);
    return rows.map((row) => row.storageKey);
  });
  await removeDocumentFiles(gone);
  return gone.length > 0;
}

/** Moves a draft's documents to its application, in the submitting transaction. */
export async function moveDocumentsToApplication(tx: Tx, draftId: string, applicationId: string) {
  await tx
    .update(applicationDocuments)
    .set({ draftId: null, applicationId })
    .where(eq(applicationDocuments.draftId, draftId));
}

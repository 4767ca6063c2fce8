// Disclosure documents uploaded as PDFs: judged by their bytes, never by their
// name or declared type; each kept in a folder of its own so it can go with its item.
import crypto from "node:crypto";

import { storage } from "~/lib/files/storage.server";
import { isPdf } from "~/lib/files/uploaded-file.server";
import { log } from "~/lib/server/log.server";

import { DISCLOSURE_MESSAGES, MAX_DOCUMENT_BYTES } from "./schema";

const FOLDER = "disclosures";
const URL_PATTERN = /^\/uploads\/(disclosures\/[0-9a-f-]{36})\/document\.pdf$/;

export type StoredDocument =
  { ok: true; url: string; folder: string } | { ok: false; status: 413 | 415; message: string };

/** Checks the bytes and stores them; the URL the item links to, served by /uploads. */
export async function storeDocument(bytes: Buffer): Promise<StoredDocument> {
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, status: 413, message: DISCLOSURE_MESSAGES.pdfTooLarge };
  if (!isPdf(bytes)) return { ok: false, status: 415, message: DISCLOSURE_MESSAGES.notPdf };
  const folder = `${FOLDER}/${crypto.randomUUID()}`;
  await storage().put(`${folder}/document.pdf`, bytes, "application/pdf");
  return { ok: true, url: `/uploads/${folder}/document.pdf`, folder };
}

/** The storage folder of a document this site stores, or null for a link elsewhere. */
export function documentFolderOf(url: string | null): string | null {
  return url?.match(URL_PATTERN)?.[1] ?? null;
}

/**
 * Removes stored documents once their rows are gone. A file left behind only
 * wastes space, so a storage failure is logged, not reported as a failed delete.
 */
export async function removeDocuments(folders: (string | null)[]) {
  for (const folder of folders) {
    if (!folder) continue;
    try {
      await storage().deleteFolder(folder);
    } catch (error) {
      log.error({ err: error }, `Mandatory Disclosures: could not remove ${folder}`);
    }
  }
}

// An application's documents for the office (docs/specification.md §22): the files the family uploaded, kept
// privately under applications/ in the storage, and shown only to staff with the section, each from its own back
// office address. Nothing in them may run as the site: every answer is sandboxed, never sniffed, and never kept by
// a cache (decision 0059).
import { and, asc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";

import { requireSection } from "~/features/users/access.server";
import { db } from "~/lib/database/db.server";
import { fileUnavailable, storage, StorageUnavailableError } from "~/lib/files/storage.server";
import { recordId } from "~/lib/forms/form-fields";

import { applicationDocuments } from "../../../../db/schema";
import { DOCUMENT_KIND, type DocumentKind } from "../options";

/** A document as the application's page shows it. */
export interface ShownDocument {
  id: string;
  kind: DocumentKind;
  /** "Birth certificate". */
  name: string;
  /** Shown in the page; otherwise (a PDF) opened on its own, sandboxed. */
  image: boolean;
  /** Its back office address. */
  path: string;
  bytes: number;
}

/** `/admin/applications/<id>/documents/<documentId>`. */
export const documentPath = (applicationId: string, documentId: string) =>
  `/admin/applications/${applicationId}/documents/${documentId}`;

/** The documents uploaded with application `applicationId`, in the order of the form's list. */
export async function documentsOf(applicationId: string): Promise<ShownDocument[]> {
  const rows = await db()
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.createdAt));
  return rows
    .sort((a, b) => DOCUMENT_KIND.values.indexOf(a.kind) - DOCUMENT_KIND.values.indexOf(b.kind))
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      name: DOCUMENT_KIND.words[row.kind],
      image: row.contentType.startsWith("image/"),
      path: documentPath(applicationId, row.id),
      bytes: row.bytes,
    }));
}

const NOT_FOUND = "This document no longer exists. Reload the application's page to see its documents.";

const notFound = () =>
  new Response(NOT_FOUND, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/**
 * GET /admin/applications/:id/documents/:documentId: the file, for staff with the section only; a document of
 * another application, or none, is a 404. `?download` makes it a download (where a browser will not show a PDF in
 * a sandbox).
 */
export async function documentResponse({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string; documentId?: string };
}): Promise<Response> {
  await requireSection(request, context, "applications");
  const ids = recordId(NOT_FOUND);
  const applicationId = ids.safeParse(params.id);
  const documentId = ids.safeParse(params.documentId);
  if (!applicationId.success || !documentId.success) return notFound();
  const [document] = await db()
    .select()
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.id, documentId.data), eq(applicationDocuments.applicationId, applicationId.data)),
    );
  let file;
  try {
    file = document ? await storage().get(document.storageKey) : null;
  } catch (error) {
    // Object storage is down (decision 0083): a document is never copied, so it waits until it answers again.
    if (error instanceof StorageUnavailableError) return fileUnavailable();
    throw error;
  }
  if (!document || !file) return notFound();
  const extension = document.storageKey.split(".").pop();
  const filename = `${document.kind.replaceAll("_", "-")}.${extension}`;
  const download = new URL(request.url).searchParams.has("download");
  return new Response(new Uint8Array(file.body), {
    headers: {
      // What the file is by its stored key, never by what it says of itself.
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${filename}"`,
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

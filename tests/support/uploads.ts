// Where a test file's uploads go when it stores files on the local disk.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * A new, empty uploads directory for the test file that calls this at its top
 * level, before the app first reads UPLOADS_DIR; removed after the file's tests.
 */
export function temporaryUploadsDir(prefix: string) {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.UPLOADS_DIR = uploadsDir;
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
  return uploadsDir;
}

/** A minimal valid PDF: one empty page. */
export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

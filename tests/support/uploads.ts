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

// A write the site cannot store just now: a disk is full (the uploads' folder, the backups', the embedded
// database's), or the embedded database has stopped and is being opened again. It is refused with 503 Service
// Unavailable and one line in the log, never answered as an unexpected error with its stack (docs/specification.md
// §8, decision 0082).
import { DatabaseStoppedError } from "../database/db.server";
import { log, scrub } from "./log.server";

/** Beneath the change's failure toast in the back office (docs/specification.md §8). */
export const CANNOT_STORE_MESSAGE =
  "The site cannot save anything just now, so nothing was saved. Please try again in a few minutes; if this goes on, tell the school's IT vendor.";

// Node's "no space left on device" and "disk quota exceeded"; PostgreSQL's disk_full.
const FULL_DISK_CODES = new Set(["ENOSPC", "EDQUOT", "53100"]);

/**
 * Why `error`, or one of its causes (Drizzle wraps a failed query's error), means that nothing can be stored just
 * now, in a few words for the log; null for any other error.
 */
export function cannotStoreNow(error: unknown): string | null {
  let cause = error;
  for (let depth = 0; cause instanceof Object && depth < 5; depth++) {
    if (cause instanceof DatabaseStoppedError) return `the embedded database has stopped (${scrub(cause.reason)})`;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && FULL_DISK_CODES.has(code)) {
      return `the disk is full (${scrub((cause as { message?: string }).message ?? code)})`;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Logs a write that failed with `error` ("Gallery: add failed"): one line, without a stack, when nothing can be stored
 * just now, and then why, which the caller answers with a 503; otherwise the error with its stack, and null.
 */
export function logFailedWrite(error: unknown, message: string): string | null {
  const reason = cannotStoreNow(error);
  if (reason) log.warn(`Refused: 503 Service Unavailable: ${message}: ${reason}`);
  else log.error({ err: error }, message);
  return reason;
}

// What a back office action answers, shared by the server and the page.
import type { SubmissionResult } from "@conform-to/react";

import { firstMessage } from "~/lib/forms/schema-form";
import type { Toast } from "~/lib/page/toast";

/** The answer of a back office action: which form, whether it worked, its toast and the form's state. */
export interface AdminReply<Intent extends string = string> {
  intent: Intent | null;
  ok: boolean;
  /** SPEC §8 texts. */
  toast: Toast;
  /** The row a change made or saved, for a page that opens it next (a new notice's editor). */
  id?: string;
  /** The form's state for conform: field errors, and what was typed (never a password). */
  result?: SubmissionResult<string[]>;
}

export const UNKNOWN_INTENT = "This action is not known. Reload the page and try again.";

/** Beneath a change's failure text when object storage does not answer (docs/specification.md §8, decision 0083). */
export const STORAGE_UNAVAILABLE =
  "The file storage is not answering, so nothing was changed. Please try again in a few minutes.";

/** The first message of a failed submission (conform's reply); SPEC §5's generic fallback otherwise. */
export function firstError(result: { error?: Record<string, string[] | null> | null } | undefined): string {
  return firstMessage(result?.error) ?? "Invalid input";
}

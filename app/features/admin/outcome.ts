// What a change made from the back office comes to: who made it, and whether it was made or refused, with the reason.
// Kept apart from the action runner (./admin-action.server.ts), which needs the page cache, the router and the signed-in
// session: the features' rules, and the vendor's commands that call them (npm run admin:create), need only these words.
import type { AuditEntry } from "~/lib/database/audit.server";

/** Who makes a change, as the audit log records it. */
export type Actor = Pick<AuditEntry, "actorUserId" | "actorEmail" | "ipAddress">;

/** A refused change: the status and the reason, in words for the office. */
export interface Refusal {
  ok: false;
  status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429;
  message: string;
  /** Each problem, where there are several (a CSV file's rows): the form's messages, instead of `message`. */
  problems?: string[];
  /** The form field the reason belongs to, if any. */
  field?: string;
  /** Shown as the toast's title instead of the intent's failure text. */
  title?: string;
}
/** A change made (`title`: the toast's words where they say how much, "12 staff imported"), or refused. */
export type Outcome<T extends object = object> = ({ ok: true; title?: string } & T) | Refusal;

export const refuse = (status: Refusal["status"], message: string, field?: string): Refusal => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

// Sending to subscribers (docs/specification.md §24 "Sending", decision 0067): an alert, an announcement or a
// calendar event, sent once to every subscriber who wants its kind, by e-mail and through the school's SMS/WhatsApp
// gateway. What the back office's pages and the server both know of it.
import { z } from "zod";

import type { AlertMessageKind } from "~/features/alert-subscriptions/schema";
import { recordId } from "~/lib/forms/form-fields";

/** What can be sent, each with the subscribers it goes to: an alert to every one, the rest to those who chose it. */
export const BROADCAST_KINDS = {
  alert: "alert",
  announcement: "announcements",
  calendar: "calendar",
} as const satisfies Record<string, AlertMessageKind>;
export type BroadcastKind = keyof typeof BROADCAST_KINDS;

export const BROADCAST_MESSAGES = {
  queued: "Sending to subscribers",
  failed: "Failed to send to subscribers",
  notFound: "This no longer exists. Reload the page.",
  sentAlready: "This was sent to subscribers already. To send it once more, press Send Again and confirm.",
  nobody: "No parent has subscribed to these messages yet: there is nobody to send it to.",
} as const;

/** One sending as a back office page shows it: when, how many messages, and what became of them. */
export interface BroadcastSummary {
  id: string;
  /** ISO. */
  sentAt: string;
  emails: number;
  mobiles: number;
  delivered: number;
  waiting: number;
  failed: number;
}

/** Whom a sending would reach now: subscribers by e-mail and by mobile, and whether a gateway is set for the latter. */
export interface Reach {
  emails: number;
  mobiles: number;
  gateway: boolean;
}

/** The send intent: which one, and, when it was sent before, the confirmation that it goes again. */
export const sendSchema = (notFound: string) =>
  z.object({
    id: recordId(notFound),
    again: z
      .literal("yes")
      .optional()
      .transform((value) => value === "yes"),
  });
export type SendInput = z.output<ReturnType<typeof sendSchema>>;

/** "120 e-mails and 40 text messages": how many a sending queued. */
export function countedMessages({ emails, mobiles }: Pick<BroadcastSummary, "emails" | "mobiles">) {
  const parts = [
    emails ? `${emails} ${emails === 1 ? "e-mail" : "e-mails"}` : null,
    mobiles ? `${mobiles} ${mobiles === 1 ? "text message" : "text messages"}` : null,
  ].filter(Boolean);
  return parts.join(" and ") || "no messages";
}

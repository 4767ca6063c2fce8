// The back office's alert forms (docs/specification.md §24), shared by the
// browser and the server. Times are read in the school's time zone, passed in,
// so neither the server's zone nor the browser's moves them.
import { z } from "zod";

import {
  choice,
  optionalHindi,
  recordId,
  requiredText,
  schoolTimeField,
  text,
  tickedBox,
} from "~/lib/forms/form-fields";

import { ALERT_SEVERITIES } from "./alerts";

/** The page's toasts and the reasons a change is refused. */
export const ALERT_MESSAGES = {
  loadFailed: "Failed to load alerts",
  published: "Alert published",
  publishFailed: "Failed to publish alert",
  updated: "Alert updated",
  updateFailed: "Failed to update alert",
  ended: "Alert ended",
  endFailed: "Failed to end alert",
  removed: "Alert removed",
  removeFailed: "Failed to remove alert",
  notFound: "This alert no longer exists. Reload the page.",
  alreadyEnded: "This alert has already ended.",
  notStarted: "This alert has not started yet: remove it instead.",
  severity: "Choose how serious it is: information, warning or urgent",
  textRequired: "Text is required",
  textTooLong: "Text must be at most 200 characters",
  hindiTooLong: "Text (Hindi) must be at most 200 characters",
  linkInvalid: "Link must be a web address starting with https:// or a page of this site starting with /",
  linkTooLong: "Link must be at most 500 characters",
  startsRequired: "Start is required",
  endsRequired: "End is required",
  timeInvalid: "Please enter a valid date and time",
  endBeforeStart: "End must be after the start",
  endPassed: "End must be in the future",
} as const;

export const ALERT_LIMITS = { text: 200, link: 500 } as const;

/** A link an alert may carry: a web address (https://…) or a page of this site (/admissions). */
export function isAlertLink(value: string) {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

const instant = (required: string, timeZone: string) => schoolTimeField(required, ALERT_MESSAGES.timeInvalid, timeZone);

const alertFields = (timeZone: string) =>
  z.object({
    severity: choice(ALERT_SEVERITIES, ALERT_MESSAGES.severity, ALERT_MESSAGES.severity),
    text: requiredText(ALERT_MESSAGES.textRequired, ALERT_LIMITS.text, ALERT_MESSAGES.textTooLong),
    textHi: optionalHindi(ALERT_LIMITS.text, ALERT_MESSAGES.hindiTooLong),
    link: text()
      .trim()
      .max(ALERT_LIMITS.link, ALERT_MESSAGES.linkTooLong)
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isAlertLink(value), ALERT_MESSAGES.linkInvalid),
    startsAt: instant(ALERT_MESSAGES.startsRequired, timeZone),
    endsAt: instant(ALERT_MESSAGES.endsRequired, timeZone),
  });

/** The start before the end; the end still to come. Checked once both are times (a field's own message first). */
const inOrder = <Fields extends z.ZodType<{ startsAt: Date; endsAt: Date }>>(fields: Fields): Fields => {
  const times = (alert: { startsAt: unknown; endsAt: unknown }) =>
    alert.startsAt instanceof Date && alert.endsAt instanceof Date;
  return fields
    .refine((alert) => !times(alert) || alert.endsAt > alert.startsAt, {
      message: ALERT_MESSAGES.endBeforeStart,
      path: ["endsAt"],
    })
    .refine((alert) => !times(alert) || alert.endsAt.getTime() > Date.now(), {
      message: ALERT_MESSAGES.endPassed,
      path: ["endsAt"],
    });
};

/**
 * Publishing an alert: how serious, what it says (in Hindi too, optionally), a link, and when it shows; and whether
 * it goes to the subscribers at once (§24 "Sending").
 */
export const publishAlertSchema = (timeZone: string) => inOrder(alertFields(timeZone).extend({ send: tickedBox() }));
export type NewAlert = z.output<ReturnType<typeof publishAlertSchema>>;

const alertId = recordId(ALERT_MESSAGES.notFound);

/** Editing one: the same fields. */
export const updateAlertSchema = (timeZone: string) => inOrder(alertFields(timeZone).extend({ id: alertId }));
export type AlertChange = z.output<ReturnType<typeof updateAlertSchema>>;

/** Ending one now, or removing it. */
export const alertIdSchema = z.object({ id: alertId });

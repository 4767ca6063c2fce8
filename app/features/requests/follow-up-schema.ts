// Following a request up (decision 0027): a note, a follow-up date and a
// reply by e-mail, each a form on the request's page; one schema each, in the
// browser and on the server.
import { z } from "zod";

import { requiredText, text } from "~/lib/forms/form-fields";

import { calendarDate } from "../../../db/time";

export const FOLLOW_UP_MESSAGES = {
  noteAdded: "Note added",
  noteFailed: "Failed to add note",
  followUpSet: "Follow-up date saved",
  followUpFailed: "Failed to save follow-up date",
  replyQueued: "Reply queued for sending",
  replyFailed: "Failed to send reply",
  noEmail: "This request has no e-mail address to reply to. Call or message on WhatsApp instead.",
  badDate: "Choose a real date",
  pastDate: "The follow-up date cannot be in the past",
  kept: "Marked to keep",
  keepFailed: "Failed to mark to keep",
  released: "No longer kept",
  releaseFailed: "Failed to stop keeping",
} as const;

export const KEEP_REASON_MAX = 200;

/** Why staff keep a request past the retention period (decision 0032): the child was admitted, say. */
export const keepSchema = z.object({
  keepReason: requiredText(
    "Please say why it should be kept",
    KEEP_REASON_MAX,
    `The reason must be less than ${KEEP_REASON_MAX} characters`,
  ),
});

export const NOTE_MAX = 2000;

export const noteSchema = z.object({
  note: requiredText("Note is required", NOTE_MAX, `Note must be less than ${NOTE_MAX} characters`),
});

/** A day from today on, or empty to clear it. `today` is the school's date. */
export const followUpSchema = (today: string) =>
  z.object({
    followUpOn: text()
      .trim()
      .optional()
      .default("")
      .refine((value) => value === "" || calendarDate(value) !== null, FOLLOW_UP_MESSAGES.badDate)
      // A date that is not one has its own message already.
      .refine((value) => value === "" || calendarDate(value) === null || value >= today, FOLLOW_UP_MESSAGES.pastDate)
      .transform((value) => value || null),
  });

export const replySchema = z.object({
  subject: requiredText("Subject is required", 200, "Subject must be less than 200 characters"),
  message: requiredText("Message is required", 5000, "Message must be less than 5000 characters"),
});

// SPEC §5 "Content section": title up to 100, content up to 5000, both optional.
// One schema for the card's form, in the browser and on the server.
import { z } from "zod";

import { optionalHindi, recordId, text } from "~/lib/forms/form-fields";

/** The page's toasts, word for word from SPEC §8, and the reason a save is refused. */
export const CONTENT_MESSAGES = {
  loadFailed: "Failed to load content sections",
  updated: "Section updated successfully",
  updateFailed: "Failed to update section",
  validation: "Validation failed",
  notFound: "This section no longer exists. Reload the page.",
  nothingToSave: "Nothing to save",
} as const;

export const CONTENT_LIMITS = { title: 100, content: 5000 } as const;

// Each with its Hindi beside it (decision 0054), optional, with the English field's limit.
export const CONTENT_FIELDS = ["title", "content", "titleHi", "contentHi"] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

// A blank field is saved as empty text (conform sends a blank field as undefined).
export const contentFieldSchemas = {
  title: text()
    .trim()
    .max(CONTENT_LIMITS.title, "Title must be less than 100 characters")
    .optional()
    .transform((value) => value ?? ""),
  content: text()
    .trim()
    .max(CONTENT_LIMITS.content, "Content must be less than 5000 characters")
    .optional()
    .transform((value) => value ?? ""),
  titleHi: optionalHindi(CONTENT_LIMITS.title, "Title (Hindi) must be less than 100 characters"),
  contentHi: optionalHindi(CONTENT_LIMITS.content, "Content (Hindi) must be less than 5000 characters"),
} as const;

/**
 * One card's save. `fields` names what is saved: a field that lost focus sends
 * itself alone, so it never overwrites the others; the Save button sends them all.
 */
export const updateSectionSchema = z.object({
  id: recordId(CONTENT_MESSAGES.notFound),
  fields: z
    .array(z.enum(CONTENT_FIELDS, { error: CONTENT_MESSAGES.nothingToSave }))
    .min(1, CONTENT_MESSAGES.nothingToSave),
  ...contentFieldSchemas,
});
export type UpdateSection = z.output<typeof updateSectionSchema>;

/** Set by a card's form while its page has no scripts: the answer is then a redirect with a toast. */
export const NO_SCRIPT_FIELD = "noscript";

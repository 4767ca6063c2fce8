// The content page's one action: a card saves one field (on losing focus) or
// both (its Save button). SPEC §8 toasts, "Validation failed" for bad input.
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";

import { updateContentSection } from "./content.server";
import { CONTENT_MESSAGES, updateSectionSchema } from "./schema";

const CONTENT_INTENTS = {
  update: defineIntent({
    schema: updateSectionSchema,
    run: (value, actor) => updateContentSection(value, actor),
    success: CONTENT_MESSAGES.updated,
    failure: CONTENT_MESSAGES.updateFailed,
  }),
};

/** The changes the content page's cards ask for, by the name each sends as its `intent`. */
export type ContentIntent = keyof typeof CONTENT_INTENTS;

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageContent(formData: FormData, actor: Actor) {
  return runAdminAction(formData, CONTENT_INTENTS, actor, {
    area: "Manage Content",
    changes: ["content"],
    validationTitle: CONTENT_MESSAGES.validation,
  });
}

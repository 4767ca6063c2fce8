// The content page's one action: a card saves one field (on losing focus) or
// both (its Save button). SPEC §8 toasts, "Validation failed" for bad input.
import { adminAction, defineIntent, type ActionReply } from "~/features/admin/admin-action.server";

import { updateContentSection } from "./content.server";
import { CONTENT_MESSAGES, updateSectionSchema } from "./schema";

const CONTENT_INTENTS = {
  update: defineIntent({
    schema: updateSectionSchema,
    run: updateContentSection,
    success: CONTENT_MESSAGES.updated,
    failure: CONTENT_MESSAGES.updateFailed,
  }),
};

export const manageContent = adminAction(CONTENT_INTENTS, {
  area: "Manage Content",
  changes: ["content"],
  validationTitle: CONTENT_MESSAGES.validation,
});

export type ContentReply = ActionReply<typeof manageContent>;

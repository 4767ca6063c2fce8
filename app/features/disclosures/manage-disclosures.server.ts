// The changes staff make on /admin/mandatory-disclosures, by the form's intent
// (the writes themselves live in disclosures.server.ts).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";

import { addItem, createSection, deleteItem, deleteSection, updateItem } from "./disclosures.server";
import {
  addItemSchema,
  createSectionSchema,
  deleteItemSchema,
  deleteSectionSchema,
  DISCLOSURE_MESSAGES,
  updateItemSchema,
} from "./schema";

const INTENTS = {
  create_section: defineIntent({
    schema: createSectionSchema,
    run: (value, actor) => createSection(value, actor),
    success: DISCLOSURE_MESSAGES.sectionCreated,
    failure: DISCLOSURE_MESSAGES.sectionCreateFailed,
  }),
  add_item: defineIntent({
    schema: addItemSchema,
    run: (value, actor) => addItem(value, actor),
    success: DISCLOSURE_MESSAGES.itemAdded,
    failure: DISCLOSURE_MESSAGES.itemAddFailed,
  }),
  update_item: defineIntent({
    schema: updateItemSchema,
    run: (value, actor) => updateItem(value, actor),
    success: DISCLOSURE_MESSAGES.itemUpdated,
    failure: DISCLOSURE_MESSAGES.itemUpdateFailed,
  }),
  delete_section: defineIntent({
    schema: deleteSectionSchema,
    run: (value, actor) => deleteSection(value, actor),
    success: DISCLOSURE_MESSAGES.sectionDeleted,
    failure: DISCLOSURE_MESSAGES.sectionDeleteFailed,
  }),
  delete_item: defineIntent({
    schema: deleteItemSchema,
    run: (value, actor) => deleteItem(value, actor),
    success: DISCLOSURE_MESSAGES.itemDeleted,
    failure: DISCLOSURE_MESSAGES.itemDeleteFailed,
  }),
};

/** The changes the disclosures page's forms ask for, by the name each sends as its `intent`. */
export type DisclosureIntent = keyof typeof INTENTS;

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageDisclosures(formData: FormData, actor: Actor) {
  // The uploaded file is never sent back to the page.
  return runAdminAction(formData, INTENTS, actor, {
    area: "Mandatory Disclosures",
    changes: ["disclosures"],
    hideFields: ["document"],
  });
}

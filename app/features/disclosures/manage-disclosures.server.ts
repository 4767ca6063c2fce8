// The changes staff make on /admin/mandatory-disclosures, by the form's intent
// (the writes themselves live in disclosures.server.ts).
import { adminAction, defineIntent, type ActionReply } from "~/features/admin/admin-action.server";

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
    run: createSection,
    success: DISCLOSURE_MESSAGES.sectionCreated,
    failure: DISCLOSURE_MESSAGES.sectionCreateFailed,
  }),
  add_item: defineIntent({
    schema: addItemSchema,
    run: addItem,
    success: DISCLOSURE_MESSAGES.itemAdded,
    failure: DISCLOSURE_MESSAGES.itemAddFailed,
  }),
  update_item: defineIntent({
    schema: updateItemSchema,
    run: updateItem,
    success: DISCLOSURE_MESSAGES.itemUpdated,
    failure: DISCLOSURE_MESSAGES.itemUpdateFailed,
  }),
  delete_section: defineIntent({
    schema: deleteSectionSchema,
    run: deleteSection,
    success: DISCLOSURE_MESSAGES.sectionDeleted,
    failure: DISCLOSURE_MESSAGES.sectionDeleteFailed,
  }),
  delete_item: defineIntent({
    schema: deleteItemSchema,
    run: deleteItem,
    success: DISCLOSURE_MESSAGES.itemDeleted,
    failure: DISCLOSURE_MESSAGES.itemDeleteFailed,
  }),
};

// The uploaded file is never sent back to the page.
export const manageDisclosures = adminAction(INTENTS, {
  area: "Mandatory Disclosures",
  changes: ["disclosures"],
  hideFields: ["document"],
});

export type DisclosureReply = ActionReply<typeof manageDisclosures>;

// The changes staff make on /admin/mandatory-disclosures/fees, by the form's intent (the writes themselves live in
// fees.server.ts). Each drops the cached fee page and the disclosure page, whose fee item links to it
// (docs/specification.md §29).
import { adminAction, defineIntent, type ActionReply } from "~/features/admin/admin-action.server";

import { addHead, addSession, deleteHead, importHeads, removeFormVi, updateHead, uploadFormVi } from "./fees.server";
import {
  addHeadSchema,
  addSessionSchema,
  deleteHeadSchema,
  FEE_MESSAGES,
  importHeadsSchema,
  removeFormViSchema,
  updateHeadSchema,
  uploadFormViSchema,
} from "./schema";

const INTENTS = {
  add_session: defineIntent({
    schema: addSessionSchema,
    run: addSession,
    success: FEE_MESSAGES.sessionAdded,
    failure: FEE_MESSAGES.sessionAddFailed,
  }),
  add_head: defineIntent({
    schema: addHeadSchema,
    run: addHead,
    success: FEE_MESSAGES.headAdded,
    failure: FEE_MESSAGES.headAddFailed,
  }),
  update_head: defineIntent({
    schema: updateHeadSchema,
    run: updateHead,
    success: FEE_MESSAGES.headUpdated,
    failure: FEE_MESSAGES.headUpdateFailed,
  }),
  delete_head: defineIntent({
    schema: deleteHeadSchema,
    run: deleteHead,
    success: FEE_MESSAGES.headDeleted,
    failure: FEE_MESSAGES.headDeleteFailed,
  }),
  import_heads: defineIntent({
    schema: importHeadsSchema,
    run: importHeads,
    success: FEE_MESSAGES.imported,
    failure: FEE_MESSAGES.importFailed,
  }),
  upload_form_vi: defineIntent({
    schema: uploadFormViSchema,
    run: uploadFormVi,
    success: FEE_MESSAGES.formViUploaded,
    failure: FEE_MESSAGES.formViUploadFailed,
  }),
  remove_form_vi: defineIntent({
    schema: removeFormViSchema,
    run: removeFormVi,
    success: FEE_MESSAGES.formViRemoved,
    failure: FEE_MESSAGES.formViRemoveFailed,
  }),
};

// Uploaded files are never sent back to the page.
export const manageFees = adminAction(INTENTS, {
  area: "Fees",
  changes: ["fees", "disclosures"],
  hideFields: ["document", "file"],
});

export type FeeReply = ActionReply<typeof manageFees>;

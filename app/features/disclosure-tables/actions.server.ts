// The changes staff make on the disclosure's tables' pages, by the form's intent (docs/specification.md §28); the
// writes live in manage.server.ts. A change drops the cached Mandatory Disclosures pages, which show the tables.
import { adminAction, defineIntent, type AdminActionOptions } from "~/features/admin/admin-action.server";

import {
  addMember,
  addResult,
  addStaff,
  clearClass,
  deleteMember,
  deleteResult,
  deleteStaff,
  importMembers,
  importResults,
  importStaff,
  saveClass,
  updateMember,
  updateResult,
  updateStaff,
} from "./manage.server";
import {
  addMemberSchema,
  addResultSchema,
  addStaffSchema,
  clearClassSchema,
  deleteMemberSchema,
  deleteResultSchema,
  deleteStaffSchema,
  importMembersSchema,
  importSchema,
  TABLE_MESSAGES as M,
  saveClassSchema,
  updateMemberSchema,
  updateResultSchema,
  updateStaffSchema,
} from "./schema";

// The uploaded file is never sent back to the page.
const options = (area: string): AdminActionOptions => ({ area, changes: ["disclosures"], hideFields: ["file"] });
const IMPORT_TOASTS = { success: M.imported, failure: M.importFailed };

export const manageStaff = adminAction(
  {
    add: defineIntent({ schema: addStaffSchema, run: addStaff, success: M.staffAdded, failure: M.staffAddFailed }),
    update: defineIntent({
      schema: updateStaffSchema,
      run: updateStaff,
      success: M.staffUpdated,
      failure: M.staffUpdateFailed,
    }),
    delete: defineIntent({
      schema: deleteStaffSchema,
      run: deleteStaff,
      success: M.staffDeleted,
      failure: M.staffDeleteFailed,
    }),
    import: defineIntent({ schema: importSchema, run: importStaff, ...IMPORT_TOASTS }),
  },
  options("Staff list"),
);

export const manageResults = adminAction(
  {
    add: defineIntent({ schema: addResultSchema, run: addResult, success: M.resultAdded, failure: M.resultAddFailed }),
    update: defineIntent({
      schema: updateResultSchema,
      run: updateResult,
      success: M.resultUpdated,
      failure: M.resultUpdateFailed,
    }),
    delete: defineIntent({
      schema: deleteResultSchema,
      run: deleteResult,
      success: M.resultDeleted,
      failure: M.resultDeleteFailed,
    }),
    import: defineIntent({ schema: importSchema, run: importResults, ...IMPORT_TOASTS }),
  },
  options("Board results"),
);

export const manageMembers = adminAction(
  {
    add: defineIntent({ schema: addMemberSchema, run: addMember, success: M.memberAdded, failure: M.memberAddFailed }),
    update: defineIntent({
      schema: updateMemberSchema,
      run: updateMember,
      success: M.memberUpdated,
      failure: M.memberUpdateFailed,
    }),
    delete: defineIntent({
      schema: deleteMemberSchema,
      run: deleteMember,
      success: M.memberDeleted,
      failure: M.memberDeleteFailed,
    }),
    import: defineIntent({ schema: importMembersSchema, run: importMembers, ...IMPORT_TOASTS }),
  },
  options("Committees"),
);

export const manageSections = adminAction(
  {
    save: defineIntent({ schema: saveClassSchema, run: saveClass, success: M.classSaved, failure: M.classSaveFailed }),
    clear: defineIntent({
      schema: clearClassSchema,
      run: clearClass,
      success: M.classCleared,
      failure: M.classClearFailed,
    }),
  },
  options("Sections and seats"),
);

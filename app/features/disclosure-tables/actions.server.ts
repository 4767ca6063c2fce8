// The changes staff make on the disclosure's tables' pages, by the form's intent (docs/specification.md §28); the
// writes live in manage.server.ts. A change drops the cached Mandatory Disclosures pages, which show the tables.
import type { z } from "zod";

import { adminAction, defineIntent, type AdminActionOptions, type Intent } from "~/features/admin/admin-action.server";

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

/** One change a table's page asks for: its schema, the write, and the toasts of its success and failure. */
const change = <Schema extends z.ZodType>(
  schema: Schema,
  run: Intent<Schema>["run"],
  success: string,
  failure: string,
) => defineIntent({ schema, run, success, failure });

export const manageStaff = adminAction(
  {
    add: change(addStaffSchema, addStaff, M.staffAdded, M.staffAddFailed),
    update: change(updateStaffSchema, updateStaff, M.staffUpdated, M.staffUpdateFailed),
    delete: change(deleteStaffSchema, deleteStaff, M.staffDeleted, M.staffDeleteFailed),
    import: defineIntent({ schema: importSchema, run: importStaff, ...IMPORT_TOASTS }),
  },
  options("Staff list"),
);

export const manageResults = adminAction(
  {
    add: change(addResultSchema, addResult, M.resultAdded, M.resultAddFailed),
    update: change(updateResultSchema, updateResult, M.resultUpdated, M.resultUpdateFailed),
    delete: change(deleteResultSchema, deleteResult, M.resultDeleted, M.resultDeleteFailed),
    import: defineIntent({ schema: importSchema, run: importResults, ...IMPORT_TOASTS }),
  },
  options("Board results"),
);

export const manageMembers = adminAction(
  {
    add: change(addMemberSchema, addMember, M.memberAdded, M.memberAddFailed),
    update: change(updateMemberSchema, updateMember, M.memberUpdated, M.memberUpdateFailed),
    delete: change(deleteMemberSchema, deleteMember, M.memberDeleted, M.memberDeleteFailed),
    import: defineIntent({ schema: importMembersSchema, run: importMembers, ...IMPORT_TOASTS }),
  },
  options("Committees"),
);

export const manageSections = adminAction(
  {
    save: change(saveClassSchema, saveClass, M.classSaved, M.classSaveFailed),
    clear: change(clearClassSchema, clearClass, M.classCleared, M.classClearFailed),
  },
  options("Sections and seats"),
);

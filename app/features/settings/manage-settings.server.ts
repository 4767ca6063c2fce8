// The school settings page's action (admins only; the route checks): save the form, and whatever more the route
// adds beside it (the gateway's secret and test message, decision 0067, which the sending owns).
import type { z } from "zod";

import { defineIntent, runAdminAction } from "~/features/admin/admin-action.server";
import type { Actor } from "~/features/admin/outcome";

import { anySettingsGroupSchema, isSettingsGroup, SETTINGS_MESSAGES, settingsSchema } from "./schema";
import { updateSchoolSettings } from "./settings.server";

/**
 * The form's saves. `savedFrom` is when the settings the page was opened with were saved: a change another admin
 * made since to a field this save would write otherwise is refused (settings.server.ts).
 */
const settingsIntents = (savedFrom: Date | null) => {
  const saving = (schema: z.ZodType<Parameters<typeof updateSchoolSettings>[0]>) =>
    defineIntent({
      schema,
      run: (input, actor) => updateSchoolSettings(input, actor, savedFrom),
      success: SETTINGS_MESSAGES.saved,
      failure: SETTINGS_MESSAGES.saveFailed,
    });
  // save_group: one group of the page, by its own Save button (decision 0075).
  return { save: saving(settingsSchema), save_group: saving(anySettingsGroupSchema) };
};

/** The page's `savedFrom` field: an ISO time, or null (a form sent without it is not checked). */
function savedFromOf(formData: FormData): Date | null {
  const value = formData.get("savedFrom");
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Runs the change `formData` asks for, among the form's and `more`, as `actor`; never throws for bad input. */
export async function manageSettings(
  formData: FormData,
  actor: Actor,
  more: Parameters<typeof runAdminAction>[1] = {},
) {
  // A group's own Save sends the form's intent and the group: that group's fields alone are saved.
  if (formData.get("intent") === "save" && isSettingsGroup(formData.get("group"))) formData.set("intent", "save_group");
  const saving = formData.get("intent") === "save" || formData.get("intent") === "save_group";
  const answer = await runAdminAction(formData, { ...more, ...settingsIntents(savedFromOf(formData)) }, actor, {
    area: "School Settings",
    // Only the form shows on public pages.
    changes: saving ? ["settings"] : [],
    hideFields: ["applicationForm", "logo"],
  });
  // The page's one form takes the answer as its own, whichever of its Save buttons was pressed.
  if (answer.reply.intent === "save_group") answer.reply = { ...answer.reply, intent: "save" };
  return answer;
}

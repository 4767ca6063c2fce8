// The school settings page's action (admins only; the route checks): save the form, and whatever more the route
// adds beside it (the gateway's secret and test message, decision 0067, which the sending owns).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";

import { SETTINGS_MESSAGES, settingsSchema } from "./schema";
import { updateSchoolSettings } from "./settings.server";

const SETTINGS_INTENTS = {
  save: defineIntent({
    schema: settingsSchema,
    run: updateSchoolSettings,
    success: SETTINGS_MESSAGES.saved,
    failure: SETTINGS_MESSAGES.saveFailed,
  }),
};

/** Runs the change `formData` asks for, among the form's and `more`, as `actor`; never throws for bad input. */
export function manageSettings(formData: FormData, actor: Actor, more: Parameters<typeof runAdminAction>[1] = {}) {
  return runAdminAction(formData, { ...more, ...SETTINGS_INTENTS }, actor, {
    area: "School Settings",
    // Only the form shows on public pages.
    changes: formData.get("intent") === "save" ? ["settings"] : [],
    hideFields: ["applicationForm"],
  });
}

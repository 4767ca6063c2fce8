// The school settings page's one action: save the form (admins only; the route checks).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";

import { SETTINGS_MESSAGES, settingsSchema } from "./schema";
import { updateSchoolSettings } from "./settings.server";

const SETTINGS_INTENTS = {
  save: defineIntent({
    schema: settingsSchema,
    run: (value, actor) => updateSchoolSettings(value, actor),
    success: SETTINGS_MESSAGES.saved,
    failure: SETTINGS_MESSAGES.saveFailed,
  }),
};

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageSettings(formData: FormData, actor: Actor) {
  return runAdminAction(formData, SETTINGS_INTENTS, actor, {
    area: "School Settings",
    changes: ["settings"],
    hideFields: ["applicationForm"],
  });
}

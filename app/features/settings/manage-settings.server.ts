// The school settings page's one action: save the form (admins only; the route checks).
import { adminAction, defineIntent } from "~/features/admin/admin-action.server";

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

export const manageSettings = adminAction(SETTINGS_INTENTS, {
  area: "School Settings",
  changes: ["settings"],
  hideFields: ["applicationForm"],
});

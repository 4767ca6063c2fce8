// The changes staff make on /admin/alerts, by the form's intent (the writes
// themselves live in alerts.server.ts). Every public page shows the alerts.
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";
import { env } from "~/lib/env.server";

import { endAlert, publishAlert, removeAlert, updateAlert } from "./alerts.server";
import { ALERT_MESSAGES, alertIdSchema, publishAlertSchema, updateAlertSchema } from "./schema";

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageAlerts(formData: FormData, actor: Actor) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const intents = {
    publish: defineIntent({
      schema: publishAlertSchema(timeZone),
      run: publishAlert,
      success: ALERT_MESSAGES.published,
      failure: ALERT_MESSAGES.publishFailed,
    }),
    update: defineIntent({
      schema: updateAlertSchema(timeZone),
      run: updateAlert,
      success: ALERT_MESSAGES.updated,
      failure: ALERT_MESSAGES.updateFailed,
    }),
    end: defineIntent({
      schema: alertIdSchema,
      run: endAlert,
      success: ALERT_MESSAGES.ended,
      failure: ALERT_MESSAGES.endFailed,
    }),
    remove: defineIntent({
      schema: alertIdSchema,
      run: removeAlert,
      success: ALERT_MESSAGES.removed,
      failure: ALERT_MESSAGES.removeFailed,
    }),
  };
  return runAdminAction(formData, intents, actor, { area: "Alerts", changes: ["alerts"] });
}

// The changes staff make on /admin/alerts, by the form's intent (the writes
// themselves live in alerts.server.ts). Every public page shows the alerts.
import { defineIntent, runAdminAction, type ActionReply } from "~/features/admin/admin-action.server";
import type { Actor } from "~/features/admin/outcome";
import { sendIntent } from "~/features/broadcasts/broadcasts.server";
import { env } from "~/lib/server/env.server";

import { composeAlert } from "./alert-message.server";
import { endAlert, publishAlert, removeAlert, updateAlert } from "./alerts.server";
import { ALERT_MESSAGES, alertIdSchema, publishAlertSchema, updateAlertSchema } from "./schema";

/**
 * Runs the change `formData` asks for, as `actor`; never throws for bad input. `origin` is the site's address, for
 * the links in messages to subscribers.
 */
export function manageAlerts(formData: FormData, actor: Actor, origin: string) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const intents = {
    publish: defineIntent({
      schema: publishAlertSchema(timeZone),
      run: (input, by) => publishAlert(input, by, origin),
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
    send: sendIntent("alert", composeAlert, ALERT_MESSAGES.notFound, origin),
  };
  return runAdminAction(formData, intents, actor, { area: "Alerts", changes: ["alerts"] });
}

export type AlertReply = ActionReply<typeof manageAlerts>;

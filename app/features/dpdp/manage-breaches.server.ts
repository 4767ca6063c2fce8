// The changes admins make on /admin/breaches, by the form's intent (the writes live in breaches.server.ts). There is
// no intent to delete: a breach is never deleted (docs/specification.md §27).
import { defineIntent, runAdminAction, type ActionReply } from "~/features/admin/admin-action.server";
import type { Actor } from "~/features/admin/outcome";
import { env } from "~/lib/server/env.server";

import { recordBreach, recordReport, updateBreach } from "./breaches.server";
import { dataKinds } from "./data-kinds.server";
import { BREACH_MESSAGES, recordBreachSchema, reportSchema, updateBreachSchema } from "./schema";

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageBreaches(formData: FormData, actor: Actor) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const kinds = dataKinds().map((kind) => kind.key);
  const intents = {
    record: defineIntent({
      schema: recordBreachSchema(timeZone, kinds),
      run: recordBreach,
      success: BREACH_MESSAGES.recorded,
      failure: BREACH_MESSAGES.recordFailed,
    }),
    update: defineIntent({
      schema: updateBreachSchema(timeZone, kinds),
      run: updateBreach,
      success: BREACH_MESSAGES.updated,
      failure: BREACH_MESSAGES.updateFailed,
    }),
    report: defineIntent({
      schema: reportSchema(timeZone),
      run: recordReport,
      success: BREACH_MESSAGES.reported,
      failure: BREACH_MESSAGES.reportFailed,
    }),
  };
  return runAdminAction(formData, intents, actor, { area: "Breach Register" });
}

export type BreachReply = ActionReply<typeof manageBreaches>;

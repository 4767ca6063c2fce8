// The changes staff make on /admin/calendar, by the form's intent (the writes
// themselves live in calendar.server.ts).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";
import { env } from "~/lib/env.server";

import { createEvent, deleteEvent, updateEvent } from "./calendar.server";
import { createEventSchema, deleteEventSchema, EVENT_MESSAGES, updateEventSchema } from "./event-form";

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageEvents(formData: FormData, actor: Actor) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const intents = {
    create: defineIntent({
      schema: createEventSchema(timeZone),
      run: createEvent,
      success: EVENT_MESSAGES.created,
      failure: EVENT_MESSAGES.saveFailed,
    }),
    update: defineIntent({
      schema: updateEventSchema(timeZone),
      run: updateEvent,
      success: EVENT_MESSAGES.updated,
      failure: EVENT_MESSAGES.saveFailed,
    }),
    delete: defineIntent({
      schema: deleteEventSchema,
      run: deleteEvent,
      success: EVENT_MESSAGES.deleted,
      failure: EVENT_MESSAGES.deleteFailed,
    }),
  };
  return runAdminAction(formData, intents, actor, { area: "Calendar", changes: ["calendar"] });
}

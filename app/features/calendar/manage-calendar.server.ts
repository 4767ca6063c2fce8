// The changes staff make on /admin/calendar, by the form's intent (the writes
// themselves live in calendar.server.ts; a sending to subscribers in the
// broadcasts' feature, docs/specification.md §24 "Sending").
import { defineIntent, runAdminAction } from "~/features/admin/admin-action.server";
import type { Actor } from "~/features/admin/outcome";
import { sendIntent } from "~/features/broadcasts/broadcasts.server";
import { env } from "~/lib/server/env.server";

import { createEvent, deleteEvent, updateEvent } from "./calendar.server";
import { createEventSchema, deleteEventSchema, EVENT_MESSAGES, updateEventSchema } from "./event-form";
import { composeEvent } from "./event-message.server";

/**
 * Runs the change `formData` asks for, as `actor`; never throws for bad input. `origin` is the site's address, for
 * the links in messages to subscribers.
 */
export function manageEvents(formData: FormData, actor: Actor, origin: string) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const intents = {
    create: defineIntent({
      schema: createEventSchema(timeZone),
      run: (input, by) => createEvent(input, by, origin),
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
    send: sendIntent("calendar", composeEvent, EVENT_MESSAGES.notFound, origin),
  };
  return runAdminAction(formData, intents, actor, { area: "Calendar", changes: ["calendar"] });
}

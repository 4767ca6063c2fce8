// What staff read and change on /admin/calendar: the only module that writes
// calendar_events. Every change is written to the audit log in the same
// transaction as the change itself.
import { desc, eq } from "drizzle-orm";

import { defineIntent, refuse, runAdminAction, type Actor, type Outcome } from "~/features/admin/admin-action.server";
import { readPage, type Page } from "~/features/admin/pagination";
import { recordAudit } from "~/lib/audit.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { calendarEvents } from "../../../db/schema";
import {
  createEventSchema,
  deleteEventSchema,
  EVENT_MESSAGES,
  updateEventSchema,
  type AdminEventRow,
  type EventFields,
} from "./event-form";
import { describeEventTime } from "./format";
import type { EventCategory } from "./schema";

/** One page of events, newest start first (SPEC §7: by start_date descending in the back office). */
export async function listAdminEvents({
  page: requested,
  category,
  timeZone,
}: {
  page: number;
  category: EventCategory | null;
  timeZone: string;
}): Promise<Page<AdminEventRow>> {
  const where = category ? eq(calendarEvents.category, category) : undefined;
  const page = await readPage(requested, {
    count: () => db().$count(calendarEvents, where),
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(calendarEvents)
        .where(where)
        .orderBy(desc(calendarEvents.startDate), desc(calendarEvents.id))
        .limit(limit)
        .offset(offset),
  });
  const events = page.rows.map((event) => {
    const time = describeEventTime(event.startDate, event.endDate, timeZone);
    return {
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      category: event.category,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      allDay: time.allDay,
      when: time.when,
      timeRange: time.timeRange,
    };
  });
  return { ...page, rows: events };
}

// What the audit log keeps of an event: its fields, instants as ISO text.
const audited = (event: EventFields) => ({
  ...event,
  startDate: event.startDate.toISOString(),
  endDate: event.endDate.toISOString(),
});

export async function createEvent(event: EventFields, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(calendarEvents).values(event).returning({ id: calendarEvents.id });
    await recordAudit(tx, {
      ...actor,
      action: "calendar_event.create",
      targetType: "calendar_event",
      targetId: row!.id,
      details: audited(event),
    });
    return { ok: true as const, eventId: row!.id };
  });
}

export async function updateEvent(
  { eventId, event }: { eventId: string; event: EventFields },
  actor: Actor,
): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, eventId)).for("update");
    if (!before) return refuse(404, EVENT_MESSAGES.notFound);
    await tx.update(calendarEvents).set(event).where(eq(calendarEvents.id, eventId));
    const { id: _id, createdAt: _createdAt, ...old } = before;
    await recordAudit(tx, {
      ...actor,
      action: "calendar_event.update",
      targetType: "calendar_event",
      targetId: eventId,
      details: { before: audited(old), after: audited(event) },
    });
    return { ok: true as const };
  });
}

export async function deleteEvent({ eventId }: { eventId: string }, actor: Actor): Promise<Outcome> {
  return db().transaction(async (tx) => {
    const [gone] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, eventId)).returning();
    if (!gone) return refuse(404, EVENT_MESSAGES.notFound);
    const { id: _id, createdAt: _createdAt, ...old } = gone;
    await recordAudit(tx, {
      ...actor,
      action: "calendar_event.delete",
      targetType: "calendar_event",
      targetId: eventId,
      details: audited(old),
    });
    return { ok: true as const };
  });
}

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export function manageEvents(formData: FormData, actor: Actor) {
  const timeZone = env().SCHOOL_TIMEZONE;
  const intents = {
    create: defineIntent({
      schema: createEventSchema(timeZone),
      run: (value, who) => createEvent(value, who),
      success: EVENT_MESSAGES.created,
      failure: EVENT_MESSAGES.saveFailed,
    }),
    update: defineIntent({
      schema: updateEventSchema(timeZone),
      run: (value, who) => updateEvent(value, who),
      success: EVENT_MESSAGES.updated,
      failure: EVENT_MESSAGES.saveFailed,
    }),
    delete: defineIntent({
      schema: deleteEventSchema,
      run: (value, who) => deleteEvent(value, who),
      success: EVENT_MESSAGES.deleted,
      failure: EVENT_MESSAGES.deleteFailed,
    }),
  };
  return runAdminAction(formData, intents, actor, { area: "Calendar" });
}

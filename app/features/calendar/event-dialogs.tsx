import { useMemo, useState } from "react";

import { confirmDialog, FormDialog } from "~/features/admin/admin-dialogs";
import { useAdminForm } from "~/features/admin/admin-form";
import { hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import { SendOnPublishField } from "~/features/broadcasts/broadcast-ui";
import type { Reach } from "~/features/broadcasts/broadcasts";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/ui/form-controls";

import {
  createEventSchema,
  EVENT_LIMITS,
  eventFormValues,
  switchAllDay,
  updateEventSchema,
  type AdminEventRow,
} from "./event-form";
import { EVENT_CATEGORIES } from "./schema";

/**
 * "Add Event" (no `event`) or "Edit Event". The All day box switches the
 * start and end between dates and dates with times, all read as the
 * school's time (`timeZone`) whatever the browser's own zone. A new event
 * may go to the subscribers (`reach`) at once (docs/specification.md §24).
 */
export function EventDialog({
  event,
  timeZone,
  reach,
  onClose,
}: {
  event?: AdminEventRow;
  timeZone: string;
  reach?: Reach;
  onClose: () => void;
}) {
  const schema = useMemo(() => (event ? updateEventSchema(timeZone) : createEventSchema(timeZone)), [event, timeZone]);
  // SPEC §4: an event whose start is midnight in school time opens as all-day.
  const [times, setTimes] = useState(() =>
    event
      ? eventFormValues(new Date(event.startDate), new Date(event.endDate), timeZone)
      : { allDay: true, start: "", end: "" },
  );
  const state = useAdminForm({
    section: "calendar",
    intent: event ? "update" : "create",
    id: event ? `edit-event-${event.id}` : "add-event",
    schema,
    defaultValue: event
      ? {
          title: event.title,
          description: event.description ?? "",
          location: event.location ?? "",
          titleHi: event.titleHi ?? "",
          descriptionHi: event.descriptionHi ?? "",
          locationHi: event.locationHi ?? "",
          category: event.category,
        }
      : undefined,
    onClose,
  });
  const { fields } = state;
  // The start and end are held here, so that the All day box can change their kind.
  const type = times.allDay ? "date" : "datetime-local";
  // A year of four digits: a date input lets a fifth be typed.
  const range = times.allDay
    ? { min: "1900-01-01", max: "2999-12-31" }
    : { min: "1900-01-01T00:00", max: "2999-12-31T23:59" };
  const hint = times.allDay
    ? "From the start of the first day to the end of the last, school time."
    : `School time (${timeZone}).`;

  return (
    <FormDialog
      state={state}
      hidden={{ eventId: event?.id }}
      title={event ? "Edit Event" : "Add Event"}
      submitLabel={event ? "Update Event" : "Create Event"}
    >
      <TextField
        meta={fields.title}
        label="Title"
        hint={`Up to ${EVENT_LIMITS.title} characters.`}
        autoComplete="off"
      />
      <HindiTextField meta={fields.titleHi} label={hindiLabel("Title")} />
      <SelectField meta={fields.category} label="Category" placeholder="Choose a category" options={EVENT_CATEGORIES} />
      <CheckboxField
        meta={fields.allDay}
        label="All day"
        checked={times.allDay}
        onChange={(change) => {
          const allDay = change.target.checked;
          setTimes((now) => ({ allDay, ...switchAllDay(now, allDay) }));
        }}
      />
      <p className="pb-1 text-xs text-slate-600">{hint}</p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {(["start", "end"] as const).map((name) => (
          <TextField
            key={name}
            meta={fields[name]}
            label={name === "start" ? "Start" : "End"}
            type={type}
            {...range}
            value={times[name]}
            onChange={(change) => setTimes((now) => ({ ...now, [name]: change.target.value }))}
          />
        ))}
      </div>
      <TextField meta={fields.location} label="Location" autoComplete="off" />
      <HindiTextField meta={fields.locationHi} label={hindiLabel("Location")} />
      <TextAreaField meta={fields.description} label="Description" rows={3} />
      <HindiTextAreaField meta={fields.descriptionHi} label={hindiLabel("Description")} rows={3} />
      {/* Only the add form has the box. Its fields are a proxy that `in` cannot look into: `event` tells which form. */}
      {!event && reach ? (
        <SendOnPublishField meta={(fields as Extract<typeof fields, { send: unknown }>).send} reach={reach} />
      ) : null}
    </FormDialog>
  );
}

export const DeleteEventDialog = confirmDialog(({ event }: { event: AdminEventRow }) => ({
  section: "calendar",
  values: { intent: "delete", eventId: event.id },
  title: "Delete Event",
  description: `Delete "${event.title}" (${event.when})? It disappears from the public calendar. This cannot be undone.`,
}));

import { getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";

import { ActionModal } from "~/features/admin/action-modal";
import { useAdminAction, validatedFormProps } from "~/features/admin/use-admin-action";
import { Button } from "~/ui/button";
import { controlClass, Field, FormErrors } from "~/ui/field";
import { ConfirmModal } from "~/ui/modal";

import {
  CALENDAR_ACTION,
  createEventSchema,
  EVENT_LIMITS,
  eventFormValues,
  switchAllDay,
  updateEventSchema,
  type AdminEventRow,
  type EventReply,
} from "./event-form";
import { EVENT_CATEGORIES } from "./schema";

// Checked first on submit, then as typed: an error appearing on blur would move the submit button away.
const validation = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

/**
 * "Add Event" (no `event`) or "Edit Event". The All day box switches the
 * start and end between dates and dates with times, all read as the
 * school's time (`timeZone`) whatever the browser's own zone.
 */
export function EventDialog({
  event,
  timeZone,
  onClose,
}: {
  event?: AdminEventRow;
  timeZone: string;
  onClose: () => void;
}) {
  const action = useAdminAction<EventReply>(onClose);
  const intent = event ? "update" : "create";
  const schema = useMemo(() => (event ? updateEventSchema(timeZone) : createEventSchema(timeZone)), [event, timeZone]);
  // SPEC §4: an event whose start is midnight in school time opens as all-day.
  const [times, setTimes] = useState(() =>
    event
      ? eventFormValues(new Date(event.startDate), new Date(event.endDate), timeZone)
      : { allDay: true, start: "", end: "" },
  );
  const [form, fields] = useForm({
    id: event ? `edit-event-${event.id}` : "add-event",
    lastResult: action.reply?.intent === intent ? action.reply.result : undefined,
    defaultValue: event
      ? {
          title: event.title,
          description: event.description ?? "",
          location: event.location ?? "",
          category: event.category,
        }
      : undefined,
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const title = event ? "Edit Event" : "Add Event";
  const inputType = times.allDay ? "date" : "datetime-local";
  const hint = times.allDay
    ? "From the start of the first day to the end of the last, school time."
    : `School time (${timeZone}).`;

  return (
    <ActionModal action={action} onClose={onClose} title={title}>
      <action.fetcher.Form
        method="post"
        action={CALENDAR_ACTION}
        {...validatedFormProps(form, schema)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={intent} />
        {event ? <input type="hidden" name="eventId" value={event.id} /> : null}
        <Field
          label="Title"
          htmlFor={fields.title.id}
          errors={fields.title.errors}
          errorId={fields.title.errorId}
          hint={`Up to ${EVENT_LIMITS.title} characters.`}
        >
          <input
            {...getInputProps(fields.title, { type: "text" })}
            key={fields.title.key}
            autoComplete="off"
            className={controlClass}
          />
        </Field>
        <Field
          label="Category"
          htmlFor={fields.category.id}
          errors={fields.category.errors}
          errorId={fields.category.errorId}
        >
          <select {...getSelectProps(fields.category)} key={fields.category.key} className={controlClass}>
            <option value="">Choose a category</option>
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex items-center gap-2">
          <input
            id={fields.allDay.id}
            name={fields.allDay.name}
            type="checkbox"
            checked={times.allDay}
            onChange={(change) => {
              const allDay = change.target.checked;
              setTimes((now) => ({ allDay, ...switchAllDay(now, allDay) }));
            }}
            className="h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
          />
          <label htmlFor={fields.allDay.id} className="text-sm font-medium text-slate-800">
            All day
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TimeField
            label="Start"
            field={fields.start}
            type={inputType}
            value={times.start}
            onChange={(start) => setTimes((now) => ({ ...now, start }))}
          />
          <TimeField
            label="End"
            field={fields.end}
            type={inputType}
            value={times.end}
            onChange={(end) => setTimes((now) => ({ ...now, end }))}
          />
        </div>
        <p className="-mt-2 text-xs text-slate-600">{hint}</p>
        <Field
          label="Location"
          optional
          htmlFor={fields.location.id}
          errors={fields.location.errors}
          errorId={fields.location.errorId}
        >
          <input
            {...getInputProps(fields.location, { type: "text" })}
            key={fields.location.key}
            autoComplete="off"
            className={controlClass}
          />
        </Field>
        <Field
          label="Description"
          optional
          htmlFor={fields.description.id}
          errors={fields.description.errors}
          errorId={fields.description.errorId}
        >
          <textarea
            {...getTextareaProps(fields.description)}
            key={fields.description.key}
            rows={3}
            className={controlClass}
          />
        </Field>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Button type="submit" disabled={action.busy} className="w-full">
          {action.busy ? "Saving..." : event ? "Update Event" : "Create Event"}
        </Button>
      </action.fetcher.Form>
    </ActionModal>
  );
}

/** A start or end input, held by the dialog so the All day box can change its kind. */
function TimeField({
  label,
  field,
  type,
  value,
  onChange,
}: {
  label: string;
  field: FieldMetadata<string>;
  type: "date" | "datetime-local";
  value: string;
  onChange: (value: string) => void;
}) {
  const invalid = !!field.errors?.length;
  return (
    <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        min={type === "date" ? "1900-01-01" : "1900-01-01T00:00"}
        max={type === "date" ? "2999-12-31" : "2999-12-31T23:59"}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
        className={controlClass}
      />
    </Field>
  );
}

export function DeleteEventDialog({ event, onClose }: { event: AdminEventRow; onClose: () => void }) {
  const action = useAdminAction<EventReply>(onClose);
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Event"
      description={`Delete "${event.title}" (${event.when})? It disappears from the public calendar. This cannot be undone.`}
      confirmLabel="Delete Event"
      busyLabel="Deleting..."
      busy={action.busy}
      onConfirm={() =>
        action.fetcher.submit({ intent: "delete", eventId: event.id }, { method: "post", action: CALENDAR_ACTION })
      }
    />
  );
}

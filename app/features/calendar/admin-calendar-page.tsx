import { Send } from "lucide-react";
import { Fragment, useState } from "react";
import { Link } from "react-router";

import { AddButton, AdminPage } from "~/features/admin/admin-page";
import { AdminCard, AdminList, cellClass, EditDeleteActions, RowAction } from "~/features/admin/admin-table";
import type { Page } from "~/features/admin/pagination";
import { Pagination } from "~/features/admin/pagination.tsx";
import { sectionPath } from "~/features/admin/sections";
import { SendDialog, SentLines } from "~/features/broadcasts/broadcast-ui";
import type { BroadcastSummary, Reach } from "~/features/broadcasts/broadcasts";

import { longDate } from "../../../db/time";
import { CategoryBadge } from "./event-card";
import { DeleteEventDialog, EventDialog } from "./event-dialogs";
import type { AdminEventRow } from "./event-form";
import { ALL_TAB, CALENDAR_TABS, type EventCategory } from "./schema";
import type { DayRange } from "./search-params";

type RowChoice = "edit" | "delete" | "send";
type OpenDialog = { kind: "add" } | { kind: RowChoice; event: AdminEventRow };

const COLUMNS = ["Title", "Category", "When", "Location", { heading: "Actions", className: "w-64" }];

/**
 * SPEC §2 "Calendar" (admin): the events, newest start first, with edit and delete, and each one's sendings to
 * subscribers with Send (docs/specification.md §24 "Sending"); Add Event.
 */
export function AdminCalendarPage({
  events,
  category,
  days,
  timeZone,
  sendings,
  reach,
  now,
}: {
  events: Page<AdminEventRow>;
  category: EventCategory | null;
  /** Only the events on these days (the dashboard's next 7 days). */
  days: DayRange | null;
  timeZone: string;
  /** Each listed event's sendings to subscribers, newest first. */
  sendings: Record<string, BroadcastSummary[]>;
  /** Whom a sending would reach now. */
  reach: Reach;
  /** The server's now (ISO): an event that has ended is not offered for sending. */
  now: string;
}) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <AdminPage
      title="Calendar"
      description="Holidays, meetings, events and activities on the public calendar."
      actions={<AddButton onClick={() => setDialog({ kind: "add" })}>Add Event</AddButton>}
    >
      <CategoryFilter current={category} />
      {days ? (
        <p className="mb-4 text-sm text-slate-700">
          Showing the events from {longDate(days.from)} to {longDate(days.to)}.{" "}
          <Link to={sectionPath("calendar")} className="font-medium text-brand-800 underline">
            Show all events
          </Link>
        </p>
      ) : null}
      {events.rows.length === 0 ? (
        <p className="py-8 text-center text-slate-700">
          {days
            ? `No events from ${longDate(days.from)} to ${longDate(days.to)}.`
            : category
              ? `No ${category} events.`
              : "No events yet. Add the first with Add Event."}
        </p>
      ) : (
        <EventsTable
          events={events.rows}
          sendings={sendings}
          timeZone={timeZone}
          now={now}
          onChoose={(kind, event) => setDialog({ kind, event })}
        />
      )}
      <Pagination page={events} noun="events" />

      {dialog?.kind === "add" ? <EventDialog timeZone={timeZone} reach={reach} onClose={close} /> : null}
      {dialog?.kind === "edit" ? <EventDialog event={dialog.event} timeZone={timeZone} onClose={close} /> : null}
      {dialog?.kind === "delete" ? <DeleteEventDialog event={dialog.event} onClose={close} /> : null}
      {dialog?.kind === "send" ? (
        <SendDialog
          key={dialog.event.id}
          section="calendar"
          id={dialog.event.id}
          what={dialog.event.title}
          sentBefore={sendings[dialog.event.id]?.[0]}
          reach={reach}
          timeZone={timeZone}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}

/** Links, so the filter is in the URL and works before the scripts load; a new filter starts at page 1. */
function CategoryFilter({ current }: { current: EventCategory | null }) {
  return (
    <nav aria-label="Filter by category" className="mb-4 flex flex-wrap gap-2">
      {CALENDAR_TABS.map((tab) => {
        const selected = tab === ALL_TAB ? current === null : tab === current;
        const href = tab === ALL_TAB ? sectionPath("calendar") : `${sectionPath("calendar")}?category=${tab}`;
        return (
          <Link
            key={tab}
            to={href}
            aria-current={selected ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset ${
              selected
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100"
            }`}
          >
            {tab}
          </Link>
        );
      })}
    </nav>
  );
}

function EventsTable({
  events,
  sendings,
  timeZone,
  now,
  onChoose,
}: {
  events: AdminEventRow[];
  sendings: Record<string, BroadcastSummary[]>;
  timeZone: string;
  now: string;
  onChoose: (kind: RowChoice, event: AdminEventRow) => void;
}) {
  const actions = (event: AdminEventRow) => (
    <EventActions event={event} sent={(sendings[event.id] ?? []).length > 0} now={now} onChoose={onChoose} />
  );
  return (
    <AdminList
      caption="Calendar events, newest first"
      minWidth="min-w-[48rem]"
      columns={COLUMNS}
      rows={events}
      row={(event) => {
        const sent = sendings[event.id] ?? [];
        return (
          <Fragment key={event.id}>
            <tr className={`align-top ${sent.length ? "border-b-0" : ""}`}>
              <th scope="row" className={`${cellClass} font-medium [overflow-wrap:anywhere] text-slate-900`}>
                {event.title}
              </th>
              <td className={cellClass}>
                <CategoryBadge category={event.category} />
              </td>
              <td className={`${cellClass} text-slate-800`}>
                <When event={event} />
              </td>
              <td className={`${cellClass} [overflow-wrap:anywhere] text-slate-800`}>
                {event.location ?? <span className="text-slate-500">-</span>}
              </td>
              <td className={cellClass}>{actions(event)}</td>
            </tr>
            {/* Its sendings, the width of the row, under it. */}
            {sent.length ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 pb-3">
                  <SentLines sendings={sent} timeZone={timeZone} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      }}
      card={(event) => (
        <AdminCard
          key={event.id}
          title={<h2>{event.title}</h2>}
          badge={<CategoryBadge category={event.category} />}
          actions={actions(event)}
        >
          <When event={event} />
          {event.location ? <p>{event.location}</p> : null}
          <SentLines sendings={sendings[event.id] ?? []} timeZone={timeZone} />
        </AdminCard>
      )}
    />
  );
}

/** Send (an event that has not ended), Edit and Delete. */
function EventActions({
  event,
  sent,
  now,
  onChoose,
}: {
  event: AdminEventRow;
  sent: boolean;
  now: string;
  onChoose: (kind: RowChoice, event: AdminEventRow) => void;
}) {
  return (
    <EditDeleteActions
      name={event.title}
      onEdit={() => onChoose("edit", event)}
      onDelete={() => onChoose("delete", event)}
    >
      {event.endDate > now ? (
        <RowAction
          icon={Send}
          label={sent ? "Send Again" : "Send"}
          aria-label={`${sent ? "Send again" : "Send"} "${event.title}" to subscribers`}
          onClick={() => onChoose("send", event)}
        />
      ) : null}
    </EditDeleteActions>
  );
}

/** When an event is: its days, and its times where it has them. */
function When({ event }: { event: AdminEventRow }) {
  return (
    <>
      <span className="block">{event.when}</span>
      {event.timeRange ? <span className="block text-xs text-slate-600">{event.timeRange}</span> : null}
    </>
  );
}

import { Pencil, Send, Square, Trash2 } from "lucide-react";
import { useId, useState } from "react";

import { AddButton, AdminPage } from "~/features/admin/admin-page";
import { RowAction, RowActions } from "~/features/admin/admin-table";
import type { Page } from "~/features/admin/pagination";
import { Pagination } from "~/features/admin/pagination.tsx";
import { SendDialog, SentLines } from "~/features/broadcasts/broadcast-ui";
import type { BroadcastSummary, Reach } from "~/features/broadcasts/broadcasts";

import { schoolDateAtTime } from "../../../db/time";
import { AlertDialog, EndAlertDialog, RemoveAlertDialog } from "./alert-dialogs";
import { SEVERITY_STYLES } from "./alerts";
import type { AlertListRow } from "./alerts.server";

/** What the page needs besides its rows: the school's zone and clock, for the times it shows and suggests. */
export interface AlertsClock {
  timeZone: string;
  /** The server's now (ISO), so that the page says the same on the server and in the browser. */
  now: string;
  /** The end of the school's today as a datetime-local value: a new alert shows until then unless changed. */
  endOfToday: string;
}

/** Parents who asked for alerts by e-mail (confirmed, and not yet) or mobile (docs/specification.md §24). */
export interface SubscriberCounts {
  email: number;
  unconfirmed: number;
  mobile: number;
}

type Editing = { kind: "publish" } | { kind: "edit" | "end" | "remove" | "send"; alert: AlertListRow } | null;

/** docs/specification.md §24: every alert, those showing or to come first; publish, edit, end and remove. */
export function AdminAlertsPage({
  page,
  clock,
  subscribers,
  sendings,
  reach,
}: {
  page: Page<AlertListRow>;
  clock: AlertsClock;
  subscribers: SubscriberCounts;
  /** Each listed alert's sendings to subscribers, newest first. */
  sendings: Record<string, BroadcastSummary[]>;
  reach: Reach;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <AdminPage
      title="Alerts"
      description="A closure or urgent news at the top of every public page, in English and Hindi, for as long as you set. Parents may dismiss information and warnings; an urgent alert stays until it ends."
      actions={<AddButton onClick={() => setEditing({ kind: "publish" })}>Publish Alert</AddButton>}
    >
      <p className="mb-4 text-sm text-slate-600">
        Parents subscribed to alerts: {subscribers.email} by e-mail
        {subscribers.unconfirmed ? ` (and ${subscribers.unconfirmed} not yet confirmed)` : ""}, {subscribers.mobile} by
        mobile.
      </p>
      {page.rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          {page.total === 0 ? "No alerts yet." : "There are no alerts on this page."}
        </p>
      ) : (
        <ul className="space-y-4">
          {page.rows.map((alert) => (
            <li key={alert.id}>
              <AlertCard
                alert={alert}
                clock={clock}
                sendings={sendings[alert.id] ?? []}
                onChoose={(kind) => setEditing({ kind, alert })}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} noun="alerts" />

      {editing?.kind === "publish" ? (
        <AlertDialog
          timeZone={clock.timeZone}
          now={clock.now}
          endOfToday={clock.endOfToday}
          reach={reach}
          onClose={close}
        />
      ) : null}
      {editing?.kind === "edit" ? (
        <AlertDialog
          key={editing.alert.id}
          alert={editing.alert}
          timeZone={clock.timeZone}
          now={clock.now}
          endOfToday={clock.endOfToday}
          onClose={close}
        />
      ) : null}
      {editing?.kind === "end" ? <EndAlertDialog alert={editing.alert} onClose={close} /> : null}
      {editing?.kind === "remove" ? <RemoveAlertDialog alert={editing.alert} onClose={close} /> : null}
      {editing?.kind === "send" ? (
        <SendDialog
          section="alerts"
          id={editing.alert.id}
          what={editing.alert.text}
          sentBefore={sendings[editing.alert.id]?.[0]}
          reach={reach}
          timeZone={clock.timeZone}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}

const SEVERITY_WORDS = { information: "Information", warning: "Warning", urgent: "Urgent" } as const;

/** "Wed, 2 Dec 2026 at 9:00 AM", school time. */
const when = (instant: string, timeZone: string) => schoolDateAtTime(new Date(instant), timeZone);

function AlertCard({
  alert,
  clock,
  sendings,
  onChoose,
}: {
  alert: AlertListRow;
  clock: AlertsClock;
  sendings: BroadcastSummary[];
  onChoose: (kind: "edit" | "end" | "remove" | "send") => void;
}) {
  const headingId = useId();
  const state = alert.endsAt <= clock.now ? "ended" : alert.startsAt > clock.now ? "scheduled" : "showing";
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded px-2 py-0.5 font-semibold text-white ${SEVERITY_STYLES[alert.severity].label}`}>
            {SEVERITY_WORDS[alert.severity]}
          </span>
          <span className="font-medium text-slate-700">
            {state === "showing" ? "Showing now" : state === "scheduled" ? "Scheduled" : "Ended"}
          </span>
        </p>
        <h2 id={headingId} className="mt-2 font-semibold break-words text-slate-900">
          {alert.text}
        </h2>
        {alert.textHi ? (
          <p lang="hi" className="mt-1 break-words text-slate-700">
            {alert.textHi}
          </p>
        ) : null}
        {alert.link ? <p className="mt-1 text-sm break-all text-slate-600">{alert.link}</p> : null}
        <p className="mt-2 text-sm text-slate-600">
          From {when(alert.startsAt, clock.timeZone)} until {when(alert.endsAt, clock.timeZone)}
        </p>
        <SentLines sendings={sendings} timeZone={clock.timeZone} />
      </div>
      <RowActions>
        {state === "ended" ? null : (
          <RowAction
            icon={Send}
            label={sendings.length ? "Send Again" : "Send"}
            aria-label={`${sendings.length ? "Send again" : "Send"} "${alert.text}" to subscribers`}
            onClick={() => onChoose("send")}
          />
        )}
        <RowAction icon={Pencil} label="Edit" aria-label={`Edit "${alert.text}"`} onClick={() => onChoose("edit")} />
        {state === "showing" ? (
          <RowAction
            icon={Square}
            label="End Now"
            aria-label={`End "${alert.text}" now`}
            onClick={() => onChoose("end")}
          />
        ) : null}
        <RowAction
          icon={Trash2}
          label="Remove"
          danger
          aria-label={`Remove "${alert.text}"`}
          onClick={() => onChoose("remove")}
        />
      </RowActions>
    </article>
  );
}

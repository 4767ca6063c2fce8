import { Clock, Pencil, Send, Users } from "lucide-react";
import { useId, useState } from "react";

import { AddButton, AdminPage } from "~/features/admin/admin-page";
import { RowAction, RowActions } from "~/features/admin/admin-table";

import { schoolDateAtTime } from "../../../db/time";
import { BreachDialog, ReportDialog, type BreachFormContext } from "./breach-dialogs";
import type { BreachListRow } from "./breaches.server";
import type { BreachReport } from "./schema";

type Editing =
  { kind: "record" } | { kind: "edit"; breach: BreachListRow } | { kind: BreachReport; breach: BreachListRow } | null;

/** docs/specification.md §27: every breach, newest detected first; record, edit, and record each report's time. */
export function AdminBreachesPage({ breaches, context }: { breaches: BreachListRow[]; context: BreachFormContext }) {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <AdminPage
      title="Breach Register"
      description="Every personal data breach: what happened, when it was detected, what data it touched, and when the Data Protection Board and the affected parents were told. A breach is never deleted."
      actions={<AddButton onClick={() => setEditing({ kind: "record" })}>Record a Breach</AddButton>}
    >
      {breaches.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">No breaches recorded.</p>
      ) : (
        <ul className="space-y-4">
          {breaches.map((breach) => (
            <li key={breach.id}>
              <BreachCard
                breach={breach}
                context={context}
                onChoose={(kind) => setEditing({ kind, breach } as Editing)}
              />
            </li>
          ))}
        </ul>
      )}

      {editing?.kind === "record" ? <BreachDialog context={context} onClose={close} /> : null}
      {editing?.kind === "edit" ? (
        <BreachDialog key={editing.breach.id} breach={editing.breach} context={context} onClose={close} />
      ) : null}
      {editing?.kind === "board" || editing?.kind === "parents" ? (
        <ReportDialog breach={editing.breach} report={editing.kind} context={context} onClose={close} />
      ) : null}
    </AdminPage>
  );
}

/** The clock of an open breach: red once under 24 hours are left (decision 0070). */
export function ClockLine({ text, urgent }: { text: string; urgent: boolean }) {
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded px-2 py-0.5 text-sm font-semibold ${
        urgent ? "bg-red-700 text-white" : "bg-amber-100 text-amber-950"
      }`}
    >
      <Clock aria-hidden className="h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}

function BreachCard({
  breach,
  context,
  onChoose,
}: {
  breach: BreachListRow;
  context: BreachFormContext;
  onChoose: (kind: "edit" | BreachReport) => void;
}) {
  const headingId = useId();
  const when = (instant: string) => schoolDateAtTime(new Date(instant), context.timeZone);
  const labels = new Map(context.kinds.map((kind) => [kind.key, kind.label]));
  const touched = [
    ...breach.dataKinds.map((key) => labels.get(key) ?? key),
    ...(breach.dataOther ? [breach.dataOther] : []),
  ];
  const name = `the breach detected ${when(breach.detectedAt)}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {breach.clock ? <ClockLine text={breach.clock.text} urgent={breach.clock.urgent} /> : null}
      <h2 id={headingId} className="mt-2 font-semibold break-words whitespace-pre-line text-slate-900">
        {breach.whatHappened}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Detected</dt>
        <dd className="text-slate-900">{when(breach.detectedAt)}</dd>
        <dt className="font-medium text-slate-700">Data it touched</dt>
        <dd className="break-words text-slate-900">{touched.length ? touched.join(", ") : "Not yet known"}</dd>
        <dt className="font-medium text-slate-700">People affected</dt>
        <dd className="text-slate-900">{breach.peopleAffected ?? "Not yet known"}</dd>
        <dt className="font-medium text-slate-700">Data Protection Board told</dt>
        <dd className="text-slate-900">{breach.boardToldAt ? when(breach.boardToldAt) : "Not yet recorded"}</dd>
        <dt className="font-medium text-slate-700">Affected parents told</dt>
        <dd className="text-slate-900">{breach.parentsToldAt ? when(breach.parentsToldAt) : "Not yet recorded"}</dd>
        <dt className="font-medium text-slate-700">What was done</dt>
        <dd className="break-words whitespace-pre-line text-slate-900">
          {breach.actionsTaken ?? "Nothing recorded yet"}
        </dd>
        {breach.recordedByEmail ? (
          <>
            <dt className="font-medium text-slate-700">Recorded by</dt>
            <dd className="break-words text-slate-900">{breach.recordedByEmail}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4">
        <RowActions>
          {breach.boardToldAt ? null : (
            <RowAction
              icon={Send}
              label="Board Told"
              aria-label={`Record the report to the Data Protection Board of ${name}`}
              onClick={() => onChoose("board")}
            />
          )}
          {breach.parentsToldAt ? null : (
            <RowAction
              icon={Users}
              label="Parents Told"
              aria-label={`Record when the affected parents were told of ${name}`}
              onClick={() => onChoose("parents")}
            />
          )}
          <RowAction icon={Pencil} label="Edit" aria-label={`Edit ${name}`} onClick={() => onChoose("edit")} />
        </RowActions>
      </div>
    </article>
  );
}

// An application's stage on its page (docs/specification.md §22, decision 0059): where it is, what the moves so
// far set (the interaction, the offer, the fee, the waitlist number, why no seat was offered), and only the moves
// the rules allow from there, each a form that asks for what it needs and posts without scripts too. A move's
// toast has Undo for 8 seconds, as a status change's (§20).
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import type { AdminReply } from "~/features/admin/reply";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { RecordCard } from "~/features/requests/record-card";
import type { RequestRow } from "~/features/requests/request-kind";
import { StatusBadge } from "~/features/requests/status-change";
import type { Toast } from "~/lib/page/toast";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import type { applications } from "../../../../db/schema";
import { longDate } from "../../../../db/time";
import { FEE_MODE, rupees } from "../options";
import { nextStages, STAGES, type Stage } from "../rules";
import { interactionSchema, moveIntent, MOVES, moveSchema, STAGE_MESSAGES, stageName } from "./stage-schema";
import type { StagePanelView } from "./stages.server";

type Application = RequestRow<typeof applications.$inferSelect>;

interface PanelProps {
  /** Where the forms post: the page's own address. */
  path: string;
  record: Application;
  view: StagePanelView;
  /** The school's date, yyyy-MM-dd: the earliest an interaction or a fee's due date may be. */
  today: string;
  /** The action's answer to a form posted without scripts. */
  lastReply?: AdminReply;
}

/** Offers Undo on a move's toast: the page's one undo request, which outlives the form of the move it undoes. */
function useStageUndo(path: string, id: string) {
  const { fetcher } = useAdminAction();
  const submit = useRef(fetcher.submit);
  useEffect(() => {
    submit.current = fetcher.submit;
  });
  return useCallback(
    (toast: Toast, to: Stage) =>
      showToast({
        ...toast,
        action: {
          label: "Undo",
          onClick: () => void submit.current({ intent: "undo_stage", id, from: to }, { method: "post", action: path }),
        },
      }),
    [id, path],
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="[overflow-wrap:break-word] whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** What the moves so far set, as the office reads it. */
function StageFacts({ record, view }: Pick<PanelProps, "record" | "view">) {
  const { seats } = view;
  return (
    <dl className="mt-3 divide-y divide-slate-100">
      <Fact label="Seats">
        {view.classOpen
          ? `${record.classSought}: ${seats.seats} ${seats.seats === 1 ? "seat" : "seats"}, ${seats.admitted} admitted`
          : `${record.classSought} is not open for admission in ${record.session}.`}
      </Fact>
      {view.interactionAt ? <Fact label="Interaction">{view.interactionAt}</Fact> : null}
      {record.feeDueOn ? <Fact label="Fee due by">{longDate(record.feeDueOn)}</Fact> : null}
      {record.feeAmount !== null && record.feePaidOn ? (
        <Fact label="Fee received">
          {`${rupees(record.feeAmount)} on ${longDate(record.feePaidOn)}${record.feeMode ? ` (${FEE_MODE.words[record.feeMode]})` : ""}, receipt ${record.feeReceipt ?? "-"}`}
        </Fact>
      ) : null}
      {view.waitlistPlace !== null ? (
        <Fact label="Place on the waitlist">{`${view.waitlistPlace} (waitlist number ${record.waitlistPosition ?? "-"})`}</Fact>
      ) : null}
      {record.status === "not_offered" && record.notOfferedReason ? (
        <Fact label="Why not offered">
          {record.notOfferedReason}
          <span className="block text-sm text-slate-600">For the office only: the parent is never told it.</span>
        </Fact>
      ) : null}
    </dl>
  );
}

/** The form of one move, kept in the page while the move is not offered so that its answer still shows its toast. */
function MoveForm({
  to,
  offered,
  path,
  record,
  view,
  today,
  lastReply,
  offerUndo,
}: PanelProps & { to: Stage; offered: boolean; offerUndo: (toast: Toast, to: Stage) => void }) {
  const intent = moveIntent(to);
  const schema = useMemo(() => moveSchema(to, today), [to, today]);
  const details = useRef<HTMLDetailsElement>(null);
  const reset = useRef<() => void>(undefined);
  const state = useAdminForm({
    section: { path },
    intent,
    id: `move-${to}`,
    schema,
    lastReply,
    // Made: closed and emptied, for the next time it is offered.
    onClose: () => {
      reset.current?.();
      if (details.current) details.current.open = false;
    },
  });
  const { form, fields } = state;
  useEffect(() => {
    reset.current = () => form.reset();
  }, [form]);
  const answer = state.fetcher.state === "idle" ? state.fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) offerUndo(answer.toast, to);
  }, [answer, offerUndo, to]);
  // Without scripts, a refused move opens again with its messages.
  const refused = lastReply?.intent === intent && !lastReply.ok;
  const field = fields as Record<string, (typeof fields)[keyof typeof fields]>;
  const { label, button } = MOVES[to];
  return (
    <li hidden={!offered}>
      <details ref={details} open={refused || undefined} className="rounded-md border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-medium text-brand-800">
          {label}
        </summary>
        <div className="border-t border-slate-200 px-3 py-3">
          <AdminForm state={state} hidden={{ id: record.id }} submit={{ label: button, busyLabel: "Saving..." }}>
            {to === "interaction" ? (
              <TextField
                meta={field.interactionAt!}
                label="Date and time"
                type="datetime-local"
                min={`${today}T00:00`}
                hint="Today or later, the school's time."
              />
            ) : null}
            {to === "offered" ? <TextField meta={field.feeDueOn!} label="Fee due by" type="date" min={today} /> : null}
            {to === "fee_received" ? (
              <>
                <TextField meta={field.feeAmount!} label="Amount (₹)" inputMode="numeric" />
                <TextField meta={field.feePaidOn!} label="Paid on" type="date" max={today} />
                <TextField meta={field.feeReceipt!} label="Receipt number" />
                <SelectField meta={field.feeMode!} label="Mode" placeholder="Select mode" options={FEE_MODE.options} />
              </>
            ) : null}
            {to === "admitted" ? (
              <>
                {view.seats.beyond || field.beyondSeats!.errors ? (
                  <CheckboxField
                    meta={field.beyondSeats!}
                    label={`${STAGE_MESSAGES.beyondSeats} ${record.classSought} already has ${view.seats.admitted} admitted for ${view.seats.seats} ${view.seats.seats === 1 ? "seat" : "seats"}.`}
                  />
                ) : null}
                <p className="text-sm text-slate-700">
                  The application is marked to keep, with the reason “admitted”; you may clear the mark.
                </p>
              </>
            ) : null}
            {to === "waitlisted" ? (
              <p className="text-sm text-slate-700">
                Number {view.waitlistNext} on the waitlist of {record.classSought} for {record.session}.
              </p>
            ) : null}
            {to === "not_offered" ? (
              <TextAreaField
                meta={field.reason!}
                label="Reason"
                rows={2}
                hint="For the office only: the parent is never told it."
              />
            ) : null}
            <TextAreaField meta={field.why!} label="Why" rows={2} hint="Kept in the application's history." />
            {to === "submitted" ? null : (
              <p className="text-sm text-slate-700">
                {view.hasEmail
                  ? "The parent is told by e-mail, in the language they applied in."
                  : "There is no e-mail address: tell the parent by phone."}
              </p>
            )}
          </AdminForm>
        </div>
      </details>
    </li>
  );
}

/** A new date and time for the interaction, while the application is at Interaction: the parent is mailed again. */
function InteractionForm({ path, record, view, today, lastReply }: PanelProps) {
  const schema = useMemo(() => interactionSchema(today), [today]);
  const state = useAdminForm({
    section: { path },
    intent: "set_interaction",
    id: "set-interaction",
    schema,
    defaultValue: { interactionAt: view.interactionValue ?? "" },
    lastReply,
  });
  return (
    <div hidden={record.status !== "interaction"} className="mt-4">
      <details open={(lastReply?.intent === "set_interaction" && !lastReply.ok) || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
          Change the interaction&apos;s date
        </summary>
        <AdminForm
          state={state}
          hidden={{ id: record.id }}
          className="mt-2 space-y-2"
          submit={{ label: "Change Interaction", busyLabel: "Saving..." }}
        >
          <TextField
            meta={state.fields.interactionAt}
            label="Date and time"
            type="datetime-local"
            min={`${today}T00:00`}
            hint="Today or later, the school's time. The parent is e-mailed the new date."
          />
          <TextAreaField meta={state.fields.why} label="Why" rows={2} />
        </AdminForm>
      </details>
    </div>
  );
}

/** The stage, what it set, and the moves the rules allow from it. */
export function StagePanel(props: PanelProps) {
  const { record, view } = props;
  const offerUndo = useStageUndo(props.path, record.id);
  const moves = nextStages(record.status, view.interaction);
  return (
    <RecordCard id="application-stage" title="Stage">
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StatusBadge status={record.status} statuses={STAGES} />
        <span className="text-sm text-slate-700">
          {view.interaction ? "This class has an interaction." : "This class has no interaction."}
        </span>
      </div>
      <StageFacts record={record} view={view} />
      <InteractionForm {...props} />
      <h3 className="mt-4 text-sm font-medium text-slate-600">
        {moves.length ? `Move from ${stageName(record.status)} to` : "No move from here"}
      </h3>
      <ul className="mt-2 space-y-2">
        {STAGES.map((to) => (
          <MoveForm key={to} {...props} to={to} offered={moves.includes(to)} offerUndo={offerUndo} />
        ))}
      </ul>
    </RecordCard>
  );
}

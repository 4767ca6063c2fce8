// What staff do about a request on its page (decision 0027), each part a card
// the record page places in the order of a phone call (decision 0050): a note
// under the latest lines of the history, the follow-up date, a reply by
// e-mail, the keep mark, and the history of what was done, oldest first.
import { useEffect, useRef, type ReactNode } from "react";
import { z } from "zod";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import type { AdminReply } from "~/features/admin/reply";
import type { FormSchema } from "~/lib/forms/schema-form";
import { EmailAddress } from "~/ui/email-address";
import { TextAreaField, TextField } from "~/ui/form-controls";

import { longDate } from "../../../db/time";
import { capitalised } from "./filters";
import { followUpSchema, keepSchema, noteSchema, replySchema } from "./follow-up-schema";
import type { FollowUpView } from "./follow-up.server";
import type { HistoryEntry } from "./history.server";
import { RecordCard } from "./record-card";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <RecordCard id={id} title={title}>
      <div className="mt-3 space-y-3">{children}</div>
    </RecordCard>
  );
}

interface FormProps {
  path: string;
  recordId: string;
  lastReply?: AdminReply;
}

/** A form that starts empty again once its change is made. */
function useClearedAdminForm<Schema extends FormSchema>(options: Parameters<typeof useAdminForm<Schema>>[0]) {
  const reset = useRef<() => void>(undefined);
  const state = useAdminForm<Schema>({ ...options, onClose: () => reset.current?.() });
  const { form } = state;
  useEffect(() => {
    reset.current = () => form.reset();
  }, [form]);
  return state;
}

function FollowUpDateForm({ path, recordId, lastReply, followUpOn }: FormProps & { followUpOn: string | null }) {
  // The server checks the date against the school's today; the browser only its shape.
  const state = useAdminForm({
    section: { path },
    intent: "set_follow_up",
    id: "follow-up-date",
    schema: followUpSchema("0000-01-01"),
    defaultValue: { followUpOn: followUpOn ?? "" },
    lastReply,
  });
  return (
    <AdminForm
      state={state}
      hidden={{ id: recordId }}
      className="flex flex-wrap items-end gap-3"
      submit={{ label: "Save Date", busyLabel: "Saving..." }}
    >
      <TextField
        meta={state.fields.followUpOn}
        label="Follow-up date"
        type="date"
        optional={false}
        hint="Empty: no follow-up. The dashboard lists it from that day."
      />
    </AdminForm>
  );
}

function NoteForm({ path, recordId, lastReply }: FormProps) {
  const state = useClearedAdminForm({
    section: { path },
    intent: "add_note",
    id: "note",
    schema: noteSchema,
    lastReply,
  });
  // What was posted comes back as the field's value, whatever it was: a note sent twice is a list (decision 0017).
  const typed = state.fields.note.value as unknown;
  return (
    <AdminForm state={state} hidden={{ id: recordId }} submit={{ label: "Add Note", busyLabel: "Adding..." }}>
      <TextAreaField
        meta={state.fields.note}
        label="Note"
        rows={3}
        // Said while it waits, in the line that is always there: a status changed meanwhile saves no note (decision
        // 0075), and what is typed is kept in the tab until it is saved.
        hint={
          typeof typed === "string" && typed.trim() ? (
            <strong className="font-semibold text-amber-800">Not saved yet: press Add Note to keep it.</strong>
          ) : (
            "Saved with the request when you press Add Note."
          )
        }
      />
    </AdminForm>
  );
}

/** The reply's subject and message start in the parent's language (docs/specification.md §21). */
function ReplyForm({ path, recordId, lastReply, subject, message }: FormProps & { subject: string; message: string }) {
  const state = useClearedAdminForm({
    section: { path },
    intent: "reply",
    id: "reply",
    schema: replySchema,
    defaultValue: { subject, message },
    lastReply,
  });
  return (
    <AdminForm state={state} hidden={{ id: recordId }} submit={{ label: "Send Reply", busyLabel: "Sending..." }}>
      <TextField meta={state.fields.subject} label="Subject" />
      <TextAreaField meta={state.fields.message} label="Message" rows={6} />
    </AdminForm>
  );
}

const stopKeepingSchema = z.object({});

/**
 * Keeps the request past the retention period (decision 0032), with the reason, or
 * lets it go again. Both forms stay in the page, the one that does not apply
 * hidden, so that each one's answer still shows its toast once the page has
 * reloaded the record, and the reason's form can be emptied for next time.
 */
function KeepForm({ path, recordId, lastReply, keepReason }: FormProps & { keepReason: string | null }) {
  const keep = useClearedAdminForm({ section: { path }, intent: "keep", id: "keep", schema: keepSchema, lastReply });
  const stop = useAdminForm({
    section: { path },
    intent: "release_keep",
    id: "release-keep",
    schema: stopKeepingSchema,
    lastReply,
  });
  const kept = keepReason !== null;
  return (
    <>
      <div hidden={kept}>
        <AdminForm
          state={keep}
          hidden={{ id: recordId }}
          submit={{ label: "Keep This Request", busyLabel: "Saving...", variant: "secondary" }}
        >
          <TextField meta={keep.fields.keepReason} label="Reason to keep" hint="For example: the child was admitted." />
        </AdminForm>
      </div>
      <div hidden={!kept}>
        <AdminForm
          state={stop}
          hidden={{ id: recordId }}
          submit={{ label: "Stop Keeping", busyLabel: "Saving...", variant: "secondary" }}
        >
          <p className="text-sm text-slate-900">
            <span className="font-medium">Kept:</span> <span className="whitespace-pre-line">{keepReason}</span>
          </p>
        </AdminForm>
      </div>
    </>
  );
}

const MAIL_STATUS = {
  pending: "waiting to be sent",
  sent: "sent",
  failed: "could not be sent",
  cancelled: "not sent: consent withdrawn",
} as const;
const MAIL_PURPOSE: Record<string, string> = {
  reply: "Reply",
  office: "To the office",
  confirmation: "Confirmation",
  // An application's stage, told to the parent (decision 0059).
  stage: "Stage e-mail",
};

/** What one line of the history says happened; `short`, an e-mail without its text. */
function describe(entry: HistoryEntry, short = false): ReactNode {
  const details = entry.details as { from?: string | null; to?: string | null; undo?: boolean };
  switch (entry.kind) {
    case "status": {
      const change = `Status: ${capitalised(details.from ?? "")} → ${capitalised(details.to ?? "")}${details.undo ? " (undone)" : ""}`;
      // Why, where staff said (an application's stage: decision 0059).
      return entry.text && !short ? (
        <>
          {change}
          <span className="mt-1 block whitespace-pre-line text-slate-700">Why: {entry.text}</span>
        </>
      ) : (
        change
      );
    }
    case "follow_up":
      return details.to ? `Follow-up date set to ${longDate(details.to)}` : "Follow-up date cleared";
    // A note; or a line of a kind's own, written in words when it happened (an application's documents verified).
    case "note":
    case "application":
      return <span className="whitespace-pre-line">{entry.text}</span>;
    case "keep":
      return entry.text ? `Marked to keep: ${entry.text}` : "No longer kept";
    case "email": {
      const mail = entry.mail;
      if (!mail) return "E-mail (no longer in the outbox)";
      const purpose = MAIL_PURPOSE[mail.purpose.split(".")[0]!] ?? "E-mail";
      return (
        <>
          {purpose} to {mail.to.join(", ")}: “{mail.subject}” ({MAIL_STATUS[mail.status]})
          {entry.text && !short ? (
            <span className="mt-1 block whitespace-pre-line text-slate-700">{entry.text}</span>
          ) : null}
        </>
      );
    }
  }
}

/** The parts' shared props: where their forms post, the record, the answer a form got without scripts. */
export interface FollowUpProps {
  path: string;
  recordId: string;
  followUp: FollowUpView;
  lastReply?: AdminReply;
}

/** How many of the history's last lines show above the note box, and the height they always take. */
const LATEST = 3;
const LATEST_HEIGHT = `${LATEST * 3.5 + (LATEST - 1) * 0.25}rem`;

/**
 * The note box, under the history's last lines on a phone (beside the whole
 * history from 1,024 px). The lines sit in fixed slots, so a saved note
 * changes what they say but not where the box is (decision 0050).
 */
export function NotesCard({ path, recordId, followUp, lastReply }: FollowUpProps) {
  const latest = followUp.history.slice(-LATEST);
  return (
    <Card id="notes" title="Add a note">
      <div className="lg:hidden">
        <h3 className="text-sm font-medium text-slate-600">Latest</h3>
        {latest.length === 0 ? (
          <p
            className="mt-1 flex items-center justify-center rounded-md border border-dashed border-slate-300 px-3 text-center text-sm text-slate-600"
            style={{ height: LATEST_HEIGHT }}
          >
            Nothing yet. Notes, calls, replies and status changes show here, the latest last.
          </p>
        ) : (
          <ol className="mt-1 grid auto-rows-[3.5rem] gap-1 text-sm" style={{ minHeight: LATEST_HEIGHT }}>
            {latest.map((entry) => (
              <li key={entry.id} className="border-brand-200 overflow-hidden border-l-2 pl-3">
                <p className="line-clamp-1 text-xs text-slate-600">{whenAndWho(entry)}</p>
                <p className="line-clamp-2 [overflow-wrap:break-word] text-slate-900">{describe(entry, true)}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      <NoteForm path={path} recordId={recordId} lastReply={lastReply} />
    </Card>
  );
}

/** The follow-up date: the day the dashboard lists the request again. */
export function FollowUpCard({ path, recordId, followUp, lastReply }: FollowUpProps) {
  return (
    <Card id="follow-up" title="Follow-up">
      <FollowUpDateForm path={path} recordId={recordId} lastReply={lastReply} followUpOn={followUp.followUpOn} />
    </Card>
  );
}

/** A reply by e-mail, through the outbox; without an address, the way to reach them instead. */
export function ReplyCard({ path, recordId, followUp, lastReply }: FollowUpProps) {
  const { email } = followUp.contact;
  return (
    <Card id="reply-by-email" title="Reply by e-mail">
      {email ? (
        <>
          <p className="text-sm text-slate-700">
            To <EmailAddress email={email} />. Replies to it come to the school&apos;s e-mail address.
            {followUp.mailConfigured ? "" : " E-mail is not set up yet: the reply waits in the outbox until it is."}
          </p>
          <ReplyForm
            path={path}
            recordId={recordId}
            lastReply={lastReply}
            subject={followUp.replySubject}
            message={followUp.replyMessage}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700">No e-mail address was given: call or message on WhatsApp instead.</p>
      )}
    </Card>
  );
}

/** Keeping the request past the retention period, with the reason: in the page's secondary place. */
export function KeepPart({ path, recordId, followUp, lastReply }: FollowUpProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        A request nobody has changed for {followUp.retentionMonths} months is erased, as the privacy notice says, unless
        it is marked to keep.
      </p>
      <KeepForm path={path} recordId={recordId} lastReply={lastReply} keepReason={followUp.keepReason} />
    </div>
  );
}

/** Everything done about the request, oldest first. */
export function HistoryCard({ history }: { history: FollowUpView["history"] }) {
  return (
    <Card id="history" title="History">
      {history.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing yet.</p>
      ) : (
        <ol className="space-y-3 text-sm">
          {history.map((entry) => (
            <li key={entry.id} className="border-brand-200 border-l-2 pl-3">
              <p className="text-xs text-slate-600">{whenAndWho(entry)}</p>
              <p className="[overflow-wrap:break-word] text-slate-900">{describe(entry)}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const whenAndWho = (entry: HistoryEntry) => `${entry.at}${entry.by ? ` · ${entry.by}` : " · the website"}`;

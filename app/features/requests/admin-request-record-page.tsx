// The back office page of one request from the public (decision 0026): every
// field, when it came in (the school's time), the status select, delete after a
// confirm, and the way back to the list it was opened from, filters and all.
import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useLocation, type MetaDescriptor } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";
import { RowAction } from "~/features/admin/admin-table";
import type { AdminReply } from "~/features/admin/reply";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { privacyNoticeVersionPath } from "~/features/privacy/schema";
import { pageMeta } from "~/lib/meta";

import { FollowUpPanel } from "./follow-up-panel";
import type { FollowUpView } from "./follow-up.server";
import { RecordCard } from "./record-card";
import { listPathOf, recordTitle, type RequestKind, type RequestRecord, type RequestRow } from "./request-kind";
import { DeletePrompt, StatusSelect, useStatusAction, type DeleteTarget } from "./request-table";

/** A route module's `meta` and `ErrorBoundary` for the record page of `kind`. */
export function requestRecordPageExports<Rec extends RequestRecord>(kind: RequestKind<Rec>) {
  return {
    meta: (args: Parameters<typeof pageMeta>[0] & { loaderData?: { record: RequestRow<Rec> } }): MetaDescriptor[] => [
      ...pageMeta(args, args.loaderData ? recordTitle(kind, args.loaderData.record) : kind.texts.title),
      { name: "robots", content: "noindex" },
    ],
    // A record that is not there (400, 404) says so in the kind's words, with the way back to the list.
    ErrorBoundary: function RequestRecordLoadFailed() {
      const location = useLocation();
      return (
        <SectionLoadFailed
          title={kind.texts.title}
          message={kind.messages.loadFailed}
          back={{ to: listPathOf(kind, location.search), label: kind.texts.title }}
        />
      );
    },
  };
}

export function AdminRequestRecordPage<Rec extends RequestRecord>({
  kind,
  record,
  followUp,
  lastReply,
  children,
}: {
  kind: RequestKind<Rec>;
  record: RequestRow<Rec>;
  /** Calls, WhatsApp, replies, the follow-up date, notes and the history (decision 0027). */
  followUp?: FollowUpView;
  /** The action's answer to a form posted without scripts. */
  lastReply?: AdminReply;
  /**
   * What staff do about the request, below its fields: the place for notes,
   * a follow-up date, replies and the history (decision 0027).
   */
  children?: ReactNode;
}) {
  const location = useLocation();
  const statusAction = useStatusAction();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { opened } = kind;
  // Open, it is no longer what opening moves it from (a message once read is never new again here).
  const statuses =
    opened && record.status !== opened.from ? kind.statuses.filter((status) => status !== opened.from) : kind.statuses;
  return (
    <AdminPage
      title={recordTitle(kind, record)}
      description={`${kind.texts.received} ${record.received}`}
      back={{ to: listPathOf(kind, location.search), label: kind.texts.title }}
      actions={
        <RowAction
          icon={Trash2}
          label="Delete"
          aria-label={kind.deleteLabel(record)}
          danger
          onClick={() => setDeleting({ id: record.id, ...kind.deletePrompt(record) })}
        />
      }
    >
      <RecordCard id="request-details" title="Details">
        <dl className="mt-2 divide-y divide-slate-100">
          {kind.record.fields.map((field) => (
            <div key={field.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{field.value(record)}</dd>
            </div>
          ))}
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">Status</dt>
            <dd>
              <StatusSelect
                id={record.id}
                status={record.status}
                statuses={statuses}
                label={kind.statusLabel(record)}
                action={statusAction}
              />
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">Consent</dt>
            <dd className="text-slate-900">
              <ConsentGiven at={record.consentGiven} noticeVersion={record.consentNoticeVersion} />
            </dd>
          </div>
        </dl>
      </RecordCard>
      {followUp ? (
        <FollowUpPanel path={location.pathname} recordId={record.id} followUp={followUp} lastReply={lastReply} />
      ) : null}
      {children}
      <DeletePrompt target={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}

/** When the form's consent was given and the notice it was given under (decision 0032), or why there is none. */
function ConsentGiven({ at, noticeVersion }: { at: string | null; noticeVersion: number | null }) {
  if (!at || noticeVersion === null) return <>Not recorded: sent before the forms asked for consent</>;
  return (
    <>
      Given {at}, under{" "}
      <a href={privacyNoticeVersionPath(noticeVersion)} className="font-medium text-brand-800 underline">
        privacy notice version {noticeVersion}
      </a>
    </>
  );
}

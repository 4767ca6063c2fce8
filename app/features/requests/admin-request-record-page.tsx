// The back office page of one request from the public (decisions 0026, 0050),
// in the order of a phone call: who it is, its status and Call and WhatsApp;
// the latest lines of its history and the note box; the follow-up date, a
// reply by e-mail, every field, the whole history; keep and delete last. From
// 1,024 px the history stands in a column of its own beside the rest.
import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLocation, type MetaDescriptor } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";
import { RowAction } from "~/features/admin/admin-table";
import type { AdminReply } from "~/features/admin/reply";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { privacyNoticeVersionPath } from "~/features/privacy/schema";
import { LANGUAGE_NAMES } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { TEXT_LINK } from "~/ui/text-link";

import { FollowUpCard, HistoryCard, KeepPart, NotesCard, ReplyCard } from "./follow-up-cards";
import type { FollowUpView } from "./follow-up.server";
import { RecordCard } from "./record-card";
import {
  listPathOf,
  recordTitle,
  type RelatedGroup,
  type RequestKind,
  type RequestRecord,
  type RequestRow,
} from "./request-kind";
import { DeletePrompt, LanguageBadge, ReachButtons, type DeleteTarget } from "./request-table";
import { StatusBadge, StatusSelect, useStatusChange } from "./status-change";

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
  today,
  followUp,
  lastReply,
  related = [],
  first,
  children,
}: {
  kind: RequestKind<Rec>;
  record: RequestRow<Rec>;
  /** The school's date, yyyy-MM-dd: a visit today says so. */
  today: string;
  /** Calls, WhatsApp, replies, the follow-up date, notes and the history (decision 0027). */
  followUp: FollowUpView;
  /** The action's answer to a form posted without scripts. */
  lastReply?: AdminReply;
  /** The family's other requests (an application's enquiries and visit requests, and back: decision 0059). */
  related?: RelatedGroup[];
  /** What staff do first about this kind of request, under who it is (an application's stage: decision 0059). */
  first?: ReactNode;
  /** What staff do about this kind of request besides (a data request's verification and data): after its fields. */
  children?: ReactNode;
}) {
  const location = useLocation();
  const statusChange = useStatusChange();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { opened } = kind;
  // Open, it is no longer what opening moves it from (a message once read is never new again here).
  const statuses =
    opened && record.status !== opened.from ? kind.statuses.filter((status) => status !== opened.from) : kind.statuses;
  const who = kind.card.who(record);
  const parts = { path: location.pathname, recordId: record.id, followUp, lastReply };
  return (
    <AdminPage
      title={recordTitle(kind, record)}
      description={`${kind.texts.received} ${record.received}`}
      back={{ to: listPathOf(kind, location.search), label: kind.texts.title }}
    >
      {/* From 1,024 px: what staff act on in the first column, row after row; the history spans them all in the
          second, its last row (1fr) taking what it needs beyond theirs so that theirs stay as tall as they are. */}
      <div className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[repeat(11,auto)_1fr] lg:space-y-0 lg:gap-x-8 lg:*:mb-6">
        <RecordCard id="request-summary" title={who}>
          <div className="mt-1 space-y-1 text-sm text-slate-800">
            {kind.card.about(record, { today })}
            <p className="text-slate-600">
              {kind.texts.received} {record.waited} ago
            </p>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {kind.statusLabelOnly ? (
              // Changed by the kind's own changes on this page, never by a select (an application's stage).
              <span className="text-sm font-medium text-slate-800">{kind.texts.status ?? "Status"}</span>
            ) : (
              <>
                <label htmlFor="record-status" className="text-sm font-medium text-slate-800">
                  {kind.texts.status ?? "Status"}
                </label>
                <StatusSelect
                  id={record.id}
                  selectId="record-status"
                  status={record.status}
                  statuses={statuses}
                  label={kind.statusLabel(record)}
                  change={statusChange}
                />
              </>
            )}
            <StatusBadge status={statusChange.pendingOf(record.id) ?? record.status} statuses={kind.statuses} />
            <LanguageBadge language={record.language} />
          </div>
          <div className="mt-4">
            <ReachButtons reach={followUp.contact} who={who} number />
          </div>
        </RecordCard>
        {first}
        <NotesCard {...parts} />
        <FollowUpCard {...parts} />
        <ReplyCard {...parts} />
        <RecordCard id="request-details" title="Details">
          <dl className="mt-2 divide-y divide-slate-100">
            {kind.record.fields.map((field) => (
              <div key={field.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
                <dd className="[overflow-wrap:break-word] whitespace-pre-line text-slate-900">{field.value(record)}</dd>
              </div>
            ))}
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">Form language</dt>
              {/* So the school answers in it (docs/specification.md §21). */}
              <dd className="text-slate-900">{LANGUAGE_NAMES[record.language]}</dd>
            </div>
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">Consent</dt>
              <dd className="text-slate-900">
                <ConsentGiven at={record.consentGiven} noticeVersion={record.consentNoticeVersion} />
              </dd>
            </div>
          </dl>
        </RecordCard>
        <RelatedCard groups={related} />
        {children}
        <div className="lg:col-start-2 lg:row-[1/-1]">
          <HistoryCard history={followUp.history} />
        </div>
        <section
          aria-labelledby="keep-or-delete"
          className="space-y-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6"
        >
          <h2 id="keep-or-delete" className="text-base font-semibold text-slate-800">
            Keep or delete
          </h2>
          <KeepPart {...parts} />
          <div className="border-t border-slate-200 pt-4">
            <RowAction
              icon={Trash2}
              label="Delete"
              aria-label={kind.deleteLabel(record)}
              danger
              onClick={() => setDeleting({ id: record.id, ...kind.deletePrompt(record) })}
            />
          </div>
        </section>
      </div>
      <DeletePrompt target={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}

/** Links to the family's other requests, each group under its heading; nothing when no group has anything to say. */
function RelatedCard({ groups }: { groups: readonly RelatedGroup[] }) {
  const shown = groups.filter((group) => group.links.length > 0 || group.empty);
  if (shown.length === 0) return null;
  return (
    <RecordCard id="related-requests" title="The family's other requests">
      <div className="mt-2 space-y-4">
        {shown.map((group) => (
          <div key={group.title}>
            <h3 className="text-sm font-medium text-slate-600">{group.title}</h3>
            {group.links.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700">{group.empty}</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {group.links.map((link) => (
                  <li key={link.path} className="[overflow-wrap:break-word]">
                    <Link to={link.path} className={TEXT_LINK}>
                      {link.text}
                    </Link>
                    {link.detail ? <span className="block text-sm text-slate-600">{link.detail}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </RecordCard>
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

import { Pencil, Pin, Plus, Send, Trash2, Upload } from "lucide-react";
import { Switch } from "radix-ui";
import { useId, useState } from "react";
import { Link } from "react-router";

import { AdminPage } from "~/features/admin/admin-page";
import { RowAction } from "~/features/admin/admin-table";
import type { Page } from "~/features/admin/pagination";
import { Pagination } from "~/features/admin/pagination.tsx";
import { sectionPath } from "~/features/admin/sections";
import { useAdminAction } from "~/features/admin/use-admin-action";
import { SendDialog, SentLines } from "~/features/broadcasts/broadcast-ui";
import type { BroadcastSummary, Reach } from "~/features/broadcasts/broadcasts";
import { buttonClass } from "~/ui/button";

import { DeleteAnnouncementDialog } from "./announcement-dialogs";
import { formatAnnouncementDate, type AnnouncementRow } from "./announcements";
import type { AnnouncementReply } from "./manage-announcements.server";
import { STATE_LABELS } from "./notice-editor";
import { CATEGORY_LABELS, noticeState, type NoticeState } from "./notices";

type Choice = { kind: "delete" | "send"; announcement: AnnouncementRow } | null;

/**
 * SPEC §2 "Announcements": the list by date, newest first, with its switch, delete, and each one's sendings to
 * subscribers with Send (docs/specification.md §24 "Sending"); each notice's editor, and Publish for one waiting for
 * a publisher (decision 0077).
 */
export function AdminAnnouncementsPage({
  page,
  today,
  now,
  mayPublish,
  waiting,
  sendings,
  reach,
  timeZone,
}: {
  page: Page<AnnouncementRow>;
  today: string;
  now: string;
  mayPublish: boolean;
  /** Only those waiting for a publisher are listed. */
  waiting: boolean;
  /** Each listed announcement's sendings to subscribers, newest first. */
  sendings: Record<string, BroadcastSummary[]>;
  /** Whom a sending would reach now. */
  reach: Reach;
  timeZone: string;
}) {
  const [chosen, setChosen] = useState<Choice>(null);
  const close = () => setChosen(null);

  return (
    <AdminPage
      title="Announcements"
      description="Notices, circulars and news for the Notice Board. The home page shows the three newest that are switched on."
      actions={
        <Link to={`${sectionPath("announcements")}/new`} className={buttonClass()}>
          <Plus aria-hidden className="h-4 w-4" />
          Add Announcement
        </Link>
      }
    >
      {waiting ? (
        <p className="mb-4 flex flex-wrap items-center gap-x-3 rounded-lg bg-amber-50 px-3 text-sm text-amber-950">
          Showing those waiting for a publisher.
          <Link to={sectionPath("announcements")} className="inline-flex min-h-11 items-center font-medium underline">
            Show all
          </Link>
        </p>
      ) : null}
      {page.rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          {page.total === 0 ? "No announcements yet." : "There are no announcements on this page."}
        </p>
      ) : (
        <ul className="space-y-4">
          {page.rows.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementCard
                announcement={announcement}
                stands={noticeState(
                  { ...announcement, publishAt: announcement.publishAt && new Date(announcement.publishAt) },
                  new Date(now),
                  today,
                )}
                mayPublish={mayPublish}
                sendings={sendings[announcement.id] ?? []}
                timeZone={timeZone}
                onChoose={(kind) => setChosen({ kind, announcement })}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} noun="announcements" />

      {chosen?.kind === "delete" ? (
        <DeleteAnnouncementDialog key={chosen.announcement.id} announcement={chosen.announcement} onClose={close} />
      ) : null}
      {chosen?.kind === "send" ? (
        <SendDialog
          key={chosen.announcement.id}
          section="announcements"
          id={chosen.announcement.id}
          what={chosen.announcement.title}
          sentBefore={sendings[chosen.announcement.id]?.[0]}
          reach={reach}
          timeZone={timeZone}
          onClose={close}
        />
      ) : null}
    </AdminPage>
  );
}

function AnnouncementCard({
  announcement,
  stands,
  mayPublish,
  sendings,
  timeZone,
  onChoose,
}: {
  announcement: AnnouncementRow;
  stands: NoticeState;
  mayPublish: boolean;
  sendings: BroadcastSummary[];
  timeZone: string;
  onChoose: (kind: "delete" | "send") => void;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-brand-800">
          <time dateTime={announcement.date}>{formatAnnouncementDate(announcement.date)}</time>
          <span>{CATEGORY_LABELS[announcement.category]}</span>
          {announcement.number ? <span>No. {announcement.number}</span> : null}
          <StateBadge stands={stands} />
          {announcement.pinned ? (
            <span className="inline-flex items-center gap-1 text-slate-700">
              <Pin aria-hidden className="h-3.5 w-3.5" /> Pinned
            </span>
          ) : null}
        </p>
        <h2 id={headingId} className="mt-1 text-lg font-semibold text-slate-900">
          {announcement.title}
        </h2>
        <p className="mt-2 break-words whitespace-pre-line text-slate-700">{announcement.content}</p>
        {/* What the Hindi site shows instead, when there is a Hindi text (decision 0054). */}
        {announcement.titleHi || announcement.contentHi ? (
          <div lang="hi" className="mt-3 border-l-2 border-slate-200 pl-3 text-slate-700">
            {announcement.titleHi ? <p className="font-semibold">{announcement.titleHi}</p> : null}
            {announcement.contentHi ? (
              <p className="mt-1 break-words whitespace-pre-line">{announcement.contentHi}</p>
            ) : null}
          </div>
        ) : null}
        <SentLines sendings={sendings} timeZone={timeZone} />
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-4">
        <Link
          to={`${sectionPath("announcements")}/${announcement.id}`}
          aria-label={`Edit "${announcement.title}"`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          <Pencil aria-hidden className="h-4 w-4" />
          Edit
        </Link>
        {stands === "submitted" && mayPublish ? <PublishButton announcement={announcement} /> : null}
        {announcement.status === "published" ? <ActiveSwitch announcement={announcement} /> : null}
        {/* Only what is on the site can be sent: its messages link to it. */}
        {announcement.isActive && (stands === "current" || stands === "ended") ? (
          <RowAction
            icon={Send}
            label={sendings.length ? "Send Again" : "Send"}
            aria-label={`${sendings.length ? "Send again" : "Send"} "${announcement.title}" to subscribers`}
            onClick={() => onChoose("send")}
          />
        ) : null}
        <RowAction icon={Trash2} label="Delete" danger onClick={() => onChoose("delete")} />
      </div>
    </article>
  );
}

const BADGE_COLOURS: Record<NoticeState, string> = {
  draft: "bg-slate-100 text-slate-800",
  submitted: "bg-amber-100 text-amber-950",
  scheduled: "bg-sky-100 text-sky-950",
  current: "bg-green-100 text-green-950",
  ended: "bg-slate-100 text-slate-800",
};

function StateBadge({ stands }: { stands: NoticeState }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE_COLOURS[stands]}`}>{STATE_LABELS[stands]}</span>
  );
}

/** Publishes a notice that waits for a publisher, as it was written. */
function PublishButton({ announcement }: { announcement: AnnouncementRow }) {
  const action = useAdminAction<AnnouncementReply>();
  return (
    <action.fetcher.Form method="post" action={sectionPath("announcements")}>
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={announcement.id} />
      <button
        type="submit"
        disabled={action.busy}
        aria-label={`Publish "${announcement.title}"`}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        <Upload aria-hidden className="h-4 w-4" />
        {action.busy ? "Publishing..." : "Publish"}
      </button>
    </action.fetcher.Form>
  );
}

/** Shown on the home page or not: saved as soon as it is switched. */
function ActiveSwitch({ announcement }: { announcement: AnnouncementRow }) {
  const id = useId();
  const action = useAdminAction<AnnouncementReply>();
  // While the change is on its way, the switch shows where it is going.
  const pending = action.fetcher.formData?.get("active");
  const checked = typeof pending === "string" ? pending === "true" : announcement.isActive;
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        id={id}
        checked={checked}
        disabled={action.busy}
        onCheckedChange={(active) =>
          action.fetcher.submit(
            { intent: "set_active", id: announcement.id, active: String(active) },
            { method: "post", action: sectionPath("announcements") },
          )
        }
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <label htmlFor={id} className="inline-flex min-h-11 items-center text-sm text-slate-800">
        Show on home page
      </label>
    </div>
  );
}

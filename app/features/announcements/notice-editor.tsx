import { useEffect, useRef, type FocusEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";

import { AdminForm, useAdminForm } from "~/features/admin/admin-form";
import { AdminPage } from "~/features/admin/admin-page";
import { hindiLabel, HindiTextAreaField, HindiTextField } from "~/features/admin/hindi-fields";
import type { AdminReply } from "~/features/admin/reply";
import { sectionPath } from "~/features/admin/sections";
import { SendOnPublishField } from "~/features/broadcasts/broadcast-ui";
import type { Reach } from "~/features/broadcasts/broadcasts";
import { Button } from "~/ui/button";
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from "~/ui/form-controls";

import {
  CATEGORY_LABELS,
  NOTICE_CATEGORIES,
  noticePath,
  noticeState,
  type NoticeCategory,
  type NoticeState,
} from "./notices";
import { createAnnouncementSchema, updateAnnouncementSchema } from "./schema";

const CATEGORY_OPTIONS = NOTICE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** Where a notice stands, in the office's words. */
export const STATE_LABELS: Record<NoticeState, string> = {
  draft: "Draft",
  submitted: "Waiting for a publisher",
  scheduled: "Scheduled",
  current: "On the site",
  ended: "In the archive",
};

/** A notice as its editor opens it: its saved values, as the form writes them. */
export interface EditedNotice {
  id: string;
  ref: number;
  slug: string;
  status: "draft" | "submitted" | "published";
  /** ISO time it shows from, once published or given a time. */
  publishAt: string | null;
  values: {
    category: NoticeCategory;
    number: string;
    title: string;
    titleHi: string;
    content: string;
    contentHi: string;
    date: string;
    endsOn: string;
    pinned: "on" | undefined;
    publishAt: string;
    send: "on" | undefined;
  };
}

/**
 * The notice's editor (decision 0077), one column for a phone: what it is (category, a circular's number), its words
 * in English and Hindi, its dates, and the buttons for where it goes next: kept a draft, sent to a publisher, or
 * published by someone who may. A new notice becomes a draft with an address of its own, where its files are added.
 */
export function NoticeEditor({
  notice,
  today,
  now,
  suggestedNumber,
  mayPublish,
  reach,
  lastReply,
  children,
}: {
  notice: EditedNotice | null;
  today: string;
  now: string;
  suggestedNumber: string;
  mayPublish: boolean;
  reach: Reach;
  lastReply?: AdminReply;
  /** Below the words: the notice's attachments and photos, once it is saved. */
  children?: ReactNode;
}) {
  const path = notice ? `${sectionPath("announcements")}/${notice.id}` : `${sectionPath("announcements")}/new`;
  const state = useAdminForm({
    section: { path },
    intent: notice ? "update" : "create",
    id: notice ? `notice-${notice.id}` : "new-notice",
    schema: notice ? updateAnnouncementSchema : createAnnouncementSchema,
    defaultValue: notice?.values ?? { category: "circular", number: suggestedNumber, date: today },
    lastReply,
    keepValuesOnSuccess: true,
    keepTyping: true,
  });
  const { fields } = state;
  // Saved, the editor moves to the notice's own address: the answer is that redirect, not a reply, so what was kept
  // of the typing is forgotten as the page is left after a sending that was not refused.
  const sent = useRef(false);
  const { fetcher, forgetKept } = state;
  useEffect(() => {
    if (fetcher.state === "submitting") sent.current = true;
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) sent.current = false;
  }, [fetcher.state, fetcher.data]);
  const forget = useRef(forgetKept);
  useEffect(() => {
    forget.current = forgetKept;
  });
  useEffect(
    () => () => {
      if (sent.current) forget.current();
    },
    [],
  );
  const stands = notice
    ? noticeState(
        {
          status: notice.status,
          publishAt: notice.publishAt ? new Date(notice.publishAt) : null,
          endsOn: notice.values.endsOn || null,
        },
        new Date(now),
        today,
      )
    : null;
  const published = notice?.status === "published";
  // A saved draft is saved again as it is typed, field by field (decision 0077): quietly, keeping where it stands.
  const autosave = useFetcher<AdminReply>();
  const lastSent = useRef<string | null>(null);
  const wordsOf = (event: FocusEvent<HTMLDivElement>) => {
    const form = (event.target as HTMLInputElement).form;
    // The attribute: `form.id` is the form's field named "id".
    if (!form || form.getAttribute("id") !== state.form.id) return null;
    const body = new FormData(form);
    body.set("intent", "update");
    body.set("autosave", "1");
    body.delete("step");
    const said = [...body].map(([name, value]) => `${name}=${typeof value === "string" ? value : ""}`).join("&");
    return { body, said };
  };
  // What the form held when it was first used: nothing is sent until something differs from it.
  const rememberWords = (event: FocusEvent<HTMLDivElement>) => {
    lastSent.current ??= wordsOf(event)?.said ?? null;
  };
  const saveAsTyped = (event: FocusEvent<HTMLDivElement>) => {
    const words = wordsOf(event);
    if (!words || words.said === lastSent.current) return;
    lastSent.current = words.said;
    void autosave.submit(words.body, { method: "post", action: path });
  };
  const savedAsTyped =
    autosave.state !== "idle"
      ? "Saving the draft..."
      : autosave.data?.ok
        ? "Draft saved."
        : autosave.data
          ? `Not saved yet: ${autosave.data.toast.description ?? autosave.data.toast.title}`
          : null;
  const step = (value: "draft" | "submit" | "publish", label: string, variant?: "secondary") => (
    <SubmitButton
      busy={state.busy}
      busyLabel="Saving..."
      name="step"
      value={value}
      variant={variant}
      className="w-full sm:w-auto"
    >
      {label}
    </SubmitButton>
  );
  return (
    <AdminPage
      title={notice ? notice.values.title || "Announcement" : "New Announcement"}
      description={
        stands
          ? `${STATE_LABELS[stands]}.${published ? ` Its page: ${noticePath(notice!)}` : ""}`
          : "Write it, then save it as a draft. Attachments and photos are added once it is saved."
      }
      back={{ to: sectionPath("announcements"), label: "Announcements" }}
    >
      <div
        className="mx-auto max-w-2xl space-y-8"
        onFocus={notice && !published ? rememberWords : undefined}
        onBlur={notice && !published ? saveAsTyped : undefined}
      >
        {savedAsTyped ? (
          <p role="status" className="text-sm text-slate-700">
            {savedAsTyped}
          </p>
        ) : null}
        <AdminForm
          state={state}
          hidden={notice ? { id: notice.id } : {}}
          className="group/notice space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          submit={
            <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:flex-row sm:flex-wrap">
              {published ? (
                step("publish", "Save Changes")
              ) : (
                <>
                  {mayPublish ? step("publish", "Publish") : step("submit", "Send to a Publisher")}
                  {step("draft", "Save Draft", "secondary")}
                </>
              )}
            </div>
          }
        >
          <SelectField meta={fields.category} label="Category" options={CATEGORY_OPTIONS} />
          {/* A circular's number: shown while Circular is chosen, with or without scripts. */}
          <div className="hidden group-has-[option[value=circular]:checked]/notice:block">
            <TextField
              meta={fields.number}
              label="Circular number"
              optional
              autoComplete="off"
              hint={`The next by the school's pattern is ${suggestedNumber}. Each number is used once in a session.`}
            />
          </div>
          <TextField meta={fields.title} label="Title" autoComplete="off" />
          <HindiTextField meta={fields.titleHi} label={hindiLabel("Title")} />
          <TextAreaField
            meta={fields.content}
            label="Content"
            rows={8}
            hint="Leave an empty line between paragraphs. Start a line with - for a list. **Words** in two stars are bold. Paste a link as it is."
          />
          <HindiTextAreaField meta={fields.contentHi} label={hindiLabel("Content")} rows={8} />
          <TextField meta={fields.date} label="Date" type="date" hint="The date the notice is dated." />
          <TextField
            meta={fields.endsOn}
            label="Show until"
            type="date"
            optional
            hint="The last day it shows on the home page and the board. It stays in the archive after. Leave empty to keep it."
          />
          <CheckboxField meta={fields.pinned} label="Pin it to the top of the Notice Board" />
          {mayPublish ? (
            <TextField
              meta={fields.publishAt}
              label="Publish at"
              type="datetime-local"
              optional
              hint="Leave empty to publish when you press Publish. A time to come publishes it then."
            />
          ) : null}
          <SendOnPublishField meta={fields.send} reach={reach} />
          <p className="-mt-1 text-sm text-slate-600">A notice published at a later time is sent then.</p>
        </AdminForm>
        {children}
        {published && mayPublish ? <UnpublishForm id={notice!.id} path={path} /> : null}
      </div>
    </AdminPage>
  );
}

/** Takes a published notice off the site: back to a draft, its address no longer found. */
function UnpublishForm({ id, path }: { id: string; path: string }) {
  return (
    <form method="post" action={path} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <input type="hidden" name="intent" value="unpublish" />
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-slate-700">
        Taken off the site, it leaves the home page, the Notice Board and the feed, and becomes a draft again.
      </p>
      <Button type="submit" variant="secondary" className="mt-3">
        Take Off the Site
      </Button>
    </form>
  );
}

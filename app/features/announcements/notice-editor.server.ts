// The notice editor's loader and action (decision 0077), for /admin/announcements/new and /admin/announcements/<id>:
// what the editor opens with, and a save that, once made, reloads the notice's own address with its toast.
import { data, type RouterContextProvider } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { sectionPath } from "~/features/admin/sections";
import { reachOf } from "~/features/broadcasts/broadcasts.server";
import { requireSection } from "~/features/users/access.server";
import { schoolToday } from "~/lib/database/time.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/page/toast.server";
import { env } from "~/lib/server/env.server";
import { siteOrigin } from "~/lib/server/site-url.server";

import { dateTimeValue } from "../../../db/time";
import { findAnnouncement, suggestCircularNumber } from "./announcements.server";
import { manageAnnouncements, noticeRightsOf } from "./manage-announcements.server";
import type { EditedNotice } from "./notice-editor";
import { noticeFilesOf } from "./notice-files.server";
import { NOTICE_FILE_LIMITS } from "./notices";
import { ANNOUNCEMENT_MESSAGES } from "./schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The editor of the notice `id` (null: a new one); 404 when there is no such notice. */
export async function loadNoticeEditor(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const user = await requireSection(request, context, "announcements");
  const now = new Date();
  const today = schoolToday(now);
  const row = id === null ? null : UUID.test(id) ? await findAnnouncement(id) : null;
  if (id !== null && !row) throw data(ANNOUNCEMENT_MESSAGES.notFound, { status: 404 });
  const timeZone = env().SCHOOL_TIMEZONE;
  const notice: EditedNotice | null = row && {
    id: row.id,
    ref: row.ref,
    slug: row.slug,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    values: {
      category: row.category,
      number: row.number ?? "",
      title: row.title,
      titleHi: row.titleHi ?? "",
      content: row.content,
      contentHi: row.contentHi ?? "",
      date: row.date,
      endsOn: row.endsOn ?? "",
      pinned: row.pinned ? "on" : undefined,
      // A time to come stays in the box; one passed is history, and the box is left for a new one.
      publishAt: row.publishAt && row.publishAt > now ? dateTimeValue(row.publishAt, timeZone) : "",
      send: row.sendWhenPublished ? "on" : undefined,
    },
  };
  return {
    notice,
    files: row ? await noticeFilesOf(row.id) : [],
    today,
    now: now.toISOString(),
    suggestedNumber: await suggestCircularNumber(row?.date ?? today),
    mayPublish: noticeRightsOf(user).publish,
    reach: await reachOf("announcement"),
  };
}

const PAGE_FORMS = new Set(["update_file", "remove_file", "unpublish"]);

/** A save from the editor: refused, the form again with its messages; made, the notice's own address. */
export async function noticeEditorAction(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await requireSection(request, context, "announcements");
  const formData = await readFormData(request);
  // A draft saved as it is typed (decision 0077): answered where it was asked, with no toast and no move.
  const asTyped = formData.get("autosave") === "1" && formData.get("intent") === "update";
  const { reply, status } = await manageAnnouncements(
    formData,
    actorOf(user, context),
    siteOrigin(request),
    noticeRightsOf(user),
  );
  if (asTyped) return data(reply, { status });
  // The notice's own fields, and a form that names no change, come back with their messages; the page's small forms
  // (a file's details, Remove, Take Off the Site) come back to the page with their toast.
  if (!reply.ok && !(reply.intent && PAGE_FORMS.has(reply.intent))) return data(reply, { status });
  const here = new URL(request.url).pathname;
  const to = reply.id ? `${sectionPath("announcements")}/${reply.id}` : here;
  throw await redirectWithToast(to, reply.toast);
}

/** A file's form: one file, at most 20 MB, with the form's few fields around it. */
const FILE_FORM_BYTES = NOTICE_FILE_LIMITS.bytes + 64 * 1024;

/**
 * A file added to a notice (decision 0077), at /admin/announcements/<id>/files. The editor's scripts send each file
 * on its own and read the answer as JSON, to show its progress and its refusal beside it; a form sent without
 * scripts comes back to the editor with the answer as its toast.
 */
export async function noticeFileAction(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const user = await requireSection(request, context, "announcements");
  const formData = await readFormData(request, FILE_FORM_BYTES);
  // The page's own form says what the file is for; one that does not is answered as any form that names no change.
  const fromThePage = formData.has("kind");
  formData.set("intent", "add_file");
  formData.set("id", id);
  const { reply, status } = await manageAnnouncements(
    formData,
    actorOf(user, context),
    siteOrigin(request),
    noticeRightsOf(user),
  );
  if (!fromThePage || request.headers.get("Accept")?.includes("application/json")) {
    return Response.json(
      { ok: reply.ok, message: reply.ok ? null : (reply.toast.description ?? reply.toast.title) },
      { status },
    );
  }
  throw await redirectWithToast(`${sectionPath("announcements")}/${UUID.test(id) ? id : ""}`, reply.toast);
}

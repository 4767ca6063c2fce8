// The notice editor's loader and action (decision 0077), for /admin/announcements/new and /admin/announcements/<id>:
// what the editor opens with, and a save that, once made, reloads the notice's own address with its toast.
import { data, type RouterContextProvider } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { sectionPath } from "~/features/admin/sections";
import { reachOf } from "~/features/broadcasts/broadcasts.server";
import { requireSection } from "~/features/users/access.server";
import { env } from "~/lib/env.server";
import { readFormData } from "~/lib/form-data.server";
import { siteOrigin } from "~/lib/site-url.server";
import { schoolToday } from "~/lib/time.server";
import { redirectWithToast } from "~/lib/toast.server";

import { dateTimeValue } from "../../../db/time";
import { findAnnouncement, suggestCircularNumber } from "./announcements.server";
import { manageAnnouncements, noticeRightsOf } from "./manage-announcements.server";
import type { EditedNotice } from "./notice-editor";
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
    today,
    now: now.toISOString(),
    suggestedNumber: await suggestCircularNumber(row?.date ?? today),
    mayPublish: noticeRightsOf(user).publish,
    reach: await reachOf("announcement"),
  };
}

/** A save from the editor: refused, the form again with its messages; made, the notice's own address. */
export async function noticeEditorAction(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await requireSection(request, context, "announcements");
  const { reply, status } = await manageAnnouncements(
    await readFormData(request),
    actorOf(user, context),
    siteOrigin(request),
    noticeRightsOf(user),
  );
  if (!reply.ok) return data(reply, { status });
  const to = reply.id ? `${sectionPath("announcements")}/${reply.id}` : sectionPath("announcements");
  throw await redirectWithToast(to, reply.toast);
}

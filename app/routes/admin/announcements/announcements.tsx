import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { pageNumberOf } from "~/features/admin/pagination";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminAnnouncementsPage } from "~/features/announcements/admin-announcements-page";
import { listAnnouncementsPage } from "~/features/announcements/announcements.server";
import { manageAnnouncements, noticeRightsOf } from "~/features/announcements/manage-announcements.server";
import { ANNOUNCEMENT_MESSAGES } from "~/features/announcements/schema";
import { broadcastsOf, reachOf } from "~/features/broadcasts/broadcasts.server";
import { requireSection } from "~/features/users/access.server";
import { schoolToday } from "~/lib/database/time.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";
import { siteOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Announcements"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSection(request, context, "announcements");
  const url = new URL(request.url);
  // ?waiting=1: the notices sent to a publisher, as the dashboard counts them (decision 0077).
  const waiting = url.searchParams.get("waiting") === "1";
  const page = await listAnnouncementsPage(pageNumberOf(url), { waiting });
  // Each listed announcement's sendings, and whom a sending would reach (docs/specification.md §24 "Sending").
  const [sendings, reach] = await Promise.all([
    broadcastsOf(
      "announcement",
      page.rows.map((announcement) => announcement.id),
    ),
    reachOf("announcement"),
  ]);
  return {
    page,
    today: schoolToday(),
    sendings: Object.fromEntries(sendings),
    reach,
    timeZone: env().SCHOOL_TIMEZONE,
    now: new Date().toISOString(),
    mayPublish: noticeRightsOf(user).publish,
    waiting,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "announcements");
  const { reply, status } = await manageAnnouncements(
    await readFormData(request),
    actorOf(user, context),
    siteOrigin(request),
    noticeRightsOf(user),
  );
  return data(reply, { status });
}

export default function AdminAnnouncementsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminAnnouncementsPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Announcements" message={ANNOUNCEMENT_MESSAGES.loadFailed} />;
}

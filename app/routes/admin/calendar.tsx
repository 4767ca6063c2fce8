import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { pageNumberOf } from "~/features/admin/pagination";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { broadcastsOf, reachOf } from "~/features/broadcasts/broadcasts.server";
import { AdminCalendarPage } from "~/features/calendar/admin-calendar-page";
import { listAdminEvents } from "~/features/calendar/calendar.server";
import { EVENT_MESSAGES } from "~/features/calendar/event-form";
import { manageEvents } from "~/features/calendar/manage-calendar.server";
import { parseCategory, parseDayRange } from "~/features/calendar/search-params";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";
import { siteOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Calendar"),
  { name: "robots", content: "noindex" },
];

// ?category=PTM&page=2, ?from=2026-11-23&to=2026-11-29: the filters and the page live in the URL.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "calendar");
  const url = new URL(request.url);
  const category = parseCategory(url.searchParams.get("category"));
  const timeZone = env().SCHOOL_TIMEZONE;
  const days = parseDayRange(url.searchParams);
  const events = await listAdminEvents({ page: pageNumberOf(url), category, days, timeZone });
  // Each listed event's sendings, and whom a sending would reach (docs/specification.md §24 "Sending").
  const [sendings, reach] = await Promise.all([
    broadcastsOf(
      "calendar",
      events.rows.map((event) => event.id),
    ),
    reachOf("calendar"),
  ]);
  return {
    events,
    category,
    days,
    timeZone,
    sendings: Object.fromEntries(sendings),
    reach,
    now: new Date().toISOString(),
  };
}

// One action for the page's dialogs: the form's `intent` names the change.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "calendar");
  const { reply, status } = await manageEvents(
    await readFormData(request),
    actorOf(user, context),
    siteOrigin(request),
  );
  return data(reply, { status });
}

export default function AdminCalendarRoute({ loaderData }: Route.ComponentProps) {
  return <AdminCalendarPage {...loaderData} />;
}

// SPEC §8: a page that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Calendar" message={EVENT_MESSAGES.loadFailed} />;
}

import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import { CalendarPage } from "~/features/calendar/calendar-page";
import { loadCalendarPage } from "~/features/calendar/calendar.server";
import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { pageChangesAt } from "~/features/page-cache/page-cache.server";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";
import { siteOrigin } from "~/lib/server/site-url.server";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Calendar`,
    msg`The school calendar: holidays, parent-teacher meetings (PTM), events and activities, with their dates and times.`,
  );

// The whole state is in the URL (?category=PTM&view=month&month=2026-12&day=2026-12-02).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [page, changed] = await Promise.all([
    loadCalendarPage(url.searchParams, {
      now: new Date(),
      timeZone: env().SCHOOL_TIMEZONE,
      siteUrl: siteOrigin(request),
      locale: localeOf(url.pathname),
      changesAt: (time) => pageChangesAt(context, time),
    }),
    lastChangeOf(["calendar"]),
  ]);
  // Its "Last updated" date (docs/specification.md §26): the events' last change, whatever view is shown.
  return { ...page, lastUpdated: lastUpdatedDay(changed) };
}

export default function CalendarRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Calendar`} subtitle={t`Holidays, meetings, events and activities.`} />
      <CalendarPage data={loaderData} />
    </main>
  );
}

import { CalendarPage } from "~/features/calendar/calendar-page";
import { loadCalendarPage } from "~/features/calendar/calendar.server";
import { pageChangesAt } from "~/features/page-cache/page-cache.server";
import { env } from "~/lib/env.server";
import { localeOf } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { siteOrigin } from "~/lib/site-url.server";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Calendar",
    "The school calendar: holidays, parent-teacher meetings (PTM), events and activities, with their dates and times.",
  );

// The whole state is in the URL (?category=PTM&view=month&month=2026-12&day=2026-12-02).
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalendarPage(new URL(request.url).searchParams, {
    now: new Date(),
    timeZone: env().SCHOOL_TIMEZONE,
    siteUrl: siteOrigin(request),
    locale: localeOf(new URL(request.url).pathname),
    changesAt: (time) => pageChangesAt(context, time),
  });
}

export default function CalendarRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageBanner title="Calendar" subtitle="Holidays, meetings, events and activities." />
      <CalendarPage data={loaderData} />
    </main>
  );
}

import { calendarFeedResponse } from "~/features/calendar/calendar-feed.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { env } from "~/lib/server/env.server";
import { siteOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/calendar-feed";

// GET /calendar.ics[?category=Holidays] for calendar apps to subscribe to, and
// /calendar.ics?event=<id> for one event (decision 0025).
export async function loader({ request }: Route.LoaderArgs) {
  const { schoolName } = await getSiteSettings();
  return calendarFeedResponse(new URL(request.url).searchParams, {
    now: new Date(),
    timeZone: env().SCHOOL_TIMEZONE,
    siteUrl: siteOrigin(request),
    schoolName,
  });
}

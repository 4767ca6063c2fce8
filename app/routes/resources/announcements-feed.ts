import { announcementsFeedResponse } from "~/features/announcements/announcements-feed.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { localeOf } from "~/lib/language/locale";
import { env } from "~/lib/server/env.server";
import { siteOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/announcements-feed";

// GET /announcements.xml and /hi/announcements.xml: the announcements as an Atom feed, in the address's language,
// for feed readers and other sites to follow (decision 0064). HEAD is the same loader; other methods get the 405.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const { schoolName } = await getSiteSettings(locale);
  return announcementsFeedResponse(request.headers.get("If-None-Match"), {
    locale,
    siteUrl: siteOrigin(request),
    schoolName,
    timeZone: env().SCHOOL_TIMEZONE,
    now: new Date(),
  });
}

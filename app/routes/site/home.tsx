import { msg } from "@lingui/core/macro";
import { useRouteLoaderData } from "react-router";

import { ANNOUNCEMENTS_FEED_PATH, announcementsFeedTitle } from "~/features/announcements/announcements";
import { lastScheduledShown, listLatestAnnouncements, nextNoticeChange } from "~/features/announcements/notices.server";
import { getContentPage } from "~/features/content/content.server";
import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { pageChangesAt } from "~/features/page-cache/page-cache.server";
import { HOME_CONTENT_KEYS, HomePage } from "~/features/pages/home-page";
import { localeOf } from "~/lib/language/locale";
import { feedLink, pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";

import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    msg`Home`,
    msg`A CBSE-affiliated school from Nursery to Class XII: why parents choose us, our ethos, our facilities and the latest news from school.`,
  ),
  // The announcements' feed in the page's language (decision 0064).
  feedLink(args, ANNOUNCEMENTS_FEED_PATH, announcementsFeedTitle),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const now = new Date();
  const [{ blocks, updatedAt }, announcements, announced, scheduled, next] = await Promise.all([
    getContentPage(HOME_CONTENT_KEYS, locale),
    listLatestAnnouncements(locale, now),
    lastChangeOf(["announcements"]),
    lastScheduledShown(now),
    nextNoticeChange(now),
  ]);
  // A scheduled notice shows at its time: the kept page goes then (decision 0077).
  if (next) pageChangesAt(context, next);
  // Its "Last updated" date (docs/specification.md §26): its blocks' newest save, the announcements' last change, or
  // the time a scheduled one went up by itself.
  const lastUpdated = lastUpdatedDay(updatedAt, announced, scheduled);
  return { blocks, announcements: announcements.map(({ publishedAt: _, ...shown }) => shown), lastUpdated };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The school's name and tagline come from the site settings, via the root loader.
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <HomePage settings={settings} blocks={loaderData.blocks} announcements={loaderData.announcements} />;
}

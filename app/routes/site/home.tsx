import { msg } from "@lingui/core/macro";
import { useRouteLoaderData } from "react-router";

import { ANNOUNCEMENTS_FEED_PATH, announcementsFeedTitle } from "~/features/announcements/announcements";
import { listLatestAnnouncements } from "~/features/announcements/announcements.server";
import { getContentPage } from "~/features/content/content.server";
import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { HOME_CONTENT_KEYS, HomePage } from "~/features/pages/home-page";
import { localeOf } from "~/lib/locale";
import { feedLink, pageMeta } from "~/lib/meta";
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

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const [{ blocks, updatedAt }, announcements, announced] = await Promise.all([
    getContentPage(HOME_CONTENT_KEYS, locale),
    listLatestAnnouncements(locale),
    lastChangeOf(["announcements"]),
  ]);
  // Its "Last updated" date (docs/specification.md §26): its blocks' newest save or the announcements' last change.
  return { blocks, announcements, lastUpdated: lastUpdatedDay(updatedAt, announced) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The school's name and tagline come from the site settings, via the root loader.
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <HomePage settings={settings} blocks={loaderData.blocks} announcements={loaderData.announcements} />;
}

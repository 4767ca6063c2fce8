import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import { ANNOUNCEMENTS_FEED_PATH, announcementsFeedTitle } from "~/features/announcements/announcements";
import { NoticeBoard } from "~/features/announcements/notice-board-page";
import { loadNoticeBoard } from "~/features/announcements/notice-board.server";
import { feedLink, pageMeta } from "~/lib/page/meta";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/notices";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    msg`Notice Board`,
    msg`Circulars, news, holidays, examinations and results from school, newest first, with each session's archive.`,
  ),
  feedLink(args, ANNOUNCEMENTS_FEED_PATH, announcementsFeedTitle),
];

// The board's filters are in its address (?category=circular&session=2026-27&q=exam&page=2): decision 0077.
export const loader = ({ request, context }: Route.LoaderArgs) => loadNoticeBoard(request, context);

export default function NoticesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Notice Board`} subtitle={t`Circulars, news and notices from school.`} />
      <NoticeBoard {...loaderData} />
    </main>
  );
}

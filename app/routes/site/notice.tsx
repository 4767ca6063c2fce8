import { loadNoticePage } from "~/features/announcements/notice-board.server";
import { NoticeView } from "~/features/announcements/notice-page";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/notice";

// A notice's page names itself by its title and describes itself by its first words (decision 0077).
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.notice.title.text ?? "", args.loaderData?.notice.summary.slice(0, 200), {
    image: args.loaderData?.shareImage,
  });

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadNoticePage(request, context, params.address ?? "");

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <NoticeView notice={loaderData.notice} address={loaderData.address} />
    </main>
  );
}

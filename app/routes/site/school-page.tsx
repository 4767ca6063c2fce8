import { msg } from "@lingui/core/macro";

import { SchoolPageView } from "~/features/school-pages/school-page-view";
import { loadSchoolPage } from "~/features/school-pages/school-page.server";
import { pageMeta } from "~/lib/meta";

import type { Route } from "./+types/school-page";

// A page of the school's own at /<address> (docs/specification.md §32): named by its title, with its share image. Any
// other one-word address is this route's 404 (or a removed page's 410), named as the not-found page is.
export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, args.loaderData.title.text, undefined, { image: args.loaderData.shareImage })
    : [...pageMeta(args, msg`Page not found`), { name: "robots", content: "noindex" }];

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadSchoolPage(request, context, params.page ?? "");

export default function SchoolPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <SchoolPageView title={loaderData.title} blocks={loaderData.blocks} />
    </main>
  );
}

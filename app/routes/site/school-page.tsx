import { msg } from "@lingui/core/macro";

import { SchoolPageView } from "~/features/school-pages/school-page-view";
import { loadSchoolPage } from "~/features/school-pages/school-page.server";
import { pageMeta } from "~/lib/page/meta";
import { NotFoundPage, RefusedPage } from "~/ui/error-pages";

import type { Route } from "./+types/school-page";

// A page of the school's own at /<address> (docs/specification.md §32): named by its title, with its share image. Any
// other one-word address is this route's 404, and a removed page's its 410, each named as the not-found page is.
export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded || loaded.missing) {
    const name = loaded?.missing === 410 ? msg`This page has been removed` : msg`Page not found`;
    return [...pageMeta(args, name), { name: "robots", content: "noindex" }];
  }
  return pageMeta(args, loaded.title.text, undefined, { image: loaded.shareImage });
};

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadSchoolPage(request, context, params.page ?? "");

export default function SchoolPageRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.missing === 404) return <NotFoundPage />;
  if (loaderData.missing === 410) return <RefusedPage error={{ status: 410, data: null }} />;
  return (
    <main id="main">
      <SchoolPageView title={loaderData.title} blocks={loaderData.blocks} />
    </main>
  );
}

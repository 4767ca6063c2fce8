import { SchoolPageView } from "~/features/school-pages/school-page-view";
import { loadSchoolPagePreview } from "~/features/school-pages/school-page.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/school-page-preview";

// A page's preview for staff (docs/specification.md §32): the saved working copy in the site's frame, never indexed
// and never kept by the page cache (app/cached-pages.ts lists no such address).
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, args.loaderData?.title.text ?? "Preview"),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadSchoolPagePreview(request, context, params.id ?? "");

export default function SchoolPagePreviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <SchoolPageView title={loaderData.title} blocks={loaderData.blocks} />
    </main>
  );
}

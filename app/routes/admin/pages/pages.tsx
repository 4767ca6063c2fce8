import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { loadPagesList, pagesListAction } from "~/features/school-pages/office/manage-school-pages.server";
import { PagesList } from "~/features/school-pages/office/pages-list";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/pages";

// /admin/pages: the school's own pages, and Add Page (docs/specification.md §32).
export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Pages"), { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadPagesList(request, context);

export const action = ({ request, context }: Route.ActionArgs) => pagesListAction(request, context);

export default function PagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PagesList pages={loaderData.pages} starters={loaderData.starters} lastReply={actionData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Pages" message="The pages could not be loaded. Reload the page." />;
}

import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { loadPageEditor, pageEditorAction } from "~/features/school-pages/office/manage-school-pages.server";
import { PageEditor } from "~/features/school-pages/office/page-editor";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/school-page";

// /admin/pages/<id>: a page's editor (docs/specification.md §32).
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, args.loaderData?.page.title ?? "Page"),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadPageEditor(request, context, params.id ?? "");

export const action = ({ request, context, params }: Route.ActionArgs) =>
  pageEditorAction(request, context, params.id ?? "");

export default function SchoolPageEditorRoute({ loaderData }: Route.ComponentProps) {
  const { page, state, addressFixed, revisions, files, placeholders } = loaderData;
  return (
    <PageEditor
      key={page.id}
      page={page}
      state={state}
      addressFixed={addressFixed}
      revisions={revisions}
      files={files}
      placeholders={placeholders}
    />
  );
}

export function ErrorBoundary() {
  return (
    <SectionLoadFailed
      title="Pages"
      message="The page could not be loaded. Reload the page."
      back={{ to: "/admin/pages", label: "Pages" }}
    />
  );
}

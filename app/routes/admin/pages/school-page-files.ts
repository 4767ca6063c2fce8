import { pageFileAction } from "~/features/school-pages/office/manage-school-pages.server";

import type { Route } from "./+types/school-page-files";

// POST /admin/pages/<id>/files: one image or PDF for a page (docs/specification.md §32), answered as JSON.
export const action = ({ request, context, params }: Route.ActionArgs) =>
  pageFileAction(request, context, params.id ?? "");

import { pageSaveAction } from "~/features/school-pages/office/manage-school-pages.server";

import type { Route } from "./+types/school-page-save";

// POST /admin/pages/<id>/save: the page editor's Save Draft and Publish (docs/specification.md §32), answered as JSON.
export const action = ({ request, context, params }: Route.ActionArgs) =>
  pageSaveAction(request, context, params.id ?? "");

import { noticeFileAction } from "~/features/announcements/notice-editor.server";

import type { Route } from "./+types/announcement-files";

// POST /admin/announcements/<id>/files: one file for a notice (decision 0077).
export const action = ({ request, context, params }: Route.ActionArgs) =>
  noticeFileAction(request, context, params.id ?? "");

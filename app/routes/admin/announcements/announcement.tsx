import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { NoticeEditor } from "~/features/announcements/notice-editor";
import { loadNoticeEditor, noticeEditorAction } from "~/features/announcements/notice-editor.server";
import { NoticeFilesEditor } from "~/features/announcements/notice-files-editor";
import { ANNOUNCEMENT_MESSAGES } from "~/features/announcements/schema";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/announcement";

// /admin/announcements/new and /admin/announcements/<id>: a notice's editor (decision 0077).
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, args.params.id ? "Announcement" : "New Announcement"),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadNoticeEditor(request, context, params.id ?? null);

export const action = ({ request, context }: Route.ActionArgs) => noticeEditorAction(request, context);

export default function AnnouncementRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { files, ...editor } = loaderData;
  return (
    <NoticeEditor key={loaderData.notice?.id ?? "new"} {...editor} lastReply={actionData}>
      {/* Files are added to a saved notice: it has an address of its own to keep them under. */}
      {loaderData.notice ? <NoticeFilesEditor noticeId={loaderData.notice.id} files={files} /> : null}
    </NoticeEditor>
  );
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Announcements" message={ANNOUNCEMENT_MESSAGES.loadFailed} />;
}

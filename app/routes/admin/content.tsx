import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminContentPage } from "~/features/content/admin-content-page";
import { listContentSections } from "~/features/content/content.server";
import { manageContent } from "~/features/content/manage-content.server";
import { CONTENT_MESSAGES, NO_SCRIPT_FIELD } from "~/features/content/schema";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { redirectWithToast } from "~/lib/page/toast.server";

import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Manage Content"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "content");
  return { sections: await listContentSections() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "content");
  const formData = await readFormData(request);
  const { reply, status } = await manageContent(formData, actorOf(user, context));
  // A card saved before the page's scripts ran: back to the page, with the toast.
  // A refusal renders the page instead, so what was typed stays in the card.
  if (reply.ok && formData.has(NO_SCRIPT_FIELD)) {
    return redirectWithToast(new URL(request.url).pathname, { type: reply.toast.type, title: reply.toast.title });
  }
  return data(reply, { status });
}

export default function AdminContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminContentPage sections={loaderData.sections} lastReply={actionData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Manage Content" message={CONTENT_MESSAGES.loadFailed} />;
}

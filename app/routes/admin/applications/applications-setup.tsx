import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminSetupPage } from "~/features/applications/setup/admin-setup-page";
import { SETUP_MESSAGES, SETUP_NO_SCRIPT } from "~/features/applications/setup/setup-schema";
import { manageSetup, setupFormOf } from "~/features/applications/setup/setup.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { redirectWithToast } from "~/lib/page/toast.server";

import type { Route } from "./+types/applications-setup";

// docs/specification.md §22: the session's setup, for staff with the Applications section.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Admissions setup"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSection(request, context, "applications");
  const { admissionsSession } = await getSchoolSettings();
  return { setup: await setupFormOf(admissionsSession), isAdmin: user.isAdmin };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "applications");
  const formData = await readFormData(request);
  const { reply, status } = await manageSetup(formData, actorOf(user, context));
  // Saved before the page's scripts ran: the page again, as saved, with the toast. A refusal renders the page with
  // its messages and what was typed.
  if (reply.ok && formData.has(SETUP_NO_SCRIPT)) {
    return redirectWithToast(new URL(request.url).pathname, { type: reply.toast.type, title: reply.toast.title });
  }
  return data(reply, { status });
}

export default function AdminApplicationsSetupRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSetupPage {...loaderData} lastReply={actionData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Admissions setup" message={SETUP_MESSAGES.loadFailed} />;
}

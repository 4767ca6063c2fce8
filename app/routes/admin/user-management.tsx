import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { requireSection } from "~/features/users/access.server";
import { AdminUserManagementPage } from "~/features/users/admin-user-management-page";
import { manageUsers } from "~/features/users/manage-users.server";
import { USER_MESSAGES } from "~/features/users/schema";
import { listManagedUsers } from "~/features/users/users.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/user-management";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "User Management"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSection(request, context, "user_management");
  // What the viewer holds decides which buttons the page offers; the server decides what is allowed.
  return {
    users: await listManagedUsers(),
    currentUserId: user.id,
    viewer: { isAdmin: user.isAdmin, sections: user.sections },
  };
}

// One action for the page's dialogs: the form's `intent` names the change.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "user_management");
  const { reply, status } = await manageUsers(await readFormData(request), actorOf(user, context));
  return data(reply, { status });
}

export default function AdminUserManagementRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminUserManagementPage
      users={loaderData.users}
      currentUserId={loaderData.currentUserId}
      viewer={loaderData.viewer}
    />
  );
}

// SPEC §8: a page that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="User Management" message={USER_MESSAGES.loadFailed} />;
}

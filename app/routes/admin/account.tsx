import { data } from "react-router";

import { currentSessionId, getAccount } from "~/features/account/account.server";
import { AdminAccountPage } from "~/features/account/admin-account-page";
import { manageAccount } from "~/features/account/manage-account.server";
import { ACCOUNT_MESSAGES } from "~/features/account/schema";
import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { requireStaff } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "My Account"),
  { name: "robots", content: "noindex" },
];

// Every signed-in member of staff, whatever sections they hold.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  return { account: await getAccount(user, await currentSessionId(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const formData = await readFormData(request);
  const { reply, status } = await manageAccount(
    formData,
    { userId: user.id, sessionId: await currentSessionId(request) },
    actorOf(user, context),
  );
  return data(reply, { status });
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminAccountPage account={loaderData.account} lastReply={actionData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="My Account" message={ACCOUNT_MESSAGES.loadFailed} />;
}

import { data } from "react-router";
import { actorOf, runAdminAction } from "~/features/admin/admin-action.server";
import { AdminPage } from "~/features/admin/admin-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Manage Content"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "content");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "content");
  const { reply, status } = await runAdminAction(await readFormData(request), {}, actorOf(user, context.get(clientAddressContext)), {
    area: "Manage Content",
  });
  return data(reply, { status });
}

export default function AdminContentRoute() {
  return (
    <AdminPage title="Manage Content" description="Edit the text of the public pages.">
      <p className="text-slate-600">This section is being built.</p>
    </AdminPage>
  );
}

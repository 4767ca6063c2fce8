import { data } from "react-router";
import { actorOf, runAdminAction } from "~/features/admin/admin-action.server";
import { AdminPage } from "~/features/admin/admin-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Announcements"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "announcements");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "announcements");
  const { reply, status } = await runAdminAction(await readFormData(request), {}, actorOf(user, context.get(clientAddressContext)), {
    area: "Announcements",
  });
  return data(reply, { status });
}

export default function AdminAnnouncementsRoute() {
  return (
    <AdminPage title="Announcements" description="Post and remove news for the home page.">
      <p className="text-slate-600">This section is being built.</p>
    </AdminPage>
  );
}

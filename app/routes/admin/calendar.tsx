import { data } from "react-router";
import { actorOf, runAdminAction } from "~/features/admin/admin-action.server";
import { AdminPage } from "~/features/admin/admin-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Calendar"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "calendar");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "calendar");
  const { reply, status } = await runAdminAction(await readFormData(request), {}, actorOf(user, context.get(clientAddressContext)), {
    area: "Calendar",
  });
  return data(reply, { status });
}

export default function AdminCalendarRoute() {
  return (
    <AdminPage title="Calendar" description="Holidays, meetings, events and activities.">
      <p className="text-slate-600">This section is being built.</p>
    </AdminPage>
  );
}

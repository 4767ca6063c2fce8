import { data } from "react-router";
import { actorOf, runAdminAction } from "~/features/admin/admin-action.server";
import { AdminPage } from "~/features/admin/admin-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Admission Enquiries"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "enquiries");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "enquiries");
  const { reply, status } = await runAdminAction(await readFormData(request), {}, actorOf(user, context.get(clientAddressContext)), {
    area: "Admission Enquiries",
  });
  return data(reply, { status });
}

export default function AdminEnquiriesRoute() {
  return (
    <AdminPage title="Admission Enquiries" description="Admission enquiries from the website.">
      <p className="text-slate-600">This section is being built.</p>
    </AdminPage>
  );
}

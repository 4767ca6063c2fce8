import { data } from "react-router";
import { actorOf, runAdminAction } from "~/features/admin/admin-action.server";
import { AdminPage } from "~/features/admin/admin-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/mandatory-disclosures";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Mandatory Disclosures"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const { reply, status } = await runAdminAction(await readFormData(request), {}, actorOf(user, context.get(clientAddressContext)), {
    area: "Mandatory Disclosures",
  });
  return data(reply, { status });
}

export default function AdminMandatoryDisclosuresRoute() {
  return (
    <AdminPage title="Mandatory Disclosures" description="The CBSE public disclosure tables and documents.">
      <p className="text-slate-600">This section is being built.</p>
    </AdminPage>
  );
}

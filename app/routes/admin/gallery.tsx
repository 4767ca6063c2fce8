import { data } from "react-router";
import { actorOf, runAdminAction } from "~/features/admin/admin-action.server";
import { AdminPage } from "~/features/admin/admin-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Gallery"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "gallery");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "gallery");
  const { reply, status } = await runAdminAction(await readFormData(request), {}, actorOf(user, context.get(clientAddressContext)), {
    area: "Gallery",
  });
  return data(reply, { status });
}

export default function AdminGalleryRoute() {
  return (
    <AdminPage title="Gallery" description="Add and remove photos of school life.">
      <p className="text-slate-600">This section is being built.</p>
    </AdminPage>
  );
}

import { actorOf } from "~/features/admin/admin-action.server";
import { loadNewApplication, startApplication } from "~/features/applications/applying/apply-route.server";
import { PaperFormPage } from "~/features/applications/applying/paper-form-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/application-new";

// /admin/applications/new: a paper form's first step, as staff enter it (decision 0057).
export const meta: Route.MetaFunction = (args) => pageMeta(args, "Enter a Paper Form");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "applications");
  return loadNewApplication(request, "paper");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "applications");
  return startApplication(request, await readFormData(request), context, actorOf(user, context));
}

export default function PaperFormRoute({ loaderData }: Route.ComponentProps) {
  return <PaperFormPage data={loaderData} />;
}

import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminBreachesPage } from "~/features/dpdp/admin-breaches-page";
import { listBreaches } from "~/features/dpdp/breaches.server";
import { dataKinds } from "~/features/dpdp/data-kinds.server";
import { manageBreaches } from "~/features/dpdp/manage-breaches.server";
import { BREACH_MESSAGES } from "~/features/dpdp/schema";
import { requireAdmin } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";

import type { Route } from "./+types/breaches";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Breach Register"),
  { name: "robots", content: "noindex" },
];

// Admins only (docs/specification.md §27), as School Settings.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const now = new Date();
  return {
    breaches: await listBreaches(now),
    context: { timeZone: env().SCHOOL_TIMEZONE, now: now.toISOString(), kinds: dataKinds() },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const { reply, status } = await manageBreaches(await readFormData(request), actorOf(user, context));
  return data(reply, { status });
}

export default function AdminBreachesRoute({ loaderData }: Route.ComponentProps) {
  return <AdminBreachesPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Breach Register" message={BREACH_MESSAGES.loadFailed} />;
}

import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { requireSection } from "~/features/users/access.server";
import { VISIT_REQUEST_MESSAGES, visitRequestFiltersOf } from "~/features/visits/visit-requests";
import { VisitRequestsPage } from "~/features/visits/visit-requests-page";
import { listVisitRequests, manageVisitRequests } from "~/features/visits/visit-requests.server";
import { db } from "~/lib/db.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";

import type { Route } from "./+types/visit-requests";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Visit Requests"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "visit_requests");
  const filters = visitRequestFiltersOf(new URL(request.url));
  return { filters, page: await listVisitRequests(db(), filters) };
}

// One action for the page: `intent` is set_status or delete.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "visit_requests");
  const { reply, status } = await manageVisitRequests(
    await readFormData(request),
    actorOf(user, context.get(clientAddressContext)),
  );
  return data(reply, { status });
}

export default function AdminVisitRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <VisitRequestsPage page={loaderData.page} filters={loaderData.filters} />;
}

// SPEC §8: a list that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Visit Requests" message={VISIT_REQUEST_MESSAGES.loadFailed} />;
}

import { applicationKind } from "~/features/applications/application-kind";
import { applicationDefinition } from "~/features/applications/application.server";
import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/applications";

// docs/specification.md §22: the shared page of requests, described by applicationKind.
export const { meta, ErrorBoundary } = requestsPageExports(applicationKind);
export const loader = (args: Route.LoaderArgs) => loadRequests(applicationDefinition, args);
export const action = (args: Route.ActionArgs) => requestsAction(applicationDefinition, args);

export default function AdminApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminRequestsPage kind={applicationKind} {...loaderData} />;
}

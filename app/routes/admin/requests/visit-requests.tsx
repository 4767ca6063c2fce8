import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";
import { visitRequestKind } from "~/features/visits/visit-request-kind";
import { visitRequestDefinition } from "~/features/visits/visit-request.server";

import type { Route } from "./+types/visit-requests";

// SPEC §2 "Visit requests": the shared page of requests, described by visitRequestKind.
export const { meta, ErrorBoundary } = requestsPageExports(visitRequestKind);
export const loader = (args: Route.LoaderArgs) => loadRequests(visitRequestDefinition, args);
export const action = (args: Route.ActionArgs) => requestsAction(visitRequestDefinition, args);

export default function AdminVisitRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminRequestsPage kind={visitRequestKind} {...loaderData} />;
}

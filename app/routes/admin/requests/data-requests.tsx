import { dataRequestKind } from "~/features/data-requests/data-request-kind";
import { dataRequestDefinition } from "~/features/data-requests/data-request.server";
import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/data-requests";

// Data Requests (decision 0033): the shared page of requests, described by dataRequestKind.
export const { meta, ErrorBoundary } = requestsPageExports(dataRequestKind);
export const loader = (args: Route.LoaderArgs) => loadRequests(dataRequestDefinition, args);
export const action = (args: Route.ActionArgs) => requestsAction(dataRequestDefinition, args);

export default function AdminDataRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminRequestsPage kind={dataRequestKind} {...loaderData} />;
}

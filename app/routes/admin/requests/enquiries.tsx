import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/enquiries";

// SPEC §2 "Enquiries": the shared page of requests, described by enquiryKind.
export const { meta, ErrorBoundary } = requestsPageExports(enquiryKind);
export const loader = (args: Route.LoaderArgs) => loadRequests(enquiryDefinition, args);
export const action = (args: Route.ActionArgs) => requestsAction(enquiryDefinition, args);

export default function AdminEnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return <AdminRequestsPage kind={enquiryKind} {...loaderData} />;
}

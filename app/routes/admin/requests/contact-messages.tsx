import { contactMessageKind } from "~/features/contact/contact-message-kind";
import { contactMessageDefinition } from "~/features/contact/contact-message.server";
import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/contact-messages";

// Contact Messages (decision 0026): the shared page of requests, described by contactMessageKind.
export const { meta, ErrorBoundary } = requestsPageExports(contactMessageKind);
export const loader = (args: Route.LoaderArgs) => loadRequests(contactMessageDefinition, args);
export const action = (args: Route.ActionArgs) => requestsAction(contactMessageDefinition, args);

export default function AdminContactMessagesRoute({ loaderData }: Route.ComponentProps) {
  return <AdminRequestsPage kind={contactMessageKind} {...loaderData} />;
}

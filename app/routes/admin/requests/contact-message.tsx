import { contactMessageKind } from "~/features/contact/contact-message-kind";
import { contactMessageDefinition } from "~/features/contact/contact-message.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/contact-message";

// /admin/contact-messages/:id: one record of Contact Messages, on the shared record page (decision 0026).
export const { meta, ErrorBoundary } = requestRecordPageExports(contactMessageKind);
export const loader = (args: Route.LoaderArgs) => loadRequestRecord(contactMessageDefinition, args);
export const action = (args: Route.ActionArgs) => requestRecordAction(contactMessageDefinition, args);

export default function AdminContactMessageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminRequestRecordPage kind={contactMessageKind} {...loaderData} lastReply={actionData} />;
}

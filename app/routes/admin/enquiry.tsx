import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/enquiry";

// /admin/enquiries/:id: one record of Admission Enquiries, on the shared record page (decision 0026).
export const { meta, ErrorBoundary } = requestRecordPageExports(enquiryKind);
export const loader = (args: Route.LoaderArgs) => loadRequestRecord(enquiryDefinition, args);
export const action = (args: Route.ActionArgs) => requestRecordAction(enquiryDefinition, args);

export default function AdminEnquiryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminRequestRecordPage kind={enquiryKind} {...loaderData} lastReply={actionData} />;
}

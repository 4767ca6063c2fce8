import { applicationsOfFamily } from "~/features/applications/family.server";
import { enquiryKind } from "~/features/enquiries/enquiry-kind";
import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/enquiry";

// /admin/enquiries/:id: one record of Admission Enquiries, on the shared record page (decision 0026).
export const { meta, ErrorBoundary } = requestRecordPageExports(enquiryKind);

// With the family's applications, by its mobile number or e-mail (docs/specification.md §22).
export async function loader(args: Route.LoaderArgs) {
  const page = await loadRequestRecord(enquiryDefinition, args);
  return { ...page, related: await applicationsOfFamily({ phone: page.record.contactNo, email: page.record.email }) };
}

export const action = (args: Route.ActionArgs) => requestRecordAction(enquiryDefinition, args);

export default function AdminEnquiryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminRequestRecordPage kind={enquiryKind} {...loaderData} lastReply={actionData} />;
}

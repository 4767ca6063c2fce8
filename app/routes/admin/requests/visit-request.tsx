import { applicationsOfFamily } from "~/features/applications/family.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";
import { visitRequestKind } from "~/features/visits/visit-request-kind";
import { visitRequestDefinition } from "~/features/visits/visit-request.server";

import type { Route } from "./+types/visit-request";

// /admin/visit-requests/:id: one record of Visit Requests, on the shared record page (decision 0026).
export const { meta, ErrorBoundary } = requestRecordPageExports(visitRequestKind);

// With the family's applications, by its mobile number or e-mail (docs/specification.md §22).
export async function loader(args: Route.LoaderArgs) {
  const page = await loadRequestRecord(visitRequestDefinition, args);
  return { ...page, related: await applicationsOfFamily({ phone: page.record.contactNo, email: page.record.email }) };
}

export const action = (args: Route.ActionArgs) => requestRecordAction(visitRequestDefinition, args);

export default function AdminVisitRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminRequestRecordPage kind={visitRequestKind} {...loaderData} lastReply={actionData} />;
}

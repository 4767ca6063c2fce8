import { applicationKind } from "~/features/applications/application-kind";
import { applicationDefinition } from "~/features/applications/application.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/application";

// /admin/applications/:id: one application, on the shared record page (decision 0026).
export const { meta, ErrorBoundary } = requestRecordPageExports(applicationKind);
export const loader = (args: Route.LoaderArgs) => loadRequestRecord(applicationDefinition, args);
export const action = (args: Route.ActionArgs) => requestRecordAction(applicationDefinition, args);

export default function AdminApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminRequestRecordPage kind={applicationKind} {...loaderData} lastReply={actionData} />;
}

import { useLocation } from "react-router";

import { dataRequestKind } from "~/features/data-requests/data-request-kind";
import { dataRequestStore } from "~/features/data-requests/data-requests.server";
import { personalDataIntents } from "~/features/data-requests/manage-personal-data.server";
import { PersonalDataPanel } from "~/features/data-requests/personal-data-panel";
import { personalDataView } from "~/features/data-requests/personal-data-route.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/data-request";

// /admin/data-requests/:id: one data request on the shared record page, with the personal data tool (issue 14).
export const { meta, ErrorBoundary } = requestRecordPageExports(dataRequestKind);

export async function loader(args: Route.LoaderArgs) {
  const page = await loadRequestRecord(dataRequestStore, args);
  return { ...page, personalData: await personalDataView(new URL(args.request.url), page.record) };
}

export const action = (args: Route.ActionArgs) => requestRecordAction(dataRequestStore, args, personalDataIntents);

export default function AdminDataRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { personalData, ...page } = loaderData;
  const { pathname } = useLocation();
  return (
    <AdminRequestRecordPage kind={dataRequestKind} {...page} lastReply={actionData}>
      <PersonalDataPanel path={pathname} recordId={page.record.id} view={personalData} lastReply={actionData} />
    </AdminRequestRecordPage>
  );
}

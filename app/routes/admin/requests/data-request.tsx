import { useLocation } from "react-router";

import { dataRequestKind } from "~/features/data-requests/data-request-kind";
import { dataRequestDefinition } from "~/features/data-requests/data-request.server";
import { personalDataIntents } from "~/features/personal-data/manage-personal-data.server";
import { PersonalDataPanel } from "~/features/personal-data/personal-data-panel";
import { personalDataView } from "~/features/personal-data/personal-data-route.server";
import { VerificationPanel } from "~/features/personal-data/verification-panel";
import { verificationView } from "~/features/personal-data/verification.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/data-request";

// /admin/data-requests/:id: one data request on the shared record page, with who asked (decision 0041) and the personal data tool (decision 0033).
export const { meta, ErrorBoundary } = requestRecordPageExports(dataRequestKind);

export async function loader(args: Route.LoaderArgs) {
  const page = await loadRequestRecord(dataRequestDefinition, args);
  return {
    ...page,
    verification: await verificationView(page.record),
    personalData: await personalDataView(new URL(args.request.url), page.record),
  };
}

export const action = (args: Route.ActionArgs) => requestRecordAction(dataRequestDefinition, args, personalDataIntents);

export default function AdminDataRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { personalData, verification, ...page } = loaderData;
  const { pathname } = useLocation();
  return (
    <AdminRequestRecordPage kind={dataRequestKind} {...page} lastReply={actionData}>
      <VerificationPanel path={pathname} recordId={page.record.id} view={verification} lastReply={actionData} />
      <PersonalDataPanel
        path={pathname}
        recordId={page.record.id}
        view={personalData}
        verified={verification.verified !== null}
        lastReply={actionData}
      />
    </AdminRequestRecordPage>
  );
}

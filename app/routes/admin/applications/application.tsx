import { useLocation } from "react-router";

import { defineIntent } from "~/features/admin/admin-action.server";
import { applicationKind } from "~/features/applications/application-kind";
import { applicationDefinition } from "~/features/applications/application.server";
import { DocumentsCard } from "~/features/applications/documents/documents-card";
import { documentsOf } from "~/features/applications/documents/documents.server";
import { relatedToApplication } from "~/features/applications/family.server";
import { applicationIntents } from "~/features/applications/stages/stage-intents.server";
import { StagePanel } from "~/features/applications/stages/stage-panel";
import { stagePanelOf } from "~/features/applications/stages/stages.server";
import { ApplicationFeeCard } from "~/features/fee-payments/application-fee-card";
import { amountSchema, PAYMENT_MESSAGES } from "~/features/fee-payments/office-schema";
import { changeAmount, paymentsOfApplication } from "~/features/fee-payments/office.server";
import { AdminRequestRecordPage, requestRecordPageExports } from "~/features/requests/admin-request-record-page";
import { loadRequestRecord, requestRecordAction } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/application";

// /admin/applications/:id: one application, on the shared record page (decision 0026), with its stage and what
// each move asks for, and its documents (docs/specification.md §22, decision 0059).
export const { meta, ErrorBoundary } = requestRecordPageExports(applicationKind);

export async function loader(args: Route.LoaderArgs) {
  const page = await loadRequestRecord(applicationDefinition, args);
  const [stages, documents, related, payments] = await Promise.all([
    stagePanelOf(page.record),
    documentsOf(page.record.id),
    relatedToApplication(page.record),
    paymentsOfApplication(page.record.id),
  ]);
  return { ...page, stages, documents, related, payments };
}

export const action = (args: Route.ActionArgs) =>
  requestRecordAction(applicationDefinition, args, {
    ...applicationIntents(args.request),
    // What the offer asks for (docs/specification.md §34): the amount due, changed with why.
    change_amount: defineIntent({
      schema: amountSchema.extend({ id: amountSchema.shape.payment }),
      run: (value, actor) => changeAmount(value, actor),
      success: PAYMENT_MESSAGES.amountChanged,
      failure: PAYMENT_MESSAGES.amountFailed,
    }),
  });

export default function AdminApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { stages, documents, payments, ...page } = loaderData;
  const { pathname } = useLocation();
  return (
    <AdminRequestRecordPage
      kind={applicationKind}
      {...page}
      lastReply={actionData}
      first={
        <StagePanel path={pathname} record={page.record} view={stages} today={page.today} lastReply={actionData} />
      }
    >
      <ApplicationFeeCard path={pathname} applicationId={page.record.id} payments={payments} lastReply={actionData} />
      <DocumentsCard
        path={pathname}
        recordId={page.record.id}
        documents={documents}
        verified={page.record.documentsVerified}
        lastReply={actionData}
      />
    </AdminRequestRecordPage>
  );
}

import { data } from "react-router";

import { actorOf, defineIntent, runAdminAction } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminReceiptPage } from "~/features/fee-payments/admin-receipt-page";
import { cancelReceipt, receiptView } from "~/features/fee-payments/confirm.server";
import { cancelReceiptSchema, PAYMENT_MESSAGES } from "~/features/fee-payments/office-schema";
import { receiptOf } from "~/features/fee-payments/office.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/payment-receipt";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Receipt"),
  { name: "robots", content: "noindex" },
];

// /admin/applications/payments/receipts/<id> (docs/specification.md §34), with Applications.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSection(request, context, "applications");
  const receipt = /^[0-9a-f-]{36}$/i.test(params.id) ? await receiptOf(params.id) : null;
  if (!receipt) throw data(PAYMENT_MESSAGES.receiptNotFound, { status: 404 });
  return { receipt: receiptView(receipt, await getSchoolSettings(), "en") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "applications");
  const formData = await readFormData(request);
  const { reply, status } = await runAdminAction(
    formData,
    {
      cancel_receipt: defineIntent({
        schema: cancelReceiptSchema,
        run: (value, actor) => cancelReceipt(value, actor),
        success: PAYMENT_MESSAGES.receiptCancelled,
        failure: PAYMENT_MESSAGES.receiptCancelFailed,
      }),
    },
    actorOf(user, context),
    { area: "Receipts" },
  );
  return data(reply, { status });
}

export default function AdminReceiptRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminReceiptPage receipt={loaderData.receipt} lastReply={actionData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Receipt" message={PAYMENT_MESSAGES.receiptNotFound} />;
}

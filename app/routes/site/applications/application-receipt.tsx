import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";

import { applicationOfToken } from "~/features/applications/status/status.server";
import { receiptView } from "~/features/fee-payments/confirm.server";
import { receiptOf } from "~/features/fee-payments/office.server";
import { ReceiptDocument } from "~/features/fee-payments/receipt-view";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/application-receipt";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Receipt`),
  // A private page: no search engine lists it.
  { name: "robots", content: "noindex" },
];

// GET /admissions/status/<token>/receipts/<id> (docs/specification.md §34): a receipt of the application the private
// link opens, printable, in the page's language; the amount in words in the application's. Any other: 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  const application = await applicationOfToken(params.token);
  const receipt = application && /^[0-9a-f-]{36}$/i.test(params.id) ? await receiptOf(params.id) : null;
  if (!application || !receipt || receipt.applicationId !== application.id) {
    return data({ receipt: null }, { status: 404 });
  }
  return { receipt: receiptView(receipt, await getSchoolSettings(), localeOf(new URL(request.url).pathname)) };
}

export default function ApplicationReceiptPage({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  const { t } = useLingui();
  return (
    <main id="main">
      <div className="print:hidden">
        <PageBanner title={t`Receipt`} />
      </div>
      <div className="mx-auto max-w-2xl px-4 py-10 print:p-0">
        {receipt ? (
          <ReceiptDocument receipt={receipt} />
        ) : (
          <p className="text-lg font-medium text-slate-900">
            <Trans>This link does not open any receipt.</Trans>
          </p>
        )}
      </div>
    </main>
  );
}

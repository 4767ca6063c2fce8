import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { pageNumberOf } from "~/features/admin/pagination";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminPaymentsPage } from "~/features/fee-payments/admin-payments-page";
import { managePayments } from "~/features/fee-payments/manage-payments.server";
import { isPaymentFilter, PAYMENT_MESSAGES } from "~/features/fee-payments/office-schema";
import { listPayments, paymentCounts } from "~/features/fee-payments/office.server";
import { paymentWays } from "~/features/fee-payments/panel.server";
import { MAX_STATEMENT_BYTES } from "~/features/payments/statement-file.server";
import { requireSection } from "~/features/users/access.server";
import { schoolToday } from "~/lib/database/time.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { siteOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Payments"),
  { name: "robots", content: "noindex" },
];

// A statement of up to 5 MB and the mapping step's few fields; anything bigger is refused (413) while it is read.
const MAX_BODY_BYTES = MAX_STATEMENT_BYTES + 64 * 1024;

// /admin/applications/payments (docs/specification.md §34), with Applications: ?filter= one of the list's filters, ?page=.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "applications");
  const url = new URL(request.url);
  const asked = url.searchParams.get("filter");
  const filter = isPaymentFilter(asked) ? asked : null;
  const [counts, payments, ways] = await Promise.all([
    paymentCounts(),
    listPayments(filter, pageNumberOf(url)),
    paymentWays(),
  ]);
  return { filter, counts, payments, today: schoolToday(), takesFeesOnline: ways !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "applications");
  const formData = await readFormData(request, MAX_BODY_BYTES);
  const origin = siteOrigin(request);
  const { reply, status } = await managePayments(
    formData,
    actorOf(user, context),
    { host: new URL(origin).hostname, origin },
    schoolToday(),
  );
  return data(reply, { status });
}

export default function AdminPaymentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPaymentsPage data={loaderData} lastReply={actionData} />;
}

// SPEC §8: a page that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Payments" message={PAYMENT_MESSAGES.loadFailed} />;
}

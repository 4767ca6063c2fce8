import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { EnquiriesPage } from "~/features/enquiries/enquiries-page";
import { ENQUIRY_LIST_MESSAGES, enquiryFiltersOf } from "~/features/enquiries/enquiry-list";
import { listEnquiries, manageEnquiries } from "~/features/enquiries/enquiry-list.server";
import { requireSection } from "~/features/users/access.server";
import { db } from "~/lib/db.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";

import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Admission Enquiries"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "enquiries");
  const filters = enquiryFiltersOf(new URL(request.url));
  return { filters, page: await listEnquiries(db(), filters) };
}

// One action for the page: `intent` is set_status or delete.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "enquiries");
  const { reply, status } = await manageEnquiries(
    await readFormData(request),
    actorOf(user, context.get(clientAddressContext)),
  );
  return data(reply, { status });
}

export default function AdminEnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return <EnquiriesPage page={loaderData.page} filters={loaderData.filters} />;
}

// SPEC §8: a list that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Admission Enquiries" message={ENQUIRY_LIST_MESSAGES.loadFailed} />;
}

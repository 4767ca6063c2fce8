import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminRecordPage } from "~/features/dpdp/admin-record-page";
import { recordOfProcessing } from "~/features/dpdp/record-of-processing.server";
import { requireAdmin } from "~/features/users/access.server";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";

import { longDate, schoolDate } from "../../../db/time";
import type { Route } from "./+types/record-of-processing";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Record of Processing"),
  { name: "robots", content: "noindex" },
];

// Admins only (docs/specification.md §27): generated from the request kinds' definitions and the other stores.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {
    record: await recordOfProcessing(),
    generatedOn: longDate(schoolDate(new Date(), env().SCHOOL_TIMEZONE)),
  };
}

export default function AdminRecordRoute({ loaderData }: Route.ComponentProps) {
  return <AdminRecordPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Record of Processing" message="Failed to load the record of processing" />;
}

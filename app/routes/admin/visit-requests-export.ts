import { requireSection } from "~/features/users/access.server";
import { visitRequestFiltersOf } from "~/features/visits/visit-requests";
import { exportVisitRequests } from "~/features/visits/visit-requests.server";
import { db } from "~/lib/db.server";

import type { Route } from "./+types/visit-requests-export";

// GET /admin/visit-requests/export.csv?date=&status=: the filtered list as CSV.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "visit_requests");
  return exportVisitRequests(db(), visitRequestFiltersOf(new URL(request.url)));
}

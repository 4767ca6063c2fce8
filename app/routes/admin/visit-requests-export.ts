import { loadRequestsCsv } from "~/features/requests/requests-route.server";
import { visitRequestStore } from "~/features/visits/visits.server";

import type { Route } from "./+types/visit-requests-export";

// GET /admin/visit-requests/export.csv?date=&status=: the filtered list as CSV.
export const loader = (args: Route.LoaderArgs) => loadRequestsCsv(visitRequestStore, args);

import { loadRequestsCsv } from "~/features/requests/requests-route.server";
import { visitRequestDefinition } from "~/features/visits/visit-request.server";

import type { Route } from "./+types/visit-requests-export";

// GET /admin/visit-requests/export.csv?date=&status=: the filtered list as CSV.
export const loader = (args: Route.LoaderArgs) => loadRequestsCsv(visitRequestDefinition, args);

import { dataRequestDefinition } from "~/features/data-requests/data-request.server";
import { loadRequestsCsv } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/data-requests-export";

// GET /admin/data-requests/export.csv?q=&status=: the filtered list as CSV.
export const loader = (args: Route.LoaderArgs) => loadRequestsCsv(dataRequestDefinition, args);

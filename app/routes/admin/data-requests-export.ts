import { dataRequestStore } from "~/features/data-requests/data-requests.server";
import { loadRequestsCsv } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/data-requests-export";

// GET /admin/data-requests/export.csv?q=&status=: the filtered list as CSV.
export const loader = (args: Route.LoaderArgs) => loadRequestsCsv(dataRequestStore, args);

import { applicationDefinition } from "~/features/applications/application.server";
import { loadRequestsCsv } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/applications-export";

// GET /admin/applications/export.csv?q=&status=: the filtered list as CSV.
export const loader = (args: Route.LoaderArgs) => loadRequestsCsv(applicationDefinition, args);

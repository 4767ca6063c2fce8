import { enquiryDefinition } from "~/features/enquiries/enquiry.server";
import { loadRequestsCsv } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/enquiries-export";

// GET /admin/enquiries/export.csv?q=&status=: the filtered list as CSV.
export const loader = (args: Route.LoaderArgs) => loadRequestsCsv(enquiryDefinition, args);

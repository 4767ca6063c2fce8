import { contactMessageDefinition } from "~/features/contact/contact-message.server";
import { loadRequestsCsv } from "~/features/requests/requests-route.server";

import type { Route } from "./+types/contact-messages-export";

// GET /admin/contact-messages/export.csv?q=&status=: the filtered list as CSV.
export const loader = (args: Route.LoaderArgs) => loadRequestsCsv(contactMessageDefinition, args);

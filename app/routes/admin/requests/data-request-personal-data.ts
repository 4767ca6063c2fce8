import { personalDataDownload } from "~/features/personal-data/personal-data-route.server";

import type { Route } from "./+types/data-request-personal-data";

// GET /admin/data-requests/:id/personal-data?format=json|csv&phone=&email=: everything held about the person.
export const loader = (args: Route.LoaderArgs) => personalDataDownload(args);

import { documentResponse } from "~/features/applications/documents/documents.server";

import type { Route } from "./+types/application-document";

// GET /admin/applications/:id/documents/:documentId: a document of an application, for staff with the section,
// sandboxed and never cached (docs/specification.md §22).
export const loader = (args: Route.LoaderArgs) => documentResponse(args);

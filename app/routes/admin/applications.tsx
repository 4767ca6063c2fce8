import { FilePlus } from "lucide-react";
import { Link } from "react-router";

import { applicationKind } from "~/features/applications/application-kind";
import { applicationDefinition } from "~/features/applications/application.server";
import { PAPER_FORM_PATH } from "~/features/applications/paths";
import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";
import { buttonClass } from "~/ui/button";

import type { Route } from "./+types/applications";

// docs/specification.md §22: the shared page of requests, described by applicationKind.
export const { meta, ErrorBoundary } = requestsPageExports(applicationKind);
export const loader = (args: Route.LoaderArgs) => loadRequests(applicationDefinition, args);
export const action = (args: Route.ActionArgs) => requestsAction(applicationDefinition, args);

export default function AdminApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminRequestsPage
      kind={applicationKind}
      {...loaderData}
      // A paper form brought to the office goes through the same steps (decision 0057).
      actions={
        <Link to={PAPER_FORM_PATH} className={buttonClass("primary")}>
          <FilePlus aria-hidden className="h-4 w-4" />
          Enter a Paper Form
        </Link>
      }
    />
  );
}

import { FilePlus, IndianRupee } from "lucide-react";
import { Link } from "react-router";

import { applicationKind } from "~/features/applications/application-kind";
import { applicationDefinition } from "~/features/applications/application.server";
import { PAPER_FORM_PATH } from "~/features/applications/paths";
import { ClassTable } from "~/features/applications/seats/class-table";
import { classTableOf } from "~/features/applications/seats/seats.server";
import { PAYMENTS_PATH } from "~/features/fee-payments/office-schema";
import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { requestFiltersOf } from "~/features/requests/request-kind";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { requireSection } from "~/features/users/access.server";
import { buttonClass } from "~/ui/button";

import type { Route } from "./+types/applications";

// docs/specification.md §22: the session's table of classes above the whole list, then the shared page of requests,
// described by applicationKind.
export const { meta, ErrorBoundary } = requestsPageExports(applicationKind);

export async function loader(args: Route.LoaderArgs) {
  await requireSection(args.request, args.context, applicationKind.section);
  const filters = requestFiltersOf(applicationKind, new URL(args.request.url));
  // The table of classes heads the whole list, where staff choose what to open; a list one of its figures, a search
  // or a page opened shows its rows first, not sixteen cards above them on a phone (decision 0061).
  const whole = !filters.q && !filters.status && filters.page === 1 && Object.keys(filters.selects ?? {}).length === 0;
  const [list, classes] = await Promise.all([
    loadRequests(applicationDefinition, args),
    whole ? sessionClasses() : null,
  ]);
  return { ...list, classes };
}

/** The table of classes of the admissions session School Settings names. */
async function sessionClasses() {
  const { admissionsSession: session } = await getSchoolSettings();
  return { session, lines: await classTableOf(session) };
}

export const action = (args: Route.ActionArgs) => requestsAction(applicationDefinition, args);

export default function AdminApplicationsRoute({ loaderData }: Route.ComponentProps) {
  const { classes, ...list } = loaderData;
  return (
    <AdminRequestsPage
      kind={applicationKind}
      {...list}
      // A paper form brought to the office goes through the same steps (decision 0057).
      actions={
        <div className="flex flex-wrap gap-2">
          {/* The fees parents paid online, and the bank statement's import (docs/specification.md §34). */}
          <Link to={PAYMENTS_PATH} className={buttonClass("secondary")}>
            <IndianRupee aria-hidden className="h-4 w-4" />
            Payments
          </Link>
          <Link to={PAPER_FORM_PATH} className={buttonClass("primary")}>
            <FilePlus aria-hidden className="h-4 w-4" />
            Enter a Paper Form
          </Link>
        </div>
      }
    >
      {classes ? <ClassTable {...classes} /> : null}
    </AdminRequestsPage>
  );
}

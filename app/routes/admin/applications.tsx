import { applicationKind } from "~/features/applications/application-kind";
import { applicationDefinition } from "~/features/applications/application.server";
import { ClassTable } from "~/features/applications/class-table";
import { classTableOf } from "~/features/applications/seats.server";
import { AdminRequestsPage, requestsPageExports } from "~/features/requests/admin-requests-page";
import { loadRequests, requestsAction } from "~/features/requests/requests-route.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { requireSection } from "~/features/users/access.server";

import type { Route } from "./+types/applications";

// docs/specification.md §22: the session's table of classes, then the shared page of requests, described by
// applicationKind.
export const { meta, ErrorBoundary } = requestsPageExports(applicationKind);

export async function loader(args: Route.LoaderArgs) {
  await requireSection(args.request, args.context, applicationKind.section);
  const [list, classes] = await Promise.all([loadRequests(applicationDefinition, args), sessionClasses()]);
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
    <AdminRequestsPage kind={applicationKind} {...list}>
      <ClassTable {...classes} />
    </AdminRequestsPage>
  );
}

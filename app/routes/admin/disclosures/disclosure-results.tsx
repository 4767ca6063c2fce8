import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { manageResults } from "~/features/disclosure-tables/actions.server";
import { listResults, RESULT_COLUMNS } from "~/features/disclosure-tables/manage.server";
import { TABLE_PAGES } from "~/features/disclosure-tables/pages";
import { ResultsPage } from "~/features/disclosure-tables/results-page";
import { TABLE_MESSAGES } from "~/features/disclosure-tables/schema";
import { requireSection } from "~/features/users/access.server";
import { csvHeaderLine, MAX_CSV_BYTES } from "~/lib/files/csv-import.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/disclosure-results";

// docs/specification.md §28: Class X and XII results, for staff with Mandatory Disclosures.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, TABLE_PAGES.results.title),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  const results = await listResults();
  return {
    results: results.map(({ id, boardClass, year, registered, passed, remarks }) => ({
      id,
      boardClass,
      year,
      registered,
      passed,
      remarks,
    })),
    headerLine: csvHeaderLine(RESULT_COLUMNS),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const formData = await readFormData(request, MAX_CSV_BYTES + 64 * 1024);
  const { reply, status } = await manageResults(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function DisclosureResultsRoute({ loaderData }: Route.ComponentProps) {
  return <ResultsPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title={TABLE_PAGES.results.title} message={TABLE_MESSAGES.loadFailed} />;
}

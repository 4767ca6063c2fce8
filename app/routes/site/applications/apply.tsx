import { msg } from "@lingui/core/macro";

import { ApplyOnlinePage } from "~/features/applications/applying/apply-frame";
import { loadNewApplication, startApplication } from "~/features/applications/applying/apply-route.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/apply";

// /admissions/apply (docs/specification.md §22): the child's step of a new application, or why applications are
// not open. Saving the step makes the draft and opens its private address. Kept in the page cache until the setup
// changes or the school's day turns (app/cached-pages.ts).
export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Apply Online`,
    msg`Apply for admission online, from your phone, in a few steps: the child, the parents, the previous school, brothers and sisters, and documents.`,
  );

export const loader = ({ request }: Route.LoaderArgs) => loadNewApplication(request, "online");

export async function action({ request, context }: Route.ActionArgs) {
  return startApplication(request, await readFormData(request), context);
}

export default function ApplyRoute({ loaderData }: Route.ComponentProps) {
  return <ApplyOnlinePage data={loaderData} />;
}

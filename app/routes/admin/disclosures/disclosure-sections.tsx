import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { manageSections } from "~/features/disclosure-tables/actions.server";
import { countTeachers, listClassSections } from "~/features/disclosure-tables/manage.server";
import { TABLE_PAGES } from "~/features/disclosure-tables/pages";
import { TABLE_MESSAGES } from "~/features/disclosure-tables/schema";
import { SectionsPage } from "~/features/disclosure-tables/sections-page";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/disclosure-sections";

// docs/specification.md §28: each class's sections and seats, for staff with Mandatory Disclosures.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, TABLE_PAGES.sections.title),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  const [classes, teachers] = await Promise.all([listClassSections(), countTeachers()]);
  return { classes, teachers };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const formData = await readFormData(request);
  const { reply, status } = await manageSections(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function DisclosureSectionsRoute({ loaderData }: Route.ComponentProps) {
  return <SectionsPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title={TABLE_PAGES.sections.title} message={TABLE_MESSAGES.loadFailed} />;
}

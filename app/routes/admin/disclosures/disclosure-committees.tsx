import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { manageMembers } from "~/features/disclosure-tables/actions.server";
import { CommitteesPage } from "~/features/disclosure-tables/committees-page";
import { listMembers, MEMBER_COLUMNS } from "~/features/disclosure-tables/manage.server";
import { TABLE_PAGES } from "~/features/disclosure-tables/pages";
import { TABLE_MESSAGES } from "~/features/disclosure-tables/schema";
import { requireSection } from "~/features/users/access.server";
import { csvHeaderLine, MAX_CSV_BYTES } from "~/lib/files/csv-import.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/disclosure-committees";

// docs/specification.md §28: the SMC's and the PTA's members, for staff with Mandatory Disclosures.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, TABLE_PAGES.committees.title),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  const members = await listMembers();
  return {
    members: members.map(({ id, committee, name, role }) => ({ id, committee, name, role })),
    headerLine: csvHeaderLine(MEMBER_COLUMNS),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const formData = await readFormData(request, MAX_CSV_BYTES + 64 * 1024);
  const { reply, status } = await manageMembers(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function DisclosureCommitteesRoute({ loaderData }: Route.ComponentProps) {
  return <CommitteesPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title={TABLE_PAGES.committees.title} message={TABLE_MESSAGES.loadFailed} />;
}

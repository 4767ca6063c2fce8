import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { manageStaff } from "~/features/disclosure-tables/actions.server";
import { listStaff, STAFF_COLUMNS } from "~/features/disclosure-tables/manage.server";
import { TABLE_PAGES } from "~/features/disclosure-tables/pages";
import { TABLE_MESSAGES } from "~/features/disclosure-tables/schema";
import { StaffPage } from "~/features/disclosure-tables/staff-page";
import { requireSection } from "~/features/users/access.server";
import { csvHeaderLine, MAX_CSV_BYTES } from "~/lib/files/csv-import.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/disclosure-staff";

// docs/specification.md §28: the staff list, for staff with Mandatory Disclosures.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, TABLE_PAGES.staff.title),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  const staff = await listStaff();
  return {
    staff: staff.map(({ id, name, designation, qualification, subjects, trained }) => ({
      id,
      name,
      designation,
      qualification,
      subjects,
      trained,
    })),
    headerLine: csvHeaderLine(STAFF_COLUMNS),
  };
}

// A CSV file of up to 1 MB and the multipart framing.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const formData = await readFormData(request, MAX_CSV_BYTES + 64 * 1024);
  const { reply, status } = await manageStaff(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function DisclosureStaffRoute({ loaderData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title={TABLE_PAGES.staff.title} message={TABLE_MESSAGES.loadFailed} />;
}

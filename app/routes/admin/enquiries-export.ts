import { enquiryFiltersOf } from "~/features/enquiries/enquiry-list";
import { exportEnquiries } from "~/features/enquiries/enquiry-list.server";
import { requireSection } from "~/features/users/access.server";
import { db } from "~/lib/db.server";

import type { Route } from "./+types/enquiries-export";

// GET /admin/enquiries/export.csv?q=&status=: the filtered list as CSV.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "enquiries");
  return exportEnquiries(db(), enquiryFiltersOf(new URL(request.url)));
}

import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { MAX_DOCUMENT_BYTES } from "~/features/disclosures/schema";
import { AdminFeesPage } from "~/features/fees/admin-fees-page";
import { feeHeadsOf, listFeeSessions } from "~/features/fees/fees.server";
import { manageFees } from "~/features/fees/manage-fees.server";
import { FEE_MESSAGES } from "~/features/fees/schema";
import { isSession } from "~/features/settings/schema";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/fees";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Fees"), { name: "robots", content: "noindex" }];

// A Form VI PDF of up to 20 MB and the form's few fields; anything bigger is refused (413) while it is read.
const MAX_BODY_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024;

// ?session=2026-27 chooses the session; without it, the newest one, or School Settings' admissions session.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  const asked = new URL(request.url).searchParams.get("session") ?? "";
  const sessions = await listFeeSessions();
  const session = isSession(asked) ? asked : (sessions[0]?.session ?? (await getSchoolSettings()).admissionsSession);
  return {
    session,
    sessions,
    heads: await feeHeadsOf(session),
    copyable: sessions.find((row) => row.session < session && row.heads > 0)?.session ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const formData = await readFormData(request, MAX_BODY_BYTES);
  const { reply, status } = await manageFees(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function AdminFeesRoute({ loaderData }: Route.ComponentProps) {
  return <AdminFeesPage {...loaderData} />;
}

// SPEC §8: a page that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Fees" message={FEE_MESSAGES.loadFailed} />;
}

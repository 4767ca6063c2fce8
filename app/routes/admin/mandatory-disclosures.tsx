import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminDisclosuresPage } from "~/features/disclosures/admin-disclosures-page";
import { listDisclosures } from "~/features/disclosures/disclosures.server";
import { manageDisclosures } from "~/features/disclosures/manage-disclosures.server";
import { DISCLOSURE_MESSAGES, MAX_DOCUMENT_BYTES } from "~/features/disclosures/schema";
import { requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/form-data.server";
import { pageMeta } from "~/lib/meta";

import type { Route } from "./+types/mandatory-disclosures";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Mandatory Disclosures"),
  { name: "robots", content: "noindex" },
];

// A PDF of up to 20 MB plus the item's text fields and the multipart framing;
// anything bigger is refused (413) while it is still being read.
const MAX_BODY_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024;

// ?owed=1 (the dashboard's figure): only the items with neither detail nor document.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "mandatory_disclosures");
  const owedOnly = new URL(request.url).searchParams.get("owed") === "1";
  return { sections: await listDisclosures(), owedOnly };
}

// One action for the page's dialogs: the form's `intent` names the change.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const formData = await readFormData(request, MAX_BODY_BYTES);
  const { reply, status } = await manageDisclosures(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function AdminMandatoryDisclosuresRoute({ loaderData }: Route.ComponentProps) {
  return <AdminDisclosuresPage sections={loaderData.sections} owedOnly={loaderData.owedOnly} />;
}

// SPEC §8: a page that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Mandatory Disclosures" message={DISCLOSURE_MESSAGES.loadFailed} />;
}

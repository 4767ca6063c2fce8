import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AttestPanel } from "~/features/attestation/attest-form";
import { lastAttestation } from "~/features/attestation/attestation.server";
import { ATTEST_INTENT, manageAttestation } from "~/features/attestation/manage-attestation.server";
import { AdminDisclosuresPage } from "~/features/disclosures/admin-disclosures-page";
import { checkedDisclosures } from "~/features/disclosures/completeness.server";
import { manageDisclosures } from "~/features/disclosures/manage-disclosures.server";
import { DISCLOSURE_MESSAGES, MAX_DOCUMENT_BYTES } from "~/features/disclosures/schema";
import { requireAdmin, requireSection } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/mandatory-disclosures";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Mandatory Disclosures"),
  { name: "robots", content: "noindex" },
];

// A PDF of up to 20 MB plus the item's text fields and the multipart framing;
// anything bigger is refused (413) while it is still being read.
const MAX_BODY_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024;

// ?owed=1 (the dashboard's figure): only the items not complete (docs/specification.md §30).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const owedOnly = new URL(request.url).searchParams.get("owed") === "1";
  const [disclosure, attested] = await Promise.all([checkedDisclosures(), lastAttestation()]);
  return { ...disclosure, owedOnly, attested, mayAttest: user.isAdmin };
}

// One action for the page's dialogs: the form's `intent` names the change.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "mandatory_disclosures");
  const formData = await readFormData(request, MAX_BODY_BYTES);
  // Self-attestation is the admins' (docs/specification.md §30); anyone else is sent to the dashboard.
  if (formData.get("intent") === ATTEST_INTENT) {
    const admin = await requireAdmin(request, context);
    const { reply, status } = await manageAttestation(formData, actorOf(admin, context));
    return data(reply, { status });
  }
  const { reply, status } = await manageDisclosures(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function AdminMandatoryDisclosuresRoute({ loaderData }: Route.ComponentProps) {
  const { attested, mayAttest, ...disclosure } = loaderData;
  return (
    <AdminDisclosuresPage {...disclosure}>
      <AttestPanel attested={attested} mayAttest={mayAttest} missing={disclosure.total - disclosure.complete} />
    </AdminDisclosuresPage>
  );
}

// SPEC §8: a page that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Mandatory Disclosures" message={DISCLOSURE_MESSAGES.loadFailed} />;
}

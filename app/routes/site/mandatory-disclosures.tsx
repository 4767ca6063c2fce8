import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/mandatory-disclosures";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Mandatory Disclosures");

export default function MandatoryDisclosuresPage() {
  return (
    <main id="main">
      <PageBanner title="Mandatory Disclosures" subtitle="Public disclosure as required by CBSE (Appendix IX)." />
    </main>
  );
}

import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/admissions";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Admissions");

export default function AdmissionsPage() {
  return (
    <main id="main">
      <PageBanner title="Admissions" subtitle="Admissions Open for 2025-26" />
    </main>
  );
}

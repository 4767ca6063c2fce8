import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/academics";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Academics");

export default function AcademicsPage() {
  return (
    <main id="main">
      <PageBanner title="Academics" subtitle="A CBSE curriculum taught for understanding." />
    </main>
  );
}

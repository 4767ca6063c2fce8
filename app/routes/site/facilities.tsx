import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/facilities";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Facilities");

export default function FacilitiesPage() {
  return (
    <main id="main">
      <PageBanner title="Facilities" subtitle="Spaces that help children learn, play and grow." />
    </main>
  );
}

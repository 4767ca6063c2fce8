import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/ethos";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Our Ethos");

export default function EthosPage() {
  return (
    <main id="main">
      <PageBanner title="Our Ethos" subtitle="The beliefs that shape every school day." />
    </main>
  );
}

import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "About Us");

export default function AboutPage() {
  return (
    <main id="main">
      <PageBanner title="About Us" subtitle="Who we are and what we stand for." />
    </main>
  );
}

import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Contact Us");

export default function ContactPage() {
  return (
    <main id="main">
      <PageBanner title="Contact Us" subtitle="We would be glad to hear from you." />
    </main>
  );
}

import { pageMeta } from "~/lib/meta";
import { PageBanner } from "~/ui/page-banner";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "Gallery");

export default function GalleryPage() {
  return (
    <main id="main">
      <PageBanner title="Gallery" subtitle="Moments from life at our school." />
    </main>
  );
}

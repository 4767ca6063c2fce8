import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import { Gallery } from "~/features/gallery/gallery-grid";
import { listGalleryImages } from "~/features/gallery/gallery.server";
import { lastChangeOf, lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, msg`Gallery`, msg`Photographs of school life: classrooms, celebrations, sports, trips and events.`);

// A full page load waits for the images, so the page arrives whole: a streamed
// <Suspense> boundary would stay on its loading text in a browser without
// JavaScript (React reveals streamed content with an inline script).
export async function loader({ request }: Route.LoaderArgs) {
  const [images, changed] = await Promise.all([
    listGalleryImages(localeOf(new URL(request.url).pathname)),
    lastChangeOf(["gallery"]),
  ]);
  // Its "Last updated" date (docs/specification.md §26).
  return { images, lastUpdated: lastUpdatedDay(changed) };
}

// Moving here from another page hands the images over as a promise, so the
// page changes at once and shows the loading text until they arrive.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = serverLoader();
  const images = data.then((loaded) => loaded.images);
  images.catch(() => {}); // <Await> shows the failure; no "unhandled rejection" before it renders
  // Shown below the page once it arrives (LastUpdatedLine); none if the images fail.
  const lastUpdated = data.then((loaded) => loaded.lastUpdated);
  lastUpdated.catch(() => {});
  return { images, lastUpdated };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner title={t`Gallery`} subtitle={t`Moments from life at our school.`} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Gallery images={loaderData.images} />
      </div>
    </main>
  );
}

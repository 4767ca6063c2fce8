import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { pageNumberOf } from "~/features/admin/pagination";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminGalleryPage } from "~/features/gallery/admin-gallery-page";
import { listGalleryPage } from "~/features/gallery/gallery.server";
import { manageGallery } from "~/features/gallery/manage-gallery.server";
import { GALLERY_MESSAGES } from "~/features/gallery/schema";
import { requireSection } from "~/features/users/access.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Gallery"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "gallery");
  return { page: await listGalleryPage(pageNumberOf(new URL(request.url))) };
}

// One action for the page: the form's `intent` names the change (add, delete).
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "gallery");
  const { reply, status } = await manageGallery(request, actorOf(user, context));
  return data(reply, { status });
}

export default function AdminGalleryRoute({ loaderData }: Route.ComponentProps) {
  return <AdminGalleryPage page={loaderData.page} />;
}

// SPEC §8: a page that cannot be read says so, as a toast and on the page.
export function ErrorBoundary() {
  return <SectionLoadFailed title="Gallery" message={GALLERY_MESSAGES.loadFailed} />;
}

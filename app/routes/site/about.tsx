import { msg } from "@lingui/core/macro";
import { useRouteLoaderData } from "react-router";

import { getContentPage } from "~/features/content/content.server";
import { lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { ABOUT_CONTENT_KEYS, AboutPage } from "~/features/pages/about-page";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";

import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`About Us`,
    msg`Who we are and where to find us, our mission and vision, and the values we live by: excellence, integrity, innovation and inclusivity.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const { blocks, updatedAt } = await getContentPage(ABOUT_CONTENT_KEYS, localeOf(new URL(request.url).pathname));
  // Its "Last updated" date (docs/specification.md §26): its blocks' newest save.
  return { blocks, lastUpdated: lastUpdatedDay(updatedAt) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <AboutPage blocks={loaderData.blocks} settings={settings} />;
}

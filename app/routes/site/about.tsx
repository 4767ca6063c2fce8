import { msg } from "@lingui/core/macro";
import { useRouteLoaderData } from "react-router";

import { getContentBlocks } from "~/features/content/content.server";
import { ABOUT_CONTENT_KEYS, AboutPage } from "~/features/pages/about-page";
import { localeOf } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`About Us`,
    msg`Who we are and where to find us, our mission and vision, and the values we live by: excellence, integrity, innovation and inclusivity.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  return { blocks: await getContentBlocks(ABOUT_CONTENT_KEYS, localeOf(new URL(request.url).pathname)) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <AboutPage blocks={loaderData.blocks} settings={settings} />;
}

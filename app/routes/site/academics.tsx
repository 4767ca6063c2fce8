import { msg } from "@lingui/core/macro";
import { useRouteLoaderData } from "react-router";

import { getContentPage } from "~/features/content/content.server";
import { lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { ACADEMICS_CONTENT_KEYS, AcademicsPage } from "~/features/pages/academics-page";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";

import type { Route } from "./+types/academics";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Academics`,
    msg`Our CBSE curriculum from Nursery to Class XII: subject areas, the four stages of the NEP 2020 5+3+3+4 structure and how we teach.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const { blocks, updatedAt } = await getContentPage(ACADEMICS_CONTENT_KEYS, localeOf(new URL(request.url).pathname));
  // Its "Last updated" date (docs/specification.md §26): its blocks' newest save.
  return { blocks, lastUpdated: lastUpdatedDay(updatedAt) };
}

export default function Academics({ loaderData }: Route.ComponentProps) {
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <AcademicsPage blocks={loaderData.blocks} affiliationNumber={settings.cbseAffiliationNumber} />;
}

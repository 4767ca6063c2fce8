import { msg } from "@lingui/core/macro";

import { getContentPage } from "~/features/content/content.server";
import { lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { ETHOS_CONTENT_KEYS, EthosPage } from "~/features/pages/ethos-page";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/ethos";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Our Ethos`,
    msg`How we teach and care for children: experiential learning, a growth mindset, individual attention, the four pillars of growth and the 4 Ds.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const { blocks, updatedAt } = await getContentPage(ETHOS_CONTENT_KEYS, localeOf(new URL(request.url).pathname));
  // Its "Last updated" date (docs/specification.md §26): its blocks' newest save.
  return { blocks, lastUpdated: lastUpdatedDay(updatedAt) };
}

export default function Ethos({ loaderData }: Route.ComponentProps) {
  return <EthosPage blocks={loaderData.blocks} />;
}

import { msg } from "@lingui/core/macro";

import { getContentBlocks } from "~/features/content/content.server";
import { ETHOS_CONTENT_KEYS, EthosPage } from "~/features/pages/ethos-page";
import { localeOf } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";

import type { Route } from "./+types/ethos";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Our Ethos`,
    msg`How we teach and care for children: experiential learning, a growth mindset, individual attention, the four pillars of growth and the 4 Ds.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  return { blocks: await getContentBlocks(ETHOS_CONTENT_KEYS, localeOf(new URL(request.url).pathname)) };
}

export default function Ethos({ loaderData }: Route.ComponentProps) {
  return <EthosPage blocks={loaderData.blocks} />;
}

import { msg } from "@lingui/core/macro";

import { getContentPage } from "~/features/content/content.server";
import { lastUpdatedDay } from "~/features/last-updated/last-updated.server";
import { FACILITIES_CONTENT_KEYS, FacilitiesPage } from "~/features/pages/facilities-page";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/facilities";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Facilities`,
    msg`Library, science and computer labs, sports complex, smart air-conditioned classrooms, auditorium, GPS-enabled buses, a medical room and a safe campus.`,
  );

export async function loader({ request }: Route.LoaderArgs) {
  const { blocks, updatedAt } = await getContentPage(FACILITIES_CONTENT_KEYS, localeOf(new URL(request.url).pathname));
  // Its "Last updated" date (docs/specification.md §26): its blocks' newest save.
  return { blocks, lastUpdated: lastUpdatedDay(updatedAt) };
}

export default function Facilities({ loaderData }: Route.ComponentProps) {
  return <FacilitiesPage blocks={loaderData.blocks} />;
}

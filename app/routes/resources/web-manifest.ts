import { getSiteSettings } from "~/features/settings/settings.server";
import { webManifest } from "~/features/settings/web-manifest";

import type { Route } from "./+types/web-manifest";

// GET /manifest.webmanifest: the school's name and its logo's icons for a phone's home screen (decision 0076). Read
// afresh every few minutes, so a new logo or name reaches it soon; the icons' own addresses change with the logo.
export async function loader(_: Route.LoaderArgs) {
  const body = JSON.stringify(webManifest(await getSiteSettings("en")));
  return new Response(body, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

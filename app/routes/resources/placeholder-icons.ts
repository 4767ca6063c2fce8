import { LOGO_FILES, type LogoFile } from "~/features/settings/logo";
import { placeholderLogoFiles } from "~/features/settings/logo.server";

import type { Route } from "./+types/placeholder-icons";

// GET /icons/<file>: the placeholder crest's PNG files (the home screen's icons, the manifest's), made once a process
// from public/logo.svg by the rule an uploaded logo's are made by (decision 0076). An uploaded logo's are in /uploads.
export async function loader({ params }: Route.LoaderArgs) {
  const file = (Object.keys(LOGO_FILES) as LogoFile[]).find((name) => LOGO_FILES[name].name === params.file);
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const body = (await placeholderLogoFiles())[file];
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(body.length),
      // A new release may draw them anew: a day, not a year.
      "Cache-Control": "public, max-age=86400",
    },
  });
}

import { trustedOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/robots";

/** Crawlers may read the public site, not the back office; the sitemap is named only at a trusted address. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = trustedOrigin(request);
  const sitemap = origin ? [`Sitemap: ${new URL("/sitemap.xml", origin)}`] : [];
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", ...sitemap, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

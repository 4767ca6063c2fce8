import { mainNavigation, type NavItem } from "~/features/site-layout/navigation";
import { siteOrigin } from "~/lib/site-url.server";

import type { Route } from "./+types/sitemap";

const pages = (items: NavItem[]): string[] => items.flatMap((item) => [item.to, ...pages(item.children ?? [])]);

/** Every public page of the navigation, for search engines. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const urls = pages(mainNavigation)
    .map((path) => `  <url><loc>${new URL(path, origin).toString()}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

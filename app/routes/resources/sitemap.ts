import { noticeAddresses } from "~/features/announcements/notices.server";
import { publishedPageAddresses } from "~/features/school-pages/school-pages.server";
import {
  footerQuickLinks,
  footerStatementLinks,
  mainNavigation,
  type NavItem,
} from "~/features/site-layout/navigation";
import { HREFLANG, LOCALES, pathIn } from "~/lib/language/locale";
import { trustedOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/sitemap";

const pages = (items: NavItem[]): string[] => items.flatMap((item) => [item.to, ...pages(item.children ?? [])]);

/**
 * Every public page of the navigation, the footer's quick links (the fee page, §29, among them) and its statements,
 * every published notice with the day it last changed (decision 0077), and every published page of the school's own
 * (§32), once, in each language with its alternates
 * (hreflang, English the default), for search engines. A sitemap's
 * addresses must be absolute: for a host the site was not told about there is
 * none to give, so it answers 421 rather than repeat a forged Host to a cache.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = trustedOrigin(request);
  if (!origin) {
    return new Response("This site does not answer for that host name.\n", {
      status: 421,
      statusText: "Misdirected Request",
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const address = (path: string) => new URL(path, origin).toString();
  const paths = new Set(pages([...mainNavigation, ...footerQuickLinks, ...footerStatementLinks]));
  const changed = new Map<string, string>();
  for (const notice of await noticeAddresses(new Date())) {
    paths.add(notice.path);
    changed.set(notice.path, notice.updatedAt.toISOString());
  }
  // The school's own published pages (docs/specification.md §32), dated by the revision shown.
  for (const page of await publishedPageAddresses()) {
    paths.add(page.path);
    changed.set(page.path, page.publishedAt.toISOString());
  }
  const urls = [...paths].flatMap((path) => {
    const lastmod = changed.has(path) ? `\n    <lastmod>${changed.get(path)}</lastmod>` : "";
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: HREFLANG[locale], path: pathIn(locale, path) })),
      { hreflang: "x-default", path: pathIn("en", path) },
    ]
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${address(alternate.path)}"/>`,
      )
      .join("\n");
    return LOCALES.map(
      (locale) => `  <url>\n    <loc>${address(pathIn(locale, path))}</loc>${lastmod}\n${alternates}\n  </url>`,
    );
  });
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

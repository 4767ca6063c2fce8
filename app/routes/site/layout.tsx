import { Outlet, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";

import type { ShownAlert } from "~/features/alerts/alerts";
import { shownAlerts } from "~/features/alerts/alerts.server";
import { LastUpdatedLine } from "~/features/last-updated/last-updated-line";
import { pageChangesAt } from "~/features/page-cache/page-cache.server";
import { placedPages } from "~/features/school-pages/school-pages.server";
import type { PlacedPage } from "~/features/site-layout/navigation";
import { SiteShell } from "~/features/site-layout/site-shell";
import { localeOf } from "~/lib/language/locale";
import { dismissedAlerts } from "~/lib/page/dismissed-alerts";
import { ErrorPage } from "~/ui/error-pages";
import { useLocale } from "~/ui/local-link";

import type { Route } from "./+types/layout";

// The alerts at the top of every public page (docs/specification.md §24): a kept page is rendered afresh when one
// starts or ends.
// The school's own pages in the menus (docs/specification.md §32): a kept page is rendered afresh when one changes.
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const [{ alerts, changesAt }, pages] = await Promise.all([
    shownAlerts(new Date(), locale, dismissedAlerts(request.headers.get("Cookie"))),
    placedPages(locale),
  ]);
  if (changesAt) pageChangesAt(context, changesAt);
  return { alerts, pages };
}

// Read again on every move to another page, so that the next page shows the alerts of that moment; not after a
// form's post, whose answer is all it loads (decision 0040), nor when a page says its own change needs nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return false;
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
};

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell alerts={loaderData.alerts} pages={loaderData.pages}>
      <Outlet />
      {/* The page's "Last updated" date, when it has one (docs/specification.md §26). */}
      <LastUpdatedLine />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The layout's own data, when its loader ran (an error of a page below it); its id is its language's (app/routes.ts).
  const data = useRouteLoaderData(useLocale() === "hi" ? "hi/routes/site/layout" : "routes/site/layout") as
    { alerts: ShownAlert[]; pages: PlacedPage[] } | undefined;
  return (
    <SiteShell alerts={data?.alerts} pages={data?.pages}>
      <ErrorPage error={error} />
    </SiteShell>
  );
}

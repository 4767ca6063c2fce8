import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";

import { jsonForScript, schoolStructuredData } from "~/features/settings/structured-data";
import { SiteFooter } from "~/features/site-layout/site-footer";
import { SiteHeader } from "~/features/site-layout/site-header";
import { useNonce } from "~/lib/nonce";
import type { loader as rootLoader } from "~/root";
import { ErrorPage, NotFoundPage } from "~/ui/error-pages";

import type { Route } from "./+types/layout";

function SiteShell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const nonce = useNonce();
  // Without the root data (the database is down) the error page stands alone.
  if (!data) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonForScript(schoolStructuredData(data.settings, data.siteUrl)) }}
      />
      <SiteHeader settings={data.settings} />
      <div className="flex-1">{children}</div>
      <SiteFooter settings={data.settings} year={data.year} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />}
    </SiteShell>
  );
}

import { Outlet } from "react-router";

import { SiteShell } from "~/features/site-layout/site-shell";
import { ErrorPage } from "~/ui/error-pages";

import type { Route } from "./+types/layout";

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
      <ErrorPage error={error} />
    </SiteShell>
  );
}

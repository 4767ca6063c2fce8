import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
} from "react-router";

import { getSiteSettings } from "~/features/settings/settings.server";
import { useNonce } from "~/lib/nonce";
import { siteOrigin } from "~/lib/site-url.server";
import { currentSchoolYear } from "~/lib/time.server";
import { readToast } from "~/lib/toast.server";
import { ErrorPage, NotFoundPage } from "~/ui/error-pages";
import { Toaster } from "~/ui/toaster";

import type { Route } from "./+types/root";

import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request);
  return data(
    {
      settings: await getSiteSettings(),
      year: currentSchoolYear(),
      // Canonical links name the public address when it is configured.
      siteUrl: siteOrigin(request),
      toast,
    },
    { headers },
  );
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/logo.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

// Reached only when the error happened outside the public layout (or in it);
// the public layout has its own boundary that keeps the header and footer.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}

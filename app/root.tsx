import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";

import { logoOfRoot, MANIFEST_PATH } from "~/features/settings/logo";
import { getSiteSettings } from "~/features/settings/settings.server";
import { currentShareVersion } from "~/features/share-image/share-image.server";
import { SiteShell } from "~/features/site-layout/site-shell";
import { currentSchoolYear } from "~/lib/database/time.server";
import { HTML_LANG, localeOf } from "~/lib/language/locale";
import { REMEMBER_EARLY_PRESS } from "~/lib/page/first-use";
import { readToast } from "~/lib/page/toast.server";
import { STATUS_TEXT } from "~/lib/server/http";
import { useNonce } from "~/lib/server/nonce";
import { siteOrigin } from "~/lib/server/site-url.server";
import { ErrorPage, RefusedPage } from "~/ui/error-pages";
import { Toaster } from "~/ui/toaster";

import type { Route } from "./+types/root";

import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request);
  return data(
    {
      // In the page's language: the Hindi name, tagline, address… on a Hindi page where the school set them.
      settings: await getSiteSettings(localeOf(new URL(request.url).pathname)),
      // The version of every page's share image address (decision 0076): a new name or logo, a new address.
      shareVersion: await currentShareVersion(),
      year: currentSchoolYear(),
      // Canonical links name the public address: SITE_URL or an allowed Host, never a forged one.
      siteUrl: siteOrigin(request),
      toast,
    },
    { headers },
  );
}

// Every form posts to its own page; only a stray POST to "/" reaches the root
// (the home page is an index route). Answered here, not thrown, so that the
// root's data is read and the refusal shows inside the public frame.
export function action() {
  return data({ refused: 405 }, { status: 405, statusText: STATUS_TEXT[405] });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A public page works as plain HTML until its visitor starts to use it, and
  // React's renderer loads only then (app/entry.client.tsx, decision 0036). A
  // toast must show at once, and the back office is always in use.
  const root = useRouteLoaderData<typeof loader>("root");
  // The public layout, in English or in Hindi (its Hindi routes' ids start "hi/": app/routes.ts).
  const publicPage = useMatches().some((match) => match.id.replace(/^hi\//, "") === "routes/site/layout");
  const hydrate = publicPage && !root?.toast ? "on-use" : "now";
  const { pathname } = useLocation();
  // The school's logo as the tab's icon and the home screen's, and the web app manifest that names them (decision
  // 0076): read from the settings, so they are in the head rather than in a `links` export, which reads no data.
  const logo = logoOfRoot(root);
  return (
    <html lang={HTML_LANG[localeOf(pathname)]} data-hydrate={hydrate}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REMEMBER_EARLY_PRESS }} />
        <Meta />
        <link rel="icon" href={logo.src} type={logo.type} />
        <link rel="apple-touch-icon" href={logo.appleTouchIcon} />
        <link rel="manifest" href={MANIFEST_PATH} />
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

export default function App({ actionData }: Route.ComponentProps) {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      {actionData?.refused ? (
        <SiteShell>
          <RefusedPage error={{ status: actionData.refused, data: null }} />
        </SiteShell>
      ) : (
        <Outlet />
      )}
      <Toaster toast={toast} />
    </>
  );
}

// Reached when the error happened outside both layouts (in their own loaders,
// or a POST to "/", which the root answers): the public frame still shows
// when the root's data could be read; the back office has a boundary of its own.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <ErrorPage error={error} />
    </SiteShell>
  );
}

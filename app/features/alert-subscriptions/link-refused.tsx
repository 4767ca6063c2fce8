import { Trans } from "@lingui/react/macro";
import { isRouteErrorResponse } from "react-router";

import { ErrorPage } from "~/ui/error-pages";
import { LocalLink } from "~/ui/local-link";

import { ALERTS_SUBSCRIBE_PATH } from "./schema";

/**
 * What an alerts' link that cannot be used shows (decision 0066): the server's plain words (used, expired, unknown:
 * 404 or 410, in the page's language) and the way to the form, rather than the site's "Page not found". Any other
 * error is the site's error page.
 */
export function AlertLinkRefused({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error) || error.status >= 500 || typeof error.data !== "string" || !error.data) {
    return <ErrorPage error={error} />;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-4 px-4 py-16 text-slate-700">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>This link cannot be used</Trans>
      </h1>
      <p>{error.data}</p>
      <p>
        <GetAlertsLink />
      </p>
    </main>
  );
}

/** The way to the form, from the alerts' pages that a mailed link opens. */
export function GetAlertsLink() {
  return (
    <LocalLink to={ALERTS_SUBSCRIBE_PATH} className="font-medium text-brand-800 underline">
      <Trans>Get School Alerts</Trans>
    </LocalLink>
  );
}

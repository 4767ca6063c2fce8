import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, type ErrorResponse } from "react-router";

import { statusLine } from "~/lib/server/http";

import { LocalLink, useLocale } from "./local-link";

// What a visitor sees when a page cannot be shown. A request the server
// refused (4xx) is told in plain words with its own status; only a real
// failure (5xx, or a thrown error) is "Unexpected Application Error" (SPEC §8).
// In the page's language: Hindi on a Hindi page (docs/specification.md §21).

/** What went wrong, said to a parent or a member of staff rather than to a developer. */
const PLAIN_WORDS: Record<number, MessageDescriptor> = {
  400: msg`What was sent could not be read`,
  401: msg`Please sign in first`,
  403: msg`You do not have access to this`,
  405: msg`This page cannot do what was asked`,
  409: msg`This clashes with something already saved`,
  // A page of the school's own that was removed (docs/specification.md §32).
  410: msg`This page has been removed`,
  413: msg`What was sent is too large`,
  415: msg`This kind of file or form is not accepted`,
  422: msg`What was sent could not be used`,
  429: msg`Too many requests in a short time`,
};

/** Why, where the status says it alone and the server gave no words. */
const PLAIN_REASONS: Record<number, MessageDescriptor> = {
  410: msg`The school has taken this page off its website.`,
};

/** A refusal: its status, the server's reason, and (from the router) the error behind it. */
type Refusal = Pick<ErrorResponse, "status" | "data"> & { error?: unknown };

/**
 * A refused request's heading and reason, said with `say` (`t` of `useLingui`): the words the server gave when it
 * refused on purpose (`data("…", { status })`), never the router's own developer-facing message (a POST to a page
 * without an action, say).
 */
export function describeRefusal(error: Refusal, say: (words: MessageDescriptor) => string) {
  const heading = say(PLAIN_WORDS[error.status] ?? msg`The request was refused`);
  const fromRouter = error.error instanceof Error;
  const reason =
    typeof error.data === "string" && error.data && !fromRouter
      ? error.data
      : say(PLAIN_REASONS[error.status] ?? msg`Please go back and try again.`);
  return { heading, reason };
}

/** Where the page's way out leads: home on the public site (the default), the dashboard in the back office. */
export interface WayBack {
  to: string;
  label: string;
}

function useHome(): WayBack {
  const { t } = useLingui();
  return { to: "/", label: t`Return to Home` };
}

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <LocalLink
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        <Trans>Return to Home</Trans>
      </LocalLink>
    </main>
  );
}

/**
 * A request refused on purpose (4xx other than 404): what is wrong, in words, and the status it carries; its
 * English status text only on English pages (a Hindi page has the number alone).
 */
export function RefusedPage({ error, wayBack }: { error: Refusal; wayBack?: WayBack }) {
  const { t } = useLingui();
  const home = useHome();
  const back = wayBack ?? home;
  const { status } = error;
  const { heading, reason } = describeRefusal(error, t);
  const english = useLocale() === "en";
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{heading}</h1>
      <p className="mt-2 text-slate-700">{reason}</p>
      {english ? <p className="mt-1 text-sm text-slate-600">{statusLine(status)}</p> : null}
      <LocalLink
        to={back.to}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {back.label}
      </LocalLink>
    </main>
  );
}

/** A real failure: what went wrong, in words; the stack only while developing. */
export function UnexpectedErrorPage({
  error,
  showStack = import.meta.env.DEV,
  wayBack,
}: {
  error: unknown;
  showStack?: boolean;
  wayBack?: WayBack;
}) {
  const { t } = useLingui();
  const home = useHome();
  const back = wayBack ?? home;
  let message = t`Unknown error`;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = statusLine(error.status);
    if (typeof error.data === "string" && error.data) message += `: ${error.data}`;
  } else if (error instanceof Error) {
    message = error.message;
    stack = error.stack;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="text-2xl font-semibold">
        <Trans>Unexpected Application Error</Trans>
      </h1>
      <p className="mt-4 text-lg text-red-700">{message}</p>
      {showStack && stack ? <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-xs">{stack}</pre> : null}
      <LocalLink to={back.to} className="mt-8 inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        {back.label}
      </LocalLink>
    </main>
  );
}

/**
 * The one error boundary's content, by status: 404 is the not-found page, any
 * other 4xx a refused request, everything else unexpected.
 */
export function ErrorPage({ error, showStack, wayBack }: { error: unknown; showStack?: boolean; wayBack?: WayBack }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return <RefusedPage error={error} wayBack={wayBack} />;
  }
  return <UnexpectedErrorPage error={error} showStack={showStack} wayBack={wayBack} />;
}

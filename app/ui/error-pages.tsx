import { isRouteErrorResponse, type ErrorResponse } from "react-router";

import { statusLine } from "~/lib/http";

import { LocalLink } from "./local-link";

// What a visitor sees when a page cannot be shown. A request the server
// refused (4xx) is told in plain words with its own status; only a real
// failure (5xx, or a thrown error) is "Unexpected Application Error" (SPEC §8).

/** What went wrong, said to a parent or a member of staff rather than to a developer. */
const PLAIN_WORDS: Record<number, string> = {
  400: "What was sent could not be read",
  401: "Please sign in first",
  403: "You do not have access to this",
  405: "This page cannot do what was asked",
  409: "This clashes with something already saved",
  413: "What was sent is too large",
  415: "This kind of file or form is not accepted",
  422: "What was sent could not be used",
  429: "Too many requests in a short time",
};

/**
 * A refused request's heading and reason: the words the server gave when it
 * refused on purpose (`data("…", { status })`), never the router's own
 * developer-facing message (a POST to a page without an action, say).
 */
/** A refusal: its status, the server's reason, and (from the router) the error behind it. */
type Refusal = Pick<ErrorResponse, "status" | "data"> & { error?: unknown };

export function describeRefusal(error: Refusal) {
  const heading = PLAIN_WORDS[error.status] ?? "The request was refused";
  const fromRouter = error.error instanceof Error;
  const reason =
    typeof error.data === "string" && error.data && !fromRouter ? error.data : "Please go back and try again.";
  return { heading, reason };
}

/** Where the page's way out leads: home on the public site, the dashboard in the back office. */
export interface WayBack {
  to: string;
  label: string;
}
const HOME: WayBack = { to: "/", label: "Return to Home" };

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <LocalLink
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Return to Home
      </LocalLink>
    </main>
  );
}

/** A request refused on purpose (4xx other than 404): what is wrong, in words, and the status it carries. */
export function RefusedPage({ error, wayBack = HOME }: { error: Refusal; wayBack?: WayBack }) {
  const { status } = error;
  const { heading, reason } = describeRefusal(error);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{heading}</h1>
      <p className="mt-2 text-slate-700">{reason}</p>
      <p className="mt-1 text-sm text-slate-600">{statusLine(status)}</p>
      <LocalLink
        to={wayBack.to}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {wayBack.label}
      </LocalLink>
    </main>
  );
}

/** A real failure: what went wrong, in words; the stack only while developing. */
export function UnexpectedErrorPage({
  error,
  showStack = import.meta.env.DEV,
  wayBack = HOME,
}: {
  error: unknown;
  showStack?: boolean;
  wayBack?: WayBack;
}) {
  let message = "Unknown error";
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
      <h1 className="text-2xl font-semibold">Unexpected Application Error</h1>
      <p className="mt-4 text-lg text-red-700">{message}</p>
      {showStack && stack ? <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-xs">{stack}</pre> : null}
      <LocalLink
        to={wayBack.to}
        className="mt-8 inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        {wayBack.label}
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

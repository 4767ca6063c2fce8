import { isRouteErrorResponse, Link } from "react-router";

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </main>
  );
}

/** What went wrong, in words; the stack only while developing. */
export function ErrorPage({ error, showStack = import.meta.env.DEV }: { error: unknown; showStack?: boolean }) {
  let message = "Unknown error";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText}`.trim();
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
      <Link to="/" className="mt-8 inline-block font-medium text-brand-700 underline">
        Return to Home
      </Link>
    </main>
  );
}

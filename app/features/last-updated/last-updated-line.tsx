// "Last updated: 27 November 2026" at the foot of a public page's content (docs/specification.md §26, decision
// 0069): the school's day of the newest change to what the page shows, in the page's language, as a <time>.
import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { Await, useMatches } from "react-router";

import { useLocale } from "~/ui/local-link";

import { longDate } from "../../../db/time";

/** What a page's loader returns as `lastUpdated`: the day (yyyy-MM-dd), null for none, or that to come (a page whose
 * client loader hands its data over as it arrives). */
export type LastUpdated = string | null | Promise<string | null>;

/** The line, for a day (yyyy-MM-dd). */
export function LastUpdatedText({ date }: { date: string }) {
  const when = longDate(date, useLocale());
  return (
    <p className="mx-auto max-w-7xl px-4 pt-2 pb-8 text-sm text-slate-600">
      <Trans>
        Last updated: <time dateTime={date}>{when}</time>
      </Trans>
    </p>
  );
}

/** The line of the page being shown, if its loader gives one (the public site's layout renders it below the page). */
export function LastUpdatedLine() {
  const leaf = useMatches().at(-1);
  const lastUpdated = (leaf?.loaderData as { lastUpdated?: LastUpdated } | undefined)?.lastUpdated;
  if (!lastUpdated) return null;
  if (typeof lastUpdated === "string") return <LastUpdatedText date={lastUpdated} />;
  return (
    <Suspense fallback={null}>
      {/* An element, not null: without one, a failure would be thrown to the page's error boundary. */}
      <Await resolve={lastUpdated} errorElement={<></>}>
        {(date) => (date ? <LastUpdatedText date={date} /> : null)}
      </Await>
    </Suspense>
  );
}

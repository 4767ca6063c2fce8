import { Link2Off, RefreshCw } from "lucide-react";
import { Form, Link } from "react-router";

import { Button } from "~/ui/button";
import { TEXT_LINK } from "~/ui/text-link";

import type { LinkStatus } from "./links.server";

export const CHECK_LINKS_INTENT = "check-links";

/**
 * The dashboard's broken links (docs/specification.md §25): each with the pages that show it, linked to where staff
 * edit it, and since when it is broken; for admins, "Check Links Now". A plain form: it works without JavaScript.
 */
export function BrokenLinksPanel({ status }: { status: LinkStatus }) {
  const { broken, lastChecked, running, mayCheck } = status;
  return (
    <section aria-labelledby="links-heading" className="mt-8">
      <div
        className={
          broken.length
            ? "rounded-xl border border-red-300 bg-red-50 p-5 text-red-950"
            : "rounded-xl border border-slate-200 bg-white p-5 text-slate-800"
        }
      >
        <h2 id="links-heading" className="flex items-center gap-2 font-semibold">
          <Link2Off aria-hidden className="h-5 w-5" />
          {broken.length ? `Broken links (${broken.length})` : "Broken links"}
        </h2>
        <p className="mt-1 text-sm">
          {lastChecked ? `Links last checked: ${lastChecked}.` : "Links have not been checked yet."}
          {running ? " A check is running now." : ""} Every link and document on the public site is checked once a week.
        </p>
        {lastChecked && broken.length === 0 && <p className="mt-1 text-sm">No broken links.</p>}
        {broken.length > 0 && (
          <ul aria-label="Broken links" className="mt-3 space-y-3">
            {broken.map((link) => (
              <li key={link.url} className="rounded-lg border border-red-200 bg-white p-3 text-slate-800">
                <p className="text-sm font-medium break-all text-slate-900">{link.url}</p>
                <p className="mt-1 text-sm">
                  {link.reason}, broken since {link.since}.
                </p>
                <ul className="mt-1 text-sm">
                  {link.usedIn.map((place) => (
                    <li key={place.label}>
                      Used in:{" "}
                      <Link to={place.path} className={TEXT_LINK}>
                        {place.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {mayCheck && (
          <Form method="post" action="/admin/links/check" className="mt-3">
            <input type="hidden" name="intent" value={CHECK_LINKS_INTENT} />
            <Button type="submit" variant="secondary" disabled={running}>
              <RefreshCw aria-hidden className="h-4 w-4" />
              Check Links Now
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}

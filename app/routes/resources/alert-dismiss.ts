import { redirect } from "react-router";

import { dismissableAlerts } from "~/features/alerts/alerts.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { dismissedAlerts, dismissedAlertsCookie } from "~/lib/page/dismissed-alerts";
import { secureCookies } from "~/lib/server/env.server";
import { refusal } from "~/lib/server/http";

import type { Route } from "./+types/alert-dismiss";

// POST /alerts/dismiss: a visitor dismisses an alert (docs/specification.md §24, decision 0065). The cookie keeps
// it dismissed until it ends or changes; a page asked for with it is rendered for that visitor, not served from the
// page cache. With JavaScript the banner posts here and hides the alert itself (answered 204); without, the form
// posts and is sent back to the page it came from.
export async function action({ request }: Route.ActionArgs) {
  // Only the site's own pages dismiss: a page elsewhere must not hide an alert from its visitor. Browsers say where
  // a post comes from (Fetch Metadata); one that does not is let through, as it was before they did.
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") throw refusal(403, DISMISS_REFUSED);
  const form = await readFormData(request);
  const asked = form.get("alert");
  const cookieHeader = request.headers.get("Cookie");
  const { fingerprints, until } = await dismissableAlerts(new Date(), [
    ...new Set([...dismissedAlerts(cookieHeader), ...(typeof asked === "string" ? [asked] : [])]),
  ]);
  const headers = new Headers({
    "Set-Cookie": dismissedAlertsCookie(fingerprints, until, new Date(), secureCookies()),
    "Cache-Control": "private, no-store",
  });
  if (request.headers.get("Accept") === "application/json") return new Response(null, { status: 204, headers });
  return redirect(pageToReturnTo(form.get("back")), { status: 303, headers });
}

const DISMISS_REFUSED = "An alert can only be dismissed from this site's own pages.";

/** The page the form was on: a path of this site, never another's ("//elsewhere", "/\elsewhere"). */
function pageToReturnTo(back: FormDataEntryValue | null) {
  return typeof back === "string" && /^\/(?![/\\])[^\s\\]*$/.test(back) ? back : "/";
}

// Dismissing changes what the visitor is shown, so it is a POST; a visit to the address goes home.
export function loader() {
  return redirect("/");
}

import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { pageNumberOf } from "~/features/admin/pagination";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { subscriberCounts } from "~/features/alert-subscriptions/subscriptions.server";
import { AdminAlertsPage } from "~/features/alerts/admin-alerts-page";
import { listAlertsPage } from "~/features/alerts/alerts.server";
import { manageAlerts } from "~/features/alerts/manage-alerts.server";
import { ALERT_MESSAGES } from "~/features/alerts/schema";
import { broadcastsOf, reachOf } from "~/features/broadcasts/broadcasts.server";
import { requireSection } from "~/features/users/access.server";
import { schoolToday } from "~/lib/database/time.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";
import { siteOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/alerts";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "Alerts"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSection(request, context, "alerts");
  const now = new Date();
  const page = await listAlertsPage(pageNumberOf(new URL(request.url)), now);
  const [sendings, subscribers, reach] = await Promise.all([
    broadcastsOf(
      "alert",
      page.rows.map((alert) => alert.id),
    ),
    // Who asked for alerts by e-mail or mobile (docs/specification.md §24 "Subscribing").
    subscriberCounts(),
    reachOf("alert"),
  ]);
  return {
    page,
    sendings: Object.fromEntries(sendings),
    subscribers,
    reach,
    clock: { timeZone: env().SCHOOL_TIMEZONE, now: now.toISOString(), endOfToday: `${schoolToday()}T23:59` },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSection(request, context, "alerts");
  const { reply, status } = await manageAlerts(
    await readFormData(request),
    actorOf(user, context),
    siteOrigin(request),
  );
  return data(reply, { status });
}

export default function AdminAlertsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminAlertsPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Alerts" message={ALERT_MESSAGES.loadFailed} />;
}

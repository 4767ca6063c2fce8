import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { gatewayIntents } from "~/features/broadcasts/gateway-settings.server";
import { gatewaySecret } from "~/features/broadcasts/gateway.server";
import { AdminSettingsPage } from "~/features/settings/admin-settings-page";
import { MAX_LOGO_BYTES } from "~/features/settings/logo";
import { manageSettings } from "~/features/settings/manage-settings.server";
import { MAX_APPLICATION_FORM_BYTES, SETTINGS_MESSAGES } from "~/features/settings/schema";
import { getSchoolSettings, settingsSavedAt } from "~/features/settings/settings.server";
import { requireAdmin } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { siteOrigin } from "~/lib/server/site-url.server";

import type { Route } from "./+types/settings";

// The form, with room for the application form PDF and the logo.
const MAX_BODY_BYTES = MAX_APPLICATION_FORM_BYTES + MAX_LOGO_BYTES + 256 * 1024;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "School Settings"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  // The key the gateway checks signatures with: shown to admins, as this page is theirs only (decision 0067).
  const [settings, secret, savedFrom] = await Promise.all([getSchoolSettings(), gatewaySecret(), settingsSavedAt()]);
  return { settings, gatewaySecret: secret, savedFrom };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const formData = await readFormData(request, MAX_BODY_BYTES);
  // Beside the form, the gateway's secret and test message (decision 0067).
  const gateway = gatewayIntents(siteOrigin(request));
  const { reply, status } = await manageSettings(formData, actorOf(user, context), gateway.intents);
  return data(gateway.answered(reply), { status });
}

export default function AdminSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSettingsPage {...loaderData} lastReply={actionData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="School Settings" message={SETTINGS_MESSAGES.loadFailed} />;
}

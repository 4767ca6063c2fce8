import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";

import { AlertLinkRefused, GetAlertsLink } from "~/features/alert-subscriptions/link-refused";
import { ALERTS_CONFIRM_PATH } from "~/features/alert-subscriptions/schema";
import {
  confirmLinkRefusal,
  confirmSubscription,
  type LinkRefusal,
} from "~/features/alert-subscriptions/subscriptions.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf, pathIn } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { refusal } from "~/lib/server/http";
import { useLocalPath } from "~/ui/local-link";
import { HomePageLink, PressToConfirmPage } from "~/ui/press-to-confirm";

import type { Route } from "./+types/alerts-confirm";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Confirm Your School Alerts`),
  { name: "robots", content: "noindex" },
];

const LINK_REFUSALS: Record<LinkRefusal["reason"], MessageDescriptor> = {
  unknown: msg`This link is not valid, or it has been used already. To get the school's alerts, fill in the form again.`,
  expired: msg`This link has expired. To get the school's alerts, fill in the form again.`,
};

async function refusedIn(request: Request, refused: LinkRefusal) {
  const i18n = await i18nFor(localeOf(new URL(request.url).pathname));
  return refusal(refused.status, i18n._(LINK_REFUSALS[refused.reason]));
}

// GET /alerts/confirm?token=…: the link in the confirmation mail (decision 0066). Opening it changes nothing, so a
// mail scanner that follows links cannot subscribe a stranger; the button does.
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  // Where the button leads: the token is used up by then, so the page no longer reads it.
  if (query.get("confirmed") === "1") return { confirmed: true as const, token: null };
  const token = query.get("token");
  const refused = await confirmLinkRefusal(token);
  if (refused) throw await refusedIn(request, refused);
  return { confirmed: false as const, token: token! };
}

export async function action({ request }: Route.ActionArgs) {
  const token = (await readFormData(request)).get("token");
  const confirmed = await confirmSubscription(typeof token === "string" ? token : "");
  if (!confirmed.ok) throw await refusedIn(request, confirmed);
  // Back to the page in the language the button was pressed in.
  return redirect(pathIn(localeOf(new URL(request.url).pathname), `${ALERTS_CONFIRM_PATH}?confirmed=1`), 303);
}

// A used, expired or unknown link: its plain words, not "Page not found".
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AlertLinkRefused error={error} />;
}

export default function AlertsConfirmPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const localPath = useLocalPath();
  return (
    <PressToConfirmPage
      title={t`Confirm Your School Alerts`}
      done={loaderData.confirmed}
      doneMessage={<Trans>Subscribed. The school's alerts will come to your e-mail.</Trans>}
      next={<HomePageLink />}
      question={
        <Trans>
          Press the button to start the school's alerts to your e-mail. If you did not ask for them, close this page:
          nothing will be sent.
        </Trans>
      }
      action={localPath(ALERTS_CONFIRM_PATH)}
      token={loaderData.token ?? ""}
      buttonLabel={<Trans>Confirm</Trans>}
      below={<GetAlertsLink />}
    />
  );
}

import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createContext, data, redirect } from "react-router";

import { AlertLinkRefused, GetAlertsLink } from "~/features/alert-subscriptions/link-refused";
import { ALERTS_UNSUBSCRIBE_PATH } from "~/features/alert-subscriptions/schema";
import { subscriberByUnsubscribeToken, unsubscribe } from "~/features/alert-subscriptions/subscriptions.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf, pathIn } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { refusal } from "~/lib/server/http";
import { useLocalPath } from "~/ui/local-link";
import { PressToConfirmPage } from "~/ui/press-to-confirm";

import type { Route } from "./+types/alerts-unsubscribe";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Stop School Alerts`),
  { name: "robots", content: "noindex" },
];

const UNKNOWN_LINK = msg`This link is not valid, or these alerts were stopped already.`;

async function unknownLink(request: Request) {
  const i18n = await i18nFor(localeOf(new URL(request.url).pathname));
  return refusal(404, i18n._(UNKNOWN_LINK));
}

/** Set by the action for the page rendered after it: the token it used up names nobody any more. */
const unsubscribedNow = createContext<boolean>(false);

// GET /alerts/unsubscribe?token=…: the link in every message to a subscriber (decision 0066). Opening it changes
// nothing (a mail scanner follows links); the button does, without signing in.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (query.get("done") === "1" || context.get(unsubscribedNow))
    return { done: true as const, token: null, address: null };
  const token = query.get("token");
  const subscriber = await subscriberByUnsubscribeToken(token);
  if (!subscriber) throw await unknownLink(request);
  return { done: false as const, token: token!, address: (subscriber.email ?? subscriber.mobile)! };
}

// The button's post, or a mail client's one-click (RFC 8058): `List-Unsubscribe=One-Click` posted to the link of
// the List-Unsubscribe header, with no cookie and no token of a form. That one is answered 200 at once.
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const body = await readFormData(request);
  const posted = body.get("token");
  const token = url.searchParams.get("token") ?? (typeof posted === "string" ? posted : null);
  if (!(await unsubscribe(token))) throw await unknownLink(request);
  context.set(unsubscribedNow, true);
  if (body.get("List-Unsubscribe") === "One-Click") return data({ done: true as const }, { status: 200 });
  return redirect(pathIn(localeOf(url.pathname), `${ALERTS_UNSUBSCRIBE_PATH}?done=1`), 303);
}

// A used, expired or unknown link: its plain words, not "Page not found".
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AlertLinkRefused error={error} />;
}

export default function AlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const localPath = useLocalPath();
  return (
    <PressToConfirmPage
      title={t`Stop School Alerts`}
      done={Boolean(loaderData.done || actionData?.done)}
      doneMessage={<Trans>Unsubscribed. The school will send no more alerts there.</Trans>}
      next={<GetAlertsLink />}
      question={
        <Trans>
          Stop the school's alerts to <strong className="break-all">{loaderData.address}</strong>?
        </Trans>
      }
      // The token stays in the address: a mail client's one-click posts there too (RFC 8058).
      action={`${localPath(ALERTS_UNSUBSCRIBE_PATH)}?token=${loaderData.token}`}
      buttonLabel={<Trans>Unsubscribe</Trans>}
    />
  );
}

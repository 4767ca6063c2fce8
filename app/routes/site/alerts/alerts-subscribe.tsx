import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRouteLoaderData } from "react-router";

import { SUBSCRIPTION_MESSAGES, type SubscribedBy } from "~/features/alert-subscriptions/schema";
import { submitAlertSubscription } from "~/features/alert-subscriptions/submit.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { lazyOnFirstUse } from "~/lib/page/first-use";
import { pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";
import { FormCard, HeadedSection } from "~/ui/headed-section";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/alerts-subscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Get School Alerts`,
    // No promise of the channel: whether texts go depends on School Settings (decision 0075).
    msg`Get the school's urgent alerts, and its announcements and calendar changes if you choose.`,
  );

const SENT: Record<SubscribedBy, MessageDescriptor> = SUBSCRIPTION_MESSAGES.sent;

// ?sent=email|mobile|both: what a form sent without scripts is answered with (app/cached-pages.ts keeps each).
export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent");
  return { sent: sent && Object.hasOwn(SENT, sent) ? (sent as SubscribedBy) : null };
}

// Behind the public forms' honeypot and limits (docs/specification.md §24 "Subscribing", decision 0066).
export async function action({ request, context }: Route.ActionArgs) {
  return submitAlertSubscription({ request, formData: await readFormData(request), context });
}

// The form and its checks load at the page's first use, not with it (decision 0036).
const AlertSubscriptionForm = lazyOnFirstUse(() =>
  import("~/features/alert-subscriptions/subscribe-form").then((module) => module.AlertSubscriptionForm),
);

export default function AlertsSubscribePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const textMessages = useRouteLoaderData<typeof rootLoader>("root")?.settings.textMessages ?? false;
  return (
    <main id="main">
      <PageBanner
        title={t`Get School Alerts`}
        subtitle={t`When the school closes at short notice, you hear at once.`}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <HeadedSection id="about-alerts" title={<Trans>What you get</Trans>} className="space-y-3 text-slate-700">
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <Trans>Urgent alerts, such as the school closing for fog or cold: always.</Trans>
            </li>
            <li>
              <Trans>The school's announcements and changes to its calendar, if you choose them.</Trans>
            </li>
          </ul>
          <p>
            {textMessages ? (
              <Trans>
                By e-mail, after you confirm your address with the link the school sends you, and by SMS or WhatsApp on
                your mobile. Every message has a link to stop them.
              </Trans>
            ) : (
              // Only what will happen (decision 0075): no gateway, no texts.
              <Trans>
                By e-mail, after you confirm your address with the link the school sends you. The school does not send
                alerts by SMS or WhatsApp yet. Every message has a link to stop them.
              </Trans>
            )}
          </p>
        </HeadedSection>
        <FormCard
          id="subscribe"
          title={<Trans>Get School Alerts</Trans>}
          above={
            loaderData.sent ? (
              <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 font-medium text-slate-900">
                {t(SENT[loaderData.sent])}
              </p>
            ) : null
          }
        >
          <AlertSubscriptionForm />
        </FormCard>
      </div>
    </main>
  );
}

import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";

import { STATUS_PATH } from "~/features/applications/paths";
import { ApplicationStatusView, StatusPage } from "~/features/applications/status/status-view";
import { applicationOfToken, statusOf } from "~/features/applications/status/status.server";
import { paymentPanelsOf } from "~/features/fee-payments/panel.server";
import { paymentPanelsOrNothing } from "~/features/fee-payments/payment-panel";
import { answerReport } from "~/features/fee-payments/report.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf, pathIn } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { LocalLink } from "~/ui/local-link";
import { TEXT_LINK } from "~/ui/text-link";

import { schoolDate } from "../../../../db/time";
import type { Route } from "./+types/application-status-link";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Application Status`),
  // A private page: no search engine lists it.
  { name: "robots", content: "noindex" },
];

/** What the page answers: for this visitor alone, never kept by a cache (docs/specification.md §19). */
const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /admissions/status/<token>: the application's status from its private link (docs/specification.md §22),
// never kept by the page cache. Only the token's SHA-256 is stored (decision 0056). An unknown link is a 404
// that says so plainly and offers the look-up by number and date of birth. What it owes, and how to pay it, shows
// while the school takes fees online (§34).
export async function loader({ request, params }: Route.LoaderArgs) {
  const application = await applicationOfToken(params.token);
  const today = schoolDate(new Date(), env().SCHOOL_TIMEZONE);
  if (!application) return data({ status: null, panels: [], today }, { status: 404 });
  const locale = localeOf(new URL(request.url).pathname);
  const receiptPath = (id: string) =>
    pathIn(locale, `${STATUS_PATH}/${encodeURIComponent(params.token)}/receipts/${id}`);
  const [status, panels] = await Promise.all([
    statusOf(application, locale),
    paymentPanelsOf(application, locale, receiptPath),
  ]);
  return { status, panels, today };
}

// POST: a payment reported (docs/specification.md §34): the panel says so, and nothing is marked paid.
export async function action({ request, params, context }: Route.ActionArgs) {
  const application = await applicationOfToken(params.token);
  if (!application) return data({ report: null }, { status: 404, headers: PRIVATE });
  const i18n = await i18nFor(localeOf(new URL(request.url).pathname));
  const today = schoolDate(new Date(), env().SCHOOL_TIMEZONE);
  const formData = await readFormData(request);
  const { status, reply } = await answerReport(
    formData,
    application.id,
    context.get(clientAddressContext),
    i18n,
    today,
  );
  return data({ report: reply }, { status, headers: PRIVATE });
}

export default function ApplicationStatusLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, panels, today } = loaderData;
  return (
    <StatusPage>
      {status ? (
        <>
          <ApplicationStatusView
            status={status}
            payment={paymentPanelsOrNothing({ panels, today, reply: actionData?.report ?? null })}
          />
          <p className="mt-8 text-sm text-slate-600">
            <Trans>
              This page is private: anyone with its link can see it, so share the link only with your family.
            </Trans>
          </p>
        </>
      ) : (
        <div className="space-y-4 text-slate-700">
          <p className="text-lg font-medium text-slate-900">
            <Trans>This link does not open any application.</Trans>
          </p>
          <p>
            <Trans>Please check that the whole link was copied, or look the application up by its number.</Trans>
          </p>
          <p>
            <LocalLink to={STATUS_PATH} className={TEXT_LINK}>
              <Trans>Look up an application</Trans>
            </LocalLink>
          </p>
        </div>
      )}
    </StatusPage>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";

import { STATUS_PATH } from "~/features/applications/paths";
import { STATUS_MESSAGES, statusLookupSchema } from "~/features/applications/status/status-schema";
import { ApplicationStatusView, StatusPage } from "~/features/applications/status/status-view";
import { lookUpApplication } from "~/features/applications/status/status.server";
import { paymentPanelsOf } from "~/features/fee-payments/panel.server";
import { paymentPanelsOrNothing } from "~/features/fee-payments/payment-panel";
import { REPORT_INTENT } from "~/features/fee-payments/report-schema";
import { answerReport } from "~/features/fee-payments/report.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { isHoneypotFilled } from "~/lib/forms/honeypot";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf } from "~/lib/language/locale";
import { lazyOnFirstUse } from "~/lib/page/first-use";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { FORM_CARD, HeadedSection } from "~/ui/headed-section";
import { LocalLink } from "~/ui/local-link";
import { TEXT_LINK } from "~/ui/text-link";

import { schoolDate } from "../../../../db/time";
import type { Route } from "./+types/application-status";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Application Status`,
    msg`See where your child's application for admission stands: enter its number and your child's date of birth.`,
  );

/** What the page answers: always for this visitor alone, never kept by a cache (docs/specification.md §19). */
const PRIVATE = { "Cache-Control": "private, no-store" };

// POST /admissions/status (and /hi/admissions/status): the status in the answer itself, no redirect
// (docs/specification.md §22). Wrong tries are limited as sign-in's are; a bot's post is answered as a wrong one.
// A payment reported from the answer (§34) sends the number and date of birth again, and is looked up as any try.
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const i18n = await i18nFor(locale);
  const formData = await readFormData(request);
  const reporting = formData.get("intent") === REPORT_INTENT;
  const submission = parseWithZod(formData, { schema: statusLookupSchema(i18n) });
  const nothing = { status: null, panels: [], today: "", lookup: null, report: null };
  if (submission.status !== "success") {
    return data({ ...nothing, result: submission.reply() }, { status: 400, headers: PRIVATE });
  }
  const refused = (message: typeof STATUS_MESSAGES.noMatch, code: 400 | 429) =>
    data(
      { ...nothing, result: submission.reply({ formErrors: [i18n._(message)] }) },
      { status: code, headers: PRIVATE },
    );
  if (isHoneypotFilled(formData)) return refused(STATUS_MESSAGES.noMatch, 400);
  const { number, dateOfBirth } = submission.value;
  const address = context.get(clientAddressContext);
  const found = await lookUpApplication(address, number, dateOfBirth, locale);
  if (!found.ok) {
    return found.refused === "too_many" ? refused(STATUS_MESSAGES.tooMany, 429) : refused(STATUS_MESSAGES.noMatch, 400);
  }
  const today = schoolDate(new Date(), env().SCHOOL_TIMEZONE);
  const answer = reporting ? await answerReport(formData, found.application.id, address, i18n, today) : null;
  // Without the private link the page has no address for a receipt: its number shows.
  const panels = await paymentPanelsOf(found.application, locale, null);
  return data(
    {
      result: null,
      status: found.status,
      panels,
      today,
      lookup: { number, dateOfBirth },
      report: answer?.reply ?? null,
    },
    { status: answer?.status ?? 200, headers: PRIVATE },
  );
}

// The form and its checks load at the page's first use, not with it (decision 0036).
const StatusLookupForm = lazyOnFirstUse(() =>
  import("~/features/applications/status/status-form").then((module) => module.StatusLookupForm),
);

export default function ApplicationStatusPage({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const status = actionData?.status;
  return (
    <StatusPage>
      {status ? (
        <>
          <ApplicationStatusView
            status={status}
            payment={paymentPanelsOrNothing({
              panels: actionData.panels,
              today: actionData.today,
              reply: actionData.report,
              hidden: actionData.lookup ?? {},
            })}
          />
          <p className="mt-8">
            <LocalLink to={STATUS_PATH} className={TEXT_LINK}>
              <Trans>Look up another application</Trans>
            </LocalLink>
          </p>
        </>
      ) : (
        <HeadedSection id="look-up" title={<Trans>Where does my application stand?</Trans>} className={FORM_CARD}>
          <p className="mt-2 text-slate-700">
            {t`Enter the application number from the confirmation and your child's date of birth. The link in the confirmation e-mail opens the same page.`}
          </p>
          <StatusLookupForm lastResult={actionData?.result} />
        </HeadedSection>
      )}
    </StatusPage>
  );
}

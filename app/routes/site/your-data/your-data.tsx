import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

import { dataRequestDefinition } from "~/features/data-requests/data-request.server";
import { DATA_REQUEST_MESSAGES, dataRequestSchema, YOUR_DATA_PATH } from "~/features/data-requests/schema";
import { issueVerificationLinks } from "~/features/personal-data/verification.server";
import { submitPublicForm } from "~/features/public-forms/submit.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { lazyOnFirstUse } from "~/lib/page/first-use";
import { pageMeta } from "~/lib/page/meta";
import { FormCard, HeadedSection } from "~/ui/headed-section";
import { LocalLink } from "~/ui/local-link";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/your-data";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Your Data`,
    msg`Ask the school to show, correct or erase the details it holds about you or your child, or withdraw your consent.`,
  );

// Stored for the office behind the public forms' honeypot and limits (decision 0033).
export async function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm({
    definition: dataRequestDefinition,
    request,
    formData: await readFormData(request),
    context,
    schema: dataRequestSchema,
    // Links that verify it go to the addresses on the person's records (decision 0041).
    afterInsert: issueVerificationLinks,
    messages: DATA_REQUEST_MESSAGES,
    redirectTo: YOUR_DATA_PATH,
  });
}

// The form and its checks load at the page's first use, not with it (decision 0036).
const YourDataForm = lazyOnFirstUse(() =>
  import("~/features/data-requests/your-data-form").then((module) => module.YourDataForm),
);

export default function YourDataPage() {
  const { t } = useLingui();
  return (
    <main id="main">
      <PageBanner
        title={t`Your Data`}
        subtitle={t`The DPDP Act 2023 lets you see, correct and erase the details you gave the school, and withdraw your consent.`}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <HeadedSection id="your-rights" title={<Trans>What you can ask</Trans>} className="space-y-3 text-slate-700">
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <Trans>To see the details the school holds about you and your child.</Trans>
            </li>
            <li>
              <Trans>To correct them.</Trans>
            </li>
            <li>
              <Trans>To erase them.</Trans>
            </li>
            <li>
              <Trans>To withdraw your consent: the school then sends you no more e-mail about your requests.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Name yourself by the phone number or e-mail address you gave in a form. The school answers within 90 days,
              and may first check with you that the request is yours.
            </Trans>
          </p>
          <p>
            <Trans>How the school uses your details:</Trans>{" "}
            <LocalLink to="/privacy" className="font-medium text-brand-800 underline">
              <Trans>Privacy Notice</Trans>
            </LocalLink>
          </p>
        </HeadedSection>
        <FormCard id="ask" title={<Trans>Make a Request</Trans>}>
          <YourDataForm />
        </FormCard>
      </div>
    </main>
  );
}

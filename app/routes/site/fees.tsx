import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRouteLoaderData } from "react-router";

import { feePage } from "~/features/fees/fee-page.server";
import { FeeClasses, FormViLink } from "~/features/fees/fee-tables";
import { telHref } from "~/features/settings/settings";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import type { loader as rootLoader } from "~/root";
import { PageBanner } from "~/ui/page-banner";

import type { Route } from "./+types/fees";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Fees`,
    msg`The school's fees for each class, beside the last session's, with the increase and the Form VI filed.`,
  );

// The newest session with fees beside the session before it (docs/specification.md §29), and its "Last updated"
// date (§26).
export async function loader({ request }: Route.LoaderArgs) {
  return feePage(localeOf(new URL(request.url).pathname));
}

export default function FeesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  const { current, previous, compared, classes, formVi } = loaderData;
  return (
    <main id="main">
      <PageBanner title={t`Fees`} subtitle={t`Each class's fees, beside the last session's.`} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {current === null ? (
          // Not only that they are missing: how to ask for them (decision 0075).
          <div className="mx-auto max-w-xl space-y-3 py-8 text-center text-lg text-slate-700">
            <p>
              <Trans>The school has not published its fees yet.</Trans>
            </p>
            <p>
              <Trans>To ask for them, call the school office:</Trans>{" "}
              <a
                href={telHref(settings.phonePrimary)}
                className="font-semibold whitespace-nowrap text-brand-800 underline"
              >
                {settings.phonePrimary}
              </a>
            </p>
            <p className="text-base">
              <Trans>Office hours:</Trans>{" "}
              <span lang={settings.lang.officeHoursWeekdays}>{settings.officeHoursWeekdays}</span>
              {"; "}
              <span lang={settings.lang.officeHoursSaturday}>{settings.officeHoursSaturday}</span>
            </p>
          </div>
        ) : (
          <>
            <p className="mb-6 text-slate-800">
              {compared ? (
                <Trans>
                  The fees for {current} beside those for {previous}, with the increase. The year's total counts a
                  monthly fee 12 times and a quarterly fee 4 times; fees paid once, at admission, are shown apart.
                </Trans>
              ) : (
                <Trans>
                  The fees for {current}. The year's total counts a monthly fee 12 times and a quarterly fee 4 times;
                  fees paid once, at admission, are shown apart.
                </Trans>
              )}
            </p>
            <FeeClasses classes={classes} current={current} previous={previous} compared={compared} />
            {formVi ? <FormViLink session={current} formVi={formVi} /> : null}
          </>
        )}
      </div>
    </main>
  );
}

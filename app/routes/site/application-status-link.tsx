import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";

import { STATUS_PATH } from "~/features/applications/paths";
import { ApplicationStatusView, StatusPage } from "~/features/applications/status/status-view";
import { applicationOfToken, statusOf } from "~/features/applications/status/status.server";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { LocalLink } from "~/ui/local-link";

import type { Route } from "./+types/application-status-link";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Application Status`),
  // A private page: no search engine lists it.
  { name: "robots", content: "noindex" },
];

// GET /admissions/status/<token>: the application's status from its private link (docs/specification.md §22),
// never kept by the page cache. Only the token's SHA-256 is stored (decision 0056). An unknown link is a 404
// that says so plainly and offers the look-up by number and date of birth.
export async function loader({ request, params }: Route.LoaderArgs) {
  const application = await applicationOfToken(params.token);
  if (!application) return data({ status: null }, { status: 404 });
  return { status: await statusOf(application, localeOf(new URL(request.url).pathname)) };
}

export default function ApplicationStatusLinkPage({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  return (
    <StatusPage>
      {status ? (
        <>
          <ApplicationStatusView status={status} />
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
            <LocalLink
              to={STATUS_PATH}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
            >
              <Trans>Look up an application</Trans>
            </LocalLink>
          </p>
        </div>
      )}
    </StatusPage>
  );
}

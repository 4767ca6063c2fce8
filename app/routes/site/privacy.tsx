import { msg } from "@lingui/core/macro";
import { data, redirect, useRouteLoaderData } from "react-router";

import { ALERT_SUBSCRIPTION_NOTICE } from "~/features/alert-subscriptions/notice";
import { movedNoticeAddress, noticeVersionNumber } from "~/features/privacy/privacy-notice";
import { PrivacyPage } from "~/features/privacy/privacy-page";
import { currentPrivacyNotice, privacyNoticeVersion } from "~/features/privacy/privacy.server";
import { REQUEST_KINDS } from "~/features/request-kinds/request-kinds.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { localeOf } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";
import type { loader as rootLoader } from "~/root";

import { longDate, schoolDate } from "../../../db/time";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    msg`Privacy Notice`,
    msg`What the school's forms collect, why, how long it is kept, your rights and how to use them, in English and Hindi.`,
  );

// GET /privacy, /hi/privacy: the notice in force, in the page's language (docs/specification.md §21);
// ?version=N: an earlier one, as a parent saw it when they consented. The Hindi notice's old address,
// /privacy?lang=hi, has moved to /hi/privacy for good.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const moved = movedNoticeAddress(url);
  if (moved) throw redirect(moved, 301);
  const language = localeOf(url.pathname);
  const asked = url.searchParams.get("version");
  const notice = asked === null ? await currentPrivacyNotice() : await earlierVersion(asked);
  return {
    language,
    // The accounts' period for payment records (docs/specification.md §34), from School Settings.
    paymentYears: (await getSchoolSettings()).paymentRetentionYears,
    notice: {
      version: notice.version,
      publishedOn: longDate(schoolDate(notice.createdAt, env().SCHOOL_TIMEZONE), language),
      body: language === "hi" ? notice.bodyHi : notice.bodyEn,
    },
    // What each public form collects, as each kind of request declares it (decision 0044).
    forms: REQUEST_KINDS.map(({ form }) => ({
      name: form.name,
      title: form.notice[language],
      fields: form.fields.map((field) => ({
        key: field.key,
        label: field[language],
        optional: field.optional ?? false,
      })),
      kept: form.kept?.[language] ?? null,
      shared: null as string | null,
    })).concat({
      // Not a request: what the alerts' form collects, as it declares it (decision 0066).
      name: ALERT_SUBSCRIPTION_NOTICE.name,
      title: ALERT_SUBSCRIPTION_NOTICE.notice[language],
      fields: ALERT_SUBSCRIPTION_NOTICE.fields.map((field) => ({
        key: field.key,
        label: field[language],
        optional: "optional" in field ? field.optional : false,
      })),
      kept: ALERT_SUBSCRIPTION_NOTICE.kept[language],
      shared: ALERT_SUBSCRIPTION_NOTICE.shared[language],
    }),
  };
}

async function earlierVersion(asked: string) {
  const number = noticeVersionNumber(asked);
  const notice = number === null ? null : await privacyNoticeVersion(number);
  if (!notice) throw data("There is no such version of the privacy notice.", { status: 404 });
  return notice;
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <PrivacyPage {...loaderData} settings={settings} />;
}

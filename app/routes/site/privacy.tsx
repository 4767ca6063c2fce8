import { useRouteLoaderData } from "react-router";

import { noticeLanguage } from "~/features/privacy/privacy-notice";
import { PrivacyPage } from "~/features/privacy/privacy-page";
import { currentPrivacyNotice } from "~/features/privacy/privacy.server";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

import { longDate, schoolDate } from "../../../db/time";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    "Privacy Notice",
    "What the school's forms collect, why, how long it is kept, your rights and how to use them, in English and Hindi.",
  );

// GET /privacy, /privacy?lang=hi: the notice in force, in the language asked for.
export async function loader({ request }: Route.LoaderArgs) {
  const language = noticeLanguage(new URL(request.url).searchParams.get("lang"));
  const notice = await currentPrivacyNotice();
  return {
    language,
    notice: {
      version: notice.version,
      publishedOn: longDate(schoolDate(notice.createdAt, env().SCHOOL_TIMEZONE)),
      body: language === "hi" ? notice.bodyHi : notice.bodyEn,
    },
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { settings } = useRouteLoaderData<typeof rootLoader>("root")!;
  return <PrivacyPage {...loaderData} settings={settings} />;
}

import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { SectionLoadFailed } from "~/features/admin/section-load-failed";
import { AdminPrivacyNoticePage } from "~/features/privacy/admin-privacy-notice-page";
import { managePrivacyNotice } from "~/features/privacy/manage-privacy.server";
import { currentPrivacyNotice, privacyNoticeVersions } from "~/features/privacy/privacy.server";
import { PRIVACY_MESSAGES } from "~/features/privacy/schema";
import { requireAdmin } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { env } from "~/lib/server/env.server";

import { longDate, schoolDate } from "../../../db/time";
import type { Route } from "./+types/privacy-notice";

// Two notices of 20,000 characters each, in UTF-8 (Hindi takes 3 bytes a character), and the form's own fields.
const MAX_BODY_BYTES = 2 * 20_000 * 3 * 3 + 16 * 1024;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Privacy Notice"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const current = await currentPrivacyNotice();
  const versions = await privacyNoticeVersions();
  const day = (instant: Date) => longDate(schoolDate(instant, env().SCHOOL_TIMEZONE));
  return {
    current: { version: current.version, bodyEn: current.bodyEn, bodyHi: current.bodyHi },
    versions: versions.map((row) => ({
      version: row.version,
      publishedOn: day(row.createdAt),
      createdByEmail: row.createdByEmail,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const formData = await readFormData(request, MAX_BODY_BYTES);
  const { reply, status } = await managePrivacyNotice(formData, actorOf(user, context));
  return data(reply, { status });
}

export default function AdminPrivacyNoticeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPrivacyNoticePage {...loaderData} lastReply={actionData} />;
}

export function ErrorBoundary() {
  return <SectionLoadFailed title="Privacy Notice" message={PRIVACY_MESSAGES.loadFailed} />;
}

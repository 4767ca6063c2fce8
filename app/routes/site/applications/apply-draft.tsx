import { msg } from "@lingui/core/macro";

import { ApplyOnlinePage } from "~/features/applications/applying/apply-frame";
import { draftAction, loadDraftPage } from "~/features/applications/applying/apply-route.server";
import { draftByToken } from "~/features/applications/drafts/drafts.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/apply-draft";

// /admissions/apply/<token>?step=… (docs/specification.md §22): a draft's private address, one step a page; once
// submitted, the confirmation. Private: never cached, never indexed.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, msg`Apply Online`),
  { name: "robots", content: "noindex" },
];

const accessOf = async (token: string) => ({ mode: "online" as const, token, draft: await draftByToken(token) });

export const loader = async ({ request, params }: Route.LoaderArgs) =>
  loadDraftPage(request, await accessOf(params.token ?? ""));

export const action = async ({ request, params, context }: Route.ActionArgs) =>
  draftAction(request, await accessOf(params.token ?? ""), context);

export default function ApplyDraftRoute({ loaderData }: Route.ComponentProps) {
  return <ApplyOnlinePage data={loaderData} />;
}

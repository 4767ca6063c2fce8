import { actorOf } from "~/features/admin/admin-action.server";
import { draftAction, loadDraftPage } from "~/features/applications/applying/apply-route.server";
import { PaperFormPage } from "~/features/applications/applying/paper-form-page";
import { paperDraft } from "~/features/applications/drafts/drafts.server";
import { requireSection } from "~/features/users/access.server";
import { pageMeta } from "~/lib/page/meta";

import type { Route } from "./+types/application-paper";

// /admin/applications/new/<draft>?step=…: a paper form being entered, one step a page (decision 0057).
export const meta: Route.MetaFunction = (args) => pageMeta(args, "Enter a Paper Form");

const accessOf = async (id: string) => ({ mode: "paper" as const, id, draft: await paperDraft(id) });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSection(request, context, "applications");
  return loadDraftPage(request, await accessOf(params.id ?? ""));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireSection(request, context, "applications");
  return draftAction(request, await accessOf(params.id ?? ""), context, actorOf(user, context));
}

export default function PaperDraftRoute({ loaderData }: Route.ComponentProps) {
  return <PaperFormPage data={loaderData} />;
}

// "Check Links Now" (docs/specification.md §25): admins only; back to the dashboard with what happened. A route of its
// own, so that the dashboard itself still takes no post (405, docs/specification.md §8).
import { data } from "react-router";

import { actorOf } from "~/features/admin/admin-action.server";
import { checkLinksAction, LINK_MESSAGES } from "~/features/links/links.server";
import { requireAdmin } from "~/features/users/access.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/page/toast.server";

import type { Route } from "./+types/links-check";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const { reply, status } = await checkLinksAction(await readFormData(request), actorOf(user, context));
  // A post that is not the button's (no intent, another intent): refused as it is, 400.
  if (!reply.ok && !reply.intent) return data(reply, { status });
  const { type, title, description } = reply.toast;
  return redirectWithToast("/admin/dashboard", {
    type,
    title,
    description: reply.ok ? LINK_MESSAGES.startedDetail : description,
  });
}

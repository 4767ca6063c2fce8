import { redirect } from "react-router";

import { signOut } from "~/features/users/access.server";
import { SIGN_IN_MESSAGES } from "~/features/users/schema";
import { redirectWithToast } from "~/lib/page/toast.server";

import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  return redirectWithToast(
    "/admin",
    { type: "success", title: SIGN_IN_MESSAGES.loggedOut },
    { headers: await signOut(request) },
  );
}

// Logging out changes state, so it is a POST; a visit to the address goes home.
export function loader() {
  return redirect("/admin/dashboard");
}

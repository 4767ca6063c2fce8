import { parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation } from "react-router";

import { SETTINGS_PATH } from "~/features/settings/schema";
import { SETUP_MESSAGES, SETUP_PASSWORD_FIELDS, setupSchema } from "~/features/setup/schema";
import { SetupPage } from "~/features/setup/setup-page";
import { setUpFirstAdmin, setupRefusal } from "~/features/setup/setup.server";
import { signIn } from "~/features/users/sign-in.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { pageMeta } from "~/lib/page/meta";
import { redirectWithToast } from "~/lib/page/toast.server";
import { refusal } from "~/lib/server/http";
import { clientAddressContext } from "~/lib/server/request-context";
import { ErrorPage } from "~/ui/error-pages";

import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Set Up the Website"),
  { name: "robots", content: "noindex" },
];

/** The link's token, or a refusal thrown: the page is shown only for a live link while no admin exists. */
async function openLink(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const refused = await setupRefusal(token);
  if (refused) throw refusal(refused.status, refused.message);
  return token;
}

export async function loader({ request }: Route.LoaderArgs) {
  await openLink(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = await openLink(request);
  const submission = parseWithZod(await readFormData(request), { schema: setupSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SETUP_PASSWORD_FIELDS }) }, { status: 400 });
  }
  const address = context.get(clientAddressContext);
  const made = await setUpFirstAdmin(token, submission.value, { ipAddress: address });
  if (!made.ok && made.field) {
    const fieldErrors = { [made.field]: [made.message] };
    return data(
      { result: submission.reply({ fieldErrors, hideFields: SETUP_PASSWORD_FIELDS }) },
      { status: made.status },
    );
  }
  // Someone used the link first, or it expired while the form was open.
  if (!made.ok) throw refusal(made.status, made.message);

  const { email, password } = submission.value;
  const signedIn = await signIn(request, address, email, password);
  const created = { type: "success" as const, title: SETUP_MESSAGES.created };
  if (!signedIn.ok) return redirectWithToast("/admin", { ...created, description: signedIn.message });
  const headers = new Headers();
  for (const cookie of signedIn.cookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(SETTINGS_PATH, { ...created, description: SETUP_MESSAGES.nextStep }, { headers });
}

export default function AdminSetupRoute({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return <SetupPage lastResult={actionData?.result} busy={busy} />;
}

// A refused link says why, and leads to the sign-in page rather than the dashboard.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} wayBack={{ to: "/admin", label: "Go to the sign-in page" }} />;
}

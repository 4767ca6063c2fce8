import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useRouteLoaderData } from "react-router";

import { logoOfRoot } from "~/features/settings/logo";
import { SETUP_MESSAGES } from "~/features/setup/schema";
import { getStaffSession } from "~/features/users/access.server";
import { SIGN_IN_MESSAGES, signInSchema } from "~/features/users/schema";
import { signIn } from "~/features/users/sign-in.server";
import { hasAdmin } from "~/features/users/users.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { useSchemaForm } from "~/lib/forms/schema-form";
import { pageMeta } from "~/lib/page/meta";
import { redirectWithToast } from "~/lib/page/toast.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { FormErrors } from "~/ui/field";
import { SubmitButton, TextField } from "~/ui/form-controls";
import { showToast } from "~/ui/toaster";

import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Admin Login"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await getStaffSession(request, context);
  if (user) throw redirect("/admin/dashboard");
  return { needsSetup: !(await hasAdmin()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: signInSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password } = submission.value;
  const result = await signIn(request, context.get(clientAddressContext), email, password);
  if (!result.ok) {
    return data(
      { result: submission.reply({ formErrors: [result.message], hideFields: ["password"] }) },
      { status: result.status },
    );
  }
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast("/admin/dashboard", { type: "success", title: SIGN_IN_MESSAGES.welcome }, { headers });
}

export default function AdminSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin";
  const { form, fields, formProps } = useSchemaForm({
    id: "sign-in",
    schema: signInSchema,
    lastResult: actionData?.result,
  });
  const formError = form.errors?.[0];
  const logo = logoOfRoot(useRouteLoaderData("root"));
  useEffect(() => {
    if (formError && navigation.state === "idle") showToast({ type: "error", title: formError });
  }, [formError, actionData, navigation.state]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <img src={logo.src} alt="" width={48} height={48} className="mx-auto h-12 w-12 object-contain" />
        <h1 className="mt-4 text-center text-2xl font-semibold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-slate-600">Staff sign in to manage the website.</p>
        {loaderData.needsSetup && (
          <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-medium">{SETUP_MESSAGES.noAdminYet}</p>
            <p className="mt-1">{SETUP_MESSAGES.howToStart}</p>
          </div>
        )}
        <Form method="post" action="/admin" {...formProps} className="mt-6 space-y-2">
          <TextField meta={fields.email} label="Email" type="email" autoComplete="username" />
          {/* SPEC §5: the field asks for at least 6 characters (minlength, from the schema). */}
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
          <SubmitButton busy={busy} busyLabel="Signing in..." className="w-full">
            Sign In
          </SubmitButton>
          <FormErrors errors={form.errors} id={form.errorId} />
        </Form>
      </div>
    </main>
  );
}

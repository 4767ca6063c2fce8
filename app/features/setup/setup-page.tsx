import type { SubmissionResult } from "@conform-to/react";
import { Form, useRouteLoaderData } from "react-router";

import { logoOfRoot } from "~/features/settings/logo";
import { NewPasswordFields } from "~/features/users/password-fields";
import { useSchemaForm } from "~/lib/forms/schema-form";
import { FormErrors } from "~/ui/field";
import { SubmitButton, TextField } from "~/ui/form-controls";

import { setupSchema } from "./schema";

/** The first admin's account: name, e-mail, password twice. The form posts to the page's own address, link and all. */
export function SetupPage({ lastResult, busy }: { lastResult?: SubmissionResult<string[]>; busy: boolean }) {
  const { form, fields, formProps } = useSchemaForm({ id: "setup", schema: setupSchema, lastResult });
  const logo = logoOfRoot(useRouteLoaderData("root"));
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <img src={logo.src} alt="" width={48} height={48} className="mx-auto h-12 w-12 object-contain" />
        <h1 className="mt-4 text-center text-2xl font-semibold text-slate-900">Set Up the Website</h1>
        <p className="mt-1 text-center text-sm text-slate-600">
          Create the first admin account. Next you will enter the school&apos;s details; the admin can then add accounts
          for other staff.
        </p>
        <Form method="post" {...formProps} className="mt-6 space-y-2">
          <TextField meta={fields.name} label="Name" autoComplete="name" />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="username" />
          <NewPasswordFields password={fields.password} confirmation={fields.confirmPassword} label="Password" />
          <SubmitButton busy={busy} busyLabel="Creating account..." className="w-full">
            Create Admin Account
          </SubmitButton>
          <FormErrors errors={form.errors} id={form.errorId} />
        </Form>
      </div>
    </main>
  );
}

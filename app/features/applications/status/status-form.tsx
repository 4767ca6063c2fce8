// The status page's form (docs/specification.md §22): the application number and the child's date of birth,
// checked by the schema the server checks it with. It loads at the page's first use, not with the page
// (decision 0036); until then the server's HTML posts it as it is.
import type { SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";

import { HoneypotField } from "~/lib/forms/honeypot";
import { useSchemaForm } from "~/lib/forms/schema-form";
import { FormErrors } from "~/ui/field";
import { SubmitButton, TextField } from "~/ui/form-controls";
import { useLocalPath } from "~/ui/local-link";

import { STATUS_PATH } from "../paths";
import { statusLookupSchema } from "./status-schema";

export function StatusLookupForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const localPath = useLocalPath();
  const schema = useMemo(() => statusLookupSchema(i18n), [i18n]);
  const { form, fields, formProps } = useSchemaForm({ id: "application-status", schema, lastResult });
  return (
    <Form method="post" action={localPath(STATUS_PATH)} {...formProps} className="mt-6 space-y-2">
      <HoneypotField />
      <TextField
        meta={fields.number}
        label={t`Application number`}
        hint={t`For example 2027-28/I/0042`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        meta={fields.dateOfBirth}
        label={t`Date of birth`}
        hint={t`Your child's, as on the birth certificate`}
        type="date"
      />
      <SubmitButton busy={navigation.state === "submitting"} busyLabel={t`Looking...`} className="w-full sm:w-auto">
        <Trans>Show Status</Trans>
      </SubmitButton>
      <FormErrors errors={form.errors} id={form.errorId} />
    </Form>
  );
}

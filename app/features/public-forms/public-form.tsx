import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

import { CONSENT_LABEL } from "~/features/privacy/consent";
import { HoneypotField } from "~/lib/forms/honeypot";
import { useHydrated } from "~/lib/page/use-hydrated";
import { FormErrors } from "~/ui/field";
import { CheckboxField, SubmitButton } from "~/ui/form-controls";
import { LocalLink, useLocalPath } from "~/ui/local-link";

import { IN_PAGE_REPLY } from "./form-key";
import type { PublicForm } from "./use-public-form";

/**
 * The frame of every public form that stores what it is sent (visit request,
 * enquiry, contact message, data request): posted to `action` (with `intent`
 * where the page has several forms), a honeypot for bots, the fields, the
 * consent box (decision 0032) and a link to the privacy notice, the button
 * (`busyLabel` while it is sent) and, below it, a message about the whole form.
 */
export function PublicFormFrame({
  state,
  action,
  intent,
  submitLabel,
  busyLabel,
  buttonClassName,
  consentLabel,
  children,
}: {
  state: PublicForm;
  action: string;
  intent?: string;
  submitLabel: string;
  busyLabel: string;
  buttonClassName: string;
  /** The consent box's words, when the form is not a request to answer (alerts, decision 0066). */
  consentLabel?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  // Posted to the page in the language it is shown in, so its answers are in that language too.
  const localPath = useLocalPath();
  return (
    // Nothing the page shows changes when a form is sent: no loader runs again, so the answer is one round trip.
    <state.fetcher.Form
      method="post"
      action={localPath(action)}
      defaultShouldRevalidate={false}
      {...state.formProps}
      className="space-y-2"
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {hydrated ? <input type="hidden" name={IN_PAGE_REPLY.name} value={IN_PAGE_REPLY.value} /> : null}
      <HoneypotField />
      {children}
      <CheckboxField meta={state.fields.consent} label={consentLabel ?? t(CONSENT_LABEL)} required />
      <PrivacyNoticeNote />
      <SubmitButton busy={state.busy} busyLabel={busyLabel} className={buttonClassName}>
        {submitLabel}
      </SubmitButton>
      <FormErrors errors={state.form.errors} id={state.form.errorId} />
    </state.fetcher.Form>
  );
}

/** Under a public form's consent box: the way to the Privacy Notice. */
export function PrivacyNoticeNote() {
  return (
    // A new tab: following the link must not lose what the parent has typed.
    <p className="text-sm text-slate-600">
      <Trans>How the school uses these details:</Trans>{" "}
      <LocalLink to="/privacy" target="_blank" rel="noopener" className="font-medium text-brand-800 underline">
        <Trans>Privacy Notice (opens in a new tab)</Trans>
      </LocalLink>
    </p>
  );
}

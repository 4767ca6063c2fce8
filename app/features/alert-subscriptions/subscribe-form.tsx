import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";

import { PublicFormFrame } from "~/features/public-forms/public-form";
import { usePublicForm } from "~/features/public-forms/use-public-form";
import type { SiteSettings } from "~/features/settings/settings";
import { LOCALES, type Locale } from "~/lib/language/locale";
import { CheckboxGroupField, RadioGroupField, TextField } from "~/ui/form-controls";

import {
  ALERT_SUBSCRIPTION_FORM,
  ALERT_TOPICS,
  ALERTS_SUBSCRIBE_PATH,
  alertSubscriptionSchema,
  SUBSCRIPTION_CONSENT_LABEL,
  type AlertTopic,
} from "./schema";

const TOPIC_LABELS: Record<AlertTopic, MessageDescriptor> = {
  announcements: msg`Announcements`,
  calendar: msg`Calendar changes`,
};

const LANGUAGE_LABELS: Record<Locale, MessageDescriptor> = { en: msg`English`, hi: msg`Hindi` };

/**
 * "Get school alerts" (docs/specification.md §24 "Subscribing"), on its own page and on the Contact page: posted to
 * /alerts/subscribe in the page's language, through a fetcher once the page has scripts (the answer shows below the
 * button), else as a plain form whose page answers. What was typed stays through every refusal.
 */
export function AlertSubscriptionForm() {
  const { t, i18n } = useLingui();
  // Without a gateway alerts go by e-mail alone, and the form offers no mobile number (decision 0075).
  const root = useRouteLoaderData("root") as { settings?: Pick<SiteSettings, "textMessages"> } | undefined;
  const textMessages = root?.settings?.textMessages ?? false;
  const schema = useMemo(() => alertSubscriptionSchema(i18n, { textMessages }), [i18n, textMessages]);
  const state = usePublicForm(ALERT_SUBSCRIPTION_FORM, {
    id: "alert-subscription",
    schema,
    defaultValue: { language: i18n.locale as Locale },
  });
  const { fields } = state;
  const sent = state.fetcher.data?.sent ? state.fetcher.data.message : null;
  return (
    <>
      <PublicFormFrame
        state={state}
        action={ALERTS_SUBSCRIBE_PATH}
        submitLabel={t`Get School Alerts`}
        busyLabel={t`Sending...`}
        buttonClassName="w-full sm:w-auto"
        consentLabel={t(SUBSCRIPTION_CONSENT_LABEL)}
      >
        <TextField
          meta={fields.email}
          // Not "Email": the Contact page's message form, beside it, has that field.
          label={t`E-mail address`}
          type="email"
          autoComplete="email"
          hint={
            textMessages
              ? t`Give your e-mail address, your mobile number, or both.`
              : t`The school sends its alerts by e-mail. It does not send them by SMS or WhatsApp yet.`
          }
        />
        {textMessages ? (
          <TextField
            meta={fields.mobile}
            label={t`Mobile number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t`For alerts by SMS or WhatsApp.`}
          />
        ) : null}
        <CheckboxGroupField
          meta={fields.topics}
          legend={t`Which alerts?`}
          hint={t`Urgent alerts, such as the school closing, always come. Choose any others you want too.`}
          options={ALERT_TOPICS.map((topic) => ({ value: topic, label: t(TOPIC_LABELS[topic]) }))}
        />
        <RadioGroupField
          meta={fields.language}
          legend={t`Language of the alerts`}
          options={LOCALES.map((locale) => ({ value: locale, label: t(LANGUAGE_LABELS[locale]) }))}
        />
      </PublicFormFrame>
      {sent ? (
        <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 font-medium text-slate-900">
          {sent}
        </p>
      ) : null}
    </>
  );
}

// The "Get school alerts" form sent (docs/specification.md §24 "Subscribing"): the public forms' way (decision 0040)
// with what this form stores instead of a request: validate, drop bots, count against the same limits, store, then
// say what happens next. The answer is one of three, by what was given, never by what was found.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";

import { IN_PAGE_REPLY } from "~/features/public-forms/form-key";
import { consumePublicFormLimits, RATE_LIMITED_MESSAGE } from "~/features/public-forms/submit.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { db } from "~/lib/database/db.server";
import { isHoneypotFilled } from "~/lib/forms/honeypot";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf, pathIn } from "~/lib/language/locale";
import { logFailedWrite } from "~/lib/server/cannot-store.server";
import { env } from "~/lib/server/env.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { siteOrigin } from "~/lib/server/site-url.server";

import {
  ALERT_SUBSCRIPTION_FORM,
  ALERTS_SUBSCRIBE_PATH,
  alertSubscriptionSchema,
  subscribedBy,
  SUBSCRIPTION_MESSAGES,
  type SubscribedBy,
} from "./schema";
import { subscribe } from "./subscriptions.server";

const form = ALERT_SUBSCRIPTION_FORM;

export async function submitAlertSubscription({
  request,
  formData,
  context,
}: {
  request: Request;
  formData: FormData;
  context: Readonly<RouterContextProvider>;
}) {
  // Every answer in the language of the page the form was sent from (decision 0053).
  const locale = localeOf(new URL(request.url).pathname);
  const i18n = await i18nFor(locale);
  const success = (by: SubscribedBy) =>
    formData.get(IN_PAGE_REPLY.name) === IN_PAGE_REPLY.value
      ? data({ form, sent: true as const, message: i18n._(SUBSCRIPTION_MESSAGES.sent[by]) })
      : // Without scripts: the form's page says it, in the language the form was sent from.
        redirect(pathIn(locale, `${ALERTS_SUBSCRIBE_PATH}?sent=${by}`), 303);
  if (isHoneypotFilled(formData)) return success("email");

  // Whether a gateway sends texts decides what the form may take (decision 0075); the database may be out of reach.
  const settings = await getSchoolSettings().catch((error: unknown) => new Error("No settings", { cause: error }));
  const textMessages = settings instanceof Error || Boolean(settings.gatewayUrl);
  const submission = parseWithZod(formData, { schema: alertSubscriptionSchema(i18n, { textMessages }) });
  if (submission.status !== "success") {
    return data({ form, result: submission.reply() }, { status: 400 });
  }
  try {
    if (settings instanceof Error) throw settings;
    if (!(await consumePublicFormLimits(form, context.get(clientAddressContext)))) {
      return data({ form, result: submission.reply({ formErrors: [i18n._(RATE_LIMITED_MESSAGE)] }) }, { status: 429 });
    }
    // Read before the transaction opens: the embedded database has one connection.
    const subscriptionContext = { settings, origin: siteOrigin(request), timeZone: env().SCHOOL_TIMEZONE };
    await db().transaction((tx) => subscribe(tx, submission.value, subscriptionContext));
  } catch (error) {
    logFailedWrite(error, `Could not store the ${form} form`);
    return data(
      { form, result: submission.reply({ formErrors: [i18n._(SUBSCRIPTION_MESSAGES.failure)] }) },
      { status: 503 },
    );
  }
  return success(subscribedBy(submission.value));
}

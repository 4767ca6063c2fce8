// What happens to a public form that stores a request (a visit request, an
// enquiry, a contact message, a data request: its definition, decision 0044):
// validate, drop bots, count against rate limits, store with its mails, then
// say so: in the page when it sent the form itself, else by a redirect with a
// toast (decision 0040).
import { parseWithZod } from "@conform-to/zod/v4";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";

import { queueRequestMail, type RequestMailContext } from "~/features/mail/request-mail.server";
import { newRequestOf, type RequestDefinition } from "~/features/requests/request-definition.server";
import type { RequestRecord } from "~/features/requests/request-kind";
import { insertRequest } from "~/features/requests/requests.server";
import { getSchoolSettings } from "~/features/settings/settings.server";
import { db, type Tx } from "~/lib/database/db.server";
import { addressKeys, consumeRateLimits } from "~/lib/database/rate-limit.server";
import { isHoneypotFilled } from "~/lib/forms/honeypot";
import { i18nFor } from "~/lib/language/i18n";
import { localeOf, pathIn } from "~/lib/language/locale";
import { redirectWithToast } from "~/lib/page/toast.server";
import { logFailedWrite } from "~/lib/server/cannot-store.server";
import { env } from "~/lib/server/env.server";
import { clientAddressContext } from "~/lib/server/request-context";
import { siteOrigin } from "~/lib/server/site-url.server";

import { IN_PAGE_REPLY } from "./form-key";

export const RATE_LIMITED_MESSAGE = msg`You have sent several requests in a short time. Please wait a while and try again, or call the school office.`;

// A parent may send a few; a school's whole day rarely brings hundreds, and
// seldom more than a handful from one network. No limit is shared by every
// address: a flood from elsewhere must never refuse a parent (decision 0016).
export const PER_ADDRESS_LIMIT = { limit: 10, windowSeconds: 3600 };
export const PER_BLOCK_LIMIT = { limit: 30, windowSeconds: 3600 };

/**
 * Counts one send of the public form `form` from `clientAddress` against its limits: the address first, so that
 * what it sends past its own limit never counts against its neighbours. Whether it may go on.
 */
export async function consumePublicFormLimits(form: string, clientAddress: string) {
  const { address, block } = addressKeys(clientAddress);
  const { allowed } = await consumeRateLimits([
    { key: `${form}:address:${address}`, ...PER_ADDRESS_LIMIT },
    { key: `${form}:block:${block}`, ...PER_BLOCK_LIMIT },
  ]);
  return allowed;
}

export async function submitPublicForm<Schema extends z.ZodType, Rec extends RequestRecord>({
  definition,
  request,
  formData,
  context,
  schema,
  afterInsert,
  messages,
  redirectTo,
}: {
  /** The kind of request the form sends: its form's name (its replies say it, its rate limits are its own), its mails. */
  definition: RequestDefinition<Rec, z.output<Schema>>;
  /** For the site's address in the office's mail, and the language of the page it was sent from. */
  request: Request;
  formData: FormData;
  context: Readonly<RouterContextProvider>;
  /** The form's schema, its messages in the language of the page it was sent from. */
  schema: (i18n: I18n) => Schema;
  /** More to do in the same transaction (a data request's verification links), with what mails need. */
  afterInsert?: (tx: Tx, record: Rec, mail: RequestMailContext) => Promise<unknown>;
  messages: { success: MessageDescriptor; failure: MessageDescriptor };
  redirectTo: string;
}) {
  const form = definition.form.name;
  // Every answer in the language of the page the form was sent from (docs/specification.md §21, decision 0053).
  const locale = localeOf(new URL(request.url).pathname);
  const i18n = await i18nFor(locale);
  const success = () =>
    formData.get(IN_PAGE_REPLY.name) === IN_PAGE_REPLY.value
      ? data({ form, sent: true as const, message: i18n._(messages.success) })
      : // Back to the page in the language the form was sent from.
        redirectWithToast(pathIn(locale, redirectTo), { type: "success", title: i18n._(messages.success) });
  if (isHoneypotFilled(formData)) return success();

  const submission = parseWithZod(formData, { schema: schema(i18n) });
  if (submission.status !== "success") {
    return data({ form, result: submission.reply() }, { status: 400 });
  }
  try {
    if (!(await consumePublicFormLimits(form, context.get(clientAddressContext)))) {
      return data({ form, result: submission.reply({ formErrors: [i18n._(RATE_LIMITED_MESSAGE)] }) }, { status: 429 });
    }
    const value = submission.value;
    // Read before the transaction opens: the embedded database has one connection.
    const mailContext = {
      settings: await getSchoolSettings(),
      origin: siteOrigin(request),
      timeZone: env().SCHOOL_TIMEZONE,
    };
    await db().transaction(async (tx) => {
      // Its mails are queued in the same transaction: with it, or not at all.
      const record = await insertRequest(tx, definition, value, locale);
      await afterInsert?.(tx, record, mailContext);
      await queueRequestMail(tx, newRequestOf(definition, record), mailContext);
    });
  } catch (error) {
    // A full disk, or an embedded database that has stopped: one line, no stack (decision 0082).
    logFailedWrite(error, `Could not store the ${form} form`);
    return data({ form, result: submission.reply({ formErrors: [i18n._(messages.failure)] }) }, { status: 503 });
  }
  return success();
}

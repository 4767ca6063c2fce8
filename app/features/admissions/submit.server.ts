// What happens to a public form that stores a record (visit request, enquiry):
// validate, drop bots, count against rate limits, store, redirect with a toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";

import { isHoneypotFilled } from "~/lib/honeypot";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { clientAddressContext } from "~/lib/request-context";
import { redirectWithToast } from "~/lib/toast.server";

export const RATE_LIMITED_MESSAGE =
  "You have sent several requests in a short time. Please wait a while and try again, or call the school office.";

// A parent may send a few; a school's whole day rarely brings hundreds.
export const PER_ADDRESS_LIMIT = { limit: 10, windowSeconds: 3600 };
export const ALL_ADDRESSES_LIMIT = { limit: 500, windowSeconds: 3600 };

export async function submitPublicForm<Schema extends z.ZodType>({
  form,
  formData,
  context,
  schema,
  store,
  messages,
  redirectTo,
}: {
  form: string;
  formData: FormData;
  context: Readonly<RouterContextProvider>;
  schema: Schema;
  store: (value: z.output<Schema>) => Promise<unknown>;
  messages: { success: string; failure: string };
  redirectTo: string;
}) {
  const success = () => redirectWithToast(redirectTo, { type: "success", title: messages.success });
  if (isHoneypotFilled(formData)) return success();

  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ form, result: submission.reply() }, { status: 400 });
  }
  try {
    const address = context.get(clientAddressContext);
    const allowed = await consumeRateLimits([
      { key: `${form}:address:${address}`, ...PER_ADDRESS_LIMIT },
      { key: `${form}:all`, ...ALL_ADDRESSES_LIMIT },
    ]);
    if (!allowed) {
      return data({ form, result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429 });
    }
    await store(submission.value);
  } catch (error) {
    console.error(`Could not store the ${form} form:`, error);
    return data({ form, result: submission.reply({ formErrors: [messages.failure] }) }, { status: 503 });
  }
  return success();
}

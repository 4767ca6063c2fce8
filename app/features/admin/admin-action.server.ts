// The one shape of every back office action: the form names what it does in
// `intent`; its fields are checked with that intent's schema (the same one
// the browser uses); the change runs as the signed-in staff member; the
// answer carries the toast to show (SPEC §8) and, for a form, its errors.
import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";

import type { PageArea } from "~/features/page-cache/cached-page";
import { pagesChanged } from "~/features/page-cache/page-cache.server";
import { StorageUnavailableError } from "~/lib/files/storage.server";
import { toToast, type Toast } from "~/lib/page/toast";
import { CANNOT_STORE_MESSAGE, logFailedWrite } from "~/lib/server/cannot-store.server";
import { log } from "~/lib/server/log.server";
import { clientAddressContext } from "~/lib/server/request-context";

import type { Actor, Outcome } from "./outcome";
import { firstError, STORAGE_UNAVAILABLE, UNKNOWN_INTENT, type AdminReply } from "./reply";

/** The signed-in staff member (`user`, as requireSection returns them) making a change from the request's address. */
export const actorOf = (user: { id: string; email: string }, context: Readonly<RouterContextProvider>): Actor => ({
  actorUserId: user.id,
  actorEmail: user.email,
  ipAddress: context.get(clientAddressContext),
});

/** One thing a page's forms can ask for. */
export interface Intent<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  run: (value: z.output<Schema>, actor: Actor) => Promise<Outcome>;
  /** SPEC §8 toasts. */
  success: string;
  failure: string;
}

/** Keeps each intent's `run` typed by its own schema. */
export const defineIntent = <Schema extends z.ZodType>(intent: Intent<Schema>) => intent;

export interface AdminActionOptions {
  /** For the server log. */
  area: string;
  /**
   * The toast title of a validation failure, with the first message beneath
   * ("Validation Error" in user management, "Validation failed" in content);
   * without it the first message is the title (SPEC §8).
   */
  validationTitle?: string;
  /** Fields never sent back to the page (passwords). */
  hideFields?: string[];
  /** What public pages show that a change here touches: the cached pages showing it are rendered afresh. */
  changes?: readonly PageArea[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent's run takes its own schema's output
type Intents = Record<string, Intent<any>>;

/** A page's action: runs the change `formData` asks for among `intents`, as `actor`; never throws for bad input. */
export const adminAction =
  <Table extends Intents>(intents: Table, options: AdminActionOptions) =>
  (formData: FormData, actor: Actor) =>
    runAdminAction(formData, intents, actor, options);

/** What an action answers its page (`ActionReply<typeof manageUsers>`), typed by the intents it knows. */
export type ActionReply<Action extends (...args: never[]) => Promise<{ reply: unknown }>> = Awaited<
  ReturnType<Action>
>["reply"];

/**
 * Whether `error` is object storage not answering (decision 0083): a change refused, not a fault of the site, so
 * logged as one line saying why, with no stack (docs/specification.md §15). The caller answers 503 with
 * STORAGE_UNAVAILABLE.
 */
export function storageWasDown(error: unknown, what: string): error is StorageUnavailableError {
  if (!(error instanceof StorageUnavailableError)) return false;
  log.warn({ reason: error.message }, `${what} refused: object storage is not answering`);
  return true;
}

const toast = (type: Toast["type"], title: string, description?: string) => toToast({ type, title, description });

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export async function runAdminAction<Table extends Intents>(
  formData: FormData,
  intents: Table,
  actor: Actor,
  options: AdminActionOptions,
): Promise<{ reply: AdminReply<Extract<keyof Table, string>>; status: number }> {
  type Name = Extract<keyof Table, string>;
  const name = formData.get("intent");
  if (typeof name !== "string" || !Object.hasOwn(intents, name)) {
    const title = options.validationTitle ?? UNKNOWN_INTENT;
    return { status: 400, reply: { intent: null, ok: false, toast: toast("error", title, UNKNOWN_INTENT) } };
  }
  const intent = intents[name as Name]!;
  const hideFields = options.hideFields ?? [];

  const submission = parseWithZod(formData, { schema: intent.schema });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields });
    const message = firstError(result);
    return {
      status: 400,
      reply: {
        intent: name as Name,
        ok: false,
        toast: toast("error", options.validationTitle ?? message, message),
        result,
      },
    };
  }

  let outcome: Outcome;
  try {
    outcome = await intent.run(submission.value, actor);
  } catch (error) {
    if (storageWasDown(error, `${options.area}: ${name}`)) {
      return {
        status: 503,
        reply: {
          intent: name as Name,
          ok: false,
          toast: toast("error", intent.failure, STORAGE_UNAVAILABLE),
          result: submission.reply({ hideFields }),
        },
      };
    }
    // A full disk, or an embedded database that has stopped, is said so, as a 503 (decision 0082).
    const cannotStore = logFailedWrite(error, `${options.area}: ${name} failed`);
    return {
      status: cannotStore ? 503 : 500,
      reply: {
        intent: name as Name,
        ok: false,
        toast: toast("error", intent.failure, cannotStore ? CANNOT_STORE_MESSAGE : "Please try again."),
        result: submission.reply({ hideFields }),
      },
    };
  }

  if (!outcome.ok) {
    const messages = outcome.problems ?? [outcome.message];
    const result = submission.reply({
      hideFields,
      ...(outcome.field ? { fieldErrors: { [outcome.field]: messages } } : { formErrors: messages }),
    });
    return {
      status: outcome.status,
      reply: {
        intent: name as Name,
        ok: false,
        toast: toast("error", outcome.title ?? intent.failure, outcome.message),
        result,
      },
    };
  }
  pagesChanged(options.changes ?? []);
  return {
    status: 200,
    reply: {
      intent: name as Name,
      ok: true,
      ...("id" in outcome && typeof outcome.id === "string" ? { id: outcome.id } : {}),
      toast: toast("success", outcome.title ?? intent.success),
      result: submission.reply({ resetForm: true }),
    },
  };
}

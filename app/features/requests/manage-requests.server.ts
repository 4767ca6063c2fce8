// A list of requests' one action: `intent` is set_status, its undo, or delete (SPEC §7),
// with the kind's SPEC §8 toasts.
import { z } from "zod";

import { defineIntent, runAdminAction, type Intent } from "~/features/admin/admin-action.server";
import type { Actor, Outcome } from "~/features/admin/outcome";
import { recordId } from "~/lib/forms/form-fields";

import type { RequestDefinition } from "./request-definition.server";
import type { RequestRecord } from "./request-kind";
import { deleteRequest, setRequestStatus, undoRequestStatus } from "./requests.server";

/** A change to a request of `definition`'s kind, as an intent's `run`: the form's value, the actor. */
export const withDefinition =
  <Rec extends RequestRecord, Input>(
    definition: RequestDefinition<Rec>,
    change: (definition: RequestDefinition<Rec>, input: Input, actor: Actor) => Promise<Outcome>,
  ) =>
  (input: Input, actor: Actor) =>
    change(definition, input, actor);

/** The toasts of an Undo (the kinds' status toasts are SPEC §8's; these are the back office's own). */
export const STATUS_UNDONE = "Status change undone";
export const UNDO_FAILED = "Failed to undo the status change";

function requestIntents<Rec extends RequestRecord>(definition: RequestDefinition<Rec>) {
  const { messages, statuses, statusLabelOnly } = definition.kind;
  // A malformed id is a 400, a well-formed unknown one a 404: both with the "no longer exists" words.
  const id = recordId(messages.notFound);
  const remove = {
    delete: defineIntent({
      schema: z.object({ id }),
      run: withDefinition(definition, deleteRequest),
      success: messages.deleted,
      failure: messages.deleteFailed,
    }),
  };
  // Its status changes only by its own changes (an application's stage): a set_status is an unknown action, a 400.
  if (statusLabelOnly) return remove;
  return {
    ...remove,
    set_status: defineIntent({
      schema: z.object({ id, status: z.enum(statuses, { error: messages.badStatus }) }),
      run: withDefinition(definition, setRequestStatus),
      success: messages.statusUpdated,
      failure: messages.statusFailed,
    }),
    // The toast's Undo after a status change (decision 0050): back to the status it had, if nobody moved it since.
    undo_status: defineIntent({
      schema: z.object({
        id,
        status: z.enum(statuses, { error: messages.badStatus }),
        from: z.enum(statuses, { error: messages.badStatus }),
      }),
      run: withDefinition(definition, undoRequestStatus),
      success: STATUS_UNDONE,
      failure: UNDO_FAILED,
    }),
  };
}

/**
 * Runs the change `formData` asks for, as `actor` (with `more` intents: a
 * record page's follow-up); never throws for bad input.
 */
export function manageRequests<Rec extends RequestRecord>(
  definition: RequestDefinition<Rec>,
  formData: FormData,
  actor: Actor,
  more: Record<string, Intent> = {},
) {
  return runAdminAction(formData, { ...requestIntents(definition), ...more }, actor, {
    area: definition.kind.texts.title,
    changes: definition.shownOn,
  });
}

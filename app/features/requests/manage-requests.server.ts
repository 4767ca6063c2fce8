// A list of requests' one action: `intent` is set_status or delete (SPEC §7),
// with the kind's SPEC §8 toasts.
import { z } from "zod";

import { defineIntent, runAdminAction, type Actor, type Intent } from "~/features/admin/admin-action.server";
import { recordId } from "~/lib/form-fields";

import type { RequestDefinition } from "./request-definition.server";
import type { RequestRecord } from "./request-kind";
import { deleteRequest, setRequestStatus } from "./requests.server";

function requestIntents<Rec extends RequestRecord>(definition: RequestDefinition<Rec>) {
  const { messages, statuses } = definition.kind;
  // A malformed id is a 400, a well-formed unknown one a 404: both with the "no longer exists" words.
  const id = recordId(messages.notFound);
  return {
    set_status: defineIntent({
      schema: z.object({ id, status: z.enum(statuses, { error: messages.badStatus }) }),
      run: (value, actor) => setRequestStatus(definition, value, actor),
      success: messages.statusUpdated,
      failure: messages.statusFailed,
    }),
    delete: defineIntent({
      schema: z.object({ id }),
      run: (value, actor) => deleteRequest(definition, value, actor),
      success: messages.deleted,
      failure: messages.deleteFailed,
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
  });
}

// The application page's own changes (decision 0059), beside every request page's follow-up: a move to each stage
// (one intent each, so each form keeps its own answer), its Undo, a new date for the interaction, and the checklist
// of documents verified. Each is checked with the schema its form uses, the dates against the school's today.
import { z } from "zod";

import { defineIntent, type Intent } from "~/features/admin/admin-action.server";
import { STATUS_UNDONE, UNDO_FAILED } from "~/features/requests/manage-requests.server";
import { schoolToday } from "~/lib/database/time.server";
import { recordId } from "~/lib/forms/form-fields";
import { siteOrigin } from "~/lib/server/site-url.server";

import { STAGES } from "../rules";
import {
  documentsVerifiedSchema,
  interactionSchema,
  moveIntent,
  moveSchema,
  STAGE_MESSAGES,
  type MoveValues,
} from "./stage-schema";
import { moveInteraction, moveStage, undoStage, verifyDocuments } from "./stages.server";

/** The changes an application's page makes, for the request to it (`request`: the site's address, for calendar files). */
export function applicationIntents(request: Request): Record<string, Intent> {
  const today = schoolToday();
  const origin = siteOrigin(request);
  const site = { host: new URL(origin).hostname, origin };
  const id = recordId(STAGE_MESSAGES.notFound);
  const moves = Object.fromEntries(
    STAGES.map((stage) => [
      moveIntent(stage),
      defineIntent({
        schema: z.object({ id }).and(moveSchema(stage, today)),
        run: (value, actor) => moveStage({ ...(value as MoveValues & { id: string }), to: stage }, actor, site),
        success: STAGE_MESSAGES.moved,
        failure: STAGE_MESSAGES.moveFailed,
      }),
    ]),
  );
  return {
    ...moves,
    // The toast's Undo (docs/specification.md §20): back to where it was, with what the move set, unless moved since.
    undo_stage: defineIntent({
      schema: z.object({ id, from: z.enum(STAGES, { error: "Choose a stage from the list" }) }),
      run: (value, actor) => undoStage(value, actor),
      success: STATUS_UNDONE,
      failure: UNDO_FAILED,
    }),
    set_interaction: defineIntent({
      schema: interactionSchema(today).extend({ id }),
      run: (value, actor) => moveInteraction(value, actor, site),
      success: STAGE_MESSAGES.interactionSet,
      failure: STAGE_MESSAGES.interactionFailed,
    }),
    verify_documents: defineIntent({
      schema: documentsVerifiedSchema.extend({ id }),
      run: (value, actor) => verifyDocuments(value, actor),
      success: STAGE_MESSAGES.documentsSaved,
      failure: STAGE_MESSAGES.documentsFailed,
    }),
  };
}

// A request page's follow-up forms (decision 0027): add_note,
// set_follow_up and reply, and the keep mark (keep, release_keep: decision 0032),
// each checked with the schema the browser uses.
import { z } from "zod";

import { defineIntent } from "~/features/admin/admin-action.server";
import { recordId } from "~/lib/forms/form-fields";
import { env } from "~/lib/server/env.server";

import { schoolDate } from "../../../db/time";
import { FOLLOW_UP_MESSAGES, followUpSchema, keepSchema, noteSchema, replySchema } from "./follow-up-schema";
import { addNote, sendReply, setFollowUp, setKeep } from "./follow-up.server";
import { withDefinition } from "./manage-requests.server";
import type { RequestDefinition } from "./request-definition.server";
import type { RequestRecord } from "./request-kind";

export function followUpIntents<Rec extends RequestRecord>(definition: RequestDefinition<Rec>) {
  const id = recordId(definition.kind.messages.notFound);
  const today = schoolDate(new Date(), env().SCHOOL_TIMEZONE);
  return {
    add_note: defineIntent({
      schema: noteSchema.extend({ id }),
      run: withDefinition(definition, addNote),
      success: FOLLOW_UP_MESSAGES.noteAdded,
      failure: FOLLOW_UP_MESSAGES.noteFailed,
    }),
    set_follow_up: defineIntent({
      schema: followUpSchema(today).extend({ id }),
      run: withDefinition(definition, setFollowUp),
      success: FOLLOW_UP_MESSAGES.followUpSet,
      failure: FOLLOW_UP_MESSAGES.followUpFailed,
    }),
    reply: defineIntent({
      schema: replySchema.extend({ id }),
      run: withDefinition(definition, sendReply),
      success: FOLLOW_UP_MESSAGES.replyQueued,
      failure: FOLLOW_UP_MESSAGES.replyFailed,
    }),
    keep: defineIntent({
      schema: keepSchema.extend({ id }),
      run: withDefinition(definition, setKeep),
      success: FOLLOW_UP_MESSAGES.kept,
      failure: FOLLOW_UP_MESSAGES.keepFailed,
    }),
    release_keep: defineIntent({
      schema: z.object({ id }),
      run: (value, actor) => setKeep(definition, { id: value.id, keepReason: null }, actor),
      success: FOLLOW_UP_MESSAGES.released,
      failure: FOLLOW_UP_MESSAGES.releaseFailed,
    }),
  };
}

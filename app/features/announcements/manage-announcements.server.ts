// The announcements page's one action: add, show or hide, delete (SPEC §8
// toasts; a form that fails its checks gets its first message as the toast).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";

import { createAnnouncement, deleteAnnouncement, setAnnouncementActive } from "./announcements.server";
import { ANNOUNCEMENT_MESSAGES, createAnnouncementSchema, deleteAnnouncementSchema, setActiveSchema } from "./schema";

const ANNOUNCEMENT_INTENTS = {
  create: defineIntent({
    schema: createAnnouncementSchema,
    run: (value, actor) => createAnnouncement(value, actor),
    success: ANNOUNCEMENT_MESSAGES.created,
    failure: ANNOUNCEMENT_MESSAGES.createFailed,
  }),
  set_active: defineIntent({
    schema: setActiveSchema,
    run: (value, actor) => setAnnouncementActive(value, actor),
    success: ANNOUNCEMENT_MESSAGES.shown,
    failure: ANNOUNCEMENT_MESSAGES.updateFailed,
  }),
  delete: defineIntent({
    schema: deleteAnnouncementSchema,
    run: (value, actor) => deleteAnnouncement(value, actor),
    success: ANNOUNCEMENT_MESSAGES.deleted,
    failure: ANNOUNCEMENT_MESSAGES.deleteFailed,
  }),
};

/** The changes the announcements page's forms ask for, by the name each sends as its `intent`. */
export type AnnouncementIntent = keyof typeof ANNOUNCEMENT_INTENTS;

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export async function manageAnnouncements(formData: FormData, actor: Actor) {
  const answer = await runAdminAction(formData, ANNOUNCEMENT_INTENTS, actor, {
    area: "Announcements",
    changes: ["announcements"],
  });
  // An intent has one success toast; the switch says which way it went
  // (the schema accepted `active`, so it is "true" or "false").
  if (answer.reply.ok && answer.reply.intent === "set_active" && formData.get("active") === "false") {
    answer.reply.toast.title = ANNOUNCEMENT_MESSAGES.hidden;
  }
  return answer;
}

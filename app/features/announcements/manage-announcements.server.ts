// The announcements page's one action: add, show or hide, delete (SPEC §8
// toasts; a form that fails its checks gets its first message as the toast).
import { adminAction, defineIntent, type Actor } from "~/features/admin/admin-action.server";

import { createAnnouncement, deleteAnnouncement, setAnnouncementActive } from "./announcements.server";
import { ANNOUNCEMENT_MESSAGES, createAnnouncementSchema, deleteAnnouncementSchema, setActiveSchema } from "./schema";

const ANNOUNCEMENT_INTENTS = {
  create: defineIntent({
    schema: createAnnouncementSchema,
    run: createAnnouncement,
    success: ANNOUNCEMENT_MESSAGES.created,
    failure: ANNOUNCEMENT_MESSAGES.createFailed,
  }),
  set_active: defineIntent({
    schema: setActiveSchema,
    run: setAnnouncementActive,
    success: ANNOUNCEMENT_MESSAGES.shown,
    failure: ANNOUNCEMENT_MESSAGES.updateFailed,
  }),
  delete: defineIntent({
    schema: deleteAnnouncementSchema,
    run: deleteAnnouncement,
    success: ANNOUNCEMENT_MESSAGES.deleted,
    failure: ANNOUNCEMENT_MESSAGES.deleteFailed,
  }),
};

const runAnnouncementAction = adminAction(ANNOUNCEMENT_INTENTS, { area: "Announcements", changes: ["announcements"] });

/** Runs the change `formData` asks for, as `actor`; never throws for bad input. */
export async function manageAnnouncements(formData: FormData, actor: Actor) {
  const answer = await runAnnouncementAction(formData, actor);
  // An intent has one success toast; the switch says which way it went
  // (the schema accepted `active`, so it is "true" or "false").
  if (answer.reply.ok && answer.reply.intent === "set_active" && formData.get("active") === "false") {
    answer.reply.toast.title = ANNOUNCEMENT_MESSAGES.hidden;
  }
  return answer;
}

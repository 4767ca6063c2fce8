// The announcements page's one action: add, show or hide, delete, send to subscribers (SPEC §8 toasts;
// docs/specification.md §24 "Sending"; a form that fails its checks gets its first message as the toast).
import { defineIntent, runAdminAction, type Actor } from "~/features/admin/admin-action.server";
import { BROADCAST_MESSAGES, sendSchema } from "~/features/broadcasts/broadcasts";
import { sendToSubscribers } from "~/features/broadcasts/broadcasts.server";

import { composeAnnouncement } from "./announcement-message.server";
import { createAnnouncement, deleteAnnouncement, setAnnouncementActive } from "./announcements.server";
import { ANNOUNCEMENT_MESSAGES, createAnnouncementSchema, deleteAnnouncementSchema, setActiveSchema } from "./schema";

/**
 * Runs the change `formData` asks for, as `actor`; never throws for bad input. `origin` is the site's address, for
 * the links in messages to subscribers.
 */
export async function manageAnnouncements(formData: FormData, actor: Actor, origin: string) {
  const intents = {
    create: defineIntent({
      schema: createAnnouncementSchema,
      run: (input, by) => createAnnouncement(input, by, origin),
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
    send: defineIntent({
      schema: sendSchema(ANNOUNCEMENT_MESSAGES.notFound),
      run: (input, by) => sendToSubscribers("announcement", composeAnnouncement, input, origin, by),
      success: BROADCAST_MESSAGES.queued,
      failure: BROADCAST_MESSAGES.failed,
    }),
  };
  const answer = await runAdminAction(formData, intents, actor, {
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

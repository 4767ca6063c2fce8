// The announcements' one action, for the list and the editor: add and save, publish or take off the site, show or
// hide on the home page, delete, send to subscribers (SPEC §8 toasts; docs/specification.md §24 "Sending";
// decision 0077; a form that fails its checks gets its first message as the toast).
import { defineIntent, runAdminAction, type ActionReply } from "~/features/admin/admin-action.server";
import type { Actor } from "~/features/admin/outcome";
import { sendIntent } from "~/features/broadcasts/broadcasts.server";

import { composeAnnouncement } from "./announcement-message.server";
import {
  createAnnouncement,
  deleteAnnouncement,
  publishAnnouncement,
  setAnnouncementActive,
  unpublishAnnouncement,
  updateAnnouncement,
} from "./announcements.server";
import { addNoticeFile, removeNoticeFile, updateNoticeFile } from "./notice-files.server";
import type { NoticeRights } from "./notices";
import {
  addNoticeFileSchema,
  ANNOUNCEMENT_MESSAGES,
  announcementIdSchema,
  createAnnouncementSchema,
  deleteAnnouncementSchema,
  NOTICE_FILE_MESSAGES,
  removeNoticeFileSchema,
  setActiveSchema,
  updateAnnouncementSchema,
  updateNoticeFileSchema,
} from "./schema";

/**
 * Runs the change `formData` asks for, as `actor` holding `rights`; never throws for bad input. `origin` is the
 * site's address, for the links in messages to subscribers.
 */
export async function manageAnnouncements(formData: FormData, actor: Actor, origin: string, rights: NoticeRights) {
  // A file comes to its own address, which reads a body large enough for one (noticeFileAction); the other
  // addresses read small forms only.
  const intents = {
    create: defineIntent({
      schema: createAnnouncementSchema,
      run: (input, by) => createAnnouncement(input, by, origin, rights),
      success: ANNOUNCEMENT_MESSAGES.created,
      failure: ANNOUNCEMENT_MESSAGES.createFailed,
    }),
    update: defineIntent({
      schema: updateAnnouncementSchema,
      run: (input, by) => updateAnnouncement(input, by, origin, rights),
      success: ANNOUNCEMENT_MESSAGES.saved,
      failure: ANNOUNCEMENT_MESSAGES.updateFailed,
    }),
    publish: defineIntent({
      schema: announcementIdSchema,
      run: (input, by) => publishAnnouncement(input, by, origin, rights),
      success: ANNOUNCEMENT_MESSAGES.published,
      failure: ANNOUNCEMENT_MESSAGES.publishFailed,
    }),
    unpublish: defineIntent({
      schema: announcementIdSchema,
      run: (input, by) => unpublishAnnouncement(input, by, rights),
      success: ANNOUNCEMENT_MESSAGES.unpublished,
      failure: ANNOUNCEMENT_MESSAGES.updateFailed,
    }),
    set_active: defineIntent({
      schema: setActiveSchema,
      run: setAnnouncementActive,
      success: ANNOUNCEMENT_MESSAGES.shown,
      failure: ANNOUNCEMENT_MESSAGES.updateFailed,
    }),
    delete: defineIntent({
      schema: deleteAnnouncementSchema,
      run: (input, by) => deleteAnnouncement(input, by, rights),
      success: ANNOUNCEMENT_MESSAGES.deleted,
      failure: ANNOUNCEMENT_MESSAGES.deleteFailed,
    }),
    add_file: defineIntent({
      schema: addNoticeFileSchema,
      run: (input, by) => addNoticeFile(input, by, rights),
      success: NOTICE_FILE_MESSAGES.added,
      failure: NOTICE_FILE_MESSAGES.addFailed,
    }),
    update_file: defineIntent({
      schema: updateNoticeFileSchema,
      run: (input, by) => updateNoticeFile(input, by, rights),
      success: NOTICE_FILE_MESSAGES.updated,
      failure: NOTICE_FILE_MESSAGES.updateFailed,
    }),
    remove_file: defineIntent({
      schema: removeNoticeFileSchema,
      run: removeNoticeFile,
      success: NOTICE_FILE_MESSAGES.removed,
      failure: NOTICE_FILE_MESSAGES.removeFailed,
    }),
    send: sendIntent("announcement", composeAnnouncement, ANNOUNCEMENT_MESSAGES.notFound, origin),
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
  // Sent to a publisher: what happens next.
  if (answer.reply.ok && answer.reply.toast.title === ANNOUNCEMENT_MESSAGES.submitted) {
    answer.reply.toast.description = ANNOUNCEMENT_MESSAGES.submittedDescription;
  }
  return answer;
}

/** What `user` may do with notices: publish when admin or granted Publish announcements (decision 0077). */
export const noticeRightsOf = (user: { sections: readonly string[] }): NoticeRights => ({
  publish: user.sections.includes("publish_announcements"),
});

export type AnnouncementReply = ActionReply<typeof manageAnnouncements>;

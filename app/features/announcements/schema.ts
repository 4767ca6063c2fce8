// SPEC §5 "Announcement" and the back office's other announcement forms,
// shared by the browser and the server.
import { z } from "zod";

import type { ActionReply } from "~/features/admin/admin-action.server";
import { dateField, optionalHindi, recordId, requiredText, tickedBox } from "~/lib/form-fields";

import type { manageAnnouncements } from "./manage-announcements.server";

/** The page's toasts: SPEC §8 word for word, plus the switch's and the refusals'. */
export const ANNOUNCEMENT_MESSAGES = {
  loadFailed: "Failed to load announcements",
  created: "Announcement created successfully",
  createFailed: "Failed to create announcement",
  deleted: "Announcement deleted successfully",
  deleteFailed: "Failed to delete announcement",
  shown: "Announcement shown on the home page",
  hidden: "Announcement hidden from the home page",
  updateFailed: "Failed to update announcement",
  notFound: "This announcement no longer exists. Reload the page.",
  dateRequired: "Date is required",
  dateInvalid: "Please enter a valid date",
} as const;

export const ANNOUNCEMENT_LIMITS = { title: 100, content: 5000 } as const;

/**
 * SPEC §5: title, content and date (a new announcement is active), and the title and content in Hindi for the
 * Hindi site, optional (decision 0054); and whether it goes to the subscribers at once (§24 "Sending").
 */
export const createAnnouncementSchema = z.object({
  title: requiredText("Title is required", ANNOUNCEMENT_LIMITS.title, "Title must be less than 100 characters"),
  content: requiredText(
    "Content is required",
    ANNOUNCEMENT_LIMITS.content,
    "Content must be less than 5000 characters",
  ),
  titleHi: optionalHindi(ANNOUNCEMENT_LIMITS.title, "Title (Hindi) must be less than 100 characters"),
  contentHi: optionalHindi(ANNOUNCEMENT_LIMITS.content, "Content (Hindi) must be less than 5000 characters"),
  date: dateField(ANNOUNCEMENT_MESSAGES.dateRequired, ANNOUNCEMENT_MESSAGES.dateInvalid),
  send: tickedBox(),
});
export type NewAnnouncement = z.output<typeof createAnnouncementSchema>;

const announcementId = recordId(ANNOUNCEMENT_MESSAGES.notFound);

/** The switch: shown on the home page (true) or not. */
export const setActiveSchema = z.object({
  id: announcementId,
  active: z.enum(["true", "false"], { error: "Choose shown or hidden" }).transform((value) => value === "true"),
});

export const deleteAnnouncementSchema = z.object({ id: announcementId });

export type AnnouncementReply = ActionReply<typeof manageAnnouncements>;

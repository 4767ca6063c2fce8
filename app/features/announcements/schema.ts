// SPEC §5 "Announcement", grown into a notice (decision 0077), and the back office's other announcement forms,
// shared by the browser and the server.
import { z } from "zod";

import type { ActionReply } from "~/features/admin/admin-action.server";
import {
  choice,
  dateField,
  optionalHindi,
  optionalText,
  recordId,
  requiredText,
  text,
  tickedBox,
} from "~/lib/form-fields";

import { calendarDate, dateAndTime } from "../../../db/time";
import type { manageAnnouncements } from "./manage-announcements.server";
import { NOTICE_CATEGORIES } from "./notices";

/** The page's toasts: SPEC §8 word for word, plus the switch's, publishing's and the refusals'. */
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
  // Decision 0077: drafts, publishing and what is refused.
  saved: "Announcement saved",
  draftSaved: "Draft saved",
  submitted: "Sent to a publisher",
  submittedDescription: "It shows on the site once someone who may publish announcements publishes it.",
  published: "Announcement published",
  scheduled: "Announcement scheduled",
  unpublished: "Announcement taken off the site",
  publishFailed: "Failed to publish announcement",
  mayNotPublish: "Only staff who may publish announcements can publish one or change one that is published.",
  numberTaken: "Another announcement of this session has this number.",
  numberTooLong: "Number must be less than 40 characters",
  categoryRequired: "Choose a category",
  categoryUnknown: "Choose one of the categories",
  endsBeforeDate: "The last day to show it cannot be before its date.",
  endsInvalid: "Please enter a valid last day",
  publishAtInvalid: "Please enter a valid date and time",
} as const;

export const ANNOUNCEMENT_LIMITS = { title: 100, content: 5000, number: 40 } as const;

/** What staff do with a notice when they save it: keep it a draft, send it to a publisher, or publish it. */
export const NOTICE_STEPS = ["draft", "submit", "publish"] as const;
export type NoticeStep = (typeof NOTICE_STEPS)[number];

const optionalDate = (invalid: string) =>
  text()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || calendarDate(value) !== null, invalid);

/**
 * A notice's fields: SPEC §5's title, content and date (and their Hindi, decision 0054), whether it goes to the
 * subscribers (§24 "Sending"), and the notice's own (decision 0077): category, a circular's number, its last day,
 * pinned, and a time to publish it at (in school time; blank: when it is published).
 */
const noticeFields = z.object({
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
  category: choice(NOTICE_CATEGORIES, ANNOUNCEMENT_MESSAGES.categoryRequired, ANNOUNCEMENT_MESSAGES.categoryUnknown)
    .optional()
    .transform((value) => value ?? "news"),
  number: optionalText(ANNOUNCEMENT_LIMITS.number, ANNOUNCEMENT_MESSAGES.numberTooLong).transform(
    (value) => value || null,
  ),
  endsOn: optionalDate(ANNOUNCEMENT_MESSAGES.endsInvalid),
  pinned: tickedBox(),
  publishAt: text()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || dateAndTime(value) !== null, ANNOUNCEMENT_MESSAGES.publishAtInvalid),
  step: z.enum(NOTICE_STEPS).optional(),
});

/** A notice's last day is never before its date. */
const endsAfterDate: [
  (notice: { date: string; endsOn: string | null }) => boolean,
  { message: string; path: PropertyKey[] },
] = [
  (notice) => notice.endsOn === null || notice.endsOn >= notice.date,
  { message: ANNOUNCEMENT_MESSAGES.endsBeforeDate, path: ["endsOn"] },
];

export const createAnnouncementSchema = noticeFields.refine(...endsAfterDate);
export type NewAnnouncement = z.output<typeof createAnnouncementSchema>;

const announcementId = recordId(ANNOUNCEMENT_MESSAGES.notFound);

/** A notice saved again, by its id. */
export const updateAnnouncementSchema = noticeFields.extend({ id: announcementId }).refine(...endsAfterDate);
export type ChangedAnnouncement = z.output<typeof updateAnnouncementSchema>;

/** The switch: shown on the home page (true) or not. */
export const setActiveSchema = z.object({
  id: announcementId,
  active: z.enum(["true", "false"], { error: "Choose shown or hidden" }).transform((value) => value === "true"),
});

export const deleteAnnouncementSchema = z.object({ id: announcementId });

/** Publish a submitted draft as it is, or take a published notice off the site. */
export const announcementIdSchema = z.object({ id: announcementId });

export type AnnouncementReply = ActionReply<typeof manageAnnouncements>;

// SPEC §5 "Announcement", grown into a notice (decision 0077), and the back office's other announcement forms,
// shared by the browser and the server.
import { z } from "zod";

import {
  choice,
  dateField,
  optionalHindi,
  optionalText,
  recordId,
  requiredText,
  text,
  tickedBox,
} from "~/lib/forms/form-fields";

import { calendarDate, dateAndTime } from "../../../db/time";
import { NOTICE_CATEGORIES, NOTICE_FILE_KINDS } from "./notices";

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

export const ANNOUNCEMENT_LIMITS = { title: 100, content: 5000, number: 40, caption: 200 } as const;

/** What the files of a notice may be told (decision 0077). */
export const NOTICE_FILE_MESSAGES = {
  added: "File added",
  addFailed: "Failed to add the file",
  updated: "Photo details saved",
  updateFailed: "Failed to save the photo's details",
  removed: "File removed",
  removeFailed: "Failed to remove the file",
  chooseFile: "Choose a file to add",
  tooLarge: "This file is larger than 20 MB.",
  tooManyPixels: "This image has more pixels than a camera takes. Save it smaller and add it again.",
  notPdfOrImage: "This file is neither a PDF nor a photo. Add a PDF, or a JPEG, PNG, WebP or HEIC image.",
  notAPhoto: "This file is not a photo. Add a JPEG, PNG, WebP or HEIC image.",
  pdfUnreadable: "This PDF cannot be opened. Save it again as a PDF, without a password, and add it again.",
  tooManyAttachments: "A notice has at most 10 attachments.",
  tooManyPhotos: "A notice has at most 30 photos.",
  consentRequired: "Tick that the parents of the children in the photos agreed.",
  noticeGone: "This announcement no longer exists. Reload the page.",
  fileGone: "This file is no longer there. Reload the page.",
  mayNotChange: "Only staff who may publish announcements can change one that is published.",
  describePhotos: "Describe each photo for people who cannot see it, or mark it as decoration, before publishing.",
} as const;

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

/** A file for a notice: an attachment or a photo, and for a photo the tick that the children's parents agreed. */
export const addNoticeFileSchema = z.object({
  id: announcementId,
  kind: z.enum(NOTICE_FILE_KINDS, { error: NOTICE_FILE_MESSAGES.chooseFile }),
  // An empty file input arrives as no value (conform), so "nothing chosen" meets this message.
  file: z.file({ error: NOTICE_FILE_MESSAGES.chooseFile }),
  consent: tickedBox(),
});

const fileId = recordId(NOTICE_FILE_MESSAGES.fileGone);
const caption = optionalText(ANNOUNCEMENT_LIMITS.caption, "Caption must be less than 200 characters").transform(
  (value) => value ?? "",
);

/** A photo's or image's caption and description (each in English and Hindi), decoration or not, and the cover. */
export const updateNoticeFileSchema = z.object({
  fileId,
  caption,
  captionHi: optionalHindi(ANNOUNCEMENT_LIMITS.caption, "Caption (Hindi) must be less than 200 characters"),
  alt: optionalText(ANNOUNCEMENT_LIMITS.caption, "Description must be less than 200 characters").transform(
    (value) => value ?? "",
  ),
  altHi: optionalHindi(ANNOUNCEMENT_LIMITS.caption, "Description (Hindi) must be less than 200 characters"),
  decorative: tickedBox(),
  isCover: tickedBox(),
});
export type NoticeFileDetails = z.output<typeof updateNoticeFileSchema>;

export const removeNoticeFileSchema = z.object({ fileId });

/** Publish a submitted draft as it is, or take a published notice off the site. */
export const announcementIdSchema = z.object({ id: announcementId });

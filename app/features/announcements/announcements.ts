// What the public site shows of an announcement, and how it writes the date; the announcements' feed's address and
// name (decision 0064).
import { msg } from "@lingui/core/macro";

import { longDate } from "../../../db/time";
import type { NoticeCategory } from "./notices";

/** SPEC §9: at most three announcements on the home page, newest first. */
export const LATEST_ANNOUNCEMENTS_LIMIT = 3;

/** The heading of the home page's Latest Announcements: the feed's entries link to it. */
export const LATEST_ANNOUNCEMENTS_HEADING_ID = "announcements-heading";

/** The feed's address in English; the Hindi one is under /hi (`pathIn`), as the pages' are. */
export const ANNOUNCEMENTS_FEED_PATH = "/announcements.xml";

/** The feed holds the announcements the home page may show, newest first, at most this many (decision 0064). */
export const FEED_ANNOUNCEMENTS_LIMIT = 20;

/** The feed's name, in the language of the feed or of the page that links it ("Fatehabad …: Announcements"). */
export const announcementsFeedTitle = (schoolName: string) => msg`${schoolName}: Announcements`;

/** An announcement as the back office lists it, in English and Hindi (null: none). */
export interface AnnouncementRow {
  id: string;
  title: string;
  content: string;
  titleHi: string | null;
  contentHi: string | null;
  /** yyyy-MM-dd, a calendar date with no time and no time zone. */
  date: string;
  /** Shown on the home page (SPEC §4). */
  isActive: boolean;
  /** Its public address's number and words (decision 0077). */
  ref: number;
  slug: string;
  category: NoticeCategory;
  number: string | null;
  status: "draft" | "submitted" | "published";
  /** When it shows, once published (a time to come: scheduled). */
  publishAt: Date | null;
  /** The last day it is current (yyyy-MM-dd). */
  endsOn: string | null;
  pinned: boolean;
}

/** An announcement's date as Indian readers write it ("22 November 2026"; on a Hindi page "22 नवंबर 2026"). */
export const formatAnnouncementDate = longDate;

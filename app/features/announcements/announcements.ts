// What the public site shows of an announcement, and how it writes the date.
import { longDate } from "../../../db/time";

/** SPEC §9: at most three announcements on the home page, newest first. */
export const LATEST_ANNOUNCEMENTS_LIMIT = 3;

export interface PublicAnnouncement {
  id: string;
  title: string;
  content: string;
  /** yyyy-MM-dd, a calendar date with no time and no time zone. */
  date: string;
}

/** An announcement as the back office lists it. */
export interface AnnouncementRow extends PublicAnnouncement {
  /** Shown on the home page (SPEC §4). */
  isActive: boolean;
}

/** An announcement's date as Indian readers write it ("22 November 2026"; on a Hindi page "22 नवंबर 2026"). */
export const formatAnnouncementDate = longDate;

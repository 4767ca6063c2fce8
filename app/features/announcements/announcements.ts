// What the public site shows of an announcement, and how it writes the date.
import type { LocalText } from "~/lib/localized";

import { longDate } from "../../../db/time";

/** SPEC §9: at most three announcements on the home page, newest first. */
export const LATEST_ANNOUNCEMENTS_LIMIT = 3;

/** An announcement as the home page shows it, in the page's language (decision 0054). */
export interface PublicAnnouncement {
  id: string;
  title: LocalText;
  content: LocalText;
  /** yyyy-MM-dd, a calendar date with no time and no time zone. */
  date: string;
}

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
}

/** An announcement's date as Indian readers write it ("22 November 2026"; on a Hindi page "22 नवंबर 2026"). */
export const formatAnnouncementDate = longDate;

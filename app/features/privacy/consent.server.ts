// What a stored request keeps of the consent its form gave (decision 0032).
import { sql } from "drizzle-orm";

import { privacyNotices } from "../../../db/schema";

/**
 * The columns of a consent given now, under the notice in force now: read in
 * the insert itself, so a version published meanwhile cannot slip between the
 * read and the write. The form's link always opens the version in force.
 */
export const consentGivenNow = () => ({
  consentedAt: sql`now()`,
  consentNoticeVersion: sql`(select max(${privacyNotices.version}) from ${privacyNotices})`,
});

import { desc, eq } from "drizzle-orm";
import { announcements } from "../../../db/schema";
import { db } from "~/lib/db.server";
import { LATEST_ANNOUNCEMENTS_LIMIT, type PublicAnnouncement } from "./announcements";

/**
 * The home page's Latest Announcements (SPEC §7): active ones only, newest date
 * first, at most three. Announcements of the same date: the one added last first.
 */
export async function listLatestAnnouncements(): Promise<PublicAnnouncement[]> {
  return db()
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      date: announcements.date,
    })
    .from(announcements)
    .where(eq(announcements.isActive, true))
    .orderBy(desc(announcements.date), desc(announcements.createdAt))
    .limit(LATEST_ANNOUNCEMENTS_LIMIT);
}

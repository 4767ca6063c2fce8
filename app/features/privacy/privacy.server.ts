import { desc } from "drizzle-orm";

import { db } from "~/lib/db.server";

import { privacyNotices } from "../../../db/schema";

/** The notice in force: the newest version. */
export async function currentPrivacyNotice() {
  const [notice] = await db().select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  if (!notice) throw new Error("The privacy notice is missing: restart the server to re-seed it.");
  return notice;
}

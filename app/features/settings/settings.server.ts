import { eq } from "drizzle-orm";

import { db } from "~/lib/db.server";

import { siteSettings } from "../../../db/schema";
import type { SiteSettings } from "./settings";

export async function getSiteSettings(): Promise<SiteSettings> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1));
  // The seed creates this row on first start; its absence means a broken install.
  if (!row) throw new Error("The site settings record is missing: restart the server to re-seed it.");
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

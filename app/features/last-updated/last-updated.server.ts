// The "Last updated" date of the public pages staff edit (docs/specification.md §26, decision 0069): when each area
// a page shows last changed is kept in page_area_changes, written in the transaction of the change, so a deletion
// counts and every process reads the same; a page's date is the newest of its areas', read in one query.
//
// Where a new kind of content plugs in (the fee page /fees, the disclosure tables): name its area in `DatedArea`
// (and in PageArea, for the page cache; the disclosure tables show on Mandatory Disclosures, so they note
// "disclosures"), call `areaChanged(tx, area)` in each of its writes' transactions, and have its page's loader return
// `lastUpdated: lastUpdatedDay(await lastChangeOf([area]))`; the site's layout shows it (LastUpdatedLine). Its table
// is empty until its first change, which notes the date; the first-start dates are `seedPageAreaDates` (db/seed.ts).
import { inArray, max } from "drizzle-orm";

import type { PageArea } from "~/features/page-cache/cached-page";
import { db, type Db } from "~/lib/database/db.server";
import { env } from "~/lib/server/env.server";

import { pageAreaChanges } from "../../../db/schema";
import { schoolDate } from "../../../db/time";

/**
 * The areas whose changes date a page. Not the alerts (not content), nor applications (moved by every parent's
 * application), nor the privacy notice (its own version date). "settings" is written only when what the Contact
 * page shows of them changes (`CONTACT_PAGE_SETTINGS`), so a new notification address or SMS template moves no date.
 */
export type DatedArea = Extract<
  PageArea,
  "announcements" | "gallery" | "calendar" | "disclosures" | "fees" | "settings"
>;

/** Notes in `tx`, the transaction of the change, that `area` changed now: its pages' date moves to today. */
export async function areaChanged(tx: Pick<Db, "insert">, area: DatedArea, at = new Date()) {
  await tx
    .insert(pageAreaChanges)
    .values({ area, changedAt: at })
    .onConflictDoUpdate({ target: pageAreaChanges.area, set: { changedAt: at } });
}

/** When the newest of `areas` last changed (null: none known), in one query on the table's key. */
export async function lastChangeOf(areas: readonly DatedArea[]): Promise<Date | null> {
  const [row] = await db()
    .select({ at: max(pageAreaChanges.changedAt) })
    .from(pageAreaChanges)
    .where(inArray(pageAreaChanges.area, [...areas]));
  return row?.at ?? null;
}

/**
 * A page's "Last updated" date (yyyy-MM-dd, the school's day): the newest of `times` (its areas' last change, the
 * newest of the content blocks it read), or null when none is known.
 */
export function lastUpdatedDay(...times: (Date | null)[]): string | null {
  const known = times.filter((time): time is Date => time !== null);
  if (known.length === 0) return null;
  const newest = known.reduce((a, b) => (b > a ? b : a));
  return schoolDate(newest, env().SCHOOL_TIMEZONE);
}

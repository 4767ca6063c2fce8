// Fills a new database. Runs on every start and is safe to: keyed rows
// (settings, content sections) are only inserted when missing, and the example
// rows are added once per database, so a staff edit or deletion is never undone.
import { randomBytes } from "node:crypto";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import * as schema from "./schema";
import {
  defaultContentSections,
  defaultPrivacyNotice,
  defaultSiteSettings,
  disclosureTemplate,
  exampleAnnouncements,
  exampleEvents,
} from "./seed-data";
import { addDays, admissionsSessionOn, DEFAULT_SCHOOL_TIMEZONE, schoolDate, schoolInstant } from "./time";

type SeedDb = PgDatabase<PgQueryResultHKT, typeof schema>;
type SeedTx = Parameters<Parameters<SeedDb["transaction"]>[0]>[0];

export interface SeedOptions {
  timeZone?: string;
  now?: Date;
}

export async function seedDatabase(db: SeedDb, options: SeedOptions = {}) {
  const timeZone = options.timeZone ?? DEFAULT_SCHOOL_TIMEZONE;
  const today = schoolDate(options.now ?? new Date(), timeZone);

  await db.transaction(async (tx) => {
    await tx
      .insert(schema.appSecrets)
      .values({ name: "auth", value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    await tx
      .insert(schema.siteSettings)
      .values({ ...defaultSiteSettings, admissionsSession: admissionsSessionOn(today) })
      .onConflictDoNothing();
    // Version 1 only: a database whose admins published later versions keeps them.
    await tx.insert(schema.privacyNotices).values(defaultPrivacyNotice).onConflictDoNothing();
    await tx
      .insert(schema.contentSections)
      .values(defaultContentSections)
      .onConflictDoNothing({ target: schema.contentSections.sectionKey });

    await once(tx, "disclosure-template", async () => {
      for (const [index, section] of disclosureTemplate.entries()) {
        const [row] = await tx
          .insert(schema.disclosureSections)
          .values({
            sectionLetter: section.sectionLetter,
            title: section.title,
            orderNumber: index + 1,
          })
          .returning({ id: schema.disclosureSections.id });
        await tx.insert(schema.disclosureItems).values(
          section.items.map((information, itemIndex) => ({
            sectionId: row!.id,
            srNo: itemIndex + 1,
            information,
          })),
        );
      }
    });

    await once(tx, "example-announcements", async () => {
      await tx.insert(schema.announcements).values(
        exampleAnnouncements.map(({ daysAgo, ...announcement }) => ({
          ...announcement,
          date: addDays(today, -daysAgo),
        })),
      );
    });

    await once(tx, "example-events", async () => {
      await tx.insert(schema.calendarEvents).values(
        exampleEvents.map(({ inDays, lastsDays = 1, from, to, ...event }) => {
          const first = addDays(today, inDays);
          const last = addDays(first, lastsDays - 1);
          return {
            ...event,
            startDate: schoolInstant(first, from ?? "00:00:00", timeZone),
            endDate: schoolInstant(last, to ?? "23:59:59", timeZone),
          };
        }),
      );
    });
  });
}

/** Runs `fill` only if the block `name` never ran on this database. */
async function once(tx: SeedTx, name: string, fill: () => Promise<void>) {
  const claimed = await tx
    .insert(schema.seedRuns)
    .values({ name })
    .onConflictDoNothing()
    .returning({ name: schema.seedRuns.name });
  if (claimed.length > 0) await fill();
}

// Fills a new database. Runs on every start and is safe to: keyed rows
// (settings, content sections) are only inserted when missing, and the example
// rows are added once per database, so a staff edit or deletion is never undone.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";

import * as schema from "./schema";
import {
  defaultContentSections,
  defaultPrivacyNotice,
  defaultSiteSettings,
  disclosureTemplate,
  exampleAnnouncements,
  exampleEvents,
  FIRST_SEEDED_SESSION,
  hindiSiteSettings,
  templateItemTables,
} from "./seed-data";
import { noticeSlug } from "./slug";
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
    const session = admissionsSessionOn(today);
    await tx
      .insert(schema.siteSettings)
      .values({ ...defaultSiteSettings, ...hindiSiteSettings, admissionsSession: session })
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
            titleHi: section.titleHi,
            orderNumber: index + 1,
          })
          .returning({ id: schema.disclosureSections.id });
        await tx.insert(schema.disclosureItems).values(
          section.items.map((information, itemIndex) => ({
            sectionId: row!.id,
            srNo: itemIndex + 1,
            information,
            informationHi: section.itemsHi[itemIndex],
            shows: templateItemTables[information] ?? null,
          })),
        );
      }
    });

    await once(tx, "example-announcements", async () => {
      await tx.insert(schema.announcements).values(
        exampleAnnouncements(session).map(({ daysAgo, ...announcement }) => {
          const date = addDays(today, -daysAgo);
          // Published notices (decision 0077), as if each went up on its date.
          const published = schoolInstant(date, "09:00:00", timeZone);
          return {
            ...announcement,
            date,
            slug: noticeSlug(announcement.title),
            status: "published" as const,
            publishAt: published,
            createdAt: published,
            updatedAt: published,
          };
        }),
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

    // A database seeded before the Hindi site (decision 0054): each seeded text still as the seed wrote it
    // gets its Hindi, so the Hindi site is whole there too; a text staff changed keeps showing in English.
    await once(tx, "hindi-texts", () => fillHindi(tx));

    await once(tx, "page-area-dates", () => seedPageAreaDates(tx));
  });
}

/**
 * The "Last updated" dates (docs/specification.md §26, decision 0069), once per database: each area takes its rows'
 * newest time, so a site that had content before the dates were kept does not show today everywhere. From then on
 * only changes move them: a later start, or a restored backup's, changes nothing. Content that comes later (the fee
 * page, the disclosure tables) has no rows before its first change, which notes its date.
 */
async function seedPageAreaDates(tx: SeedTx) {
  const newest = (table: PgTable, column: PgColumn) => sql`(select max(${column}) from ${table})`;
  const { announcements, galleryImages, calendarEvents, disclosureSections, disclosureItems, siteSettings } = schema;
  await tx.execute(sql`
    insert into ${schema.pageAreaChanges} (area, changed_at)
    select area, changed_at from (values
      ('announcements', ${newest(announcements, announcements.createdAt)}),
      ('gallery', ${newest(galleryImages, galleryImages.createdAt)}),
      ('calendar', ${newest(calendarEvents, calendarEvents.createdAt)}),
      ('disclosures', greatest(${newest(disclosureSections, disclosureSections.createdAt)},
        ${newest(disclosureItems, disclosureItems.createdAt)})),
      ('settings', ${newest(siteSettings, siteSettings.savedAt)})
    ) as seen (area, changed_at)
    where changed_at is not null
    on conflict (area) do nothing`);
}

/** Sets `hindi` where `english` still holds the seed's `text` and no Hindi was written, in `table`. */
async function setHindi(
  tx: SeedTx,
  table: PgTable,
  english: PgColumn,
  hindi: PgColumn,
  text: string,
  value: string | null | undefined,
  where?: SQL,
) {
  if (!value) return;
  await tx.execute(
    sql`update ${table} set ${sql.identifier(hindi.name)} = ${value} where ${and(eq(english, text), isNull(hindi), where)}`,
  );
}

async function fillHindi(tx: SeedTx) {
  const s = schema.siteSettings;
  for (const [english, hindi, field] of [
    [s.tagline, s.taglineHi, "tagline"],
    [s.shortDescription, s.shortDescriptionHi, "shortDescription"],
    [s.officeHoursWeekdays, s.officeHoursWeekdaysHi, "officeHoursWeekdays"],
    [s.officeHoursSaturday, s.officeHoursSaturdayHi, "officeHoursSaturday"],
  ] as const) {
    await setHindi(tx, s, english, hindi, defaultSiteSettings[field], hindiSiteSettings[`${field}Hi`]);
  }
  const c = schema.contentSections;
  for (const block of defaultContentSections) {
    const ofKey = eq(c.sectionKey, block.sectionKey);
    await setHindi(tx, c, c.title, c.titleHi, block.title!, block.titleHi, ofKey);
    await setHindi(tx, c, c.content, c.contentHi, block.content!, block.contentHi, ofKey);
  }
  const a = schema.announcements;
  // As an older install seeded them.
  for (const announcement of exampleAnnouncements(FIRST_SEEDED_SESSION)) {
    await setHindi(tx, a, a.title, a.titleHi, announcement.title, announcement.titleHi);
    await setHindi(tx, a, a.content, a.contentHi, announcement.content, announcement.contentHi);
  }
  const e = schema.calendarEvents;
  for (const event of exampleEvents) {
    await setHindi(tx, e, e.title, e.titleHi, event.title, event.titleHi);
    if (event.description)
      await setHindi(tx, e, e.description, e.descriptionHi, event.description, event.descriptionHi);
    if (event.location) await setHindi(tx, e, e.location, e.locationHi, event.location, event.locationHi);
  }
  const d = schema.disclosureSections;
  const i = schema.disclosureItems;
  for (const section of disclosureTemplate) {
    await setHindi(tx, d, d.title, d.titleHi, section.title, section.titleHi);
    for (const [index, information] of section.items.entries()) {
      await setHindi(tx, i, i.information, i.informationHi, information, section.itemsHi[index]);
    }
  }
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

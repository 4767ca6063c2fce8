import { asc, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as schema from "../../../db/schema";
import { seedDatabase } from "../../../db/seed";
import {
  defaultContentSections,
  disclosureTemplate,
  exampleAnnouncements,
  exampleEvents,
  FIRST_SEEDED_SESSION,
  hindiSiteSettings,
} from "../../../db/seed-data";
import { createTestDatabase, testDatabaseKinds, useTestDatabase } from "../../support/database";

describe.each(testDatabaseKinds)("seed on %s", (kind) => {
  const database = useTestDatabase(kind);
  const now = new Date("2026-11-22T06:30:00Z"); // noon in Fatehabad
  const options = { timeZone: "Asia/Kolkata", now };

  const siteSettings = async () => (await database.db.select().from(schema.siteSettings))[0];
  const tally = async () => ({
    announcements: (await database.db.select({ n: count() }).from(schema.announcements))[0]!.n,
    events: (await database.db.select({ n: count() }).from(schema.calendarEvents))[0]!.n,
    sections: (await database.db.select({ n: count() }).from(schema.disclosureSections))[0]!.n,
    items: (await database.db.select({ n: count() }).from(schema.disclosureItems))[0]!.n,
    content: (await database.db.select({ n: count() }).from(schema.contentSections))[0]!.n,
  });

  it("fills the school identity from SPEC §2 and §9", async () => {
    expect(await siteSettings()).toMatchObject({
      streetAddress: "Khan Mohammed Road",
      locality: "Fatehabad",
      postalCode: "125050",
      region: "Haryana",
      country: "India",
      tagline: "Learning Beyond Boundaries",
      officeHoursWeekdays: "Mon-Fri 8:00 AM-4:00 PM",
      officeHoursSaturday: "Sat 8:00 AM-1:00 PM",
    });
  });

  it("fills the CBSE Appendix IX template, sections A to E with empty details", async () => {
    const sections = await database.db
      .select()
      .from(schema.disclosureSections)
      .orderBy(asc(schema.disclosureSections.orderNumber));
    expect(sections.map((s) => `${s.sectionLetter} ${s.title}`)).toEqual([
      "A General Information",
      "B Documents and Information",
      "C Result and Academics",
      "D Staff (Teaching)",
      "E School Infrastructure",
    ]);
    const items = await database.db
      .select()
      .from(schema.disclosureItems)
      .where(eq(schema.disclosureItems.sectionId, sections[0]!.id))
      .orderBy(asc(schema.disclosureItems.srNo));
    expect(items.map((item) => item.information)).toEqual(disclosureTemplate[0]!.items);
    expect(items.every((item) => item.detail === null && item.documentUrl === null)).toBe(true);
  });

  it("adds example announcements and events so a new site does not look empty", async () => {
    const counts = await tally();
    expect(counts.announcements).toBeGreaterThan(0);
    expect(counts.events).toBeGreaterThan(0);
    expect(counts.content).toBe(defaultContentSections.length);
  });

  it("stores an all-day example event from 00:00:00 to 23:59:59 school time", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      await fresh.prepare();
      await fresh.db.delete(schema.calendarEvents);
      await fresh.db.delete(schema.seedRuns).where(eq(schema.seedRuns.name, "example-events"));
      await seedDatabase(fresh.db, options);
      const [holiday] = await fresh.db
        .select()
        .from(schema.calendarEvents)
        .where(eq(schema.calendarEvents.category, "Holidays"));
      // 2026-11-22 + 35 days = 2026-12-27, midnight in India is 18:30 UTC the day before.
      expect(holiday!.startDate.toISOString()).toBe("2026-12-26T18:30:00.000Z");
      expect(holiday!.endDate.toISOString()).toBe("2027-01-02T18:29:59.000Z");
    } finally {
      await fresh.destroy();
    }
  });

  it("fills every text a parent reads in Hindi too, so the Hindi site is whole from the first start (decision 0054)", async () => {
    expect(await siteSettings()).toMatchObject(hindiSiteSettings);
    const content = await database.db.select().from(schema.contentSections);
    expect(content.length).toBeGreaterThan(0);
    for (const row of content) {
      expect(row.titleHi, row.sectionKey).toBeTruthy();
      expect(row.contentHi, row.sectionKey).toBeTruthy();
    }
    const announcements = await database.db.select().from(schema.announcements);
    // The first names the session the Admissions page names, never a session of its own.
    const seeded = exampleAnnouncements((await siteSettings())!.admissionsSession);
    expect(announcements.map((row) => row.titleHi).sort()).toEqual(seeded.map((a) => a.titleHi).sort());
    expect(announcements.map((row) => row.title)).toContain(
      `Admissions open for ${(await siteSettings())!.admissionsSession}`,
    );
    expect(announcements.every((row) => row.contentHi)).toBe(true);
    const events = await database.db.select().from(schema.calendarEvents);
    expect(events.map((row) => row.titleHi).sort()).toEqual(exampleEvents.map((e) => e.titleHi).sort());
    expect(events.every((row) => row.descriptionHi && (row.location === null || row.locationHi))).toBe(true);
    const sections = await database.db.select().from(schema.disclosureSections);
    expect(sections.every((row) => row.titleHi)).toBe(true);
    const items = await database.db.select().from(schema.disclosureItems);
    expect(items.length).toBe(disclosureTemplate.flatMap((section) => section.items).length);
    expect(items.every((row) => row.informationHi)).toBe(true);
    // Every item has its Hindi, in the same order.
    for (const section of disclosureTemplate) expect(section.itemsHi).toHaveLength(section.items.length);
  });

  it("gives a database seeded before the Hindi site its Hindi, where staff left the seed's English as it was", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      await fresh.prepare();
      // As a database seeded by an earlier version: no Hindi anywhere, and one text staff changed.
      for (const table of [schema.contentSections, schema.announcements, schema.disclosureSections]) {
        await fresh.db.update(table).set({ titleHi: null });
      }
      await fresh.db.update(schema.contentSections).set({ contentHi: null });
      // The sample announcement named 2025-26 then, whatever the day.
      await fresh.db
        .update(schema.announcements)
        .set({ title: `Admissions open for ${FIRST_SEEDED_SESSION}` })
        .where(like(schema.announcements.title, "Admissions open for %"));
      await fresh.db.update(schema.siteSettings).set({ taglineHi: null, tagline: "Our own words" });
      await fresh.db
        .update(schema.contentSections)
        .set({ title: "Edited by staff" })
        .where(eq(schema.contentSections.sectionKey, "about_intro"));
      await fresh.db.delete(schema.seedRuns).where(eq(schema.seedRuns.name, "hindi-texts"));

      await seedDatabase(fresh.db, options);

      const rows = await fresh.db.select().from(schema.contentSections);
      const about = rows.find((row) => row.sectionKey === "about_intro")!;
      const seeded = defaultContentSections.find((section) => section.sectionKey === "about_intro")!;
      // The changed title keeps showing in English; the unchanged content gets its Hindi.
      expect(about).toMatchObject({ titleHi: null, contentHi: seeded.contentHi });
      expect(rows.filter((row) => row.sectionKey !== "about_intro").every((row) => row.titleHi)).toBe(true);
      expect((await fresh.db.select().from(schema.announcements)).every((row) => row.titleHi)).toBe(true);
      expect((await fresh.db.select().from(schema.disclosureSections)).every((row) => row.titleHi)).toBe(true);
      expect((await fresh.db.select().from(schema.siteSettings))[0]).toMatchObject({
        tagline: "Our own words",
        taglineHi: null,
        officeHoursWeekdaysHi: hindiSiteSettings.officeHoursWeekdaysHi,
      });

      // Once: a Hindi text staff cleared afterwards stays cleared.
      await fresh.db.update(schema.announcements).set({ titleHi: null });
      await seedDatabase(fresh.db, options);
      expect((await fresh.db.select().from(schema.announcements)).every((row) => row.titleHi === null)).toBe(true);
    } finally {
      await fresh.destroy();
    }
  });

  it("running again changes nothing", async () => {
    const before = await tally();
    await seedDatabase(database.db, options);
    await seedDatabase(database.db, options);
    expect(await tally()).toEqual(before);
  });

  it("never overwrites or brings back what staff changed", async () => {
    await database.db
      .update(schema.siteSettings)
      .set({ phonePrimary: "+91 98765 43210", schoolName: "Renamed School" });
    await database.db
      .update(schema.contentSections)
      .set({ title: "Edited by staff" })
      .where(eq(schema.contentSections.sectionKey, "about_intro"));
    await database.db.delete(schema.announcements);
    await database.db.delete(schema.disclosureSections);

    await seedDatabase(database.db, options);

    const settings = await siteSettings();
    expect(settings!.phonePrimary).toBe("+91 98765 43210");
    expect(settings!.schoolName).toBe("Renamed School");
    const [about] = await database.db
      .select()
      .from(schema.contentSections)
      .where(eq(schema.contentSections.sectionKey, "about_intro"));
    expect(about!.title).toBe("Edited by staff");
    const counts = await tally();
    expect(counts.announcements).toBe(0);
    expect(counts.sections).toBe(0);
  });

  it("adds a content section that is new in this version, and only that", async () => {
    await database.db.delete(schema.contentSections).where(eq(schema.contentSections.sectionKey, "contact_intro"));
    await seedDatabase(database.db, options);
    const rows = await database.db
      .select()
      .from(schema.contentSections)
      .where(eq(schema.contentSections.sectionKey, "contact_intro"));
    expect(rows).toHaveLength(1);
  });
});

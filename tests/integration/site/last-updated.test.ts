// "Last updated" on the public pages (docs/specification.md §26, decision 0069): an edit, a deletion and a School
// Settings save each move exactly the dates of the pages showing what they changed, to the school's day of the
// (moved) clock; a restart keeps the dates; a first start takes them from the rows' own times.
import fs from "node:fs";
import { eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { areaChanged, lastChangeOf } from "~/features/last-updated/last-updated.server";
import type { SchoolSettings } from "~/features/settings/settings";
import { openDatabase, setCurrentDatabase } from "~/lib/database/db.server";
import { action as announcementsAction } from "~/routes/admin/announcements/announcements";
import { action as contentAction } from "~/routes/admin/content";
import { action as disclosuresAction } from "~/routes/admin/disclosures/mandatory-disclosures";
import { action as galleryAction } from "~/routes/admin/gallery";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { loader as about } from "~/routes/site/about";
import { loader as academics } from "~/routes/site/academics";
import { loader as admissions } from "~/routes/site/admissions";
import { loader as calendar } from "~/routes/site/calendar";
import { loader as contact } from "~/routes/site/contact";
import { loader as ethos } from "~/routes/site/ethos";
import { loader as facilities } from "~/routes/site/facilities";
import { loader as gallery } from "~/routes/site/gallery";
import { loader as home } from "~/routes/site/home";
import { loader as disclosures } from "~/routes/site/mandatory-disclosures";

import * as schema from "../../../db/schema";
import { formBody, outcome, postedAsForm, staffArgs, useStaff } from "../../support/admin";
import { preparedPgliteDirectory, testDatabaseKinds, useTestDatabase, type TestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const ADMIN = "admin@school.example";

// Each row, and each area, as last changed on this day before the tests move the clock (school time, +05:30).
const BEFORE = new Date("2025-06-01T06:30:00Z");
const BEFORE_DAY = "2025-06-01";
// Noon in Fatehabad on 10 January 2026, and days after it; all before the staff's sessions began.
const noon = (day: string) => new Date(`${day}T12:00:00+05:30`);

const PAGES = {
  "/": home,
  "/about": about,
  "/ethos": ethos,
  "/academics": academics,
  "/admissions": admissions,
  "/facilities": facilities,
  "/gallery": gallery,
  "/calendar": calendar,
  "/mandatory-disclosures": disclosures,
  "/contact": contact,
} as const;
type Page = keyof typeof PAGES;

/** Each dated page's `lastUpdated`, as its loader returns it at `prefix` ("" or "/hi"). */
async function dates(prefix = ""): Promise<Record<Page, string | null>> {
  const entries = await Promise.all(
    Object.entries(PAGES).map(async ([page, loader]) => {
      const data = (await loader(routeArgs(`${prefix}${page === "/" && prefix ? "" : page}`) as never)) as {
        lastUpdated: string | null;
      };
      return [page, data.lastUpdated] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Page, string | null>;
}

/** Every page dated `BEFORE_DAY`, but `moved` on their new day. */
const allBefore = (moved: Partial<Record<Page, string | null>> = {}) =>
  Object.fromEntries(Object.keys(PAGES).map((page) => [page, page in moved ? moved[page as Page] : BEFORE_DAY]));

/** Every row the pages show, and every area's date, as of `BEFORE`. */
async function setEverythingBefore(database: Pick<TestDatabase, "db">) {
  const { db } = database;
  await db.delete(schema.pageAreaChanges);
  await db.update(schema.contentSections).set({ updatedAt: BEFORE });
  for (const area of ["announcements", "gallery", "calendar", "disclosures", "settings"] as const) {
    await db.insert(schema.pageAreaChanges).values({ area, changedAt: BEFORE });
  }
}

describe.each(testDatabaseKinds)("last updated on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });

  beforeEach(async () => {
    await setEverythingBefore(database);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const at = (time: Date) => vi.useFakeTimers({ toFake: ["Date"], now: time });

  const post = async (
    action: (args: never) => Promise<unknown>,
    pagePath: string,
    fields: Record<string, string | Blob>,
  ) => {
    const result = await outcome<AdminReply>(() =>
      action(staffArgs(pagePath, cookies[ADMIN], { method: "POST", body: formBody(fields) }) as never),
    );
    expect(result.reply).toMatchObject({ ok: true });
  };

  it("dates every page the same in Hindi, and shows when its content last changed", async () => {
    expect(await dates()).toEqual(allBefore());
    expect(await dates("/hi")).toEqual(allBefore());
  });

  it("moves only the About page's date when its text is edited, and only Home's with an announcement", async () => {
    const [section] = await database.db
      .select()
      .from(schema.contentSections)
      .where(like(schema.contentSections.sectionKey, "about_%"))
      .limit(1);
    at(noon("2026-01-10"));
    await post(contentAction, "/admin/content", {
      intent: "update",
      id: section!.id,
      fields: "content",
      content: `${section!.content} Now with a new library.`,
    });
    expect(await dates()).toEqual(allBefore({ "/about": "2026-01-10" }));
    expect((await dates("/hi"))["/about"]).toBe("2026-01-10");

    // Saved again unchanged: nothing moves.
    at(noon("2026-01-11"));
    const [saved] = await database.db
      .select()
      .from(schema.contentSections)
      .where(eq(schema.contentSections.id, section!.id));
    await post(contentAction, "/admin/content", {
      intent: "update",
      id: section!.id,
      fields: "content",
      content: saved!.content,
    });
    expect(await dates()).toEqual(allBefore({ "/about": "2026-01-10" }));

    // 00:30 on the 12th in Fatehabad is still the 11th in UTC: the date is the school's day.
    at(new Date("2026-01-12T00:30:00+05:30"));
    await post(announcementsAction, "/admin/announcements", {
      intent: "create",
      title: "Winter break",
      content: "School closes on Friday.",
      date: "2026-01-16",
    });
    expect(await dates()).toEqual(allBefore({ "/about": "2026-01-10", "/": "2026-01-12" }));
  });

  it("moves the date of the pages showing what was deleted, and no other", async () => {
    const [image] = await database.db
      .insert(schema.galleryImages)
      .values({ title: "Sports day", imageUrl: "https://example.com/sports.jpg", createdAt: BEFORE })
      .returning();
    const [item] = await database.db.select().from(schema.disclosureItems).limit(1);

    at(noon("2026-01-13"));
    await post(galleryAction, "/admin/gallery", { intent: "delete", imageId: image!.id });
    expect(await dates()).toEqual(allBefore({ "/gallery": "2026-01-13" }));

    at(noon("2026-01-14"));
    await post(disclosuresAction, "/admin/mandatory-disclosures", { intent: "delete_item", itemId: item!.id });
    expect(await dates()).toEqual(allBefore({ "/gallery": "2026-01-13", "/mandatory-disclosures": "2026-01-14" }));
  });

  it("moves only the Contact page's date with a School Settings save, and only when it changes what that page shows", async () => {
    const saveSettings = async (changes: Record<string, string>) => {
      const page = await outcome(() => settingsLoader(staffArgs("/admin/settings", cookies[ADMIN]) as never));
      const { applicationFormKey: _key, ...stored } = (page.value as { settings: SchoolSettings }).settings;
      const fields = postedAsForm(stored);
      await post(settingsAction, "/admin/settings", { intent: "save", ...fields, ...changes });
    };

    at(noon("2026-01-15"));
    await saveSettings({ notifyContactEmail: "messages@school.example", tagline: "Learning for life" });
    expect(await dates()).toEqual(allBefore());

    at(noon("2026-01-16"));
    await saveSettings({ phoneSecondary: "+91 98120 00002" });
    expect(await dates()).toEqual(allBefore({ "/contact": "2026-01-16" }));
  });

  it("keeps the dates through a restart: the next start's migrations and seed leave them, on every process", async () => {
    at(noon("2026-01-17"));
    await database.db.transaction((tx) => areaChanged(tx, "calendar"));
    vi.useRealTimers();
    const moved = allBefore({ "/calendar": "2026-01-17" });
    expect(await dates()).toEqual(moved);

    await database.prepare();
    expect(await dates()).toEqual(moved);

    if (database.url) {
      // Another process on the same PostgreSQL database reads the same.
      const other = await openDatabase({ kind: "postgres", url: database.url });
      setCurrentDatabase(other);
      try {
        expect(await dates()).toEqual(moved);
      } finally {
        setCurrentDatabase(database);
        await other.close();
      }
    }
  });

  it("takes each area's first date from its rows on the first start that keeps them, and only then", async () => {
    // A database from before the dates were kept: no dates, and the seed's step for them not yet run.
    await database.db.delete(schema.pageAreaChanges);
    await database.db.delete(schema.seedRuns).where(eq(schema.seedRuns.name, "page-area-dates"));
    await database.db.delete(schema.galleryImages);
    await database.db.update(schema.announcements).set({ createdAt: new Date("2025-03-03T06:30:00Z") });
    await database.db.update(schema.calendarEvents).set({ createdAt: new Date("2025-02-02T06:30:00Z") });
    await database.db.update(schema.disclosureSections).set({ createdAt: new Date("2025-01-01T06:30:00Z") });
    await database.db.update(schema.disclosureItems).set({ createdAt: new Date("2025-04-04T06:30:00Z") });
    await database.db.update(schema.siteSettings).set({ savedAt: new Date("2025-07-07T06:30:00Z") });
    // Before the seed runs, nothing is known of the areas.
    expect(await lastChangeOf(["announcements", "gallery", "calendar", "disclosures", "settings"])).toBeNull();

    await database.prepare();
    expect(await dates()).toEqual(
      allBefore({
        "/": BEFORE_DAY, // its blocks (1 June) are newer than its announcements (3 March)
        "/gallery": null, // no photos, no date
        "/calendar": "2025-02-02",
        "/mandatory-disclosures": "2025-04-04",
        "/contact": "2025-07-07",
      }),
    );

    // A later start leaves them, even with rows written around the office's changes.
    await database.db
      .insert(schema.galleryImages)
      .values({ title: "Sports day", imageUrl: "https://example.com/a.jpg" });
    await database.prepare();
    expect(await lastChangeOf(["gallery"])).toBeNull();
  });
});

describe("last updated through a restart of the embedded database", () => {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await preparedPgliteDirectory("last-updated-");
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("keeps an area's date in its files", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.prepare();
    setCurrentDatabase(first);
    const changedAt = noon("2026-01-18");
    await first.db.transaction((tx) => areaChanged(tx, "gallery", changedAt));
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    try {
      await second.prepare();
      setCurrentDatabase(second);
      expect(await lastChangeOf(["gallery"])).toEqual(changedAt);
    } finally {
      await second.close();
    }
  });
});

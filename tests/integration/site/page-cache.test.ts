// The page cache's invalidation (decision 0034): a back office edit of each
// kind, made for real through its page's action, drops the cached pages that
// show what it changed and keeps every other; a refused edit and an edit that
// no public page shows drop nothing.
import { describe, expect, it } from "vitest";

import { CACHED_PAGES } from "~/cached-pages";
import type { AdminReply } from "~/features/admin/reply";
import { areasShownBy } from "~/features/page-cache/cached-page";
import { pageStore } from "~/features/page-cache/page-cache.server";
import { db } from "~/lib/database/db.server";
import { LOCALES, pathIn } from "~/lib/language/locale";
import * as alertsRoute from "~/routes/admin/alerts";
import * as announcementsRoute from "~/routes/admin/announcements/announcements";
import * as calendarRoute from "~/routes/admin/calendar";
import * as contentRoute from "~/routes/admin/content";
import * as disclosuresRoute from "~/routes/admin/disclosures/mandatory-disclosures";
import * as galleryRoute from "~/routes/admin/gallery";
import * as privacyRoute from "~/routes/admin/privacy-notice";
import * as settingsRoute from "~/routes/admin/settings";
import * as usersRoute from "~/routes/admin/user-management";

import * as schema from "../../../db/schema";
import { formBody, outcome, postedAsForm, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { temporaryUploadsDir } from "../../support/uploads";

temporaryUploadsDir("page-cache-");

const ADMIN = "admin@school.example";
const LEAVER = "leaver@school.example";
const PAGES = Object.keys(CACHED_PAGES);
const CONTENT_PAGES = ["/", "/about", "/ethos", "/academics", "/admissions", "/facilities", "/contact"];

type Action = (args: never) => Promise<unknown>;
interface Edit {
  what: string;
  route: { action: Action; loader: Action };
  path: string;
  fields: () => Promise<Record<string, string | Blob>>;
  /** The pages it must drop; every other stays. */
  drops: string[];
}

/** Fields made of the first row `rows` gives: one the seed wrote. */
const fromFirst =
  <Row>(rows: () => Promise<Row[]>, form: (row: Row) => Record<string, string>) =>
  async () =>
    form((await rows())[0]!);

/** A logo an admin might upload: a 256 px square PNG. */
const logoPng = async () =>
  (await import("sharp"))
    .default({ create: { width: 256, height: 256, channels: 4, background: "#163f7c" } })
    .png()
    .toBuffer();

describe.each(testDatabaseKinds)("the page cache on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies, ids } = useStaff(database, { [ADMIN]: { role: "admin" }, [LEAVER]: { sections: ["gallery"] } });

  /** Every cached page kept, as its first visitor's render would keep it. */
  function keepEveryPage() {
    const store = pageStore();
    store.clear();
    for (const [path, page] of Object.entries(CACHED_PAGES)) {
      const areas = areasShownBy(page);
      const versions = store.versionsOf(areas);
      store.put(path, { areas, versions, expiresAt: Date.now() + 3_600_000, headers: {}, html: Buffer.from(path) });
    }
    expect(store.size).toBe(PAGES.length);
  }
  const kept = () => PAGES.filter((path) => pageStore().has(path));

  const post = (edit: Pick<Edit, "route" | "path">, fields: Record<string, string | Blob>) =>
    outcome<AdminReply>(() =>
      edit.route.action(staffArgs(edit.path, cookies[ADMIN], { method: "POST", body: formBody(fields) }) as never),
    );

  /** An edit of a seeded section of the pages' text: `fields` of it. */
  const contentEdit = (what: string, fields: Record<string, string>): Edit => ({
    what,
    route: contentRoute,
    path: "/admin/content",
    fields: fromFirst(
      () => db().select().from(schema.contentSections).limit(1),
      (section) => ({ intent: "update", id: section.id, ...fields }),
    ),
    drops: CONTENT_PAGES,
  });
  /** School Settings saved as they are, but for `changes`. */
  const settingsEdit = (what: string, changes: Record<string, string>): Edit => ({
    what,
    route: settingsRoute,
    path: "/admin/settings",
    fields: async () => {
      const page = await outcome(() => settingsRoute.loader(staffArgs("/admin/settings", cookies[ADMIN]) as never));
      const { applicationFormKey: _key, ...stored } = (page.value as { settings: Record<string, unknown> }).settings;
      return { intent: "save", ...postedAsForm(stored), ...changes };
    },
    drops: PAGES,
  });

  const EDITS: Edit[] = [
    contentEdit("a page's text", { fields: "title", title: "A new title" }),
    contentEdit("a page's text in Hindi alone", { fields: "titleHi", titleHi: "नया शीर्षक" }),
    {
      what: "an announcement",
      route: announcementsRoute,
      path: "/admin/announcements",
      fields: fromFirst(
        () => db().select().from(schema.announcements).limit(1),
        (announcement) => ({ intent: "set_active", id: announcement.id, active: "false" }),
      ),
      // The home page and the Notice Board (decision 0077); each notice's page shows announcements as the board does.
      drops: ["/", "/notices"],
    },
    {
      what: "a gallery photo",
      route: galleryRoute,
      path: "/admin/gallery",
      fields: async () => {
        const [image] = await db()
          .insert(schema.galleryImages)
          .values({ title: "Sports day", imageUrl: "/uploads/gallery/none/photo.webp" })
          .returning();
        return { intent: "delete", imageId: image!.id };
      },
      drops: ["/gallery"],
    },
    {
      what: "a calendar event",
      route: calendarRoute,
      path: "/admin/calendar",
      fields: fromFirst(
        () => db().select().from(schema.calendarEvents).limit(1),
        (event) => ({ intent: "delete", eventId: event.id }),
      ),
      drops: ["/calendar"],
    },
    {
      what: "a mandatory disclosure",
      route: disclosuresRoute,
      path: "/admin/mandatory-disclosures",
      fields: fromFirst(
        () => db().select().from(schema.disclosureItems).limit(1),
        (item) => ({ intent: "delete_item", itemId: item.id }),
      ),
      drops: ["/mandatory-disclosures"],
    },
    {
      what: "the privacy notice",
      route: privacyRoute,
      path: "/admin/privacy-notice",
      fields: async () => ({ intent: "publish", bodyEn: "## New\nNew text.", bodyHi: "## नया\nनया पाठ।" }),
      drops: ["/privacy"],
    },
    settingsEdit("the school's settings", { schoolName: "Fatehabad Public School" }),
    settingsEdit("the school's tagline in Hindi alone", { taglineHi: "हर बच्चे के लिए" }),
    {
      // The header's, the footer's and every page's icons and share image (decision 0076).
      what: "the school's logo",
      route: settingsRoute,
      path: "/admin/settings",
      fields: async () => ({
        intent: "save",
        group: "logo",
        logo: new File([await logoPng()], "logo.png", { type: "image/png" }),
      }),
      drops: PAGES,
    },
    {
      what: "a site-wide alert (docs/specification.md §24)",
      route: alertsRoute,
      path: "/admin/alerts",
      fields: async () => ({
        intent: "publish",
        severity: "warning",
        text: "Buses run an hour late.",
        startsAt: "2026-01-01T08:00",
        endsAt: "2999-01-01T08:00",
      }),
      drops: PAGES,
    },
    {
      what: "a staff account, which no public page shows",
      route: usersRoute,
      path: "/admin/user-management",
      fields: async () => ({ intent: "delete", userId: ids[LEAVER] }),
      drops: [],
    },
  ];

  for (const edit of EDITS) {
    it(`an edit of ${edit.what} drops ${edit.drops.length === PAGES.length ? "every page" : edit.drops.length === 0 ? "no page" : edit.drops.join(", ")} in both languages, and no other`, async () => {
      keepEveryPage();
      const result = await post(edit, await edit.fields());
      expect(result).toMatchObject({ status: 200, reply: { ok: true } });
      // In both languages: each page's Hindi copy shows the same (docs/specification.md §21).
      const dropped = edit.drops.flatMap((path) => LOCALES.map((locale) => pathIn(locale, path)));
      expect(kept()).toEqual(PAGES.filter((path) => !dropped.includes(path)));
    });
  }

  it("a refused edit drops nothing", async () => {
    keepEveryPage();
    const result = await post(EDITS[0]!, { intent: "update", id: "00000000-0000-4000-8000-000000000000" });
    expect(result).toMatchObject({ reply: { ok: false } });
    expect(kept()).toEqual(PAGES);
  });
});

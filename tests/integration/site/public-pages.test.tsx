// SPEC §2 Home, About, Ethos, Academics and Facilities: what their loaders read
// from the database, and SPEC §7/§9's latest announcements on the home page.
import { eq, inArray } from "drizzle-orm";
import { renderToString as renderInReact } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import { listLatestAnnouncements } from "~/features/announcements/notices.server";
import { HomePage } from "~/features/pages/home-page";
import { localizeSettings } from "~/features/settings/settings";
import { db } from "~/lib/database/db.server";
import { loader as aboutLoader } from "~/routes/site/about";
import { loader as academicsLoader } from "~/routes/site/academics";
import { loader as ethosLoader } from "~/routes/site/ethos";
import { loader as facilitiesLoader } from "~/routes/site/facilities";
import { loader as homeLoader } from "~/routes/site/home";

import * as schema from "../../../db/schema";
import {
  defaultContentSections,
  defaultSiteSettings,
  exampleAnnouncements,
  hindiSiteSettings,
} from "../../../db/seed-data";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { inLanguage } from "../../support/i18n";
import { routeArgs } from "../../support/route-args";

/** Rendered as the server renders a page, its words in English. */
const renderToString = (node: React.ReactNode) => renderInReact(inLanguage(node));
/** A loader's arguments for the page at `path`, in its language. */
const at = (path: string) => routeArgs(path) as never;

type HomeData = Awaited<ReturnType<typeof homeLoader>>;

function renderHome(data: HomeData) {
  return renderToString(
    <MemoryRouter>
      <HomePage
        settings={{ ...defaultSiteSettings, lang: {} }}
        blocks={data.blocks}
        announcements={data.announcements}
      />
    </MemoryRouter>,
  );
}

/** The seed's sample announcements, the first naming the session the seed named (the settings keep it). */
async function seeded() {
  const [settings] = await db().select({ session: schema.siteSettings.admissionsSession }).from(schema.siteSettings);
  return exampleAnnouncements(settings!.session);
}

describe.each(testDatabaseKinds)("the home page's Latest Announcements on %s", (kind) => {
  const database = useTestDatabase(kind);

  const announcement = (
    title: string,
    date: string,
    extra: Partial<typeof schema.announcements.$inferInsert> = {},
  ) => ({
    title,
    content: `About ${title}.`,
    date,
    // Published a moment ago by this process's clock: PostgreSQL's now() keeps microseconds, and a row read back in
    // the same millisecond would be a little in this clock's future.
    publishAt: new Date(Date.now() - 1000),
    ...extra,
  });

  it("a new site shows the seed's example announcements, newest first", async () => {
    const { announcements } = await homeLoader(at("/"));
    expect(announcements.map((a) => a.title.text)).toEqual((await seeded()).map((a) => a.title));
    const html = renderHome(await homeLoader(at("/")));
    expect(html).toContain("Latest Announcements");
  });

  describe("with announcements of the school's choosing", () => {
    beforeEach(async () => {
      await database.db.delete(schema.announcements);
    });

    it("shows only active ones, newest date first, at most 3", async () => {
      await database.db
        .insert(schema.announcements)
        .values([
          announcement("Winter uniform", "2026-11-02"),
          announcement("Old news", "2025-06-30"),
          announcement("Withdrawn notice", "2026-12-24", { isActive: false }),
          announcement("Annual Day", "2026-11-22"),
          announcement("Science Exhibition", "2026-10-15"),
          announcement("Hidden holiday", "2026-12-01", { isActive: false }),
          announcement("Diwali holidays", "2026-11-05"),
        ]);

      const { announcements } = await homeLoader(at("/"));
      expect(announcements.map((a) => [a.title.text, a.date])).toEqual([
        ["Annual Day", "2026-11-22"],
        ["Diwali holidays", "2026-11-05"],
        ["Winter uniform", "2026-11-02"],
      ]);
      // Each links to its own page on the Notice Board (decision 0077).
      expect(announcements[0]).toEqual({
        id: expect.any(String),
        path: expect.stringMatching(/^\/notices\/\d+$/),
        title: { text: "Annual Day" },
        content: { text: "About Annual Day." },
        date: "2026-11-22",
        category: "news",
        number: null,
      });
    });

    it("shows fewer than 3 when fewer are active", async () => {
      await database.db
        .insert(schema.announcements)
        .values([
          announcement("Only one", "2026-01-10"),
          announcement("Switched off", "2026-02-10", { isActive: false }),
        ]);
      expect((await listLatestAnnouncements("en")).map((a) => a.title.text)).toEqual(["Only one"]);
    });

    it("of two on the same date, shows the one added last first", async () => {
      await database.db
        .insert(schema.announcements)
        .values([
          announcement("Added first", "2026-03-01", { createdAt: new Date("2026-02-27T04:00:00Z") }),
          announcement("Added last", "2026-03-01", { createdAt: new Date("2026-02-28T04:00:00Z") }),
        ]);
      expect((await listLatestAnnouncements("en")).map((a) => a.title.text)).toEqual(["Added last", "Added first"]);
    });

    it("renders each with its title, content and date written for Indian readers", async () => {
      await database.db.insert(schema.announcements).values([
        announcement("Annual Day", "2026-11-22", {
          content: "Parents are warmly invited to the auditorium at 10:00 AM.",
        }),
        announcement("New session", "2026-04-01"),
      ]);
      const html = renderHome(await homeLoader(at("/")));
      for (const text of [
        '<h2 id="announcements-heading"',
        "Latest Announcements",
        "Annual Day",
        "Parents are warmly invited to the auditorium at 10:00 AM.",
        '<time dateTime="2026-11-22">22 November 2026</time>',
        '<time dateTime="2026-04-01">1 April 2026</time>',
      ]) {
        expect(html).toContain(text);
      }
      expect(html.indexOf("Annual Day")).toBeLessThan(html.indexOf("New session"));
    });

    it("is an empty list when none is active, and then the section is not on the page", async () => {
      await database.db
        .insert(schema.announcements)
        .values([announcement("Switched off", "2026-02-10", { isActive: false })]);
      const data = await homeLoader(at("/"));
      expect(data.announcements).toEqual([]);
      const html = renderHome(data);
      expect(html).not.toContain("Latest Announcements");
      expect(html).not.toContain("Switched off");
      // The rest of the page is still there.
      expect(html).toContain(defaultSiteSettings.schoolName);
      expect(html).toContain('href="/contact"');
    });

    it("is an empty list when there are no announcements at all", async () => {
      const data = await homeLoader(at("/"));
      expect(data.announcements).toEqual([]);
      expect(renderHome(data)).not.toContain("Latest Announcements");
    });
  });
});

describe.each(testDatabaseKinds)("the public pages' text comes from content_sections on %s", (kind) => {
  const database = useTestDatabase(kind);

  const pageKeys = [
    "home_hero",
    "home_why",
    "home_ethos",
    "home_facilities",
    "home_cta",
    "about_intro",
    "about_location",
    "about_mission",
    "about_vision",
    "ethos_intro",
    "academics_intro",
    "academics_philosophy",
    "facilities_intro",
  ];

  it("the seed stores every block these pages show, each with a title and real text", async () => {
    const rows = await database.db
      .select()
      .from(schema.contentSections)
      .where(inArray(schema.contentSections.sectionKey, pageKeys));
    expect(rows.map((row) => row.sectionKey).sort()).toEqual([...pageKeys].sort());
    for (const row of rows) {
      expect(row.title, row.sectionKey).not.toBe("");
      expect(row.content.length, row.sectionKey).toBeGreaterThan(60);
    }
    expect(defaultContentSections.map((section) => section.sectionKey)).toEqual(expect.arrayContaining(pageKeys));
  });

  async function edit(sectionKey: string, change: { title?: string; content?: string }) {
    await database.db
      .update(schema.contentSections)
      .set(change)
      .where(eq(schema.contentSections.sectionKey, sectionKey));
  }

  it("home: a change made by staff is shown on the next request", async () => {
    await edit("home_hero", { title: "Namaste!", content: "Edited hero text." });
    await edit("home_cta", { title: "Visit us this week" });
    const data = await homeLoader(at("/"));
    expect(data.blocks.home_hero).toEqual({ title: { text: "Namaste!" }, content: { text: "Edited hero text." } });
    expect(data.blocks.home_cta.title.text).toBe("Visit us this week");
    const html = renderHome(data);
    expect(html).toContain("Namaste!");
    expect(html).toContain("Edited hero text.");
    expect(html).toContain("Visit us this week");
  });

  it("home: a blank line in the text starts a new paragraph", async () => {
    await edit("home_ethos", { content: "First paragraph.\n\nSecond paragraph." });
    const html = renderHome(await homeLoader(at("/")));
    expect(html).toContain('<p class="whitespace-pre-line">First paragraph.</p>');
    expect(html).toContain('<p class="whitespace-pre-line mt-4">Second paragraph.</p>');
  });

  it("about: intro, location, mission and vision", async () => {
    await edit("about_mission", { title: "Mission", content: "Edited mission." });
    await edit("about_location", { content: "Edited location." });
    const { blocks } = await aboutLoader(at("/about"));
    expect(blocks.about_mission).toEqual({ title: { text: "Mission" }, content: { text: "Edited mission." } });
    expect(blocks.about_location.content.text).toBe("Edited location.");
    expect(blocks.about_intro.content.text).toBe(defaultContent("about_intro"));
    expect(blocks.about_vision.content.text).toBe(defaultContent("about_vision"));
  });

  it("ethos: its intro", async () => {
    await edit("ethos_intro", { content: "Edited ethos intro." });
    expect((await ethosLoader(at("/ethos"))).blocks.ethos_intro.content.text).toBe("Edited ethos intro.");
  });

  it("academics: its intro and the curriculum philosophy", async () => {
    await edit("academics_philosophy", { title: "How we teach", content: "Edited philosophy." });
    const { blocks } = await academicsLoader(at("/academics"));
    expect(blocks.academics_philosophy).toEqual({
      title: { text: "How we teach" },
      content: { text: "Edited philosophy." },
    });
    expect(blocks.academics_intro.content.text).toBe(defaultContent("academics_intro"));
  });

  it("facilities: its intro", async () => {
    await edit("facilities_intro", { content: "Edited facilities intro." });
    expect((await facilitiesLoader(at("/facilities"))).blocks.facilities_intro.content.text).toBe(
      "Edited facilities intro.",
    );
  });
});

function defaultContent(sectionKey: string) {
  return defaultContentSections.find((section) => section.sectionKey === sectionKey)!.content;
}

describe.each(testDatabaseKinds)("the Hindi pages show what staff wrote in Hindi on %s (decision 0054)", (kind) => {
  const database = useTestDatabase(kind);
  const hindi = (sectionKey: string) => defaultContentSections.find((section) => section.sectionKey === sectionKey)!;

  function renderHindiHome(data: HomeData) {
    const settings = localizeSettings({ ...defaultSiteSettings, ...hindiSiteSettings }, "hi");
    return renderToString(
      <MemoryRouter initialEntries={["/hi"]}>
        <HomePage settings={settings} blocks={data.blocks} announcements={data.announcements} />
      </MemoryRouter>,
    );
  }

  it("a new site's home page is in Hindi from its first start: blocks, announcements and tagline", async () => {
    const data = await homeLoader(at("/hi"));
    expect(data.blocks.home_why).toEqual({
      title: { text: hindi("home_why").titleHi },
      content: { text: hindi("home_why").contentHi },
    });
    expect(data.announcements.map((a) => a.title)).toEqual((await seeded()).map((a) => ({ text: a.titleHi })));
    const html = renderHindiHome(data);
    expect(html).toContain(hindi("home_cta").titleHi!);
    expect(html).toContain(hindiSiteSettings.taglineHi);
    // The school's name stays as written, marked English.
    expect(html).toContain(
      `<h1 id="hero-heading" lang="en" class="mt-3 text-4xl font-bold sm:text-5xl">${defaultSiteSettings.schoolName}</h1>`,
    );
    // Nothing else of what staff wrote is English.
    expect(html.match(/ lang="en"/g)).toHaveLength(1);
  });

  it("a text staff wrote only in English shows in English there, marked, on the element that holds it", async () => {
    await database.db
      .update(schema.contentSections)
      .set({ title: "Visit us this week", titleHi: null })
      .where(eq(schema.contentSections.sectionKey, "home_cta"));
    await database.db.delete(schema.announcements);
    await database.db
      .insert(schema.announcements)
      // Published a moment ago by this process's clock: PostgreSQL's now() keeps microseconds, and a page read in the
      // same millisecond would find it still to come.
      .values({
        title: "Sports day",
        titleHi: "खेल दिवस",
        content: "On the ground.",
        date: "2026-11-22",
        publishAt: new Date(Date.now() - 1000),
      });
    const data = await homeLoader(at("/hi"));
    expect(data.blocks.home_cta.title).toEqual({ text: "Visit us this week", lang: "en" });
    const html = renderHindiHome(data);
    expect(html).toContain(
      '<h2 id="cta-heading" lang="en" class="text-2xl font-bold sm:text-3xl">Visit us this week</h2>',
    );
    expect(html).toMatch(
      /<h3 class="mt-3 text-lg font-semibold text-slate-900"><a [^>]*href="\/hi\/notices\/\d+"[^>]*>खेल दिवस<\/a><\/h3>/,
    );
    expect(html).toContain(
      '<p lang="en" class="mt-2 line-clamp-6 whitespace-pre-line text-slate-700">On the ground.</p>',
    );

    // The English page shows the English, and marks nothing.
    const english = renderHome(await homeLoader(at("/")));
    expect(english).toContain("Sports day");
    expect(english).not.toContain("खेल दिवस");
    expect(english).not.toContain(" lang=");
  });

  it("each page's loader reads the language from its address", async () => {
    for (const [loader, path, key] of [
      [aboutLoader, "/hi/about", "about_mission"],
      [ethosLoader, "/hi/ethos", "ethos_intro"],
      [academicsLoader, "/hi/academics", "academics_philosophy"],
      [facilitiesLoader, "/hi/facilities", "facilities_intro"],
    ] as const) {
      const { blocks } = (await loader(at(path))) as { blocks: Record<string, { title: { text: string } }> };
      expect(blocks[key]!.title.text, path).toBe(hindi(key).titleHi);
      const { blocks: english } = (await loader(at(path.slice(3)))) as blocks_;
      expect(english[key]!.title.text, path.slice(3)).toBe(hindi(key).title);
    }
  });
});

type blocks_ = { blocks: Record<string, { title: { text: string } }> };

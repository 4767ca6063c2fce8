// Pages of the school's own (docs/specification.md §32, decision 0079): a draft until published, every publish a
// revision that can be restored, menus from the published ones, and a removed page's address answering 410 or sent on.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { cachedPageAt } from "~/cached-pages";
import type { PageBlock } from "~/features/school-pages/page-blocks";
import { textDoc } from "~/features/school-pages/page-text";
import {
  createSchoolPage,
  menuPages,
  publishSchoolPage,
  removeSchoolPage,
  restoreRevision,
  saveSchoolPage,
  SCHOOL_PAGE_MESSAGES,
  schoolPageAt,
  unpublishSchoolPage,
} from "~/features/school-pages/school-pages.server";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { loader as layoutLoader } from "~/routes/site/layout";
import { loader as pageLoader } from "~/routes/site/school-page";

import * as schema from "../../../db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const ACTOR = { actorUserId: null, actorEmail: "office@school.example", ipAddress: "203.0.113.9" };
const INTRO: PageBlock = { id: "intro", type: "text", en: textDoc("Buses leave at 7:10."), hi: null };
const ROUTES: PageBlock = {
  id: "routes",
  type: "table",
  en: { caption: "Routes", head: ["Route", "Fare"], rows: [["Bhattu Road", "₹900"]] },
  hi: null,
};

describe.each(testDatabaseKinds)("pages of the school's own on %s", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database.db;

  beforeEach(async () => {
    await db().delete(schema.schoolPages);
  });

  const create = async (address = "transport", place: "about" | "menu" | "footer" | "none" = "about") => {
    const made = await createSchoolPage(
      { title: "Transport", titleHi: "परिवहन", address, place, blocks: [INTRO] },
      ACTOR,
    );
    if (!made.ok) throw new Error(made.message);
    return made.id;
  };
  const save = (id: string, change: Partial<Parameters<typeof saveSchoolPage>[1]> = {}) =>
    saveSchoolPage(
      id,
      {
        title: "Transport",
        titleHi: "परिवहन",
        address: "transport",
        place: "about",
        position: 0,
        blocks: [INTRO],
        ...change,
      },
      ACTOR,
    );
  const audits = async (id: string) =>
    (await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetId, id))).map((row) => row.action);

  it("is a draft until published, and shows the revision published, not the words saved since", async () => {
    const id = await create();
    expect(await schoolPageAt("transport", new Date())).toBeNull();
    expect(await menuPages()).toEqual([]);

    expect(await publishSchoolPage(id, ACTOR)).toEqual({ ok: true, revision: 1 });
    expect(await schoolPageAt("transport", new Date())).toMatchObject({
      kind: "page",
      title: "Transport",
      revision: 1,
      blocks: [INTRO],
    });
    expect(await menuPages()).toEqual([
      { address: "transport", title: "Transport", titleHi: "परिवहन", place: "about" },
    ]);

    expect(await save(id, { title: "Bus routes", blocks: [INTRO, ROUTES] })).toEqual({ ok: true });
    expect(await schoolPageAt("transport", new Date())).toMatchObject({ title: "Transport", blocks: [INTRO] });

    expect(await publishSchoolPage(id, ACTOR)).toEqual({ ok: true, revision: 2 });
    expect(await schoolPageAt("transport", new Date())).toMatchObject({ title: "Bus routes", blocks: [INTRO, ROUTES] });
    expect(await audits(id)).toEqual([
      "school_page.create",
      "school_page.publish",
      "school_page.update",
      "school_page.publish",
    ]);
  });

  it("keeps every publish with who, when and what changed, and restores an earlier one as the newest", async () => {
    const id = await create();
    await publishSchoolPage(id, ACTOR);
    await save(id, { title: "Bus routes", blocks: [ROUTES] });
    await publishSchoolPage(id, ACTOR);
    const revisions = await db()
      .select()
      .from(schema.schoolPageRevisions)
      .where(eq(schema.schoolPageRevisions.pageId, id))
      .orderBy(schema.schoolPageRevisions.number);
    expect(revisions.map((row) => [row.number, row.publishedBy, row.changes])).toEqual([
      [1, ACTOR.actorEmail, ["First published"]],
      [2, ACTOR.actorEmail, ["Title", "Block 1 (table) added", "Block 1 (text) removed"]],
    ]);

    expect(await restoreRevision(id, 1, ACTOR)).toEqual({ ok: true, revision: 3 });
    expect(await schoolPageAt("transport", new Date())).toMatchObject({
      title: "Transport",
      blocks: [INTRO],
      revision: 3,
    });
    const [page] = await db().select().from(schema.schoolPages).where(eq(schema.schoolPages.id, id));
    expect(page).toMatchObject({ title: "Transport", blocks: [INTRO] });
    expect(await restoreRevision(id, 9, ACTOR)).toMatchObject({ ok: false, status: 404 });
  });

  it("refuses an address the site or another page uses, and keeps a published page's address", async () => {
    const id = await create();
    for (const [address, message] of [
      ["admissions", SCHOOL_PAGE_MESSAGES.addressUsedBySite],
      ["hi", SCHOOL_PAGE_MESSAGES.addressUsedBySite],
      ["admin", SCHOOL_PAGE_MESSAGES.addressUsedBySite],
      ["transport", SCHOOL_PAGE_MESSAGES.addressTaken],
      ["Bus Routes", SCHOOL_PAGE_MESSAGES.addressMalformed],
    ]) {
      expect(
        await createSchoolPage({ title: "X", titleHi: null, address: address!, place: "none" }, ACTOR),
        address,
      ).toMatchObject({ ok: false, message, field: "address" });
    }
    expect(await save(id, { address: "bus-routes" })).toEqual({ ok: true });
    await publishSchoolPage(id, ACTOR);
    expect(await save(id, { address: "buses" })).toMatchObject({
      ok: false,
      status: 409,
      message: SCHOOL_PAGE_MESSAGES.addressFixed,
    });
  });

  it("lists published pages in their places, in order, and drops one taken off the site", async () => {
    const first = await create("transport", "about");
    const second = await create("timings", "about");
    const footer = await create("careers", "footer");
    await create("hidden", "none");
    for (const id of [first, second, footer]) await publishSchoolPage(id, ACTOR);
    expect((await menuPages()).map((page) => [page.place, page.address])).toEqual([
      ["about", "transport"],
      ["about", "timings"],
      ["footer", "careers"],
    ]);
    await unpublishSchoolPage(second, ACTOR);
    expect((await menuPages()).map((page) => page.address)).toEqual(["transport", "careers"]);
    expect(await schoolPageAt("timings", new Date())).toBeNull();
  });

  it("answers a removed page's address with 410 for a year, or sends visitors where staff chose", async () => {
    const gone = await create("transport");
    const moved = await create("uniform");
    await publishSchoolPage(gone, ACTOR);
    await publishSchoolPage(moved, ACTOR);
    expect(await removeSchoolPage(moved, "https://evil.example/", ACTOR)).toMatchObject({ ok: false, status: 400 });
    expect(await removeSchoolPage(gone, null, ACTOR)).toEqual({ ok: true });
    expect(await removeSchoolPage(moved, "/fees", ACTOR)).toEqual({ ok: true });
    expect(await menuPages()).toEqual([]);
    const now = new Date();
    expect(await schoolPageAt("transport", now)).toEqual({ kind: "gone" });
    expect(await schoolPageAt("transport", new Date(now.getTime() + 364 * 86_400_000))).toEqual({ kind: "gone" });
    expect(await schoolPageAt("transport", new Date(now.getTime() + 366 * 86_400_000))).toBeNull();
    expect(await schoolPageAt("uniform", now)).toEqual({ kind: "moved", to: "/fees" });
    expect(await publishSchoolPage(gone, ACTOR)).toMatchObject({ ok: false, status: 404 });
    expect(await audits(gone)).toContain("school_page.remove");
  });

  describe("its address on the public site", () => {
    const open = async (path: string) => {
      const args = routeArgs(path);
      try {
        const value = (await pageLoader({ ...args, params: { page: path.split("/").pop()! } } as never)) as {
          init?: { status?: number };
        };
        // A 404 or 410 is answered with data() and its status, which the route's own page says.
        return value.init ? { status: value.init.status } : { status: 200, value };
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
        const refusal = thrown as { init?: { status?: number } };
        return { status: refusal.init?.status };
      }
    };

    it("shows the published revision in the page's language, and nothing before it is published", async () => {
      const id = await create();
      expect(await open("/transport")).toEqual({ status: 404 });
      await save(id, {
        blocks: [
          { ...INTRO, hi: textDoc("बसें 7:10 पर चलती हैं।") },
          ROUTES,
          { id: "apply", type: "action", target: "apply", to: null, en: { label: "Apply Online" }, hi: null },
        ],
      });
      await publishSchoolPage(id, ACTOR);
      const english = await open("/transport");
      expect(english).toMatchObject({
        status: 200,
        value: {
          title: { text: "Transport" },
          blocks: [{ type: "text" }, { type: "table" }, { type: "action", target: "apply" }],
        },
      });
      const hindi = await open("/hi/transport");
      expect(hindi).toMatchObject({
        status: 200,
        value: {
          title: { text: "परिवहन" },
          blocks: [
            { type: "text", doc: textDoc("बसें 7:10 पर चलती हैं।") },
            { type: "table", lang: "en" },
            { type: "action", label: "Apply Online", lang: "en" },
          ],
        },
      });
      expect((hindi as unknown as { value: { title: { lang?: string } } }).value.title.lang).toBeUndefined();
    });

    it("answers 410 once removed, or sends the visitor on, in either language", async () => {
      const gone = await create("transport");
      const moved = await create("uniform");
      await publishSchoolPage(gone, ACTOR);
      await removeSchoolPage(gone, null, ACTOR);
      await removeSchoolPage(moved, "/fees", ACTOR);
      expect(await open("/transport")).toEqual({ status: 410 });
      expect(await open("/uniform")).toEqual({ status: 301, location: "/fees" });
      expect(await open("/hi/uniform")).toEqual({ status: 301, location: "/hi/fees" });
      expect(await open("/nothing-here")).toEqual({ status: 404 });
    });

    it("joins every page's menus and the sitemap once published, and leaves them on the next request", async () => {
      const id = await create("transport", "about");
      const menus = async (path: string) =>
        ((await layoutLoader(routeArgs(path) as never)) as { pages: unknown[] }).pages;
      const sitemap = async () => (await (await sitemapLoader(routeArgs("/sitemap.xml") as never)).text()) as string;
      expect(await menus("/")).toEqual([]);
      expect(await sitemap()).not.toContain("/transport");
      await publishSchoolPage(id, ACTOR);
      expect(await menus("/")).toEqual([{ to: "/transport", title: { text: "Transport" }, place: "about" }]);
      expect(await menus("/hi/fees")).toEqual([{ to: "/transport", title: { text: "परिवहन" }, place: "about" }]);
      expect(await sitemap()).toMatch(/<loc>[^<]*\/hi\/transport<\/loc>\n {4}<lastmod>/);
      await unpublishSchoolPage(id, ACTOR);
      expect(await menus("/")).toEqual([]);
      expect(await sitemap()).not.toContain("/transport");
    });

    it("is kept in the page cache, and renewed when the pages, the notices or any page's frame change", () => {
      for (const path of ["/transport", "/hi/transport"]) {
        expect(cachedPageAt(path)?.shows).toEqual(["announcements"]);
      }
      for (const path of ["/admin", "/hi/admin", "/Transport", "/a/b"])
        expect(cachedPageAt(path), path).toBeUndefined();
    });
  });
});

// /announcements.xml and /hi/announcements.xml (decision 0064): an Atom 1.0 feed (RFC 4287) of the announcements
// the home page may show, read back with saxes, a conformant XML parser that refuses anything not well-formed, on
// every kind of database. The server runs as if it were in California, so its own zone must move no date.
import { eq } from "drizzle-orm";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { FEED_ANNOUNCEMENTS_LIMIT } from "~/features/announcements/announcements";
import { ATOM_CONTENT_TYPE, FEED_CACHE_CONTROL } from "~/features/announcements/announcements-feed.server";
import { listLatestAnnouncements } from "~/features/announcements/notices.server";
import { loader } from "~/routes/resources/announcements-feed";

import * as schema from "../../../db/schema";
import { addDays, schoolDate, schoolInstant } from "../../../db/time";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const ATOM = "http://www.w3.org/2005/Atom";
const XML = "http://www.w3.org/XML/1998/namespace";
const IST = "Asia/Kolkata";

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

// ------------------------------------------------------------ reading XML

/** An element as saxes read it: its namespace, local name, attributes (by qualified name), children and text. */
interface Node {
  uri: string;
  name: string;
  attributes: Record<string, { uri: string; value: string }>;
  children: Node[];
  text: string;
}

/** `xml` as a tree of elements; throws at the first thing that keeps it from being well-formed XML 1.0. */
function parseXml(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const open: Node[] = [];
  let root: Node | undefined;
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    const node: Node = {
      uri: tag.uri,
      name: tag.local,
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([name, { uri, value }]) => [name, { uri, value }]),
      ),
      children: [],
      text: "",
    };
    open.at(-1)?.children.push(node);
    root ??= node;
    open.push(node);
  });
  parser.on("text", (text) => {
    if (open.length > 0) open.at(-1)!.text += text;
  });
  parser.on("closetag", () => open.pop());
  parser.write(xml).close();
  if (!root) throw new Error("No root element");
  return root;
}

const children = (node: Node, name: string) =>
  node.children.filter((child) => child.uri === ATOM && child.name === name);
function child(node: Node, name: string): Node {
  const [found, ...more] = children(node, name);
  if (!found || more.length > 0) throw new Error(`Expected one atom:${name} in atom:${node.name}`);
  return found;
}
const attribute = (node: Node, name: string) => node.attributes[name]?.value;
const language = (node: Node) => {
  const lang = node.attributes["xml:lang"];
  return lang?.uri === XML ? lang.value : undefined;
};
const linkOf = (node: Node, rel: string) => children(node, "link").find((link) => attribute(link, "rel") === rel);

// ------------------------------------------------------------ asking for it

/** GET (or HEAD) of a feed through the route's loader, as the site answers it. */
const get = async (path: string, headers: Record<string, string> = {}, origin = "http://localhost", method = "GET") =>
  (await loader(routeArgs(`${origin}${path}`, { method, headers }) as never)) as Response;

async function feed(path = "/announcements.xml") {
  const response = await get(path);
  expect(response.status).toBe(200);
  const xml = await response.text();
  const root = parseXml(xml);
  return { xml, root, entries: children(root, "entry") };
}

// ------------------------------------------------------------ the announcements

const today = schoolDate(new Date(), IST);
const day = (offset: number) => addDays(today, offset);
/** The school's midnight of `date`, as the feed writes an instant: in the school's zone. */
const midnight = (date: string) => `${date}T00:00:00.000+05:30`;

type NewAnnouncement = typeof schema.announcements.$inferInsert;
const TRICKY_TITLE = `Fees <due> & "paid" at the 'office' ]]> &amp; done`;
// Written as a line of a notice's text (decision 0077): the feed gives the text's words, its marks read.
const TRICKY_CONTENT = `Beware <script>alert("x")</script>\nA & B; C < D > E; ]]> twice ]]>\u0001 and 💡`;

/** 22 active ones a day apart (more than the feed holds), two hidden ones newer than all, and a tricky one. */
function announcementRows(): NewAnnouncement[] {
  const active = Array.from({ length: 22 }, (_, index) => ({
    title: `Notice ${index}`,
    content: `Notice ${index}'s text`,
    // Every other one has Hindi: the Hindi feed shows the others in English, marked so.
    ...(index % 2 === 0 ? { titleHi: `सूचना ${index}`, contentHi: `सूचना ${index} का विवरण` } : {}),
    date: day(-index - 2),
    slug: `notice-${index}`,
    // Published at noon of the day after its date: later than its date, and always past, whatever the hour the test
    // runs at (at 00:10 in the school, today's noon would still be to come, and the notice not yet shown).
    publishAt: schoolInstant(day(-index - 1), "12:00:00", IST),
  }));
  return [
    ...active,
    { title: "Hidden newest", content: "Not shown", date: day(5), isActive: false },
    { title: "Hidden too", content: "Not shown", date: day(0), isActive: false },
    // Dated tomorrow, added now: the newest shown, and its date comes after it was added.
    // Published a moment ago by this process's clock (PostgreSQL's now() keeps microseconds).
    { title: TRICKY_TITLE, content: TRICKY_CONTENT, date: day(1), publishAt: new Date(Date.now() - 1000) },
  ];
}

describe.each(testDatabaseKinds)("the announcements' feed on %s", (kind) => {
  const database = useTestDatabase(kind);
  let schoolName = "";
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    // The seed's examples are replaced by these, every test afresh (a test may hide some).
    await database.db.delete(schema.announcements);
    const rows = await database.db.insert(schema.announcements).values(announcementRows()).returning();
    for (const row of rows) ids[row.title] = row.id;
    schoolName = (await database.db.select().from(schema.siteSettings))[0]!.schoolName;
  });

  describe("the answer", () => {
    it("is Atom, public and briefly cached, with a weak ETag", async () => {
      const response = await get("/announcements.xml");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
      expect(ATOM_CONTENT_TYPE).toBe("application/atom+xml; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
      expect(FEED_CACHE_CONTROL).toBe("public, max-age=300");
      expect(response.headers.get("ETag")).toMatch(/^W\/"[\w-]{27}"$/);
      expect((await response.text()).startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed ')).toBe(true);
    });

    it("answers HEAD with the same headers", async () => {
      const [getAnswer, head] = [
        await get("/announcements.xml"),
        await get("/announcements.xml", {}, undefined, "HEAD"),
      ];
      expect(head.status).toBe(200);
      expect(head.headers.get("Content-Type")).toBe(ATOM_CONTENT_TYPE);
      expect(head.headers.get("ETag")).toBe(getAnswer.headers.get("ETag"));
    });
  });

  describe("the feed", () => {
    it("is an Atom feed named after the school, at its own address, linking the home page", async () => {
      const { root } = await feed();
      expect(root.uri).toBe(ATOM);
      expect(root.name).toBe("feed");
      expect(language(root)).toBe("en-IN");
      expect(child(root, "id").text).toBe("http://localhost/announcements.xml");
      expect(child(root, "title").text).toBe(`${schoolName}: Announcements`);
      expect(child(child(root, "author"), "name").text).toBe(schoolName);
      const self = linkOf(root, "self")!;
      expect(attribute(self, "href")).toBe("http://localhost/announcements.xml");
      expect(attribute(self, "type")).toBe("application/atom+xml");
      const home = linkOf(root, "alternate")!;
      expect(attribute(home, "href")).toBe("http://localhost/");
      expect(attribute(home, "type")).toBe("text/html");
    });

    it("holds only active announcements, newest date first, at most twenty, in the home page's order", async () => {
      const { entries } = await feed();
      expect(entries).toHaveLength(FEED_ANNOUNCEMENTS_LIMIT);
      expect(FEED_ANNOUNCEMENTS_LIMIT).toBe(20);
      const titles = entries.map((entry) => child(entry, "title").text);
      const expected = [TRICKY_TITLE, ...Array.from({ length: 19 }, (_, index) => `Notice ${index}`)];
      expect(titles).toEqual(expected);
      expect(titles).not.toContain("Hidden newest");
      expect(titles).not.toContain("Hidden too");
      // The home page's first three are the feed's.
      const home = await listLatestAnnouncements("en");
      expect(entries.slice(0, 3).map((entry) => child(entry, "id").text)).toEqual(
        home.map((announcement) => `urn:uuid:${announcement.id}`),
      );
    });

    it("drops an announcement once it is hidden, and takes in the next one", async () => {
      await database.db
        .update(schema.announcements)
        .set({ isActive: false })
        .where(eq(schema.announcements.id, ids["Notice 3"]!));
      const titles = (await feed()).entries.map((entry) => child(entry, "title").text);
      expect(titles).not.toContain("Notice 3");
      expect(titles).toHaveLength(20);
      expect(titles.at(-1)).toBe("Notice 19");
    });

    it("gives each entry its announcement's uuid, its text as text, a link to its page on the Notice Board", async () => {
      const { entries } = await feed();
      const entry = entries.find((candidate) => child(candidate, "title").text === "Notice 0")!;
      expect(child(entry, "id").text).toBe(`urn:uuid:${ids["Notice 0"]}`);
      expect(attribute(child(entry, "title"), "type")).toBe("text");
      expect(child(entry, "content").text).toBe("Notice 0's text");
      expect(attribute(child(entry, "content"), "type")).toBe("text");
      const link = linkOf(entry, "alternate")!;
      expect(attribute(link, "href")).toMatch(/^http:\/\/localhost\/notices\/\d+-notice-0$/);
      expect(attribute(link, "type")).toBe("text/html");
      expect(language(child(entry, "title"))).toBeUndefined();
    });

    it("dates an entry by its day at the school's midnight, updated when it was published if that came later", async () => {
      const { root, entries } = await feed();
      const byTitle = (title: string) => entries.find((entry) => child(entry, "title").text === title)!;
      // Published the day after its date, at noon.
      const late = byTitle("Notice 0");
      expect(child(late, "published").text).toBe(midnight(day(-2)));
      expect(child(late, "updated").text).toBe(`${day(-1)}T12:00:00.000+05:30`);
      // Dated tomorrow, published today: updated is its date.
      const ahead = byTitle(TRICKY_TITLE);
      expect(child(ahead, "published").text).toBe(midnight(day(1)));
      expect(child(ahead, "updated").text).toBe(midnight(day(1)));
      // The feed's updated is its newest entry's.
      const newest = entries.map((entry) => child(entry, "updated").text).sort((a, b) => Date.parse(b) - Date.parse(a));
      expect(child(root, "updated").text).toBe(newest[0]);
      expect(newest[0]).toBe(midnight(day(1)));
    });
  });

  describe("escaping", () => {
    it("writes <, &, quotes and ]]> in a title and a content as text that reads back exactly", async () => {
      const { xml, entries } = await feed();
      const entry = entries.find((candidate) => child(candidate, "id").text === `urn:uuid:${ids[TRICKY_TITLE]}`)!;
      expect(child(entry, "title").text).toBe(TRICKY_TITLE);
      // A control character XML cannot hold is dropped, and nothing else.
      expect(child(entry, "content").text).toBe(TRICKY_CONTENT.replace("\u0001", ""));
      expect(xml).not.toContain("<script>");
      expect(xml).not.toContain("<due>");
      expect(xml).toContain("Fees &lt;due&gt; &amp; &quot;paid&quot; at the &apos;office&apos; ]]&gt; &amp;amp; done");
    });

    it("is refused by the parser when it is not well-formed, so the checks above can fail", () => {
      for (const broken of [
        "<feed>Fees & dues</feed>",
        "<feed>a < b</feed>",
        "<feed>]]></feed>",
        "<feed>\u0001</feed>",
        '<feed a="x"y">z</feed>',
        "<feed><title></feed>",
      ]) {
        expect(() => parseXml(broken), broken).toThrow();
      }
    });
  });

  describe("in Hindi", () => {
    beforeEach(async () => {
      await database.db.update(schema.siteSettings).set({ schoolNameHi: "फ़तेहाबाद इंटरनेशनल स्कूल" });
    });
    afterAll(async () => {
      await database.db.update(schema.siteSettings).set({ schoolNameHi: null });
    });

    it("is marked Hindi, named in Hindi, at its own address, linking the Hindi home page", async () => {
      const { root } = await feed("/hi/announcements.xml");
      expect(language(root)).toBe("hi");
      expect(child(root, "id").text).toBe("http://localhost/hi/announcements.xml");
      expect(child(root, "title").text).toBe("फ़तेहाबाद इंटरनेशनल स्कूल: सूचनाएँ");
      expect(child(child(root, "author"), "name").text).toBe("फ़तेहाबाद इंटरनेशनल स्कूल");
      expect(attribute(linkOf(root, "self")!, "href")).toBe("http://localhost/hi/announcements.xml");
      expect(attribute(linkOf(root, "alternate")!, "href")).toBe("http://localhost/hi");
    });

    it("gives staff's Hindi where they wrote it, else the English marked xml:lang=en, as the Hindi home page", async () => {
      const { entries } = await feed("/hi/announcements.xml");
      const byId = (title: string) => entries.find((entry) => child(entry, "id").text === `urn:uuid:${ids[title]}`)!;
      const hindi = byId("Notice 0");
      expect(child(hindi, "title").text).toBe("सूचना 0");
      expect(child(hindi, "content").text).toBe("सूचना 0 का विवरण");
      expect(language(child(hindi, "title"))).toBeUndefined();
      const english = byId("Notice 1");
      expect(child(english, "title").text).toBe("Notice 1");
      expect(language(child(english, "title"))).toBe("en");
      expect(language(child(english, "content"))).toBe("en");
      expect(attribute(linkOf(english, "alternate")!, "href")).toMatch(
        /^http:\/\/localhost\/hi\/notices\/\d+-notice-1$/,
      );
      // The same announcements, in the same order, as the English feed.
      const englishIds = (await feed()).entries.map((entry) => child(entry, "id").text);
      expect(entries.map((entry) => child(entry, "id").text)).toEqual(englishIds);
      // As the Hindi home page shows them.
      const home = await listLatestAnnouncements("hi");
      expect(home.map(({ title }) => title)).toEqual(
        entries
          .slice(0, 3)
          .map((entry) => ({ text: child(entry, "title").text, lang: language(child(entry, "title")) })),
      );
    });
  });

  describe("asked again", () => {
    it("answers 304 without a body when If-None-Match names its ETag, alone or in a list, weak or not", async () => {
      const etag = (await get("/announcements.xml")).headers.get("ETag")!;
      for (const ifNoneMatch of [etag, `W/"other", ${etag}`, etag.replace(/^W\//, ""), "*"]) {
        const again = await get("/announcements.xml", { "If-None-Match": ifNoneMatch });
        expect(again.status, ifNoneMatch).toBe(304);
        expect(again.headers.get("ETag")).toBe(etag);
        expect(again.headers.get("Cache-Control")).toBe(FEED_CACHE_CONTROL);
        expect(await again.text()).toBe("");
      }
      expect((await get("/announcements.xml", { "If-None-Match": 'W/"other"' })).status).toBe(200);
    });

    it("has a new ETag once an announcement changes, and each language its own", async () => {
      const etag = (await get("/announcements.xml")).headers.get("ETag")!;
      expect((await get("/announcements.xml")).headers.get("ETag")).toBe(etag);
      expect((await get("/hi/announcements.xml")).headers.get("ETag")).not.toBe(etag);
      await database.db
        .update(schema.announcements)
        .set({ isActive: false })
        .where(eq(schema.announcements.id, ids["Notice 0"]!));
      const changed = await get("/announcements.xml", { "If-None-Match": etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("ETag")).not.toBe(etag);
    });
  });

  describe("its address", () => {
    it("is never built from a Host the site was not told about", async () => {
      const response = await get("/announcements.xml", {}, "http://evil.example");
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).not.toContain("evil.example");
      expect(child(parseXml(xml), "id").text).toMatch(/^http:\/\/localhost(:\d+)?\/announcements\.xml$/);
    });
  });

  describe("with nothing to announce", () => {
    it("is a valid feed without entries, updated at the school's midnight of today", async () => {
      await database.db.update(schema.announcements).set({ isActive: false });
      const { root, entries } = await feed();
      expect(entries).toEqual([]);
      expect(child(root, "updated").text).toBe(midnight(today));
      const etag = (await get("/announcements.xml")).headers.get("ETag")!;
      expect((await get("/announcements.xml", { "If-None-Match": etag })).status).toBe(304);
    });
  });
});

// The link check (docs/specification.md §25, decision 0068), on both databases, against a real HTTP server started
// here on 127.0.0.1 that answers 200, 404, a redirect loop, and never (the timeout is passed in as 1 s): what each
// link is found to be; a stored file missing from storage, and storage that does not answer (a closed port); a link
// fixed after being broken is broken no longer; one run a week with a moved clock; Check Links Now for admins only;
// the dashboard's list; the public page's date.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { checkAddress, LINK_REASONS, Politeness } from "~/features/links/check-link.server";
import { linkCheckSettled, runWeeklyLinkCheck, schoolWeek, setLinkCheckSettings } from "~/features/links/links.server";
import { S3Storage, setStorage, storage } from "~/lib/files/storage.server";
import { captureLog } from "~/lib/server/log.server";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action as checkLinksNow } from "~/routes/admin/links-check";
import { loader as disclosuresLoader } from "~/routes/site/mandatory-disclosures";

import * as schema from "../../../db/schema";
import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { emptyTables, testDatabaseKinds, useTestDatabase } from "../../support/database";
import { allowInside } from "../../support/outbound";
import { routeArgs } from "../../support/route-args";
import { refusingStorage } from "../../support/storage-down";
import { temporaryUploadsDir } from "../../support/uploads";

// Its servers are on this machine, which is inside (decision 0080).
allowInside("127.0.0.1");

temporaryUploadsDir("school-links-");

const ADMIN = "admin@school.example";
const DISCLOSURES = "disclosures@school.example";
const CONTENT = "content@school.example";

/** What the test's server was asked: path, method, User-Agent and when. */
const asked: { path: string; method: string; agent: string; at: number }[] = [];
/** Whether /fixable answers 200 yet. */
let fixed = false;

const server = http.createServer((req, res) => {
  const path = req.url ?? "/";
  asked.push({ path, method: req.method ?? "", agent: req.headers["user-agent"] ?? "", at: Date.now() });
  const answer = (status: number, headers: Record<string, string> = {}) => res.writeHead(status, headers).end();
  if (path === "/ok" || path === "/about") return answer(200);
  if (path === "/head-refused") return answer(req.method === "HEAD" ? 405 : 200);
  if (path === "/fixable") return answer(fixed ? 200 : 404);
  if (path === "/moved") return answer(301, { Location: "/ok" });
  if (path === "/loop-a") return answer(302, { Location: "/loop-b" });
  if (path === "/loop-b") return answer(302, { Location: "/loop-a" });
  if (path === "/never") return; // Never answers: a timeout.
  answer(404);
});
let origin = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setLinkCheckSettings();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The settings a test run uses: its own server as the site, a 1-second timeout, no wait between requests. */
/** A bucket's settings but its address. */
const BUCKET_SETTINGS = {
  bucket: "school-media",
  region: "auto",
  accessKeyId: "test-key",
  secretAccessKey: "test-secret",
};

const fast = () => ({ timeoutMs: 1000, hostIntervalMs: 0, siteOrigin: origin });

describe("checking one address", () => {
  const options = (intervalMs = 0) => ({
    timeoutMs: 1000,
    userAgent: "Mozilla/5.0 (compatible; school website link check; +https://school.example)",
    politeness: new Politeness(intervalMs),
  });

  it("answers each kind of link as the spec says", async () => {
    expect(await checkAddress(`${origin}/ok`, options())).toEqual({ ok: true, status: 200, reason: "OK" });
    expect(await checkAddress(`${origin}/gone`, options())).toEqual({
      ok: false,
      status: 404,
      reason: "Not found (404)",
    });
    expect(await checkAddress(`${origin}/moved`, options())).toEqual({ ok: true, status: 200, reason: "OK" });
    expect(await checkAddress(`${origin}/loop-a`, options())).toEqual({
      ok: false,
      status: 302,
      reason: LINK_REASONS.loop,
    });
    const started = Date.now();
    expect(await checkAddress(`${origin}/never`, options())).toEqual({ ok: false, status: null, reason: "Timed out" });
    expect(Date.now() - started).toBeLessThan(5000);
    // Nothing listens on port 1.
    expect((await checkAddress("http://127.0.0.1:1/", options())).reason).toBe(LINK_REASONS.connection);
  });

  it("asks with GET when HEAD is refused, and names the site in its User-Agent", async () => {
    asked.length = 0;
    expect(await checkAddress(`${origin}/head-refused`, options())).toEqual({ ok: true, status: 200, reason: "OK" });
    expect(asked.map(({ method }) => method)).toEqual(["HEAD", "GET"]);
    expect(asked[0]!.agent).toMatch(/^Mozilla\/5\.0 \(compatible; .*\+https:\/\/school\.example\)$/);
  });

  it("asks one host at most once a second", async () => {
    asked.length = 0;
    const polite = options(1000);
    await checkAddress(`${origin}/ok`, polite);
    await checkAddress(`${origin}/gone`, polite);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.at - asked[0]!.at).toBeGreaterThanOrEqual(950);
  });
});

describe.each(testDatabaseKinds)("the link check on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, {
    [ADMIN]: { role: "admin" },
    [DISCLOSURES]: { sections: ["mandatory_disclosures"] },
    [CONTENT]: { sections: ["content"] },
  });
  let sectionId = "";
  const storedUrl = `/uploads/disclosures/${crypto.randomUUID()}/document.pdf`;
  const missingUrl = `/uploads/disclosures/${crypto.randomUUID()}/document.pdf`;

  beforeAll(async () => {
    await storage().put(storedUrl.slice("/uploads/".length), Buffer.from("%PDF-1.4 test"), "application/pdf");
  });

  let aboutIntro = "";
  beforeAll(async () => {
    const [row] = await database.db
      .select({ content: schema.contentSections.content })
      .from(schema.contentSections)
      .where(eq(schema.contentSections.sectionKey, "about_intro"));
    aboutIntro = row!.content;
  });

  beforeEach(async () => {
    const { db } = database;
    fixed = false;
    await db
      .update(schema.contentSections)
      .set({ content: aboutIntro })
      .where(eq(schema.contentSections.sectionKey, "about_intro"));
    await emptyTables(
      schema.linkChecks,
      schema.linkCheckRuns,
      schema.disclosureItems,
      schema.alerts,
      schema.announcements,
    );
    await db.update(schema.siteSettings).set({ mapUrl: "", applicationFormKey: null });
    const [section] = await db.select().from(schema.disclosureSections).limit(1);
    sectionId = section!.id;
  });

  const item = (srNo: number, documentUrl: string) =>
    database.db.insert(schema.disclosureItems).values({ sectionId, srNo, information: `Item ${srNo}`, documentUrl });
  const rows = async () =>
    Object.fromEntries((await database.db.select().from(schema.linkChecks)).map((row) => [row.url, row]));

  it("finds each link and document the public site shows, and what each answers", async () => {
    const { db } = database;
    await item(1, `${origin}/ok`);
    await item(2, `${origin}/gone`);
    await item(3, `${origin}/loop-a`);
    await item(4, `${origin}/never`);
    await item(5, storedUrl);
    await item(6, missingUrl);
    await db.update(schema.siteSettings).set({ mapUrl: `${origin}/ok` });
    const now = new Date();
    await db.insert(schema.alerts).values([
      {
        severity: "information",
        text: "Open day",
        link: "/about",
        startsAt: addDays(now, -1),
        endsAt: addDays(now, 1),
      },
      {
        severity: "warning",
        text: "Old page",
        link: "/no-such-page",
        startsAt: addDays(now, -1),
        endsAt: addDays(now, 1),
      },
      // Over: its link is no longer shown, so not checked.
      {
        severity: "urgent",
        text: "Over",
        link: `${origin}/over`,
        startsAt: addDays(now, -3),
        endsAt: addDays(now, -2),
      },
    ]);
    await db
      .update(schema.contentSections)
      .set({ content: `Our prospectus is at ${origin}/prospectus.` })
      .where(eq(schema.contentSections.sectionKey, "about_intro"));

    const result = await runWeeklyLinkCheck(now, fast());
    expect(result).toMatchObject({ checked: 9, broken: 6 });
    const found = await rows();
    const judged = Object.fromEntries(
      Object.entries(found).map(([url, row]) => [url, [row.reason, row.status, row.brokenSince !== null]]),
    );
    expect(judged).toEqual({
      [`${origin}/ok`]: ["OK", 200, false],
      [`${origin}/gone`]: ["Not found (404)", 404, true],
      [`${origin}/loop-a`]: ["Redirect loop", 302, true],
      [`${origin}/never`]: ["Timed out", null, true],
      [storedUrl]: ["OK", null, false],
      [missingUrl]: ["File missing from storage", null, true],
      "/about": ["OK", 200, false],
      "/no-such-page": ["Not found (404)", 404, true],
      [`${origin}/prospectus`]: ["Not found (404)", 404, true],
    });
    // One row a link, with every place that shows it.
    expect(found[`${origin}/ok`]!.usedIn.map((place) => [place.label, place.path])).toEqual([
      [expect.stringMatching(/^Mandatory Disclosures: .*, Sr\. No\. 1$/), "/admin/mandatory-disclosures"],
      ["School Settings: Map link", "/admin/settings"],
    ]);
    expect(found["/no-such-page"]!.usedIn).toEqual([
      { label: "Alert: Old page", path: "/admin/alerts", section: "alerts" },
    ]);
    expect(found[`${origin}/prospectus`]!.usedIn[0]!.label).toBe("Content: About intro");
  });

  it("keeps when a link broke while it stays broken, and clears it once the link works", async () => {
    await item(1, `${origin}/fixable`);
    const monday = new Date("2026-11-23T06:00:00Z");
    await runWeeklyLinkCheck(monday, fast());
    const first = (await rows())[`${origin}/fixable`]!;
    // The run's clock starts at the moved time and goes on as the real one.
    expect(first.brokenSince!.getTime() - monday.getTime()).toBeGreaterThanOrEqual(0);
    expect(first.brokenSince!.getTime() - monday.getTime()).toBeLessThan(5000);

    await runWeeklyLinkCheck(addDays(monday, 7), fast());
    const still = (await rows())[`${origin}/fixable`]!;
    expect(still.brokenSince).toEqual(first.brokenSince);
    expect(still.checkedAt.getTime()).toBeGreaterThanOrEqual(addDays(monday, 7).getTime());

    fixed = true;
    await runWeeklyLinkCheck(addDays(monday, 14), fast());
    const now = (await rows())[`${origin}/fixable`]!;
    expect(now).toMatchObject({ brokenSince: null, reason: "OK", status: 200 });
  });

  it("finds the links in a published notice's text, either language, and its files and photos", async () => {
    const { db } = database;
    const now = new Date();
    const notice = (title: string, content: string, more: Partial<typeof schema.announcements.$inferInsert> = {}) =>
      db
        .insert(schema.announcements)
        .values({ title, content, date: "2026-11-20", publishAt: addDays(now, -1), ...more })
        .returning({ id: schema.announcements.id })
        .then(([row]) => row!.id);
    const published = await notice("Winter uniform", `The list is at ${origin}/ok.`, {
      contentHi: `सूची ${origin}/gone पर है।`,
    });
    // A PDF is kept at its key; an image as a folder of sizes, whose largest the check asks for.
    const photoFolder = `notices/${published}/${crypto.randomUUID()}`;
    for (const width of [480, 960, 1600]) {
      await storage().put(`${photoFolder}/${width}.webp`, Buffer.from("RIFF"), "image/webp");
    }
    const photoUrl = `/uploads/${photoFolder}/1600.webp`;
    const lostFolder = `notices/${published}/${crypto.randomUUID()}`;
    const file = (announcementId: string, storageKey: string, contentType = "image/webp") => ({
      announcementId,
      kind: contentType === "image/webp" ? "photo" : "attachment",
      storageKey,
      contentType,
      bytes: 4,
    });
    await db
      .insert(schema.announcementFiles)
      .values([
        file(published, storedUrl.slice("/uploads/".length), "application/pdf"),
        file(published, photoFolder),
        file(published, lostFolder),
      ]);
    // Neither a draft nor a notice that goes up next week is shown yet: their links wait.
    const draft = await notice("Draft", `${origin}/never`, { status: "draft" });
    await db.insert(schema.announcementFiles).values(file(draft, `notices/${draft}/draft.pdf`, "application/pdf"));
    await notice("Next week", `${origin}/loop-a`, { publishAt: addDays(now, 7) });

    expect(await runWeeklyLinkCheck(now, fast())).toMatchObject({ checked: 5, broken: 2 });
    const found = await rows();
    expect(Object.fromEntries(Object.entries(found).map(([url, row]) => [url, row.reason]))).toEqual({
      [`${origin}/ok`]: "OK",
      [`${origin}/gone`]: "Not found (404)",
      [storedUrl]: "OK",
      [photoUrl]: "OK",
      [`/uploads/${lostFolder}/1600.webp`]: "File missing from storage",
    });
    expect(found[`/uploads/${lostFolder}/1600.webp`]!.usedIn).toEqual([
      { label: "Announcement: Winter uniform", path: `/admin/announcements/${published}`, section: "announcements" },
    ]);
  });

  it("says storage could not be read, not that each file is missing, while the bucket refuses every connection", async () => {
    const { db } = database;
    const [announcement] = await db
      .insert(schema.announcements)
      .values({ title: "Bus routes", content: `The map is at ${origin}/ok.`, date: "2026-11-20" })
      .returning({ id: schema.announcements.id });
    const keys = [`notices/${announcement!.id}/routes.pdf`, `notices/${announcement!.id}/timings.pdf`];
    await db.insert(schema.announcementFiles).values(
      keys.map((storageKey) => ({
        announcementId: announcement!.id,
        kind: "attachment",
        storageKey,
        contentType: "application/pdf",
        bytes: 4,
      })),
    );
    const down = await refusingStorage();
    setStorage(new S3Storage({ ...BUCKET_SETTINGS, endpoint: down.url }));
    const logged: string[] = [];
    const release = captureLog((line) => {
      const entry = JSON.parse(line) as { level: string; msg: string };
      if (entry.level === "error") logged.push(entry.msg);
    });
    try {
      expect(await runWeeklyLinkCheck(new Date(), fast())).toMatchObject({ checked: 3, broken: 2 });
    } finally {
      release();
      setStorage(undefined);
    }
    const found = await rows();
    expect(Object.fromEntries(Object.entries(found).map(([url, row]) => [url, row.reason]))).toEqual({
      [`${origin}/ok`]: "OK",
      [`/uploads/${keys[0]}`]: "Storage could not be read",
      [`/uploads/${keys[1]}`]: "Storage could not be read",
    });
    // Asked once a run, and logged once.
    expect(logged).toEqual(["Link check: could not read storage"]);
  });

  it("runs once a week, whichever process looks first, and forgets links no longer shown", async () => {
    await item(1, `${origin}/gone`);
    const monday = new Date("2026-11-23T06:00:00Z");
    expect(schoolWeek(monday)).toBe("2026-W48");
    expect(await runWeeklyLinkCheck(monday, fast())).toMatchObject({ checked: 1, broken: 1 });
    // Later the same week (Sunday evening in the school's zone): done already.
    expect(await runWeeklyLinkCheck(new Date("2026-11-29T17:00:00Z"), fast())).toBeNull();
    await database.db.delete(schema.disclosureItems);
    // Monday of the next week in the school's zone (Sunday 19:00 UTC): a new run, which drops the link.
    expect(await runWeeklyLinkCheck(new Date("2026-11-29T19:00:00Z"), fast())).toMatchObject({ checked: 0 });
    expect(await rows()).toEqual({});
    const runs = await database.db.select().from(schema.linkCheckRuns);
    expect(runs.map((run) => run.week).sort()).toEqual(["2026-W48", "2026-W49"]);
  });

  it("lets only admins ask for a check now, and lists broken links for who may edit them", async () => {
    await item(1, missingUrl);
    await database.db.update(schema.siteSettings).set({ applicationFormKey: missingUrl.slice("/uploads/".length) });
    const checkNow = (email: string) =>
      outcome(() =>
        checkLinksNow(
          staffArgs("/admin/links/check", cookies[email]!, {
            method: "POST",
            body: formBody({ intent: "check-links" }),
          }) as never,
        ),
      );

    // What the admin starts checks this file's server, with its short timeout.
    setLinkCheckSettings(fast());
    for (const email of [DISCLOSURES, CONTENT]) {
      expect(await checkNow(email)).toMatchObject({ status: 302, location: "/admin/dashboard" });
    }
    expect(await database.db.select().from(schema.linkCheckRuns)).toEqual([]);

    expect(await checkNow(ADMIN)).toMatchObject({ status: 302, location: "/admin/dashboard" });
    expect(await linkCheckSettled()).toMatchObject({ checked: 1, broken: 1 });
    const audit = await database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "link_check.start"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe(ADMIN);

    const dashboard = async (email: string) =>
      ((await dashboardLoader(staffArgs("/admin/dashboard", cookies[email]!) as never)) as { links: unknown }).links;
    expect(await dashboard(ADMIN)).toMatchObject({
      mayCheck: true,
      running: false,
      lastChecked: expect.any(String),
      broken: [
        {
          url: missingUrl,
          reason: "File missing from storage",
          since: expect.any(String),
          usedIn: [
            { path: "/admin/mandatory-disclosures" },
            { label: "School Settings: Application form", path: "/admin/settings" },
          ],
        },
      ],
    });
    // Staff with Mandatory Disclosures see it, with only the place they may edit, and cannot start a check.
    expect(await dashboard(DISCLOSURES)).toMatchObject({
      mayCheck: false,
      broken: [{ url: missingUrl, usedIn: [{ path: "/admin/mandatory-disclosures" }] }],
    });
    expect(((await dashboard(DISCLOSURES)) as { broken: { usedIn: unknown[] }[] }).broken[0]!.usedIn).toHaveLength(1);
    expect(await dashboard(CONTENT)).toBeNull();
  });

  it("shows on the public page when each document was last checked, in English and in Hindi", async () => {
    await item(1, `${origin}/ok`);
    await item(2, `${origin}/not-yet-checked`);
    await runWeeklyLinkCheck(new Date("2026-11-23T06:00:00Z"), fast());
    await database.db.insert(schema.disclosureItems).values({
      sectionId,
      srNo: 3,
      information: "Added after the check",
      documentUrl: `${origin}/later`,
    });
    const itemsOf = async (path: string) =>
      (
        (await disclosuresLoader(routeArgs(path) as never)) as { sections: { items: { checkedOn?: string }[] }[] }
      ).sections
        .flatMap((section) => section.items)
        .map((entry) => entry.checkedOn);
    expect(await itemsOf("/mandatory-disclosures")).toEqual(
      expect.arrayContaining(["23 November 2026", "23 November 2026", undefined]),
    );
    expect(await itemsOf("/hi/mandatory-disclosures")).toEqual(
      expect.arrayContaining(["23 नवंबर 2026", "23 नवंबर 2026", undefined]),
    );
  });
});

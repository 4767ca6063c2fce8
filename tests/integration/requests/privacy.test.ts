// The privacy notice (decision 0031): the version in force, in English or
// Hindi, with every older version kept; the privacy contact from the settings.
import { describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { loader as rootLoader } from "~/root";
import { action, loader as adminLoader } from "~/routes/admin/privacy-notice";
import { loader } from "~/routes/site/privacy";

import * as schema from "../../../db/schema";
import { defaultPrivacyNotice } from "../../../db/seed-data";
import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";

const PATH = "/admin/privacy-notice";
const ADMIN = "admin@school.example";

type NoticePage = { language: string; notice: { version: number; publishedOn: string; body: string } };

const page = async (path: string) => (await outcome(() => loader(routeArgs(path) as never))).value as NoticePage;

describe.each(testDatabaseKinds)("the privacy notice on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("starts at version 1, in English at /privacy and in Hindi at /hi/privacy", async () => {
    const english = await page("/privacy");
    expect(english).toMatchObject({ language: "en", notice: { version: 1, body: defaultPrivacyNotice.bodyEn } });
    expect(english.notice.publishedOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    const hindi = await page("/hi/privacy");
    expect(hindi).toMatchObject({ language: "hi", notice: { version: 1, body: defaultPrivacyNotice.bodyHi } });
    // The date in Hindi: the Hindi month, Latin digits.
    expect(hindi.notice.publishedOn).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    // The notice sets out the rights, withdrawal and the Board, in both languages.
    for (const words of ["Your rights", "Withdrawing your consent", "Data Protection Board of India", "erase"]) {
      expect(defaultPrivacyNotice.bodyEn).toContain(words);
    }
    for (const words of ["आपके अधिकार", "सहमति वापस", "डेटा संरक्षण बोर्ड"]) {
      expect(defaultPrivacyNotice.bodyHi).toContain(words);
    }
  });

  it("shows the newest version and keeps the older ones; starting again adds no version", async () => {
    await database.db.insert(schema.privacyNotices).values({ version: 2, bodyEn: "Second", bodyHi: "दूसरा" });
    expect((await page("/privacy")).notice).toMatchObject({ version: 2, body: "Second" });
    expect((await page("/hi/privacy")).notice).toMatchObject({ version: 2, body: "दूसरा" });
    await database.prepare();
    const versions = await database.db.select({ version: schema.privacyNotices.version }).from(schema.privacyNotices);
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
  });

  it.each([
    ["/privacy?lang=hi", "/hi/privacy"],
    ["/privacy?version=1&lang=hi", "/hi/privacy?version=1"],
  ])("sends %s, the Hindi notice's old address, to %s for good", async (path, location) => {
    const moved = await outcome(() => loader(routeArgs(path) as never));
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(location);
  });

  it("gives the public pages the privacy contact, empty until an admin sets one", async () => {
    const result = await outcome(() => rootLoader(routeArgs("/privacy") as never));
    expect((result.reply as { settings: Record<string, unknown> }).settings).toMatchObject({
      privacyContactName: "",
      privacyContactEmail: "",
      privacyContactPhone: "",
    });
  });
});

describe.each(testDatabaseKinds)("publishing the privacy notice on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });

  const publish = (fields: Record<string, string>) =>
    outcome<AdminReply>(() =>
      action(
        staffArgs(PATH, cookies[ADMIN], { method: "POST", body: formBody({ intent: "publish", ...fields }) }) as never,
      ),
    );

  it("makes a new version the public page shows, keeps the old one readable, and audits it", async () => {
    const result = await publish({ bodyEn: "## New\nNew English text.", bodyHi: "## नया\nनया हिंदी पाठ।" });
    expect(result).toMatchObject({ status: 200, reply: { ok: true, toast: { title: "Privacy notice published" } } });
    expect((await page("/privacy")).notice).toMatchObject({ version: 2, body: "## New\nNew English text." });
    expect((await page("/hi/privacy?version=1")).notice).toMatchObject({
      version: 1,
      body: defaultPrivacyNotice.bodyHi,
    });
    expect(await auditFor("2", "privacy_notice.publish")).toMatchObject([
      { actorEmail: ADMIN, targetType: "privacy_notice", details: { previousVersion: 1 } },
    ]);
    const editor = await outcome(() => loader(routeArgs("/privacy?version=99") as never));
    expect(editor).toMatchObject({ status: 404, reply: "There is no such version of the privacy notice." });
    expect((await outcome(() => loader(routeArgs("/privacy?version=abc") as never))).status).toBe(404);
    const versions = (await outcome(() => adminLoader(staffArgs(PATH, cookies[ADMIN]) as never))).value as {
      versions: { version: number; createdByEmail: string | null }[];
    };
    expect(versions.versions.map((row) => [row.version, row.createdByEmail])).toEqual([
      [2, ADMIN],
      [1, null],
    ]);
  });

  it.each([
    [{ bodyEn: "", bodyHi: "पाठ" }, "bodyEn", "The English text is required"],
    [{ bodyEn: "Text", bodyHi: "   " }, "bodyHi", "The Hindi text is required"],
    [{ bodyEn: "x".repeat(20_001), bodyHi: "पाठ" }, "bodyEn", "The English text must be at most 20,000 characters"],
  ])("refuses %j with its message next to the field, and publishes nothing", async (fields, field, message) => {
    const before = (await page("/privacy")).notice.version;
    const result = await publish(fields);
    expect(result.status).toBe(400);
    expect(result.reply?.result?.error?.[field]).toEqual([message]);
    expect((await page("/privacy")).notice.version).toBe(before);
  });

  it("refuses to publish the text already in force", async () => {
    const current = await page("/privacy");
    const hindi = await page("/hi/privacy");
    const result = await publish({ bodyEn: current.notice.body, bodyHi: hindi.notice.body });
    expect(result.status).toBe(400);
    expect((await page("/privacy")).notice.version).toBe(current.notice.version);
  });
});

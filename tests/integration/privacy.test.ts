// The privacy notice (issue 14, point 1): the version in force, in English or
// Hindi, with every older version kept; the privacy contact from the settings.
import { describe, expect, it } from "vitest";

import { loader as rootLoader } from "~/root";
import { loader } from "~/routes/site/privacy";

import * as schema from "../../db/schema";
import { defaultPrivacyNotice } from "../../db/seed-data";
import { outcome } from "../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../support/database";
import { routeArgs } from "../support/route-args";

type NoticePage = { language: string; notice: { version: number; publishedOn: string; body: string } };

const page = async (path: string) => (await outcome(() => loader(routeArgs(path) as never))).value as NoticePage;

describe.each(testDatabaseKinds)("the privacy notice on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("starts at version 1, in English unless Hindi is asked for", async () => {
    const english = await page("/privacy");
    expect(english).toMatchObject({ language: "en", notice: { version: 1, body: defaultPrivacyNotice.bodyEn } });
    expect(english.notice.publishedOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await page("/privacy?lang=hi")).toMatchObject({
      language: "hi",
      notice: { version: 1, body: defaultPrivacyNotice.bodyHi },
    });
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
    expect((await page("/privacy?lang=hi")).notice).toMatchObject({ version: 2, body: "दूसरा" });
    await database.prepare();
    const versions = await database.db.select({ version: schema.privacyNotices.version }).from(schema.privacyNotices);
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
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

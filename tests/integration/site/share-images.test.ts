// Share images (docs/specification.md §10, decision 0076): every public page's og:image is an absolute address of a
// 1200×630 PNG drawn from the logo, the school's name and the page's title in its language, kept in storage under a
// digest of them and drawn again when one changes; an address the site did not write draws nothing.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { shareImagePath } from "~/features/share-image/share-image.server";
import { storage } from "~/lib/files/storage.server";
import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";
import { pageMeta } from "~/lib/page/meta";
import { SHARE_IMAGE } from "~/lib/page/share-image";
import { loader as rootLoader } from "~/root";
import { action as settingsAction } from "~/routes/admin/settings";
import { loader as shareLoader } from "~/routes/resources/share-image";
import * as admissions from "~/routes/site/admissions";
import * as gallery from "~/routes/site/gallery";
import * as home from "~/routes/site/home";

import { formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("share-images-");
const ADMIN = "admin@school.example";
const SITE = "http://localhost";

type Meta = (args: never) => { property?: string; name?: string; content?: string }[];

describe.each(testDatabaseKinds)("share images on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { cookies } = useStaff(database, { [ADMIN]: { role: "admin" } });

  /** The Open Graph tags a page's meta writes, as its server render does. */
  async function openGraphOf(route: { meta: unknown }, pathname: string) {
    const locale: Locale = pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
    await i18nFor(locale);
    const root = (await outcome(() => rootLoader(routeArgs(pathname) as never))).reply;
    const tags = (route.meta as Meta)({ matches: [{ id: "root", loaderData: root }], location: { pathname } } as never);
    return Object.fromEntries(
      tags
        .filter((tag) => tag.property?.startsWith("og:") || tag.name?.startsWith("twitter:"))
        .map((tag) => [tag.property ?? tag.name, tag.content]),
    );
  }
  const get = (address: string, method = "GET") =>
    shareLoader(routeArgs(new URL(address, SITE).toString(), { method }) as never);
  const imageAt = async (address: string) => {
    const response = await get(address);
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body, metadata: await sharp(body).metadata() };
  };
  const keptImages = async () => (await storage().listFolder("share")).map(({ key }) => key);

  it("names a 1200×630 PNG at an absolute address in every page's Open Graph tags", async () => {
    const tags = await openGraphOf(admissions, "/admissions");
    expect(tags).toMatchObject({
      "og:title": "Admissions | Fatehabad International School",
      "og:image": expect.stringMatching(/^http:\/\/localhost\/share\.png\?lang=en&page=[^&]+&v=[0-9a-f]{12}$/),
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
    });
    const { response, body, metadata } = await imageAt(tags["og:image"]!);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({
      width: 1200,
      height: 630,
      format: "png",
    });
    expect(body.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
  });

  it("draws each page's own image in its language, keeps it, and serves the kept one after", async () => {
    const english = (await openGraphOf(gallery, "/gallery"))["og:image"]!;
    const hindi = (await openGraphOf(gallery, "/hi/gallery"))["og:image"]!;
    const homePage = (await openGraphOf(home, "/"))["og:image"]!;
    expect(new Set([english, hindi, homePage]).size).toBe(3);
    expect(hindi).toContain("lang=hi");
    // The home page's shows the tagline: no page named.
    expect(homePage).not.toContain("page=");

    // Counted in this version's folder: older versions' are swept away beside the answers.
    const version = new URL(hindi).searchParams.get("v")!;
    const keptNow = async () => (await keptImages()).filter((key) => key.startsWith(`share/${version}/`));
    const before = await keptNow();
    const first = await imageAt(hindi);
    const kept = await keptNow();
    expect(kept.length).toBe(before.length + 1);
    const again = await imageAt(hindi);
    expect(again.body.equals(first.body)).toBe(true);
    expect(await keptNow()).toEqual(kept);
    // HEAD, as a crawler may ask first.
    expect((await get(hindi, "HEAD")).status).toBe(200);
  });

  it.each([
    ["a language the site does not have", "/share.png?lang=fr&v=x"],
    ["a message the catalog does not hold", "/share.png?lang=en&page=nosuch&v=x"],
    ["words of its own, unsigned", "/share.png?lang=en&text=You+have+won&v=x"],
    ["words with someone else's signature", "/share.png?lang=en&text=You+have+won&sig=AAAAAAAAAAAAAAAAAAAAAA&v=x"],
    ["a photo of its own choosing", "/share.jpg?lang=en&text=Hi&cover=gallery%2Fx%2F1600.webp&sig=x&v=x"],
    ["a page's name drawn over a photo", "/share.jpg?lang=en&v=x"],
  ])("draws nothing for %s: 404", async (_, address) => {
    const before = await keptImages();
    expect((await get(address)).status).toBe(404);
    expect((await keptImages()).filter((key) => !before.includes(key))).toEqual([]);
  });

  it("sends an address written before a change of name or logo, or spelt otherwise, to the current one", async () => {
    const current = (await openGraphOf(admissions, "/admissions"))["og:image"]!;
    const url = new URL(current);
    const stale = new URL(url);
    stale.searchParams.set("v", "000000000000");
    const moved = await get(stale.toString());
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe(`${url.pathname}${url.search}`);
    const extra = new URL(url);
    extra.searchParams.set("utm_source", "whatsapp");
    expect((await get(extra.toString())).headers.get("Location")).toBe(`${url.pathname}${url.search}`);
  });

  it("draws a title another feature signed (shareImagePath), beside the logo or over a stored photo", async () => {
    const titled = await shareImagePath({ title: "Sports Day: the results", locale: "en" });
    expect(titled).toMatch(/^\/share\.png\?lang=en&text=Sports\+Day%3A\+the\+results&sig=[\w-]{22}&v=[0-9a-f]{12}$/);
    const drawn = await imageAt(titled);
    expect(drawn.metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
    // The same words without the signature, or with other words under it, draw nothing.
    const forged = new URL(titled, SITE);
    forged.searchParams.set("text", "Sports Day: school closed");
    expect((await get(forged.toString())).status).toBe(404);

    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2e7d32" } })
      .webp()
      .toBuffer();
    await storage().put("gallery/0a1b/1600.webp", photo, "image/webp");
    const covered = await shareImagePath({ title: "खेल दिवस", cover: "gallery/0a1b/1600.webp", locale: "hi" });
    expect(covered).toMatch(/^\/share\.jpg\?lang=hi&/);
    const { response, body, metadata } = await imageAt(covered);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(metadata).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(body.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
    // Given to pageMeta by the page's loader, it is the page's og:image, made absolute, with its type.
    const root = (await outcome(() => rootLoader(routeArgs("/hi/gallery") as never))).reply;
    const tags = pageMeta(
      { matches: [{ id: "root", loaderData: root }], location: { pathname: "/hi/gallery" } },
      "खेल दिवस",
      undefined,
      { image: covered },
    );
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE}${covered}` });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
  });

  it("gives every image a new address when the logo changes, and sweeps the old ones away once one is drawn", async () => {
    const before = (await openGraphOf(admissions, "/admissions"))["og:image"]!;
    await imageAt(before);
    const oldVersion = new URL(before).searchParams.get("v")!;
    expect((await keptImages()).some((key) => key.startsWith(`share/${oldVersion}/`))).toBe(true);

    const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#b71c1c" } })
      .png()
      .toBuffer();
    const saved = await outcome(() =>
      settingsAction(
        staffArgs("/admin/settings", cookies[ADMIN], {
          method: "POST",
          body: formBody({ intent: "save", group: "logo", logo: new File([new Uint8Array(logo)], "logo.png") }),
        }) as never,
      ),
    );
    expect(saved.status).toBe(200);

    const after = (await openGraphOf(admissions, "/admissions"))["og:image"]!;
    expect(after).not.toBe(before);
    expect((await get(before)).status).toBe(302);
    const redrawn = await imageAt(after);
    expect(redrawn.metadata).toMatchObject({ width: 1200, height: 630 });
    // The sweep runs beside the answer: wait for it.
    await expect
      .poll(async () => (await keptImages()).some((key) => key.startsWith(`share/${oldVersion}/`)))
      .toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, "share", new URL(after).searchParams.get("v")!))).toBe(true);
  });
});

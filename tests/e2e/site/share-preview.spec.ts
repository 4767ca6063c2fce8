// What WhatsApp and Facebook read of a shared link (docs/specification.md §10, decision 0076): a public page fetched
// as their crawlers fetch it — plain HTTP, no cookies, no JavaScript — names its title, description and an absolute
// og:image, and that address answers a 1200×630 PNG or JPEG of at most 600 KB.
import sharp from "sharp";

import { admissionsSubmenu, publicPages } from "../support/support";
import { expect, test } from "../support/test";

const PAGES = [
  "/",
  "/admissions",
  "/gallery",
  "/contact",
  "/hi",
  "/hi/admissions",
  "/hi/mandatory-disclosures",
  "/hi/fees",
  // The Notice Board, and a notice of the seed's (numbered as the seed wrote them, decision 0077).
  "/notices",
  "/notices/2-parent-teacher-meeting",
  "/hi/notices/3-annual-sports-day",
];
/** How the crawlers introduce themselves; the site answers them as anyone else. */
const CRAWLERS = ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", "WhatsApp/2.24.1 A"];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** The content of the <meta> whose property (or name) is `key`, as a crawler reads the HTML: by its text. */
function metaContent(html: string, key: string) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const named = new RegExp(`\\b(?:property|name)="${key.replace(/[.:]/g, "\\$&")}"`).test(tag);
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (named && content !== undefined) return decode(content);
  }
  return undefined;
}

for (const [index, path] of PAGES.entries()) {
  test(`${path} shows WhatsApp and Facebook its title, description and a 1200×630 image`, async ({ baseURL }) => {
    const response = await fetch(new URL(path, baseURL), {
      headers: { "User-Agent": CRAWLERS[index % CRAWLERS.length]!, Accept: "text/html" },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = metaContent(html, "og:title");
    expect(title).toMatch(/\S/);
    if (path.startsWith("/hi")) expect(title).toMatch(/[\u0900-\u097F]/);
    expect(metaContent(html, "og:description")).toMatch(/\S/);
    expect(metaContent(html, "og:url")).toBe(new URL(path, baseURL).toString());
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    const address = metaContent(html, "og:image")!;
    expect(address).toMatch(/^https?:\/\//);
    expect(new URL(address).origin).toBe(new URL(baseURL!).origin);

    const image = await fetch(address, { headers: { "User-Agent": CRAWLERS[0]! }, redirect: "manual" });
    expect(image.status).toBe(200);
    const type = image.headers.get("Content-Type");
    expect(type).toMatch(/^image\/(png|jpeg)$/);
    expect(metaContent(html, "og:image:type")).toBe(type);
    const body = Buffer.from(await image.arrayBuffer());
    expect(body.length).toBeLessThanOrEqual(600 * 1024);
    const { width, height, format } = await sharp(body).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(`image/${format}`).toBe(type);
  });
}

test("each page and language has an image of its own", async ({ baseURL }) => {
  const images = new Set<string>();
  for (const path of PAGES) {
    const html = await (await fetch(new URL(path, baseURL))).text();
    images.add(metaContent(html, "og:image")!);
  }
  expect(images.size).toBe(PAGES.length);
});

test("every public page's share image is there, in both languages, the 404's too", async ({ baseURL }) => {
  const english = [
    ...[...publicPages, ...admissionsSubmenu].map(({ path }) => path),
    "/admissions/apply",
    "/admissions/status",
    "/alerts/subscribe",
    "/no-such-page",
  ];
  const missing: string[] = [];
  for (const path of english.flatMap((path) => [path, path === "/" ? "/hi" : `/hi${path}`])) {
    const html = await (await fetch(new URL(path, baseURL))).text();
    const address = metaContent(html, "og:image");
    const image = address ? await fetch(address, { redirect: "manual" }) : undefined;
    if (image?.status !== 200 || !image.headers.get("Content-Type")?.startsWith("image/")) missing.push(path);
  }
  expect(missing).toEqual([]);
});

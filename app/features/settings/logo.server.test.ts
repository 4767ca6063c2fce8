import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { LOGO_FILES, schoolLogo } from "./logo";
import { makeLogoFiles, placeholderLogoFiles } from "./logo.server";
import { SETTINGS_MESSAGES } from "./schema";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#f5b301" } })
    .png()
    .toBuffer();

/** An SVG that would run a script three ways, were it ever shown as itself. */
const HOSTILE_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="window.__pwned=1">` +
    `<script>window.__pwned = 1; document.title = "pwned";</script>` +
    `<a xlink:href="javascript:window.__pwned=1"><circle cx="32" cy="32" r="30" fill="#163f7c"/></a>` +
    `<image href="file:///etc/passwd" width="64" height="64"/></svg>`,
);

async function expectPng(body: Buffer, size: number, opaque: boolean) {
  const { format, width, height, hasAlpha } = await sharp(body).metadata();
  expect({ format, width, height }).toEqual({ format: "png", width: size, height: size });
  if (opaque) expect((await sharp(body).stats()).isOpaque).toBe(true);
  else expect(hasAlpha).toBe(true);
}

describe("the school's logo, made into the site's files (decision 0076)", () => {
  it("makes every file from a PNG: squares of their sizes, the icons on white", async () => {
    const made = await makeLogoFiles(await png(600, 300));
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    for (const [file, { size, opaque }] of Object.entries(LOGO_FILES)) {
      await expectPng(made.files[file as keyof typeof LOGO_FILES], size, opaque);
    }
  });

  it("draws an SVG into pixels: none of its bytes (its script, its handler, its link) is in any file", async () => {
    const made = await makeLogoFiles(HOSTILE_SVG);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    for (const body of Object.values(made.files)) {
      expect((await sharp(body).metadata()).format).toBe("png");
      expect(body.toString("latin1")).not.toMatch(/script|pwned|javascript|onload/i);
    }
    // Drawn at its size, not blown up from its 64-unit box: the circle's edge is sharp at 512 px.
    const { width } = await sharp(made.files.large).metadata();
    expect(width).toBe(512);
  });

  it("takes a JPEG, turned as the camera says", async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#ffffff" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const made = await makeLogoFiles(jpeg);
    expect(made.ok).toBe(true);
  });

  it.each([
    [
      "a GIF",
      async () =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      415,
      SETTINGS_MESSAGES.notALogo,
    ],
    [
      "a WebP",
      async () =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: "#000" } })
          .webp()
          .toBuffer(),
      415,
      SETTINGS_MESSAGES.notALogo,
    ],
    [
      "an HTML page",
      async () => Buffer.from("<!DOCTYPE html><script>alert(1)</script>"),
      415,
      SETTINGS_MESSAGES.notALogo,
    ],
    ["a PDF", async () => Buffer.from("%PDF-1.4\n%%EOF\n"), 415, SETTINGS_MESSAGES.notALogo],
    ["an image of 40 pixels", () => png(40, 200), 422, SETTINGS_MESSAGES.logoTooSmall],
    ["a PNG cut short", async () => (await png(300, 300)).subarray(0, 60), 422, SETTINGS_MESSAGES.logoUnreadable],
    [
      "an SVG that reads a file through an entity",
      async () =>
        Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><text y="20">&x;</text></svg>`,
        ),
      422,
      SETTINGS_MESSAGES.logoUnreadable,
    ],
    [
      "an SVG of ten billion pixels",
      async () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>`),
      422,
      SETTINGS_MESSAGES.logoUnreadable,
    ],
    [
      "a file over 5 MB",
      async () => Buffer.concat([await png(100, 100), Buffer.alloc(5 * 1024 * 1024)]),
      413,
      SETTINGS_MESSAGES.logoTooLarge,
    ],
  ])("refuses %s with its status and message", async (_, bytes, status, message) => {
    expect(await makeLogoFiles(await bytes())).toEqual({ ok: false, status, message });
  });

  it("makes the placeholder crest's files from public/logo.svg by the same rule", async () => {
    const files = await placeholderLogoFiles();
    await expectPng(files.appleTouchIcon, 180, true);
    await expectPng(files.icon512, 512, true);
  });

  it("names the placeholder's files until a logo is uploaded, then the upload's", () => {
    expect(schoolLogo(null)).toEqual({
      uploaded: false,
      src: "/logo.svg",
      type: "image/svg+xml",
      appleTouchIcon: "/icons/apple-touch-icon.png",
      icon192: "/icons/icon-192.png",
      icon512: "/icons/icon-512.png",
    });
    expect(schoolLogo("logo/0a1b")).toEqual({
      uploaded: true,
      src: "/uploads/logo/0a1b/mark.png",
      type: "image/png",
      appleTouchIcon: "/uploads/logo/0a1b/apple-touch-icon.png",
      icon192: "/uploads/logo/0a1b/icon-192.png",
      icon512: "/uploads/logo/0a1b/icon-512.png",
    });
  });
});

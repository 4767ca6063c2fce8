// The school's logo in School Settings (docs/specification.md §10, decision 0076): admins upload an SVG, PNG or
// JPEG, judged by its bytes; the site shows PNG files made from it, never the upload; a wrong file is refused with
// its message and a 4xx; every change is audited; removing it brings the placeholder crest back.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import type { AdminReply } from "~/features/admin/reply";
import { goLiveTarget } from "~/features/settings/go-live";
import { LOGO_FILES, schoolLogo } from "~/features/settings/logo";
import { SETTINGS_MESSAGES } from "~/features/settings/schema";
import type { SchoolSettings } from "~/features/settings/settings";
import { goLiveItems } from "~/features/settings/settings.server";
import { loader as rootLoader } from "~/root";
import { action, loader } from "~/routes/admin/settings";
import { loader as placeholderIcons } from "~/routes/resources/placeholder-icons";
import { loader as uploads } from "~/routes/resources/uploads";
import { loader as manifest } from "~/routes/resources/web-manifest";

import { auditFor, formBody, outcome, staffArgs, useStaff } from "../../support/admin";
import { testDatabaseKinds, useTestDatabase } from "../../support/database";
import { routeArgs } from "../../support/route-args";
import { temporaryUploadsDir } from "../../support/uploads";

const uploadsDir = temporaryUploadsDir("school-logo-");

const PATH = "/admin/settings";
const ADMIN = "admin@school.example";
const EDITOR = "editor@school.example";

const png = (width = 256, height = 256) =>
  sharp({ create: { width, height, channels: 4, background: "#163f7c" } })
    .png()
    .toBuffer();
/** A file as a browser sends it: its name and declared type are whatever the sender says. */
const upload = (bytes: Buffer, name = "logo.png", type = "image/png") =>
  new File([new Uint8Array(bytes)], name, { type });

const HOSTILE_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="window.__pwned=1">` +
    `<script>window.__pwned = 1</script><a xlink:href="javascript:window.__pwned=1"><circle cx="32" cy="32" r="30" fill="#f5b301"/></a></svg>`,
);

const serve = (url: string) =>
  uploads({ ...routeArgs(url), params: { "*": url.replace(/^\/uploads\//, "") } } as never);

describe.each(testDatabaseKinds)("the school's logo on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { ids, cookies } = useStaff(database, { [ADMIN]: { role: "admin" }, [EDITOR]: { sections: ["content"] } });

  const current = async () => {
    const page = await outcome(() => loader(staffArgs(PATH, cookies[ADMIN]) as never));
    return (page.value as { settings: SchoolSettings }).settings;
  };
  /** The Logo group's own Save, as the page sends it. */
  const saveLogo = (fields: Record<string, string | Blob>, cookie = cookies[ADMIN]) =>
    outcome<AdminReply>(() =>
      action(
        staffArgs(PATH, cookie, {
          method: "POST",
          body: formBody({ intent: "save", group: "logo", ...fields }),
        }) as never,
      ),
    );
  /** What every public page's frame reads of the logo (the root loader's settings). */
  const shownLogo = async (page = "/") => {
    const result = await outcome(() => rootLoader(routeArgs(page) as never));
    return (result.reply as { settings: { logo: Record<string, unknown> } }).settings.logo;
  };
  const auditOfLogo = async () =>
    (await auditFor("1", "settings.update"))
      .map((entry) => entry.details as { before: Record<string, unknown>; after: Record<string, unknown> })
      .filter((details) => "logoKey" in details.after);

  it("shows the placeholder crest until one is uploaded, and the go-live checklist says so", async () => {
    // The placeholder's files, each named in app/features/settings/logo.server.test.ts.
    expect(await shownLogo()).toEqual(schoolLogo(null));
    expect((await goLiveItems()).left).toContainEqual({
      field: "logo",
      label: "Logo",
      problem: "not uploaded: the site shows a placeholder crest",
    });
  });

  it("serves the placeholder's icons, made from public/logo.svg, and a manifest naming them", async () => {
    for (const file of ["apple-touch-icon.png", "icon-192.png", "icon-512.png"]) {
      const response = await placeholderIcons({ ...routeArgs(`/icons/${file}`), params: { file } } as never);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, format }).toEqual({ width: Number(/\d+/.exec(file)?.[0] ?? 180), format: "png" });
    }
    const missing = await placeholderIcons({ ...routeArgs("/icons/passwd"), params: { file: "passwd" } } as never);
    expect(missing.status).toBe(404);

    const answer = await manifest(routeArgs("/manifest.webmanifest") as never);
    expect(answer.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    expect(await answer.json()).toMatchObject({
      name: "Fatehabad International School",
      short_name: "FIS",
      theme_color: "#163f7c",
      background_color: "#ffffff",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    });
  });

  it.each([
    [
      "an HTML page named logo.png, declared a PNG",
      () => Buffer.from("<!DOCTYPE html><script>alert(1)</script>"),
      415,
      SETTINGS_MESSAGES.notALogo,
    ],
    [
      "a GIF",
      () =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      415,
      SETTINGS_MESSAGES.notALogo,
    ],
    ["a PNG of 32 pixels", () => png(32, 32), 422, SETTINGS_MESSAGES.logoTooSmall],
    ["a PNG cut short", async () => (await png()).subarray(0, 80), 422, SETTINGS_MESSAGES.logoUnreadable],
    [
      "a file over 5 MB",
      async () => Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]),
      400,
      SETTINGS_MESSAGES.logoTooLarge,
    ],
  ])(
    "refuses %s with a 4xx and its message next to the field, and keeps what there was",
    async (_, bytes, status, message) => {
      const before = await current();
      const result = await saveLogo({ logo: upload(await bytes()) });
      expect(result.status).toBe(status);
      expect(result.reply).toMatchObject({ ok: false, toast: { type: "error" } });
      expect(result.reply?.result?.error?.logo).toEqual([message]);
      expect(await current()).toEqual(before);
    },
  );

  it("is for admins only", async () => {
    const result = await saveLogo({ logo: upload(await png()) }, cookies[EDITOR]);
    expect(result.status).toBe(302);
    expect((await current()).logoKey).toBeNull();
  });

  it("takes a PNG: audited, shown by every page, its files served as PNGs, the checklist's line gone", async () => {
    const result = await saveLogo({ logo: upload(await png(), "crest.jpg", "image/jpeg") });
    expect(result).toMatchObject({ status: 200, reply: { ok: true, toast: { title: "School settings saved" } } });
    const key = (await current()).logoKey!;
    expect(key).toMatch(/^logo\/[0-9a-f-]{36}$/);

    const [entry, ...more] = await auditFor("1", "settings.update");
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorUserId: ids[ADMIN],
      details: { before: { logoKey: null }, after: { logoKey: key } },
    });

    for (const page of ["/", "/hi/contact"]) {
      expect(await shownLogo(page)).toEqual({
        uploaded: true,
        src: `/uploads/${key}/mark.png`,
        type: "image/png",
        appleTouchIcon: `/uploads/${key}/apple-touch-icon.png`,
        icon192: `/uploads/${key}/icon-192.png`,
        icon512: `/uploads/${key}/icon-512.png`,
      });
    }
    for (const { name, size } of Object.values(LOGO_FILES)) {
      const response = await serve(`/uploads/${key}/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      expect(response.headers.get("Content-Disposition")).toBe("inline");
      expect(response.headers.get("Content-Security-Policy")).toBe("sandbox");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(size);
    }
    expect((await goLiveItems()).left.map(goLiveTarget)).not.toContain("logo");
    expect((await (await manifest(routeArgs("/manifest.webmanifest") as never)).json()).icons[0].src).toBe(
      `/uploads/${key}/icon-192.png`,
    );
  });

  it("keeps an SVG only as pixels: no byte of it is stored or served", async () => {
    const result = await saveLogo({ logo: upload(HOSTILE_SVG, "crest.svg", "image/svg+xml") });
    expect(result).toMatchObject({ status: 200, reply: { ok: true } });
    const key = (await current()).logoKey!;
    const stored = fs.readdirSync(path.join(uploadsDir, key));
    expect(stored.sort()).toEqual(
      Object.values(LOGO_FILES)
        .map(({ name }) => name)
        .sort(),
    );
    for (const name of stored) {
      const bytes = fs.readFileSync(path.join(uploadsDir, key, name));
      expect((await sharp(bytes).metadata()).format).toBe("png");
      expect(bytes.toString("latin1")).not.toMatch(/<svg|script|pwned|javascript/i);
    }
  });

  it("replaces the logo and removes the old files; removed, the placeholder shows again; each audited", async () => {
    const before = (await current()).logoKey!;
    expect((await saveLogo({ logo: upload(await png(512, 512)) })).status).toBe(200);
    const replaced = (await current()).logoKey!;
    expect(replaced).not.toBe(before);
    expect(fs.existsSync(path.join(uploadsDir, before))).toBe(false);
    expect((await serve(`/uploads/${before}/mark.png`)).status).toBe(404);

    // Saved with nothing chosen: the logo stays.
    expect((await saveLogo({ logo: upload(Buffer.alloc(0), "", "application/octet-stream") })).status).toBe(200);
    expect((await current()).logoKey).toBe(replaced);

    expect((await saveLogo({ removeLogo: "on" })).status).toBe(200);
    expect((await current()).logoKey).toBeNull();
    expect(fs.existsSync(path.join(uploadsDir, replaced))).toBe(false);
    expect((await shownLogo()).src).toBe("/logo.svg");
    expect((await auditOfLogo()).slice(-2)).toEqual([
      { before: { logoKey: before }, after: { logoKey: replaced } },
      { before: { logoKey: replaced }, after: { logoKey: null } },
    ]);
    expect((await goLiveItems()).left.map(goLiveTarget)).toContain("logo");
  });
});

// Share images (docs/specification.md §10, decision 0076): every public page names one in its og:image, drawn on
// the server from the school's logo, its name and the page's title, kept in storage under a digest of all that, and
// drawn again when any of it changes. Nobody can make the site draw words it did not write itself: a page's title is
// named by its message's id and read from the site's own catalog, and any other title is signed by the site.
//
// What another feature uses: `shareImagePath({ title, cover, locale })`, for a page whose loader knows its title (a
// notice's, say) and perhaps a photo of its own in storage, which it hands to `pageMeta` as `image`.
import crypto from "node:crypto";

import { isApplicationFile } from "~/features/applications/held.server";
import { largeLogo } from "~/features/settings/logo.server";
import type { SchoolSettings } from "~/features/settings/settings";
import { getSchoolSettings, getSiteSettings } from "~/features/settings/settings.server";
import { fileUnavailable, isSafeKey, storage, StorageUnavailableError } from "~/lib/files/storage.server";
import { imageKindOf } from "~/lib/files/uploaded-file.server";
import { i18nFor } from "~/lib/language/i18n";
import type { Locale } from "~/lib/language/locale";
import { isLocale, SHARE_IMAGE_PATHS, SHARE_PARAMS } from "~/lib/page/share-image";
import { derivedSecret } from "~/lib/server/auth.server";
import { log } from "~/lib/server/log.server";

import { drawShareImage, type ShareDrawing } from "./draw.server";

/** Where share images are kept: one folder for each version of the frame, the old ones swept away. */
const FOLDER = "share";
/** Changed whenever the drawing changes (draw.server.ts), so every image is drawn anew. */
const DESIGN = "1";
/** The longest title another feature may have drawn: two lines of a notice's heading. */
export const MAX_SHARE_TITLE = 200;
/** A page's name drawn from the catalog is a name, not a paragraph. */
const MAX_PAGE_NAME = 80;

/**
 * What every share image shows besides its title (the school's name and tagline in both languages, its logo) and
 * how it is drawn, as a short digest: the `v` of every share image's address, and its storage folder.
 */
export function shareVersion(
  settings: Pick<SchoolSettings, "schoolName" | "schoolNameHi" | "tagline" | "taglineHi" | "logoKey">,
): string {
  const { schoolName, schoolNameHi, tagline, taglineHi, logoKey } = settings;
  return digest([DESIGN, schoolName, schoolNameHi, tagline, taglineHi, logoKey]).slice(0, 12);
}

/** The version of the settings of the request being handled (the root loader gives it to every page's meta). */
export async function currentShareVersion(): Promise<string> {
  return shareVersion(await getSchoolSettings());
}

/**
 * The address of a share image with `title` (at most MAX_SHARE_TITLE characters) in `locale`, drawn over `cover`
 * (the storage key of a photo, e.g. a gallery image's) when one is given, else beside the school's logo: for a
 * route's loader to hand to `pageMeta(…, { image })`. Signed with the app's secret, so only what the site chose is
 * drawn. A path: `pageMeta` makes it absolute.
 */
export async function shareImagePath({
  title,
  cover,
  locale,
}: {
  title: string;
  cover?: string;
  locale: Locale;
}): Promise<string> {
  const words = title.trim().slice(0, MAX_SHARE_TITLE);
  const query = new URLSearchParams({ [SHARE_PARAMS.lang]: locale, [SHARE_PARAMS.text]: words });
  if (cover) query.set(SHARE_PARAMS.cover, cover);
  query.set(SHARE_PARAMS.signature, await signature(locale, words, cover));
  query.set(SHARE_PARAMS.version, await currentShareVersion());
  return `${cover ? SHARE_IMAGE_PATHS.cover : SHARE_IMAGE_PATHS.logo}?${query}`;
}

async function signature(locale: Locale, title: string, cover: string | undefined) {
  const key = await derivedSecret("share-image");
  return crypto
    .createHmac("sha256", key)
    .update(JSON.stringify([locale, title, cover ?? ""]))
    .digest("base64url")
    .slice(0, 22);
}

const digest = (parts: unknown) => crypto.createHash("sha256").update(JSON.stringify(parts)).digest("hex");

/** A page's name in `locale`'s catalog by its message's id, when it is one: plain words, short. */
async function pageName(locale: Locale, id: string): Promise<string | null> {
  const i18n = await i18nFor(locale);
  const compiled: unknown = i18n.messages[id];
  // A compiled message is its words, or a list of words and placeholders: only words are a page's name.
  const parts = typeof compiled === "string" ? [compiled] : Array.isArray(compiled) ? compiled : [];
  if (!parts.every((part) => typeof part === "string")) return null;
  const name = parts.join("").trim();
  return name !== "" && name.length <= MAX_PAGE_NAME ? name : null;
}

/** What an address asks to be drawn, or null when it names nothing the site would draw. */
type Asked = { locale: Locale; title: string | null; cover: string | null; canonical: URLSearchParams };

async function readAddress(url: URL): Promise<Asked | null> {
  const params = url.searchParams;
  const locale = params.get(SHARE_PARAMS.lang);
  if (!isLocale(locale)) return null;
  const canonical = new URLSearchParams({ [SHARE_PARAMS.lang]: locale });
  const page = params.get(SHARE_PARAMS.page);
  const text = params.get(SHARE_PARAMS.text);
  const cover = params.get(SHARE_PARAMS.cover);
  const wantsCover = url.pathname === SHARE_IMAGE_PATHS.cover;
  if (page !== null) {
    if (text !== null || cover !== null || wantsCover) return null;
    const title = await pageName(locale, page);
    if (title === null) return null;
    canonical.set(SHARE_PARAMS.page, page);
    return { locale, title, cover: null, canonical };
  }
  if (text !== null) {
    if (text.length > MAX_SHARE_TITLE || wantsCover !== (cover !== null)) return null;
    if (cover !== null && (!isSafeKey(cover) || isApplicationFile(cover))) return null;
    const given = params.get(SHARE_PARAMS.signature) ?? "";
    const expected = await signature(locale, text, cover ?? undefined);
    if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
      return null;
    canonical.set(SHARE_PARAMS.text, text);
    if (cover !== null) canonical.set(SHARE_PARAMS.cover, cover);
    canonical.set(SHARE_PARAMS.signature, given);
    return { locale, title: text, cover, canonical };
  }
  if (cover !== null || wantsCover) return null;
  // Neither: the school's own, with its tagline (the home page's).
  return { locale, title: null, cover: null, canonical };
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/** Drawings under way in this process, by key: a crowd asking for a new image at once has it drawn once. */
const drawing = new Map<string, Promise<Buffer | null>>();
/** The version whose older folders this process last swept away, in each store it has used. */
const sweptFor = new WeakMap<object, string>();

/**
 * The answer to GET /share.png or /share.jpg: the image the address names, kept once drawn; a redirect to the
 * current address when the school's name or logo changed since it was written; 404 for anything the site would not
 * draw.
 */
export async function shareImageResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const asked = await readAddress(url);
  if (!asked) return notFound();
  const settings = await getSchoolSettings();
  const version = shareVersion(settings);
  asked.canonical.set(SHARE_PARAMS.version, version);
  if (url.search !== `?${asked.canonical}`) {
    // An older address (or one spelt otherwise): the current one, which crawlers follow.
    return new Response(null, {
      status: 302,
      headers: { Location: `${url.pathname}?${asked.canonical}`, "Cache-Control": "no-cache" },
    });
  }
  const site = await getSiteSettings(asked.locale);
  const drawn: Omit<ShareDrawing, "logo" | "cover"> = {
    schoolName: site.schoolName,
    title: asked.title ?? site.tagline,
    tagline: asked.title === null,
  };
  const extension = asked.cover ? "jpg" : "png";
  const key = `${FOLDER}/${version}/${digest([asked.locale, drawn, settings.logoKey, asked.cover]).slice(0, 32)}.${extension}`;

  let body: Buffer | null;
  try {
    body = (await storage().serve(key))?.body ?? null;
    if (!body) {
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(key, drawn, settings.logoKey, asked.cover).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      body = await pending;
      if (!body) return notFound();
      if (sweptFor.get(storage()) !== version) {
        sweptFor.set(storage(), version);
        void sweepOlderVersions(version);
      }
    }
  } catch (error) {
    // Object storage is down and this image was never kept here (decision 0083): the page that names it still shows.
    if (error instanceof StorageUnavailableError) return fileUnavailable();
    throw error;
  }
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": asked.cover ? "image/jpeg" : "image/png",
      "Content-Length": String(body.length),
      // The address names everything drawn (a new name or logo gives a new one): kept a year, like uploads.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "sandbox",
    },
  });
}

async function draw(
  key: string,
  drawn: Omit<ShareDrawing, "logo" | "cover">,
  logoKey: string | null,
  coverKey: string | null,
): Promise<Buffer | null> {
  let cover: Buffer | undefined;
  if (coverKey) {
    const stored = await storage().get(coverKey);
    // A cover that is gone, or is no image: nothing to draw.
    if (!stored || !imageKindOf(stored.body)) return null;
    cover = stored.body;
  }
  const image = await drawShareImage({ ...drawn, logo: await largeLogo(logoKey), cover });
  await storage().put(key, image.body, image.type === "png" ? "image/png" : "image/jpeg");
  return image.body;
}

/** Removes the images of earlier versions: they show a name or a logo the school no longer has. */
async function sweepOlderVersions(version: string) {
  try {
    const folders = new Set(
      (await storage().listFolder(FOLDER)).map(({ key }) => key.split("/")[1]!).filter((folder) => folder !== version),
    );
    for (const folder of folders) await storage().deleteFolder(`${FOLDER}/${folder}`);
  } catch (error) {
    log.warn({ err: error }, "Share images: older versions could not be removed");
  }
}

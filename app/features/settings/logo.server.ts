// The school's logo, made into the PNG files the site shows (decision 0076). The upload is judged by its bytes
// (~/lib/uploaded-file.server, then sharp reads it), never by its name or declared type, and none of its bytes is kept:
// an SVG is drawn by librsvg, which runs no script, follows no link and loads no file, into pixels.
import crypto from "node:crypto";
import type { Sharp } from "sharp";

import { putFolder, storage } from "~/lib/files/storage.server";
import { imageKindOf } from "~/lib/files/uploaded-file.server";

import { LOGO_FILES, MAX_LOGO_BYTES, MIN_LOGO_PIXELS, type LogoFile } from "./logo";
import { SETTINGS_MESSAGES } from "./schema";

export const LOGO_FOLDER = "logo";

/** Past this many pixels an image is refused before it is decoded (a small file can unpack into gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;
/** The side of the square every file is made from: as large as the largest file, and some. */
const MASTER_SIZE = 1024;
/** What one drawing may take: an SVG can be made to draw for ever. */
const DRAW_SECONDS = 10;
/** The icons' margin on white, of their side. */
const ICON_MARGIN = 0.1;

export type LogoFiles = Record<LogoFile, Buffer>;
export type MadeLogo = { ok: true; files: LogoFiles } | { ok: false; status: 413 | 415 | 422; message: string };

const loadSharp = async () => (await import("sharp")).default;

/**
 * The logo's files made from `bytes`, an SVG, PNG or JPEG; or why not, in words for the admin: too large (413),
 * not one of those (415), or one that cannot be read or is too small (422).
 */
export async function makeLogoFiles(bytes: Buffer): Promise<MadeLogo> {
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, status: 413, message: SETTINGS_MESSAGES.logoTooLarge };
  const kind = imageKindOf(bytes);
  if (kind !== "svg" && kind !== "png" && kind !== "jpeg")
    return { ok: false, status: 415, message: SETTINGS_MESSAGES.notALogo };
  // Loaded with the first logo, not at start (as the gallery's photos: image-upload.server.ts).
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // sharp's own reading must agree with the bytes' first look.
    if (metadata.format !== kind) return { ok: false, status: 415, message: SETTINGS_MESSAGES.notALogo };
    const { width = 0, height = 0 } = metadata;
    if (kind !== "svg" && (width < MIN_LOGO_PIXELS || height < MIN_LOGO_PIXELS))
      return { ok: false, status: 422, message: SETTINGS_MESSAGES.logoTooSmall };
    // A drawing is made at the size it is used at, not blown up from its nominal size (often a 64-unit viewBox).
    const density =
      kind === "svg" ? Math.min(Math.max((72 * MASTER_SIZE) / Math.max(width, height, 1), 1), 10_000) : 72;
    const master = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density })
      .timeout({ seconds: DRAW_SECONDS })
      .rotate()
      .resize(MASTER_SIZE, MASTER_SIZE, { fit: "contain", background: TRANSPARENT })
      .png()
      .toBuffer();
    return { ok: true, files: await filesFrom(master) };
  } catch {
    return { ok: false, status: 422, message: SETTINGS_MESSAGES.logoUnreadable };
  }
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** Every file of LOGO_FILES made from `master`, a square PNG. */
async function filesFrom(master: Buffer): Promise<LogoFiles> {
  const sharp = await loadSharp();
  const made = await Promise.all(
    (Object.keys(LOGO_FILES) as LogoFile[]).map(async (file) => {
      const { size, opaque } = LOGO_FILES[file];
      let image: Sharp;
      if (opaque) {
        const inner = Math.round(size * (1 - 2 * ICON_MARGIN));
        const margin = Math.floor((size - inner) / 2);
        image = sharp(await sharp(master).resize(inner, inner, { fit: "contain", background: TRANSPARENT }).toBuffer())
          .extend({
            top: margin,
            left: margin,
            bottom: size - inner - margin,
            right: size - inner - margin,
            background: WHITE,
          })
          .flatten({ background: WHITE });
      } else {
        image = sharp(master).resize(size, size, { fit: "contain", background: TRANSPARENT });
      }
      return [file, await image.png({ compressionLevel: 9 }).toBuffer()] as const;
    }),
  );
  return Object.fromEntries(made) as LogoFiles;
}

/** Stores `files` in a new folder of their own; the folder's key, for site_settings.logo_key. */
export async function storeLogoFiles(files: LogoFiles): Promise<string> {
  const folder = `${LOGO_FOLDER}/${crypto.randomUUID()}`;
  await putFolder(
    folder,
    (Object.keys(files) as LogoFile[]).map((file) => ({
      name: LOGO_FILES[file].name,
      body: files[file],
      contentType: "image/png",
    })),
  );
  return folder;
}

let placeholder: Promise<LogoFiles> | undefined;

/** The placeholder crest's files, made once a process from public/logo.svg by the same rule as an upload's. */
export function placeholderLogoFiles(): Promise<LogoFiles> {
  // Imported when first drawn: the build holds its text, and a process that never draws it (a mail worker run by
  // tsx, which knows no "?raw") never loads it.
  placeholder ??= import("../../../public/logo.svg?raw")
    .then(({ default: svg }) => makeLogoFiles(Buffer.from(svg)))
    .then((made) => {
      if (!made.ok) throw new Error(`public/logo.svg could not be drawn: ${made.message}`);
      return made.files;
    });
  return placeholder;
}

/** The large file of the logo in `logoKey`'s folder (or the placeholder's), which share images are drawn from. */
export async function largeLogo(logoKey: string | null): Promise<Buffer> {
  if (logoKey) {
    const stored = await storage().get(`${logoKey}/${LOGO_FILES.large.name}`);
    if (stored) return stored.body;
  }
  return (await placeholderLogoFiles()).large;
}

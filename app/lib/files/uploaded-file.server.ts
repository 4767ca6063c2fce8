// What an uploaded file is, judged by its bytes and never by its name or the type the browser claimed; every upload
// of the site asks here: a PDF (its first bytes, no web page hiding behind them, and a document pdf.js can open), an
// image sharp can read (HEIC through libheif's WebAssembly decoder) with no more pixels than a camera takes, or, by
// its first bytes alone, the kind of a logo (an SVG among them). Images are then kept re-encoded as WebP, which
// carries none of the camera's metadata and no script.
import type { Sharp } from "sharp";

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

// A web page that merely starts with "%PDF-" is not a document: real PDFs have
// no HTML tags in their first kilobyte, and a browser that guesses the type looks there.
const HTML_TAG = /<(?:!doctype|html|head|body|script|iframe|object|embed|svg)[\s/>]/i;

/** Whether `bytes` start as a PDF does, with no web page in their first kilobyte. */
export function isPdf(bytes: Buffer) {
  return (
    bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) && !HTML_TAG.test(bytes.subarray(0, 1024).toString("latin1"))
  );
}

/**
 * The number of pages of a PDF, read by pdf.js (unpdf's build for servers); null when it cannot be opened (a
 * damaged file, or one locked with a password).
 */
export async function pdfPages(bytes: Buffer): Promise<number | null> {
  // Loaded with the first PDF, not at start.
  const { getDocumentProxy } = await import("unpdf");
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: true });
    const pages = pdf.numPages;
    await pdf.destroy();
    return pages;
  } catch {
    return null;
  }
}

/** The most pixels an image may have: a 50-megapixel phone's photo, with room to spare. */
export const MAX_IMAGE_PIXELS = 60_000_000;

/** Images people send, as sharp names them ("heic": HEIF with HEVC, as phones take them). */
export const IMAGE_FORMATS = ["jpeg", "png", "webp", "heic", "gif"] as const;
/** Those, and AVIF (HEIF with AV1), which the gallery takes too. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number] | "avif";

export type JudgedImage =
  | { ok: true; format: ImageFormat; width: number; height: number }
  | { ok: false; reason: "not_an_image" | "too_many_pixels" };

/** What image `bytes` hold, from their header alone: its format and size, before any pixel is read. */
export async function judgeImage(bytes: Buffer, formats: readonly ImageFormat[] = IMAGE_FORMATS): Promise<JudgedImage> {
  // Loaded with the first image, not at start: its image library takes memory a server mostly idles without.
  const { default: sharp } = await import("sharp");
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    const format = metadata.format === "heif" ? (metadata.compression === "hevc" ? "heic" : "avif") : metadata.format;
    if (!(formats as readonly string[]).includes(format ?? "")) return { ok: false, reason: "not_an_image" };
    // EXIF's orientation turns a portrait photo's width and height round.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = (turned ? metadata.height : metadata.width) ?? 0;
    const height = (turned ? metadata.width : metadata.height) ?? 0;
    // A few megabytes can hold an image whose pixels would fill the server's memory: read only what a camera takes.
    if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: "too_many_pixels" };
    return { ok: true, format: format as ImageFormat, width, height };
  } catch {
    return { ok: false, reason: "not_an_image" };
  }
}

/** An image's pixels for sharp, upright: HEIC decoded first, since sharp's own build has no HEVC decoder. */
async function opened(bytes: Buffer, format: ImageFormat): Promise<Sharp> {
  const { default: sharp } = await import("sharp");
  if (format !== "heic") return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const { default: decode } = await import("heic-decode");
  const { width, height, data } = await decode({ buffer: bytes });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels: MAX_IMAGE_PIXELS,
  });
}

/**
 * A judged image as WebP in each of `widths` (never wider than it came), each with its own width and height: the
 * sizes a page's srcset offers.
 */
export async function webpSizes(
  bytes: Buffer,
  format: ImageFormat,
  widths: readonly number[],
  quality = 78,
): Promise<{ width: number; height: number; body: Buffer }[]> {
  const sizes = [];
  for (const width of widths) {
    const { data, info } = await (
      await opened(bytes, format)
    )
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    sizes.push({ width: info.width, height: info.height, body: data });
  }
  return sizes;
}

/** A file's name as its storage key's last part ("Circular 14 (signed).PDF" → "circular-14-signed"), never empty. */
export const nameInKey = (name: string) =>
  name
    .replace(/\.[^.]*$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "") || "document";

// ------------------------------------------------------------ by the first bytes alone

/** The image formats told apart by their first bytes alone (decision 0076): what a logo may be. */
export type ImageKind = "png" | "jpeg" | "svg" | "webp" | "gif";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** How far into a file its root element may be: past an XML declaration, comments and a doctype. */
const SVG_HEAD_BYTES = 4096;

/**
 * The kind of image `bytes` start as, or null. An SVG is text whose first element is `<svg`, after an optional
 * byte-order mark, XML declaration, comments, processing instructions and doctype; anything else (an HTML page
 * named logo.svg, say) is not one.
 */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PNG.length).equals(PNG)) return "png";
  if (buffer.subarray(0, JPEG.length).equals(JPEG)) return "jpeg";
  if (buffer.toString("latin1", 0, 4) === "RIFF" && buffer.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (/^GIF8[79]a/.test(buffer.toString("latin1", 0, 6))) return "gif";
  return isSvgText(buffer.toString("utf8", 0, SVG_HEAD_BYTES)) ? "svg" : null;
}

function isSvgText(head: string) {
  let rest = head.replace(/^\uFEFF/, "");
  // Each thing that may stand before the root element, taken off in turn.
  const preamble = [/^\s+/, /^<\?[\s\S]*?\?>/, /^<!--[\s\S]*?-->/, /^<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\])?\s*>/i];
  for (let taken = true; taken;) {
    taken = false;
    for (const part of preamble) {
      const match = part.exec(rest);
      if (match) {
        rest = rest.slice(match[0].length);
        taken = true;
      }
    }
  }
  return /^<svg[\s>/]/.test(rest);
}

// What an uploaded image is, by its first bytes: never by its name or the type the browser declared (decision 0076).
// Pure, so the rule is tested on its own; the code that keeps an image also has sharp read it, which refuses
// whatever only looks like one.

/** The image formats told apart here. */
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

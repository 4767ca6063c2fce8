// Drawing a share image (decision 0076): 1200×630, the school's logo, its name and the page's title, or a cover
// photo with the title over it. Text is set by Pango with the Noto Sans Devanagari files kept beside this module,
// which hold Latin letters too: Hindi is shaped as it should be on any server, whatever fonts it has.
import path from "node:path";
import type { OverlayOptions } from "sharp";

import { SHARE_IMAGE } from "~/lib/page/share-image";

const FONTS = path.resolve(process.cwd(), "app/features/share-image/fonts");
const FONT_FAMILY = "Noto Sans Devanagari";
const FONT_FILES = {
  regular: path.join(FONTS, "NotoSansDevanagari-Regular.ttf"),
  bold: path.join(FONTS, "NotoSansDevanagari-Bold.ttf"),
};

/** The site's colours (app.css): the footer's blue, the header's, the crest's gold, and white. */
const COLOURS = { ground: "#132f5a", panel: "#ffffff", gold: "#f5b301", text: "#ffffff", soft: "#d9eaff" };

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;

export interface ShareDrawing {
  schoolName: string;
  /** The big words: the page's title, or the school's tagline on the home page's. */
  title: string;
  /** Whether `title` is the tagline, set lighter than a title. */
  tagline: boolean;
  /** The logo's large file: a square PNG on nothing (logo.server.ts). */
  logo: Buffer;
  /** A cover photo's bytes, drawn behind the words instead of the logo's panel. */
  cover?: Buffer;
}

const loadSharp = async () => (await import("sharp")).default;

/** Words as Pango markup takes them: the characters it reads as markup escaped. */
export function markupText(text: string) {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );
}

interface TextBox {
  width: number;
  maxHeight: number;
  /** Sizes to try, largest first: the first whose lines fit the box is taken. */
  sizes: readonly number[];
  bold: boolean;
  colour: string;
}

/** `text` set in `box`: its image (transparent around the letters) and its size. */
async function setText(text: string, box: TextBox) {
  const sharp = await loadSharp();
  let last: { input: Buffer; width: number; height: number } | undefined;
  for (const size of box.sizes) {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${box.colour}">${markupText(text)}</span>`,
        font: `${FONT_FAMILY} ${box.bold ? "Bold" : "Regular"} ${size}`,
        fontfile: box.bold ? FONT_FILES.bold : FONT_FILES.regular,
        width: box.width,
        dpi: 72,
        wrap: "word-char",
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    last = { input: data, width: info.width, height: info.height };
    if (info.height <= box.maxHeight) return last;
  }
  // Still too long at the smallest size: its first lines, cut at the box.
  const cut = await sharp(last!.input)
    .extract({ left: 0, top: 0, width: last!.width, height: box.maxHeight })
    .png()
    .toBuffer();
  return { input: cut, width: last!.width, height: box.maxHeight };
}

/** A share image of `drawing`: a PNG with the logo, a JPEG over a cover photo; within SHARE_IMAGE's weight. */
export async function drawShareImage(drawing: ShareDrawing): Promise<{ body: Buffer; type: "png" | "jpeg" }> {
  return drawing.cover ? drawOverCover(drawing, drawing.cover) : drawWithLogo(drawing);
}

async function drawWithLogo(drawing: ShareDrawing) {
  const sharp = await loadSharp();
  // A white panel on the left with the logo in it; the words to its right, centred on the height.
  const panel = { left: 70, size: 400, radius: 36 };
  const logoSize = 340;
  const textLeft = panel.left + panel.size + 60;
  const textWidth = WIDTH - textLeft - 70;
  const name = await setText(drawing.schoolName, {
    width: textWidth,
    maxHeight: 130,
    sizes: [44, 40, 36, 32, 28],
    bold: true,
    colour: COLOURS.soft,
  });
  const title = await setText(drawing.title, {
    width: textWidth,
    maxHeight: 300,
    sizes: drawing.tagline ? [56, 48, 42, 36] : [72, 64, 56, 48, 42, 36],
    bold: !drawing.tagline,
    colour: COLOURS.text,
  });
  const rule = { height: 8, width: 96, gap: 28 };
  const block = name.height + rule.gap + rule.height + rule.gap + title.height;
  const top = Math.max(40, Math.round((HEIGHT - block) / 2));
  const panelTop = Math.round((HEIGHT - panel.size) / 2);
  const panelSvg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${panel.size}" height="${panel.size}"><rect width="100%" height="100%" rx="${panel.radius}" fill="${COLOURS.panel}"/></svg>`,
  );
  const logo = await sharp(drawing.logo)
    .resize(logoSize, logoSize, { fit: "contain", background: TRANSPARENT })
    .toBuffer();
  const layers: OverlayOptions[] = [
    { input: panelSvg, left: panel.left, top: panelTop },
    { input: logo, left: panel.left + (panel.size - logoSize) / 2, top: panelTop + (panel.size - logoSize) / 2 },
    { input: name.input, left: textLeft, top },
    { input: solid(rule.width, rule.height, COLOURS.gold), left: textLeft, top: top + name.height + rule.gap },
    { input: title.input, left: textLeft, top: top + name.height + 2 * rule.gap + rule.height },
    // The crest's gold along the foot.
    { input: solid(WIDTH, 14, COLOURS.gold), left: 0, top: HEIGHT - 14 },
  ];
  const image = sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: COLOURS.ground } })
    .composite(layers)
    .flatten();
  let body = await image.png({ compressionLevel: 9 }).toBuffer();
  // A photograph for a logo can weigh more than flat colours: fewer colours then, as the weight requires.
  if (body.length > SHARE_IMAGE.maxBytes) body = await sharp(body).png({ palette: true, colours: 256 }).toBuffer();
  return { body, type: "png" as const };
}

async function drawOverCover(drawing: ShareDrawing, cover: Buffer) {
  const sharp = await loadSharp();
  const photo = await sharp(cover, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(WIDTH, HEIGHT, { fit: "cover", position: "attention" })
    .toBuffer();
  // Darker towards the foot, where the words stand, so they read on any photo.
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
  );
  const badge = 96;
  const logo = await sharp(drawing.logo)
    .resize(badge - 16, badge - 16, { fit: "contain", background: TRANSPARENT })
    .toBuffer();
  const name = await setText(drawing.schoolName, {
    width: WIDTH - 60 - badge - 24 - 60,
    maxHeight: 60,
    sizes: [32, 28, 24],
    bold: true,
    colour: COLOURS.text,
  });
  const title = await setText(drawing.title, {
    width: WIDTH - 120,
    maxHeight: 230,
    sizes: [64, 56, 48, 42, 36],
    bold: true,
    colour: COLOURS.text,
  });
  const footTop = HEIGHT - 50 - badge;
  const layers: OverlayOptions[] = [
    { input: shade, left: 0, top: 0 },
    { input: title.input, left: 60, top: footTop - 24 - title.height },
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${badge}" height="${badge}"><rect width="100%" height="100%" rx="18" fill="${COLOURS.panel}"/></svg>`,
      ),
      left: 60,
      top: footTop,
    },
    { input: logo, left: 68, top: footTop + 8 },
    { input: name.input, left: 60 + badge + 24, top: footTop + Math.round((badge - name.height) / 2) },
  ];
  const image = sharp(photo).composite(layers).flatten();
  let body = Buffer.alloc(0);
  for (const quality of [82, 70, 55, 40]) {
    body = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (body.length <= SHARE_IMAGE.maxBytes) break;
  }
  return { body, type: "jpeg" as const };
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

const solid = (width: number, height: number, colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`,
  );

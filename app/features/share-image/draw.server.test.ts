import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { placeholderLogoFiles } from "~/features/settings/logo.server";
import { SHARE_IMAGE } from "~/lib/page/share-image";

import { drawShareImage, markupText } from "./draw.server";

/** How many of a share image's pixels in `box` are light: where words were set, many are. */
async function lightPixelsIn(body: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const { data } = await sharp(body).extract(box).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((level) => level > 200).length;
}

describe("a share image (decision 0076)", () => {
  it.each([
    ["an English title", "Fatehabad International School", "Admissions"],
    ["a Hindi title", "फ़तेहाबाद इंटरनेशनल स्कूल", "अनिवार्य सार्वजनिक प्रकटीकरण"],
    ["a title far too long", "Fatehabad International School", "A very long title ".repeat(40)],
  ])("with %s is a 1200×630 PNG of at most 600 KB", async (_, schoolName, title) => {
    const { large } = await placeholderLogoFiles();
    const image = await drawShareImage({ schoolName, title, tagline: false, logo: large });
    expect(image.type).toBe("png");
    const { format, width, height } = await sharp(image.body).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
    expect(image.body.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
    // Words are drawn to the right of the logo's panel.
    expect(await lightPixelsIn(image.body, { left: 540, top: 100, width: 600, height: 430 })).toBeGreaterThan(1000);
  });

  it("sets Hindi in Devanagari, not as boxes: the kept font has its letters and Pango joins them", async () => {
    // A letter no font has is drawn as a box the width of a character, one box a code point. प्रवेश is six code
    // points that the font shapes into three clusters: far narrower than six boxes (as a server without the font
    // would draw it).
    const widthOf = async (title: string) => {
      const { large } = await placeholderLogoFiles();
      const image = await drawShareImage({ schoolName: "S", title, tagline: false, logo: large });
      const { data, info } = await sharp(image.body)
        .extract({ left: 540, top: 0, width: 660, height: 600 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const lit = [...data.keys()].filter((index) => data[index]! > 200).map((index) => index % info.width);
      return Math.max(...lit) - Math.min(...lit);
    };
    const boxes = await widthOf("\uE000\uE001\uE002\uE003\uE004\uE005");
    expect(await widthOf("प्रवेश")).toBeLessThan(boxes * 0.6);
  });

  it("over a cover photo is a 1200×630 JPEG of at most 600 KB", async () => {
    const { large } = await placeholderLogoFiles();
    // A photo of noise: the hardest to make small.
    const noise = Buffer.alloc(1600 * 900 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const cover = await sharp(noise, { raw: { width: 1600, height: 900, channels: 3 } })
      .webp()
      .toBuffer();
    const image = await drawShareImage({
      schoolName: "School",
      title: "Sports Day",
      tagline: false,
      logo: large,
      cover,
    });
    expect(image.type).toBe("jpeg");
    const { format, width, height } = await sharp(image.body).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    expect(image.body.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
  });

  it("sets words as words: what Pango would read as markup is escaped", () => {
    expect(markupText(`<b>Tom & "Jerry's"</b>`)).toBe("&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;");
  });
});

import { describe, expect, it } from "vitest";

import { imageKindOf } from "./uploaded-file.server";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (words: string) => new TextEncoder().encode(words);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>';

describe("what an uploaded image is, by its first bytes (decision 0076)", () => {
  it.each([
    ["png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)],
    ["webp", text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ")],
    ["gif", text("GIF89a\u0001\u0000")],
  ])("tells a %s by its signature", (kind, start) => {
    expect(imageKindOf(start)).toBe(kind);
  });

  it.each([
    ["bare", SVG],
    ["after an XML declaration", `<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`],
    ["after a byte-order mark", `\uFEFF${SVG}`],
    [
      "after comments and a doctype",
      `<!-- Made with a drawing program -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${SVG}`,
    ],
    ["after a doctype with entities", `<!DOCTYPE svg [ <!ENTITY ns "http://www.w3.org/2000/svg"> ]>${SVG}`],
  ])("tells an SVG %s", (_, words) => {
    expect(imageKindOf(text(words))).toBe("svg");
  });

  it.each([
    ["an HTML page named logo.svg", "<!DOCTYPE html><html><body><svg></svg><script>alert(1)</script></body></html>"],
    ["a page with an SVG inside", "<html><svg/></html>"],
    ["an element whose name starts with svg", "<svgfoo/>"],
    ["plain words", "Fatehabad International School"],
    ["a PDF", "%PDF-1.4\n"],
    ["nothing", ""],
  ])("is none for %s", (_, words) => {
    expect(imageKindOf(text(words))).toBeNull();
  });

  it("reads a view into a larger buffer from its own start", () => {
    const whole = Buffer.concat([Buffer.from("junk"), Buffer.from(SVG)]);
    expect(imageKindOf(whole.subarray(4))).toBe("svg");
  });
});

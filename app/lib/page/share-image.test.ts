import { describe, expect, it } from "vitest";

import { pageShareImagePath, shareImageType } from "./share-image";

describe("a page's share image address (decision 0076)", () => {
  it("names the language, the page's message and the frame's version", () => {
    expect(pageShareImagePath({ locale: "hi", page: "a+b/c", version: "0123abcd" })).toBe(
      "/share.png?lang=hi&page=a%2Bb%2Fc&v=0123abcd",
    );
    // The home page's: the school's tagline, no page.
    expect(pageShareImagePath({ locale: "en", version: "0123abcd" })).toBe("/share.png?lang=en&v=0123abcd");
  });

  it("is a PNG drawn with the logo, a JPEG over a cover photo", () => {
    expect(shareImageType("/share.png?lang=en&v=1")).toBe("image/png");
    expect(shareImageType("/share.jpg?lang=en&text=Sports+Day&cover=gallery%2F1%2F1600.webp&sig=x&v=1")).toBe(
      "image/jpeg",
    );
  });
});

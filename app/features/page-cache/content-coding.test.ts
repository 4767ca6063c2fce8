import { describe, expect, it } from "vitest";

import { contentCoding } from "./content-coding";

describe("which body a cached page is sent in", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"], // Chromium
    ["gzip, deflate, br", "br"], // Firefox, Safari
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["deflate", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity;q=1, gzip;q=0.5", "identity"],
    ["GZIP", "gzip"],
  ])("%s: %s", (acceptEncoding, expected) => {
    expect(contentCoding(acceptEncoding, true)).toBe(expected);
  });

  it("gzip while the brotli body is not made yet", () => {
    expect(contentCoding("gzip, deflate, br, zstd", false)).toBe("gzip");
    expect(contentCoding("br", false)).toBe("identity");
  });
});

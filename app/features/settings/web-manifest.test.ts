import { describe, expect, it } from "vitest";

import { schoolLogo } from "./logo";
import { shortNameOf, webManifest } from "./web-manifest";

describe("the web app manifest (decision 0076)", () => {
  it.each([
    ["St. Mary's", "St. Mary's"],
    ["Fatehabad International School", "FIS"],
    ["Delhi Public School, Fatehabad", "DPSF"],
    ["Supercalifragilisticschool", "Supercalifra"],
  ])("calls %j %j under its icon (at most 12 characters)", (name, short) => {
    expect(shortNameOf(name)).toBe(short);
    expect(shortNameOf(name).length).toBeLessThanOrEqual(12);
  });

  it("names the school, its colours and the logo's 192 and 512 px icons", () => {
    expect(
      webManifest({
        schoolName: "Fatehabad International School",
        shortDescription: "A school.",
        logo: schoolLogo("logo/1"),
      }),
    ).toEqual({
      name: "Fatehabad International School",
      short_name: "FIS",
      description: "A school.",
      lang: "en-IN",
      start_url: "/",
      scope: "/",
      display: "browser",
      theme_color: "#163f7c",
      background_color: "#ffffff",
      icons: [
        { src: "/uploads/logo/1/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/uploads/logo/1/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      ],
    });
  });
});

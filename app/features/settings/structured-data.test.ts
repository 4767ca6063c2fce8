import { describe, expect, it } from "vitest";

import { defaultSiteSettings, hindiSiteSettings } from "../../../db/seed-data";
import { localizeSettings, type SiteSettings } from "./settings";
import { jsonForScript, schoolStructuredData } from "./structured-data";

const seeded = { ...defaultSiteSettings, ...hindiSiteSettings } as Parameters<typeof localizeSettings>[0];
const inLanguage = (locale: "en" | "hi") => localizeSettings(seeded, locale) as unknown as SiteSettings;

describe("schema.org School data", () => {
  it("is built from the settings record", () => {
    const data = schoolStructuredData(defaultSiteSettings as never, "https://school.example");
    expect(data).toMatchObject({
      "@type": "School",
      name: defaultSiteSettings.schoolName,
      url: "https://school.example/",
      address: { streetAddress: "Khan Mohammed Road", addressLocality: "Fatehabad", postalCode: "125050" },
    });
  });

  it("is in the page's language: the Hindi tagline, description and address on a Hindi page (decision 0054)", () => {
    const english = schoolStructuredData(inLanguage("en"), "https://school.example", "en");
    expect(english).toMatchObject({
      name: "Fatehabad International School",
      slogan: "Learning Beyond Boundaries",
      url: "https://school.example/",
      address: { name: "Khan Mohammed Road, Fatehabad 125050, Haryana, India", streetAddress: "Khan Mohammed Road" },
    });
    const hindi = schoolStructuredData(inLanguage("hi"), "https://school.example", "hi");
    expect(hindi).toMatchObject({
      // The school's name stays as written (docs/hindi-glossary.md) until the school sets a Hindi one.
      name: "Fatehabad International School",
      slogan: hindiSiteSettings.taglineHi,
      description: hindiSiteSettings.shortDescriptionHi,
      url: "https://school.example/hi",
      // The postal parts stay as the post writes them.
      address: { streetAddress: "Khan Mohammed Road", addressLocality: "Fatehabad" },
    });
    const named = { ...seeded, schoolNameHi: "फ़तेहाबाद इंटरनेशनल स्कूल" };
    expect(schoolStructuredData(localizeSettings(named, "hi") as never, "https://school.example", "hi").name).toBe(
      "फ़तेहाबाद इंटरनेशनल स्कूल",
    );
  });

  it("names the school's own social pages only: none while they are blank or a network's home page", () => {
    expect(schoolStructuredData(defaultSiteSettings as never, "https://school.example")).not.toHaveProperty("sameAs");
    const someSet = {
      ...defaultSiteSettings,
      facebookUrl: "https://www.facebook.com/fatehabadschool",
      instagramUrl: "https://www.instagram.com/",
      youtubeUrl: "https://www.youtube.com/@fatehabadschool",
    };
    expect(schoolStructuredData(someSet as never, "https://school.example")).toMatchObject({
      sameAs: ["https://www.facebook.com/fatehabadschool", "https://www.youtube.com/@fatehabadschool"],
    });
  });

  it("names the map link when one is set, and none otherwise", () => {
    expect(schoolStructuredData(defaultSiteSettings as never, "https://school.example")).not.toHaveProperty("hasMap");
    const withMap = { ...defaultSiteSettings, mapUrl: "https://maps.google.com/?q=Fatehabad" };
    expect(schoolStructuredData(withMap as never, "https://school.example")).toMatchObject({
      hasMap: "https://maps.google.com/?q=Fatehabad",
    });
  });

  it("cannot close its <script> element early", () => {
    expect(jsonForScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

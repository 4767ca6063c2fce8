import { describe, expect, it } from "vitest";

import { defaultSiteSettings, hindiSiteSettings } from "../../../db/seed-data";
import { schoolLogo } from "./logo";
import { localizeSettings, type SiteSettings } from "./settings";
import { jsonForScript, schoolStructuredData } from "./structured-data";

const seeded = { ...defaultSiteSettings, ...hindiSiteSettings } as Parameters<typeof localizeSettings>[0];
const inLanguage = (locale: "en" | "hi") =>
  ({ ...localizeSettings(seeded, locale), logo: schoolLogo(null) }) as unknown as SiteSettings;
/** The settings a new install's pages read: the placeholder crest. */
const site = { ...defaultSiteSettings, logo: schoolLogo(null) };

describe("schema.org School data", () => {
  it("is built from the settings record", () => {
    const data = schoolStructuredData(site as never, "https://school.example");
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
    const namedSite = { ...localizeSettings(named, "hi"), logo: schoolLogo(null) };
    expect(schoolStructuredData(namedSite as never, "https://school.example", "hi").name).toBe("फ़तेहाबाद इंटरनेशनल स्कूल");
  });

  it("names the school's own social pages only: none while they are blank or a network's home page", () => {
    expect(schoolStructuredData(site as never, "https://school.example")).not.toHaveProperty("sameAs");
    const someSet = {
      ...site,
      facebookUrl: "https://www.facebook.com/fatehabadschool",
      instagramUrl: "https://www.instagram.com/",
      youtubeUrl: "https://www.youtube.com/@fatehabadschool",
    };
    expect(schoolStructuredData(someSet as never, "https://school.example")).toMatchObject({
      sameAs: ["https://www.facebook.com/fatehabadschool", "https://www.youtube.com/@fatehabadschool"],
    });
  });

  it("names the map link when one is set, and none otherwise", () => {
    expect(schoolStructuredData(site as never, "https://school.example")).not.toHaveProperty("hasMap");
    const withMap = { ...site, mapUrl: "https://maps.google.com/?q=Fatehabad" };
    expect(schoolStructuredData(withMap as never, "https://school.example")).toMatchObject({
      hasMap: "https://maps.google.com/?q=Fatehabad",
    });
  });

  it("names the school's logo as an absolute PNG address: the placeholder's until one is uploaded (decision 0076)", () => {
    expect(schoolStructuredData(site as never, "https://school.example").logo).toBe(
      "https://school.example/icons/icon-512.png",
    );
    const uploaded = { ...site, logo: schoolLogo("logo/0a1b") };
    expect(schoolStructuredData(uploaded as never, "https://school.example").logo).toBe(
      "https://school.example/uploads/logo/0a1b/icon-512.png",
    );
  });

  it("cannot close its <script> element early", () => {
    expect(jsonForScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

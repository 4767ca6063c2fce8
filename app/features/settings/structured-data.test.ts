import { describe, expect, it } from "vitest";

import { defaultSiteSettings } from "../../../db/seed-data";
import { jsonForScript, schoolStructuredData } from "./structured-data";

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

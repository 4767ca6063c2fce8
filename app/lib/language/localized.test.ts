import { describe, expect, it } from "vitest";

import { asLocalText, localized, localizedOptional } from "./localized";

describe("staff's text in the page's language (decision 0054)", () => {
  it("shows the Hindi on a Hindi page when staff wrote it, with no mark", () => {
    expect(localized("Sports day", "खेल दिवस", "hi")).toEqual({ text: "खेल दिवस" });
  });

  it("shows the English on a Hindi page when there is no Hindi, marked English", () => {
    expect(localized("Sports day", null, "hi")).toEqual({ text: "Sports day", lang: "en" });
    expect(localized("Sports day", undefined, "hi")).toEqual({ text: "Sports day", lang: "en" });
    // A Hindi field left blank, or only spaces, is no Hindi.
    expect(localized("Sports day", "   ", "hi")).toEqual({ text: "Sports day", lang: "en" });
  });

  it("shows the English on an English page, with no mark, whatever the Hindi", () => {
    expect(localized("Sports day", "खेल दिवस", "en")).toEqual({ text: "Sports day" });
    expect(localized("Sports day", null, "en")).toEqual({ text: "Sports day" });
  });

  it("marks nothing when there is nothing to show", () => {
    expect(localized("", null, "hi")).toEqual({ text: "" });
  });

  it("trims the Hindi it shows", () => {
    expect(localized("Sports day", " खेल दिवस\n", "hi")).toEqual({ text: "खेल दिवस" });
  });

  it("gives no text for an optional field empty in the page's language and in English", () => {
    expect(localizedOptional(null, null, "hi")).toBeNull();
    expect(localizedOptional("", "", "en")).toBeNull();
    expect(localizedOptional(null, "कक्षाएँ", "en")).toBeNull();
    expect(localizedOptional(null, "कक्षाएँ", "hi")).toEqual({ text: "कक्षाएँ" });
    expect(localizedOptional("Classrooms", null, "hi")).toEqual({ text: "Classrooms", lang: "en" });
    expect(localizedOptional("Classrooms", "कक्षाएँ", "en")).toEqual({ text: "Classrooms" });
  });

  it("takes a page's own words as they are", () => {
    expect(asLocalText("Admissions")).toEqual({ text: "Admissions" });
    expect(asLocalText({ text: "Sports day", lang: "en" })).toEqual({ text: "Sports day", lang: "en" });
  });
});

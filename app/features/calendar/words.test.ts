import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";

import { CATEGORY_NAMES, dayLinkLabel } from "./words";

const [english, hindi] = await Promise.all([i18nFor("en"), i18nFor("hi")]);

describe("a day's link in the month view, as a screen reader says it", () => {
  it("names the date, whether it is today, and how many events it has", () => {
    expect(dayLinkLabel(english, "2026-12-02", 2, false, "en")).toBe("2 December 2026, 2 events");
    expect(dayLinkLabel(english, "2026-12-02", 1, true, "en")).toBe("2 December 2026, today, 1 event");
    expect(dayLinkLabel(english, "2026-12-03", 0, false, "en")).toBe("3 December 2026, no events");
  });

  it("says it in Hindi on a Hindi page", () => {
    expect(dayLinkLabel(hindi, "2026-12-02", 2, false, "hi")).toBe("2 दिसंबर 2026, 2 कार्यक्रम");
    expect(dayLinkLabel(hindi, "2026-12-02", 1, true, "hi")).toBe("2 दिसंबर 2026, आज, 1 कार्यक्रम");
    expect(dayLinkLabel(hindi, "2026-12-03", 0, false, "hi")).toBe("3 दिसंबर 2026, कोई कार्यक्रम नहीं");
  });
});

describe("the categories' names", () => {
  it("are the specification's on English pages and the glossary's on Hindi ones", () => {
    expect(Object.values(CATEGORY_NAMES).map((name) => english._(name))).toEqual([
      "All",
      "Holidays",
      "PTM",
      "Events",
      "Activity",
    ]);
    expect(Object.values(CATEGORY_NAMES).map((name) => hindi._(name))).toEqual([
      "सभी",
      "अवकाश",
      "अभिभावक-शिक्षक बैठक",
      "कार्यक्रम",
      "गतिविधि",
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { englishPathOf, localeOf, pathIn } from "./locale";

describe("the language of an address", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/history", "en"],
    ["/hindi", "en"],
    ["/hi", "hi"],
    ["/hi/", "hi"],
    ["/hi/about", "hi"],
    ["/hi/no-such-page", "hi"],
  ] as const)("%s is %s", (path, locale) => {
    expect(localeOf(path)).toBe(locale);
  });

  it.each([
    ["/", "/", "/hi"],
    ["/about", "/about", "/hi/about"],
    ["/hi", "/", "/hi"],
    ["/hi/contact", "/contact", "/hi/contact"],
    ["/hindi", "/hindi", "/hi/hindi"],
    ["/?form=visit", "/?form=visit", "/hi?form=visit"],
    ["/hi/calendar?view=month#month", "/calendar?view=month#month", "/hi/calendar?view=month#month"],
  ])("%s is %s in English and %s in Hindi", (path, english, hindi) => {
    if (!/[?#]/.test(path)) expect(englishPathOf(path)).toBe(english);
    expect(pathIn("en", path)).toBe(english);
    expect(pathIn("hi", path)).toBe(hindi);
  });
});

import { describe, expect, it } from "vitest";

import { CLASSES, VISIT_TIMES } from "~/features/admissions/options";
import { i18nFor } from "~/lib/language/i18n";

import { HINDI_CLASSES, HINDI_VISIT_TIMES } from "../../../tests/support/hindi-lists";
import { classIn, clockIn, dayIn, greetingTo, signOff } from "./parent-words";

describe("what a parent's mail says in their language", () => {
  it("leaves an English class, time and day as the forms and the office write them", () => {
    for (const className of CLASSES) expect(classIn("en", className)).toBe(className);
    for (const time of VISIT_TIMES) expect(clockIn("en", time)).toBe(time);
    expect(dayIn("en", "2026-11-25")).toBe("Wednesday, 25 November 2026");
  });

  it("writes every class in Hindi as the glossary does, with Latin digits", () => {
    expect(CLASSES.map((className) => classIn("hi", className))).toEqual(HINDI_CLASSES);
  });

  it("writes every visit time and a day in Hindi: the part of the day, Latin digits, day first", () => {
    expect(VISIT_TIMES.map((time) => clockIn("hi", time))).toEqual(HINDI_VISIT_TIMES);
    expect(dayIn("hi", "2026-11-25")).toBe("बुधवार, 25 नवंबर 2026");
    expect(dayIn("hi", "2027-03-01")).toBe("सोमवार, 1 मार्च 2027");
  });

  it("greets and signs off in the request's language", async () => {
    const [english, hindi] = await Promise.all([i18nFor("en"), i18nFor("hi")]);
    expect(greetingTo(english, " Ravi Kumar ")).toBe("Dear Ravi Kumar,");
    expect(greetingTo(english, null)).toBe("Dear parent,");
    expect(signOff(english)).toBe("Kind regards,\nThe school office");
    expect(greetingTo(hindi, "Ravi Kumar")).toBe("नमस्ते Ravi Kumar जी,");
    expect(greetingTo(hindi, "  ")).toBe("आदरणीय अभिभावक,");
    expect(signOff(hindi)).toBe("सादर,\nविद्यालय कार्यालय");
  });
});

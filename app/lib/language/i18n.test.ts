import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";

import { i18nFor } from "./i18n";

const [english, hindi] = await Promise.all([i18nFor("en"), i18nFor("hi")]);

describe("messages in the page's language (decision 0051)", () => {
  it("says the footer's message with parameters in each language", () => {
    const year = 2026;
    const school = "The School";
    // The same words as the footer's <Trans>, so the same id.
    const copyright = msg`© ${year} ${school}. All rights reserved.`;
    expect(english._(copyright)).toBe("© 2026 The School. All rights reserved.");
    expect(hindi._(copyright)).toBe("© 2026 The School। सर्वाधिकार सुरक्षित।");
  });

  it("gives each render an instance of its own, with its language's catalog alone", () => {
    expect(english._(msg`Home`)).toBe("Home");
    expect(hindi._(msg`Home`)).toBe("मुख्य पृष्ठ");
    expect(Object.keys(english.messages)).toHaveLength(Object.keys(hindi.messages).length);
    expect(JSON.stringify(english.messages)).not.toMatch(/[\u0900-\u097F]/);
  });
});

// What a Hindi text may say in Latin letters (docs/hindi-glossary.md): CBSE, the accessibility standards' names as
// they are cited, Roman numerals and a section's letter. The rest (PDF, WhatsApp) is written in Devanagari. The
// browser tests read the Hindi pages too, but meet only the texts their data shows ("PDF: 1" needs a notice with one).
const LATIN_IN_HINDI = new Set(["CBSE", "WCAG", "GIGW", "AA"]);

/** A compiled message's words: its text, and the text of its plural and select forms, without the names of its values. */
function wordsOf(message: unknown): string[] {
  if (typeof message === "string") return [message];
  if (!Array.isArray(message)) return [];
  return message.flatMap((part: unknown) => {
    if (typeof part === "string") return [part];
    // A value: [name], or [name, "plural", { one: …, other: … }].
    const forms = Array.isArray(part) ? part[2] : undefined;
    return forms && typeof forms === "object" ? Object.values(forms).flatMap(wordsOf) : [];
  });
}

describe("the Hindi catalog", () => {
  it("writes in Devanagari all but the names the glossary keeps in Latin letters", () => {
    const latin = new Set<string>();
    for (const text of Object.values(hindi.messages).flatMap(wordsOf))
      for (const [word] of text.replace(/\S+@\S+|\bhttps?:\/\/\S+/g, " ").matchAll(/[A-Za-z][A-Za-z'’]*/g))
        if (!LATIN_IN_HINDI.has(word) && !/^([IVXLC]+|[A-Z])$/.test(word)) latin.add(word);
    expect([...latin]).toEqual([]);
  });

  it("is read into its plural forms too", () => {
    expect(wordsOf(["Page ", ["n", "plural", { one: ["#", " page"], other: ["#", " pages"] }]])).toEqual([
      "Page ",
      "#",
      " page",
      "#",
      " pages",
    ]);
  });
});

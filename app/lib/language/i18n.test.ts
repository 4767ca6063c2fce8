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

import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";

import { askedInMail } from "./data-request.server";
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_KINDS } from "./schema";

describe("what a data request asks, as the parent's mails say it", () => {
  it("is in English the form's label in lower case, as the mails always said it", async () => {
    const english = await i18nFor("en");
    for (const kind of DATA_REQUEST_KINDS) {
      expect(askedInMail(english, kind)).toBe(DATA_REQUEST_KIND_LABELS[kind].toLowerCase());
    }
  });

  it("is in Hindi a phrase of its own for each kind", async () => {
    const hindi = await i18nFor("hi");
    const phrases = DATA_REQUEST_KINDS.map((kind) => askedInMail(hindi, kind));
    expect(new Set(phrases).size).toBe(DATA_REQUEST_KINDS.length);
    for (const phrase of phrases) expect(phrase).toMatch(/^[\u0900-\u097F ]+$/);
  });
});

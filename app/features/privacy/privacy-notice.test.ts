import { describe, expect, it } from "vitest";

import { noticeBlocks, noticeLanguage, privacyContact } from "./privacy-notice";

describe("the privacy notice", () => {
  it("reads headings, lists and paragraphs from the text staff write, and nothing else", () => {
    expect(
      noticeBlocks("Intro line one\nline two\n\n## Rights\n- access\n- erasure\nAfter the list.\n\n<b>bold</b>"),
    ).toEqual([
      { kind: "paragraph", text: "Intro line one line two" },
      { kind: "heading", text: "Rights" },
      { kind: "list", items: ["access", "erasure"] },
      { kind: "paragraph", text: "After the list." },
      { kind: "paragraph", text: "<b>bold</b>" },
    ]);
  });

  it("is in Hindi only when asked with lang=hi", () => {
    expect(noticeLanguage("hi")).toBe("hi");
    expect(noticeLanguage("en")).toBe("en");
    expect(noticeLanguage(null)).toBe("en");
    expect(noticeLanguage("fr")).toBe("en");
  });

  it("names the privacy contact from the settings, else the Principal at the school's e-mail and phone", () => {
    const school = { email: "office@school.in", phonePrimary: "+91 98120 45678" };
    expect(
      privacyContact({ ...school, privacyContactName: "", privacyContactEmail: "", privacyContactPhone: "" }),
    ).toEqual({
      name: null,
      email: "office@school.in",
      phone: "+91 98120 45678",
    });
    expect(
      privacyContact({
        ...school,
        privacyContactName: "Mrs. Sunita Rani",
        privacyContactEmail: "privacy@school.in",
        privacyContactPhone: "+91 99999 00000",
      }),
    ).toEqual({ name: "Mrs. Sunita Rani", email: "privacy@school.in", phone: "+91 99999 00000" });
  });
});

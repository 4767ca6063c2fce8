import { describe, expect, it } from "vitest";

import { movedNoticeAddress, noticeBlocks, privacyContact } from "./privacy-notice";

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

  it("sends the old address of the Hindi notice, ?lang=hi, to /hi/privacy, keeping the version asked for", () => {
    const moved = (address: string) => movedNoticeAddress(new URL(address, "https://school.example"));
    expect(moved("/privacy?lang=hi")).toBe("/hi/privacy");
    expect(moved("/privacy?lang=hi&version=1")).toBe("/hi/privacy?version=1");
    expect(moved("/privacy?version=2&lang=hi&utm_source=sms")).toBe("/hi/privacy?version=2&utm_source=sms");
    expect(moved("/hi/privacy?lang=hi")).toBe("/hi/privacy");
  });

  it("leaves every other address where it is", () => {
    const moved = (address: string) => movedNoticeAddress(new URL(address, "https://school.example"));
    expect(moved("/privacy")).toBeNull();
    expect(moved("/privacy?version=1")).toBeNull();
    expect(moved("/privacy?lang=en")).toBeNull();
    expect(moved("/hi/privacy?version=1")).toBeNull();
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

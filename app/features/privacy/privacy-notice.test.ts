import { describe, expect, it } from "vitest";

import { contactSchema } from "~/features/contact/schema";
import { dataRequestSchema } from "~/features/data-requests/schema";
import { enquirySchema } from "~/features/enquiries/schema";
import { visitRequestSchema } from "~/features/visits/schema";

import { COLLECTING_FORMS, noticeBlocks, noticeLanguage, privacyContact } from "./privacy-notice";

describe("the privacy notice", () => {
  it("names every field each public form collects, and only those", () => {
    const schemas = {
      visit: visitRequestSchema("2026-11-24"),
      enquiry: enquirySchema,
      contact: contactSchema,
      data_request: dataRequestSchema,
    };
    for (const form of COLLECTING_FORMS) {
      expect(form.fields.map((field) => field.key).sort()).toEqual(Object.keys(schemas[form.form].shape).sort());
      for (const field of form.fields) {
        expect(field.en).not.toBe("");
        expect(field.hi).not.toBe("");
      }
    }
  });

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

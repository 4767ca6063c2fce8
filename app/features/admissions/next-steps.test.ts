import { describe, expect, it } from "vitest";

import { sentAdmissionForm, sentHref } from "./next-steps";

describe("which admissions form was just sent", () => {
  it("is the one the redirect names", () => {
    expect(sentHref("visit")).toBe("/admissions?sent=visit");
    expect(sentAdmissionForm(new URLSearchParams("sent=visit"))).toBe("visit");
    expect(sentAdmissionForm(new URLSearchParams("sent=enquiry"))).toBe("enquiry");
  });

  it("is the one whose reply says it was sent", () => {
    expect(sentAdmissionForm(new URLSearchParams(), { enquiry: { form: "enquiry", sent: true } })).toBe("enquiry");
  });

  it("is none otherwise", () => {
    expect(sentAdmissionForm(new URLSearchParams())).toBeNull();
    expect(sentAdmissionForm(new URLSearchParams("sent=contact&form=visit"))).toBeNull();
    expect(
      sentAdmissionForm(new URLSearchParams(), { visit: { form: "visit", result: {} }, enquiry: undefined }),
    ).toBeNull();
  });
});

import { describe, expect, it } from "vitest";

import { phoneHref, whatsappNumber, whatsappUrl } from "./contact-links";

describe("a parent's number for WhatsApp", () => {
  it.each([
    ["98765 43210", "919876543210"],
    ["098765-43210", "919876543210"],
    ["+91 98765 43210", "919876543210"],
    ["91 98765 43210", "919876543210"],
    ["+91-98765-43210", "919876543210"],
    ["6012345678", "916012345678"],
    ["+971 50 123 4567", "971501234567"],
    ["+44 7700 900123", "447700900123"],
  ])("reads %j as %s", (typed, number) => {
    expect(whatsappNumber(typed)).toBe(number);
  });

  it.each(["12345", "01662 234567", "5876543210", "+12", "abc", ""])("is none for %j", (typed) => {
    expect(whatsappNumber(typed)).toBeNull();
  });

  it("opens wa.me with the message typed in", () => {
    expect(whatsappUrl("98765 43210", "Namaste! About your visit & the bus?")).toBe(
      "https://wa.me/919876543210?text=Namaste!%20About%20your%20visit%20%26%20the%20bus%3F",
    );
    expect(whatsappUrl("12345", "x")).toBeNull();
  });
});

describe("a parent's number to call", () => {
  it.each([
    ["98765 43210", "tel:+919876543210"],
    ["098765-43210", "tel:+919876543210"],
    ["+91 98765 43210", "tel:+919876543210"],
    ["01662 234567", "tel:01662234567"],
    ["+971 50 123 4567", "tel:+971501234567"],
  ])("calls %j at %s", (typed, href) => {
    expect(phoneHref(typed)).toBe(href);
  });
});

import { describe, expect, it } from "vitest";

import { i18nFor } from "~/lib/language/i18n";

import { contactBarLinks, ENQUIRY_HREF, WHATSAPP_GREETING } from "./contact-bar";

const [english, hindi] = await Promise.all([i18nFor("en"), i18nFor("hi")]);
const hello = english._(WHATSAPP_GREETING);
const greeting = "?text=Namaste!%20I%20have%20a%20question%20about%20the%20school.";

describe("the phone bar's links (decision 0039)", () => {
  it("calls the first phone and opens WhatsApp on it when it can be a WhatsApp number", () => {
    expect(contactBarLinks({ phonePrimary: "98765 43210", phoneSecondary: "+91 91234 56789" }, hello)).toEqual({
      call: "tel:+919876543210",
      whatsapp: `https://wa.me/919876543210${greeting}`,
      enquire: "/admissions?form=enquiry",
    });
  });

  it("opens WhatsApp on the second phone when the first is a landline", () => {
    const links = contactBarLinks({ phonePrimary: "01667 234567", phoneSecondary: "98765 43210" }, hello);
    expect(links.call).toBe("tel:01667234567");
    expect(links.whatsapp).toBe(`https://wa.me/919876543210${greeting}`);
  });

  it("offers no WhatsApp when neither phone can be a WhatsApp number", () => {
    expect(
      contactBarLinks({ phonePrimary: "01667 234567", phoneSecondary: "01667 234568" }, hello).whatsapp,
    ).toBeNull();
  });

  it("starts the WhatsApp message in Hindi from a Hindi page", () => {
    const links = contactBarLinks({ phonePrimary: "98765 43210", phoneSecondary: "" }, hindi._(WHATSAPP_GREETING));
    const text = new URL(links.whatsapp!).searchParams.get("text");
    expect(text).toBe("नमस्ते! मुझे विद्यालय के बारे में कुछ पूछना है।");
  });

  it("sends Enquire to the Admissions page with the enquiry form open", () => {
    expect(ENQUIRY_HREF).toBe("/admissions?form=enquiry");
  });
});

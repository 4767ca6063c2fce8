// The bar at the foot of every public page on a phone (decision 0039): Call, WhatsApp and Enquire, from School
// Settings. Shared by its own spec and the one visit each public page gets (whole-site/seo-and-a11y.spec.ts).
import { type Page } from "@playwright/test";

import { phoneHref, whatsappNumber } from "../../../app/lib/forms/contact-links";
import { school } from "./support";
import { expect } from "./test";

export const contactBar = (page: Page) => page.getByRole("navigation", { name: "Contact the school" });

/** The bar shows Call, WhatsApp and Enquire, linked from the settings, each a target a thumb can hit. */
export async function expectContactBar(page: Page) {
  const bar = contactBar(page);
  await expect(bar).toBeVisible();
  const links = bar.getByRole("link");
  await expect(links).toHaveText(["Call", "WhatsApp", "Enquire"]);
  await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", phoneHref(school.phonePrimary!));
  await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/${whatsappNumber(school.phonePrimary!)}\\?text=`),
  );
  await expect(bar.getByRole("link", { name: "Enquire" })).toHaveAttribute("href", "/admissions?form=enquiry");
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, "a 44px target").toBeGreaterThanOrEqual(44);
    expect(box.width, "a 44px target").toBeGreaterThanOrEqual(44);
  }
}

// On a phone every public page has a bar at its foot: Call, WhatsApp and
// Enquire, from School Settings (decision 0039). It never covers the page's
// end, a form's button, a toast or a dialog, and works without JavaScript.
import { type Browser, type Page } from "@playwright/test";

import { phoneHref } from "../../../app/lib/forms/contact-links";
import { contactBar, expectContactBar } from "../support/contact-bar";
import { giveConsent } from "../support/requests.ts";
import { desktop, openWithoutJavaScript, school, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const phone = { width: 360, height: 740 };

/** A new phone-sized browser context (touch, like a phone) on `path`. */
async function openOnPhone(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, viewport: phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Whether what shows at the middle of `selector`'s box is that element (or inside it), not something over it. */
function shownAtItsMiddle(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && element.contains(top);
  }, selector);
}

test.describe("The phone bar", () => {
  // Every public page's one visit at 360px checks the bar too (whole-site/seo-and-a11y.spec.ts).
  test("is on the page a wrong address opens at 360px, with Call, WhatsApp and Enquire from the settings", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await openOnPhone(browser, baseURL, "/no-such-page");
    try {
      await expectContactBar(page);
    } finally {
      await close();
    }
  });

  test("is hidden at 1280px, where the header has everything", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: desktop });
    const page = await context.newPage();
    try {
      await page.goto("/");
      await expect(page.getByRole("navigation", { name: "Contact the school", includeHidden: true })).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("works without JavaScript: Enquire opens the enquiry form, and the bar gives way to it", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, phone, "/calendar");
    try {
      await expectContactBar(page);
      await contactBar(page).getByRole("link", { name: "Enquire" }).click();
      await expect(page).toHaveURL(/\/admissions\?form=enquiry$/);
      await expect(page.getByRole("dialog", { name: "Admission Enquiry" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Contact the school", includeHidden: true })).toBeHidden();
    } finally {
      await close();
    }
  });

  test("is hidden while a dialog is open: sent open by the server, before any script runs", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: phone, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // Scripts held back, as on a slow network: the page is the server's HTML.
    await page.route(/\.js$/, () => undefined);
    try {
      await page.goto("/admissions?form=visit", { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("dialog", { name: "Schedule a Visit" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Contact the school", includeHidden: true })).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("does not cover the end of the page, or a field or button reached with the keyboard", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await openOnPhone(browser, baseURL, "/");
    try {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator("footer p").last()).toContainText("All rights reserved.");
      expect(await shownAtItsMiddle(page, "footer > div:last-child p:last-child")).toBe(true);

      await page.goto("/contact");
      await waitForHydration(page);
      // The button just inside the window's bottom edge, under the bar: the browser counts it as in view, and
      // would not scroll to it when it gets the focus, but for the room the page keeps there for the bar.
      const submit = "main form button[type=submit]";
      await page.evaluate((submit) => {
        const box = document.querySelector(submit)!.getBoundingClientRect();
        window.scrollBy(0, box.bottom - (window.innerHeight - 4));
      }, submit);
      expect(await shownAtItsMiddle(page, submit)).toBe(false);
      await page.getByRole("button", { name: "Send Message" }).focus();
      expect(await shownAtItsMiddle(page, submit)).toBe(true);
    } finally {
      await close();
    }
  });

  test("Enquire opens the form by a tap; the bar gives way, and after sending the page says what happens next", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await openOnPhone(browser, baseURL, "/admissions");
    try {
      await waitForHydration(page);
      await contactBar(page).getByRole("link", { name: "Enquire" }).tap();
      const dialog = page.getByRole("dialog", { name: "Admission Enquiry" });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Contact the school", includeHidden: true })).toBeHidden();

      await dialog.getByLabel("Your Name").fill("Meena Devi");
      await dialog.getByLabel("Relationship to Student").selectOption("Mother");
      await dialog.getByLabel("Student Name").fill("Kavya");
      await dialog.getByLabel("Class for Admission").selectOption("LKG");
      await dialog.getByLabel("Contact Number").fill("98765 43210");
      await giveConsent(dialog);
      await dialog.getByRole("button", { name: "Submit Enquiry" }).tap();

      // The specification's toast, word for word, above the bar.
      const toast = page.getByText("Enquiry submitted successfully! We'll contact you soon.");
      await expect(toast).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(contactBar(page)).toBeVisible();
      const barTop = (await contactBar(page).boundingBox())!.y;
      // Once it has slid in.
      await expect
        .poll(async () => {
          const box = (await page.locator("[data-sonner-toast]").filter({ has: toast }).boundingBox())!;
          return box.y + box.height <= barTop;
        })
        .toBe(true);

      const nextSteps = page.locator("[aria-live=polite]").filter({ hasText: "Your enquiry has reached the school" });
      await expect(nextSteps).toContainText("The school office will call you on the number you gave");
      await expect(nextSteps).toContainText(`${school.officeHoursWeekdays}; ${school.officeHoursSaturday}`);
      await expect(nextSteps.getByRole("link", { name: school.phonePrimary! })).toHaveAttribute(
        "href",
        phoneHref(school.phonePrimary!),
      );
    } finally {
      await close();
    }
  });
});

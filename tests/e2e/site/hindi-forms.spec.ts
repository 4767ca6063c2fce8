// The public forms on the Hindi site (docs/specification.md §21), as a parent on a phone uses them: the
// Admissions page's visit request and enquiry opened by their addresses, with JavaScript and without, their
// words, lists and calendar in Hindi, the browser's and the server's messages for what is wrong in Hindi, and the
// thanks and what happens next in Hindi; a contact message and a Your Data request refused and thanked in Hindi;
// then the office, in English, reads "Hindi" on what was sent. Every form is sent to a server of this spec's own,
// with a database of its own, so its sends count against no other test's limits (10 per form per hour from
// 127.0.0.1): the office signs in there, with an admin made for it.
import type { Browser, Locator, Page } from "@playwright/test";

import { HINDI_MONTH_NAMES, longDate } from "../../../db/time";
import { HINDI_RELATIONSHIPS, HINDI_VISIT_TIMES } from "../../support/hindi-lists.ts";
import { type ReceivedMail } from "../../support/smtp.ts";
import { specServer } from "../support/own-server.ts";
import { ENQUIRIES_PAGE, requestsSteps, VISIT_REQUESTS_PAGE } from "../support/requests";
import { desktop, inNewContext, signIn, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

const ADMIN = { email: "hindi-forms-admin@school.example", password: "hindi-forms-password", name: "Hindi Admin" };

/** A phone of 360 CSS pixels, the narrowest the school's parents commonly use. */
const phone = { width: 360, height: 740 };

// Dates as the school sees them (Asia/Kolkata), whatever this machine's zone.
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const nextWhere = (wanted: (iso: string) => boolean) => {
  let date = addDays(today, 1);
  while (!wanted(date)) date = addDays(date, 1);
  return date;
};
const nextWeekday = nextWhere((iso) => ![0, 6].includes(weekday(iso)));
const nextSaturday = nextWhere((iso) => weekday(iso) === 6);

/** The glossary's weekdays, Sunday first. */
const HINDI_WEEKDAYS = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"];

// What the parent reads, in the glossary's words.
const VISIT = {
  dialog: "भ्रमण का समय तय करें",
  button: "भ्रमण का अनुरोध भेजें",
  thanks: "भ्रमण का आपका अनुरोध भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।",
  reached: "भ्रमण का आपका अनुरोध विद्यालय तक पहुँच गया है",
  calls: "आपके आने का दिन और समय पक्का करने के लिए विद्यालय का कार्यालय आपके दिए गए नंबर पर फ़ोन करेगा।",
};
const ENQUIRY = {
  dialog: "प्रवेश संबंधी पूछताछ",
  button: "पूछताछ भेजें",
  thanks: "आपकी पूछताछ भेज दी गई है! हम जल्द ही आपसे संपर्क करेंगे।",
  reached: "आपकी पूछताछ विद्यालय तक पहुँच गई है",
};
const CONSENT = /मैं बच्चे के माता-पिता या अभिभावक में से एक हूँ/;
const CONSENT_REQUIRED = "कृपया सहमति के लिए बॉक्स पर टिक करें";

/** Every message in `messages` is shown in `scope`, word for word. */
async function expectMessages(scope: Locator | Page, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

/** The English words a Hindi form must not show (its labels, buttons and messages). */
async function expectNoEnglish(scope: Locator) {
  for (const words of ["Student Name", "Contact Number", "Submit", "is required", "Select", "optional"]) {
    await expect(scope.getByText(words)).toHaveCount(0);
  }
}

test.describe("the public forms in Hindi", () => {
  test.describe.configure({ mode: "serial" });
  // With a real SMTP server of the spec's own, for its server's mail.
  const server = specServer("hindi_forms", {
    admin: ADMIN,
    mailFrom: "School Office <office@hindi-forms.school.test>",
  });
  const stamp = Date.now().toString(36);
  const parentEmail = `asha.${stamp}@example.com`;
  const names = {
    visitWithScripts: `आशा ${stamp}`,
    visitWithout: `रीना ${stamp}`,
    enquiryWithScripts: `कविता ${stamp}`,
    enquiryWithout: `सुनीता ${stamp}`,
    // An enquiry is listed by who sent it.
    enquirerWithScripts: `राम ${stamp}`,
    enquirerWithout: `मोहन ${stamp}`,
  };

  /** A phone's browser on this spec's server, with JavaScript or without. */
  const onPhone = (browser: Browser, javaScriptEnabled: boolean, work: (page: Page) => Promise<void>) =>
    inNewContext(browser, { baseURL: server.origin, viewport: phone, javaScriptEnabled }, work);

  test("with JavaScript: a visit request and an enquiry, the browser's messages and the thanks in Hindi", async ({
    browser,
  }) => {
    await onPhone(browser, true, async (page) => {
      // The calendar the server renders in Hindi is the one the browser hydrates: no mismatch, no error.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto("/hi/admissions?form=visit");
      const dialog = page.getByRole("dialog", { name: VISIT.dialog });
      await expect(dialog).toBeVisible();
      await waitForHydration(page);
      await expect(dialog.getByText("भ्रमण का समय: सोमवार से शुक्रवार, सुबह 9:00 बजे से शाम 4:00 बजे तक")).toBeVisible();
      await expect(dialog.getByLabel("ई-मेल (वैकल्पिक)")).toBeVisible();
      await expectNoEnglish(dialog);

      // The calendar: its grid named by the field's label, the month and the days' columns in Hindi.
      const grid = dialog.getByRole("grid", { name: "आने की तारीख" });
      await expect(grid).toBeVisible();
      const [year, month] = today.split("-").map(Number);
      await expect(dialog.getByText(`${HINDI_MONTH_NAMES[month! - 1]} ${year}`, { exact: true })).toBeVisible();
      // The days' columns, hidden from screen readers (each day's button names its weekday in full).
      await expect(grid.locator("thead th")).toHaveText(["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"]);

      // One press: every message, in Hindi, from the browser's own check.
      await dialog.getByRole("button", { name: VISIT.button }).click();
      await expectMessages(dialog, [
        "कृपया विद्यार्थी का नाम लिखें",
        "कृपया कक्षा चुनें",
        "संपर्क नंबर में कम से कम 10 अंक होने चाहिए",
        "कृपया आने की तारीख चुनें",
        "कृपया आने का समय चुनें",
        CONSENT_REQUIRED,
      ]);
      // The consent's message keeps to its one line on a 360-pixel phone, as the English does: nothing moves.
      const consentLine = await dialog.getByText(CONSENT_REQUIRED, { exact: true }).boundingBox();
      expect(consentLine!.height).toBeLessThanOrEqual(20);
      await dialog.getByLabel("संपर्क नंबर").fill("98765 abcde");
      await expectMessages(dialog, ["संपर्क नंबर में केवल अंक, खाली जगह, + और - हो सकते हैं"]);

      await dialog.getByLabel("विद्यार्थी का नाम").fill(names.visitWithScripts);
      await dialog.getByLabel("किस कक्षा में प्रवेश").selectOption({ label: "कक्षा 1" });
      await dialog.getByLabel("संपर्क नंबर").fill("9876543210");
      await dialog.getByLabel("ई-मेल (वैकल्पिक)").fill(parentEmail);
      const cell = dialog.locator(`[data-day="${nextWeekday}"]`);
      if ((await cell.count()) === 0) await dialog.getByRole("button", { name: "अगला महीना देखें" }).click();
      // Each day is named in full in Hindi, Latin digits, day first.
      const day = cell.getByRole("button", {
        name: `${HINDI_WEEKDAYS[weekday(nextWeekday)]}, ${longDate(nextWeekday, "hi")}`,
      });
      await day.click();
      await expect(dialog.getByRole("status").filter({ hasText: "चुनी गई" })).toHaveText(
        `चुनी गई तारीख: ${HINDI_WEEKDAYS[weekday(nextWeekday)]}, ${longDate(nextWeekday, "hi")}`,
      );
      const times = dialog.getByLabel("आने का समय");
      await expect(times.getByRole("option")).toHaveText(["समय चुनें", ...HINDI_VISIT_TIMES]);
      await times.selectOption({ label: "सुबह 10:00 बजे" });
      await dialog.getByRole("checkbox", { name: CONSENT }).check();
      await dialog.getByRole("button", { name: VISIT.button }).click();
      // The toast, in its region named in Hindi too.
      await expect(page.getByRole("region", { name: /सूचनाएँ/ }).getByText(VISIT.thanks)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { name: VISIT.reached })).toBeVisible();
      await expect(page.getByText(VISIT.calls)).toBeVisible();

      // The confirmation that reaches the SMTP server is in Hindi, and so is its calendar file's event.
      await server.mail.until(() => server.mail.to(parentEmail).length === 1);
      const [{ mail }] = server.mail.to(parentEmail) as [ReceivedMail];
      expect(mail.subject).toMatch(/[\u0900-\u097F]/);
      expect(mail.text).toContain("आदरणीय अभिभावक,");
      expect(mail.text).toContain(names.visitWithScripts);
      expect(mail.text).toContain(longDate(nextWeekday, "hi"));
      expect(mail.text).not.toMatch(/\b(Dear|Thank you|Visit)\b/);
      const invitation = mail.attachments.find((file) => file.contentType.startsWith("text/calendar"));
      expect(invitation?.content.toString()).toMatch(/^SUMMARY:.*[\u0900-\u097F]/m);

      // The enquiry, opened by its address too.
      await page.goto("/hi/admissions?form=enquiry");
      const enquiry = page.getByRole("dialog", { name: ENQUIRY.dialog });
      await expect(enquiry).toBeVisible();
      await waitForHydration(page);
      await enquiry.getByRole("button", { name: ENQUIRY.button }).click();
      await expectMessages(enquiry, ["कृपया अपना नाम लिखें", "कृपया विद्यार्थी से अपना संबंध चुनें", CONSENT_REQUIRED]);
      await expect(enquiry.getByLabel("विद्यार्थी से संबंध").getByRole("option")).toHaveText([
        "संबंध चुनें",
        ...HINDI_RELATIONSHIPS,
      ]);
      await enquiry.getByLabel("आपका नाम").fill(names.enquirerWithScripts);
      await enquiry.getByLabel("विद्यार्थी से संबंध").selectOption({ label: "पिता" });
      await enquiry.getByLabel("विद्यार्थी का नाम").fill(names.enquiryWithScripts);
      await enquiry.getByLabel("किस कक्षा में प्रवेश").selectOption({ label: "यूकेजी" });
      await enquiry.getByLabel("संपर्क नंबर").fill("98765 43210");
      await enquiry.getByRole("checkbox", { name: CONSENT }).check();
      await enquiry.getByRole("button", { name: ENQUIRY.button }).click();
      await expect(page.getByText(ENQUIRY.thanks)).toBeVisible();
      await expect(page.getByRole("heading", { name: ENQUIRY.reached })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test("without JavaScript: the server's messages and the thanks in Hindi, back on the Hindi page", async ({
    browser,
  }) => {
    await onPhone(browser, false, async (page) => {
      await page.goto("/hi/admissions?form=visit");
      let dialog = page.getByRole("dialog", { name: VISIT.dialog });
      // The browser's own date field stands in for the calendar, under the same label.
      const date = () => page.getByRole("dialog", { name: VISIT.dialog }).locator("input[type=date]");
      await expect(date()).toHaveAccessibleName("आने की तारीख");
      await dialog.getByLabel("संपर्क नंबर").fill("98765");
      // A Saturday, which only the server refuses.
      await date().fill(nextSaturday);
      await dialog.getByRole("button", { name: VISIT.button }).click();
      await expect(page).toHaveURL(/\/hi\/admissions\?form=visit$/);
      dialog = page.getByRole("dialog", { name: VISIT.dialog });
      await expectMessages(dialog, [
        "कृपया विद्यार्थी का नाम लिखें",
        "कृपया कक्षा चुनें",
        "संपर्क नंबर में कम से कम 10 अंक होने चाहिए",
        "विद्यालय भ्रमण केवल सोमवार से शुक्रवार तक हो सकता है",
        "कृपया आने का समय चुनें",
        CONSENT_REQUIRED,
      ]);
      await expectNoEnglish(dialog);
      await dialog.getByLabel("विद्यार्थी का नाम").fill(names.visitWithout);
      await dialog.getByLabel("किस कक्षा में प्रवेश").selectOption({ label: "नर्सरी" });
      await dialog.getByLabel("संपर्क नंबर").fill("9876543211");
      await date().fill(nextWeekday);
      await dialog.getByLabel("आने का समय").selectOption({ label: "दोपहर 2:00 बजे" });
      await dialog.getByRole("checkbox", { name: CONSENT }).check();
      await dialog.getByRole("button", { name: VISIT.button }).click();
      // The redirect lands on the Hindi page, its toast printed in it, and what happens next.
      await expect(page).toHaveURL(/\/hi\/admissions\?sent=visit$/);
      await expect(page.getByRole("status")).toHaveText(VISIT.thanks);
      await expect(page.getByRole("heading", { name: VISIT.reached })).toBeVisible();

      await page.goto("/hi/admissions?form=enquiry");
      const enquiry = page.getByRole("dialog", { name: ENQUIRY.dialog });
      await enquiry.getByLabel("आपका नाम").fill(names.enquirerWithout);
      await enquiry.getByLabel("विद्यार्थी से संबंध").selectOption({ label: "संरक्षक" });
      await enquiry.getByLabel("विद्यार्थी का नाम").fill(names.enquiryWithout);
      await enquiry.getByLabel("किस कक्षा में प्रवेश").selectOption({ label: "कक्षा 12" });
      await enquiry.getByLabel("संपर्क नंबर").fill("9876543212");
      await enquiry.getByLabel("ई-मेल (वैकल्पिक)").fill("not-an-address");
      await enquiry.getByRole("checkbox", { name: CONSENT }).check();
      await enquiry.getByRole("button", { name: ENQUIRY.button }).click();
      await expectMessages(page.getByRole("dialog", { name: ENQUIRY.dialog }), ["कृपया सही ई-मेल पता लिखें"]);
      // What was typed is kept; the address corrected, it is sent.
      await expect(page.getByLabel("आपका नाम")).toHaveValue(names.enquirerWithout);
      await page.getByLabel("ई-मेल (वैकल्पिक)").fill("mohan@example.com");
      await page.getByRole("checkbox", { name: CONSENT }).check();
      await page.getByRole("button", { name: ENQUIRY.button }).click();
      await expect(page).toHaveURL(/\/hi\/admissions\?sent=enquiry$/);
      await expect(page.getByRole("status")).toHaveText(ENQUIRY.thanks);
      await expect(page.getByRole("heading", { name: ENQUIRY.reached })).toBeVisible();
    });
  });

  test("without JavaScript: a contact message and a Your Data request, refused and thanked in Hindi", async ({
    browser,
  }) => {
    await onPhone(browser, false, async (page) => {
      await page.goto("/hi/contact");
      // The message form's: the Contact page also has the alerts' form, with its own e-mail address.
      const message = page.getByRole("region", { name: "हमें संदेश भेजें" });
      await message.getByRole("textbox", { name: "ई-मेल" }).fill("meena.example.com");
      await page.getByRole("button", { name: "संदेश भेजें" }).click();
      await expect(page).toHaveURL(/\/hi\/contact$/);
      await expectMessages(page, [
        "कृपया अपना नाम लिखें",
        "कृपया सही ई-मेल पता लिखें",
        "कृपया अपना फ़ोन नंबर लिखें",
        "कृपया अपना संदेश लिखें",
        CONSENT_REQUIRED,
      ]);
      await page.getByRole("textbox", { name: "नाम", exact: true }).fill(`मीना ${stamp}`);
      await message.getByRole("textbox", { name: "ई-मेल" }).fill("meena@example.com");
      await page.getByRole("textbox", { name: "फ़ोन नंबर" }).fill("9876543213");
      await page.getByRole("textbox", { name: "संदेश", exact: true }).fill("नया सत्र कब शुरू होगा?");
      await page.getByRole("checkbox", { name: CONSENT }).check();
      await page.getByRole("button", { name: "संदेश भेजें" }).click();
      await expect(page.getByRole("status")).toHaveText("आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।");

      await page.goto("/hi/your-data");
      const kinds = page.getByLabel("आप क्या माँग रहे हैं?");
      await expect(kinds.getByRole("option")).toHaveText([
        "अनुरोध चुनें",
        "विद्यालय के पास मेरी जो जानकारी है, उसे देखना",
        "मेरी जानकारी ठीक करवाना",
        "मेरी जानकारी मिटवाना",
        "अपनी सहमति वापस लेना",
      ]);
      await page.getByRole("textbox", { name: "फ़ोन नंबर (वैकल्पिक)" }).fill("98123");
      await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
      await expect(page).toHaveURL(/\/hi\/your-data$/);
      await expectMessages(page, [
        "कृपया चुनें कि आप क्या माँग रहे हैं",
        "कृपया अपना नाम लिखें",
        "फ़ोन नंबर में कम से कम 10 अंक होने चाहिए",
        CONSENT_REQUIRED,
      ]);
      await page.getByLabel("आप क्या माँग रहे हैं?").selectOption({ label: "मेरी जानकारी ठीक करवाना" });
      await page.getByRole("textbox", { name: "आपका नाम" }).fill(`मीना ${stamp}`);
      await page.getByRole("textbox", { name: "फ़ोन नंबर (वैकल्पिक)" }).fill("9876543213");
      await page.getByRole("checkbox", { name: CONSENT }).check();
      await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
      await expect(page).toHaveURL(/\/hi\/your-data$/);
      await expect(page.getByRole("status")).toContainText("आपका अनुरोध भेज दिया गया है।");
    });
  });

  test("the office reads, in English, that these were sent from the Hindi site", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.origin, viewport: desktop });
    const page = await context.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    for (const [kind, name] of [
      [VISIT_REQUESTS_PAGE, names.visitWithScripts],
      [VISIT_REQUESTS_PAGE, names.visitWithout],
      [ENQUIRIES_PAGE, names.enquirerWithScripts],
      [ENQUIRIES_PAGE, names.enquirerWithout],
    ] as const) {
      const steps = requestsSteps(page, kind);
      await steps.open();
      await steps.openRecord(name);
      const language = page.getByRole("term").filter({ hasText: "Form language" });
      await expect(language.locator("xpath=following-sibling::dd[1]")).toHaveText("Hindi");
    }
    // What the parent chose is stored as the office reads it: the class and time, not their Hindi labels.
    await requestsSteps(page, VISIT_REQUESTS_PAGE).open();
    await expect(requestsSteps(page, VISIT_REQUESTS_PAGE).rowOf(names.visitWithout)).toContainText("Nursery");
    await context.close();
  });
});

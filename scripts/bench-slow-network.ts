// How long a parent on a slow phone network waits between tapping Submit and
// being thanked, for `npm run bench`: Chromium's own network emulation (400
// kbit/s each way, 400 ms round trip), a phone's screen, a new browser for each
// send, the form's page opened by its address and filled in as a parent would,
// then the tap. And the whole way from the home page to a sent enquiry.
import { chromium, type Browser, type Page } from "playwright-core";

import { CHROMIUM_FLAGS, chromiumPath } from "./chromium";

const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const PHONE = { width: 360, height: 740 };
/** Sends of each form: each counts against the form's limit for 127.0.0.1 (ten an hour). */
const RUNS = 3;

async function slowPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  return { page, close: () => context.close() };
}

/** A different child each time, so that no two sends look alike. */
const child = (run: number) => `Bench Child ${Date.now().toString(36)}${run}`;
const phone = (run: number) => `98${String(Date.now() + run).slice(-8)}`;

/** Waits until the page has hydrated (a parent takes longer than that to fill in a form). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });

/** Milliseconds from the tap on `button` to `thanks` on the screen. */
async function tapToThanks(page: Page, button: string, thanks: string) {
  const started = performance.now();
  await page.getByRole("button", { name: button }).tap();
  await page.getByText(thanks).first().waitFor({ timeout: 30_000 });
  return Math.round(performance.now() - started);
}

async function fillEnquiry(page: Page, run: number) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your Name").fill("Bench Parent");
  await dialog.getByLabel("Relationship to Student").selectOption("Mother");
  await dialog.getByLabel("Student Name").fill(child(run));
  await dialog.getByLabel("Class for Admission").selectOption("Class I");
  await dialog.getByLabel("Contact Number").fill(phone(run));
  await dialog.getByRole("checkbox").check();
}

// SPEC §8's thanks on the English pages, word for word (the app's own modules hold them as Lingui messages, which
// only its build compiles).
const THANKS = {
  enquiry: "Enquiry submitted successfully! We'll contact you soon.",
  visit: "Visit request submitted successfully! We'll contact you soon.",
  contact: "Thank you for your message! We'll get back to you soon.",
};

const forms = {
  enquiry: {
    path: "/admissions?form=enquiry",
    button: "Submit Enquiry",
    thanks: THANKS.enquiry,
    fill: fillEnquiry,
  },
  "visit request": {
    path: "/admissions?form=visit",
    button: "Schedule Visit",
    thanks: THANKS.visit,
    async fill(page: Page, run: number) {
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Student Name").fill(child(run));
      await dialog.getByLabel("Class for Admission").selectOption("Class I");
      await dialog.getByLabel("Contact Number").fill(phone(run));
      await dialog.locator("td[data-day] button:not([disabled])").first().tap();
      await dialog.getByLabel("Visit Time").selectOption("10:00 AM");
      await dialog.getByRole("checkbox").check();
    },
  },
  "contact message": {
    path: "/contact",
    button: "Send Message",
    thanks: THANKS.contact,
    async fill(page: Page, run: number) {
      const form = page.getByRole("region", { name: "Send us a Message" });
      await form.getByLabel("Name").fill("Bench Parent");
      await form.getByLabel("Email").fill("parent@example.com");
      await form.getByLabel("Phone").fill(phone(run));
      await form.getByLabel("Message").fill(`Is there a school bus? ${child(run)}`);
      await form.getByRole("checkbox").check();
    },
  },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One row per form (tap to thanks), and one for the whole way from the home page to a sent enquiry. */
export async function slowNetworkSends(origin: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const rows = [];
    for (const [form, { path, button, thanks, fill }] of Object.entries(forms)) {
      const waits: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { page, close } = await slowPhone(browser);
        await page.goto(origin + path);
        await fill(page, run);
        await hydrated(page);
        waits.push(await tapToThanks(page, button, thanks));
        await close();
      }
      rows.push({ send: form, "tap to thanks, median ms": median(waits), "slowest ms": Math.max(...waits) });
    }

    // The home page, the phone bar's Enquire, the form filled in at once, Submit: every wait a parent meets.
    const { page, close } = await slowPhone(browser);
    const started = performance.now();
    await page.goto(origin + "/");
    await page.getByRole("navigation", { name: "Contact the school" }).getByRole("link", { name: "Enquire" }).tap();
    await page.getByRole("dialog").getByLabel("Your Name").waitFor();
    await fillEnquiry(page, RUNS);
    await hydrated(page);
    const tap = await tapToThanks(page, "Submit Enquiry", THANKS.enquiry);
    rows.push({
      send: "enquiry, from the home page",
      "tap to thanks, median ms": tap,
      "slowest ms": tap,
      "whole way ms": Math.round(performance.now() - started),
    });
    await close();
    return rows;
  } finally {
    await browser.close();
  }
}

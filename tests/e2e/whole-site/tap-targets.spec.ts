// Targets a thumb can hit (decisions 0049, 0075): on a small phone, nothing a visitor can press on a public page is
// smaller than 44×44 CSS px. Nothing is sent: the public forms share a rate limit.
import { type Page } from "@playwright/test";

import { exampleEvents } from "../../../db/seed-data";
import { addDays, schoolDate } from "../../../db/time";
import { VISIT_DIALOG } from "../support/requests";
import { header, school, waitForHydration } from "../support/support";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";
import { wordsCutInside } from "../support/word-wrap";

const smallPhone = { width: 360, height: 740 };

// A day with a seeded event (the Parent-Teacher Meeting), so that the month view lists an event card beside its grid.
const eventDay = addDays(
  schoolDate(new Date(), "Asia/Kolkata"),
  exampleEvents.find((event) => event.title === "Parent-Teacher Meeting")!.inDays,
);

/**
 * Pages beyond the navigation's: the not-found page, the other states of pages, a data request's confirmation. (The
 * navigation's pages are measured in tests/e2e/whole-site/seo-and-a11y.spec.ts, in their one visit there.)
 */
const otherPages = [
  "/no-such-page",
  "/calendar?view=month",
  `/calendar?view=month&month=${eventDay.slice(0, 7)}&day=${eventDay}`,
  "/your-data/verify",
  "/your-data/verify?confirmed=1",
  // The pages of a form of their own (decision 0075): their boxes and choices are targets too. (The application's
  // steps and its status page are measured by tests/e2e/applications/apply-online.spec.ts and
  // tests/e2e/applications/application-status.spec.ts.)
  "/fees",
  "/alerts/subscribe",
];

/** Opens `path` by its address and waits until the page is drawn as a visitor's phone shows it. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
}

test.describe("every target on a public page is at least 44 px, at 360 px", () => {
  test.use({ viewport: smallPhone });

  for (const path of otherPages) {
    test(path, async ({ page }) => {
      await open(page, path);
      expect.soft(await smallTargets(page)).toEqual([]);
      expect(await wordsCutInside(page)).toEqual([]);
    });
  }

  test("the open menu", async ({ page }) => {
    await open(page, "/");
    const { mobileToggle, mobileNav } = header(page);
    await mobileToggle.click();
    await expect(mobileNav).toBeVisible();
    expect(await smallTargets(page, { within: "header" })).toEqual([]);
  });

  test("the calendar's Subscribe panel, open", async ({ page }) => {
    await open(page, "/calendar");
    await page.getByText("Subscribe", { exact: true }).click();
    await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test("the Schedule a Visit dialog, its calendar included", async ({ page }) => {
    await open(page, "/admissions?form=visit");
    const dialog = page.getByRole("dialog", { name: VISIT_DIALOG.dialog });
    await expect(dialog.getByRole("grid", { name: "Visit Date" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test("the Admission Enquiry dialog", async ({ page }) => {
    await open(page, "/admissions?form=enquiry");
    await expect(page.getByRole("dialog", { name: "Admission Enquiry" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});

test.describe("an e-mail address wraps before its @ or a dot, not inside a word", () => {
  test.use({ viewport: smallPhone });

  for (const [path, where] of [
    ["/contact", "main"],
    ["/contact", "footer"],
  ] as const) {
    test(`in the ${where} of ${path}`, async ({ page }) => {
      await open(page, path);
      const link = page.locator(where).locator(`a[href^="mailto:"]`).first();
      // Squeezed to a few letters' width, as a long address is on a small phone.
      await link.evaluate((element: HTMLElement) => (element.style.width = "5.5em"));
      // The address's lines as drawn: each character goes on the line its box starts on.
      const lines = await link.evaluate((element) => {
        const found: { top: number; text: string }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (let index = 0; index < text.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const { top } = range.getBoundingClientRect();
            const line = found.at(-1);
            if (line && top <= line.top + 1) line.text += text[index];
            else found.push({ top, text: text[index]! });
          }
        }
        return found.map((line) => line.text);
      });
      expect(lines.join("")).toBe(school.email);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines.slice(1)) expect(line).toMatch(/^[@.]/);
    });
  }
});

test.describe("the measure of words cut inside", () => {
  test("finds a word cut where it would have fitted, and lets be a word wider than its line, English or Hindi", async ({
    page,
  }) => {
    await page.setViewportSize(smallPhone);
    // Each Hindi word is about 100 px wide: wider than its 90 px line, it can only be cut. A Devanagari word is
    // measured whole, its vowel signs and viramas with it, not as the pieces between them.
    await page.setContent(`
      <p style="width: 120px; word-break: break-all">Affiliation affiliation affiliation</p>
      <p style="width: 90px; overflow-wrap: anywhere">प्रमाणपत्र प्रमाणपत्र</p>
      <p style="width: 30px; overflow-wrap: anywhere">Supercalifragilistic</p>
      <p style="width: 300px">प्रमाणपत्र and affiliation wrap between words</p>
    `);
    expect(await wordsCutInside(page)).toEqual([expect.stringMatching(/^"[A-Za-z]+\|[a-z]+" in <p>$/)]);
  });
});

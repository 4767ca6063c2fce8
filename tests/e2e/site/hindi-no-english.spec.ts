// A Hindi page says everything in Hindi (docs/specification.md §21): its words, its title and description, and
// what a screen reader says of it (labels, alternative texts, placeholders). What may stay in Latin letters
// (docs/hindi-glossary.md): the school's name and address as they are written, CBSE, the accessibility standards'
// names as they are cited (WCAG 2.1 AA, GIGW 3.0), e-mail and web addresses, and numbers, Roman numerals and a
// section's letter among them. Text that staff have not yet written in Hindi shows in English marked lang="en", and
// so does the switch to English: both are left out.
import type { Page } from "@playwright/test";

import { publicPages, school } from "../support/support";
import { expect, test } from "../support/test";

const ALLOWED = new Set(
  [
    school.schoolName,
    school.streetAddress,
    school.locality,
    school.region,
    school.country,
    "CBSE",
    "WCAG",
    "GIGW",
    "AA",
  ]
    .flatMap((words) => (words ?? "").split(/\s+/))
    .filter(Boolean)
    .map((word) => word.toLowerCase()),
);

const hindiPath = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

/** Every word of the page a reader meets, but for what is marked as English. */
async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // An e-mail address offers line breaks with <wbr> (app/ui/email-address.tsx): read it whole.
    for (const wbr of document.querySelectorAll("wbr")) wbr.remove();
    document.body.normalize();
    const english = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return element?.closest("[lang]")?.getAttribute("lang")?.startsWith("en") ?? false;
    };
    const texts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, template, noscript")) continue;
      if (!english(node)) texts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (english(element)) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts;
  });
}

/** The words in Latin letters that are not allowed, once each. */
function englishWords(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const left = text
      .replace(/\S+@\S+/g, " ") // e-mail addresses
      .replace(/\b(https?:\/\/|www\.)\S+/g, " "); // web addresses
    for (const [word] of left.matchAll(/[A-Za-z][A-Za-z'’]*/g)) {
      // A number: "परिशिष्ट IX", a section's letter "A. सामान्य जानकारी".
      const number = /^([IVXLC]+|[A-Z])$/.test(word);
      if (!number && !ALLOWED.has(word.toLowerCase())) found.add(word);
    }
  }
  return [...found];
}

test.describe("a Hindi page has no English words but those allowed", () => {
  const addresses = [
    ...publicPages.map(({ path }) => hindiPath(path)),
    "/hi/admissions?form=visit",
    "/hi/admissions?form=enquiry",
    "/hi/admissions?sent=visit",
    "/hi/calendar?view=month",
    "/hi/admissions/apply",
    "/hi/admissions/status",
    // School alerts (docs/specification.md §24): the form, its answer, and a link that cannot be used.
    "/hi/alerts/subscribe",
    "/hi/alerts/subscribe?sent=both",
    "/hi/alerts/confirm?token=no-such-token",
    "/hi/alerts/unsubscribe?token=no-such-token",
    "/hi/no-such-page",
  ];
  for (const address of addresses) {
    test(address, async ({ page }) => {
      await page.goto(address);
      expect(englishWords(await wordsOf(page))).toEqual([]);
    });
  }

  test("the check finds an English word, and lets through what is allowed or marked", async ({ page }) => {
    await page.setContent(
      `<title>प्रवेश CBSE</title><body><p>${school.schoolName} 125050 office<wbr>@school<wbr>.example https://example.org/x</p>` +
        `<p lang="en">Left in English</p><p>कक्षा Class 5, परिशिष्ट IX, A. जानकारी</p><img alt="Photo" src="data:,"></body>`,
    );
    expect(englishWords(await wordsOf(page))).toEqual(["Class", "Photo"]);
  });
});

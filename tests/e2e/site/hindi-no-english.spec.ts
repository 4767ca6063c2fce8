// A Hindi page says everything in Hindi (docs/specification.md §21): its words, its title and description, and
// what a screen reader says of it (labels, alternative texts, placeholders), but for what may stay in Latin letters
// (tests/e2e/support/hindi.ts, docs/hindi-glossary.md). Each public page is read in
// tests/e2e/whole-site/seo-and-a11y.spec.ts, in its one visit there; here, the other states and pages.
import { englishWords, wordsOf } from "../support/hindi";
import { school } from "../support/support";
import { expect, test } from "../support/test";

test.describe("a Hindi page has no English words but those allowed", () => {
  const addresses = [
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

// Where an application stands (docs/specification.md §22), as a parent on a 360 px phone looks it up: a wrong date
// of birth refused in the spec's words, then the number as typed and the right date; in English with JavaScript, and
// in Hindi without it. The application is seeded (tests/e2e/support/fixtures.ts); the status form's tries are counted
// under its own key, so this spec shares no limit with the others on the suite's server.
import type { Page } from "@playwright/test";

import { STATUS_FIXTURE } from "../support/fixture-data";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/test";
import { wordsCutInside } from "../support/word-wrap";

const phone = { width: 360, height: 740 };

/** Nothing on the page is wider than the phone's screen, every target is one a thumb can hit (decision 0049). */
async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect.soft(await smallTargets(page)).toEqual([]);
  expect(await wordsCutInside(page)).toEqual([]);
}

test.use({ viewport: phone });

test("a parent sees where the application stands, by its number and date of birth, in English and Hindi", async ({
  browser,
  page,
}) => {
  await page.goto("/admissions/status");
  await expectFitsThePhone(page);
  const number = page.getByLabel("Application number");
  const born = page.getByLabel("Date of birth", { exact: true });
  await number.fill(STATUS_FIXTURE.typed);
  await born.fill("2011-08-21");
  await page.getByRole("button", { name: "Show Status" }).click();
  await expect(page.getByRole("alert")).toHaveText("No application matches this number and date of birth.");
  // What was typed stays.
  await expect(number).toHaveValue(STATUS_FIXTURE.typed);

  await born.fill(STATUS_FIXTURE.dateOfBirth);
  await page.getByRole("button", { name: "Show Status" }).click();
  await expect(page.getByRole("heading", { name: `Application ${STATUS_FIXTURE.number}` })).toBeVisible();
  await expect(page.getByText("The school has asked you and your child to come for an interaction.")).toBeVisible();
  await expect(
    page.getByText("Please come to the school with your child on Wednesday, 13 January 2027 at 11:00 AM."),
  ).toBeVisible();
  // The report card and the transfer certificate: a previous school was given, and the office has checked the rest.
  const documents = page.getByRole("region", { name: "Documents still needed" });
  await expect(documents.getByRole("listitem")).toHaveText(["Last report card", "Transfer certificate"]);
  await page.getByText(STATUS_FIXTURE.mailSubject).click();
  await expect(page.getByText("Please come to the school with your child for the interaction.")).toBeVisible();
  await expectFitsThePhone(page);

  // In Hindi, on a phone without JavaScript: the form posts, and the answer is the page.
  const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  try {
    const hindi = await context.newPage();
    await hindi.goto("/hi/admissions/status");
    await hindi.getByLabel("आवेदन नंबर").fill(STATUS_FIXTURE.typed);
    await hindi.getByLabel("जन्म तिथि", { exact: true }).fill(STATUS_FIXTURE.dateOfBirth);
    await hindi.getByRole("button", { name: "स्थिति देखें" }).click();
    await expect(hindi.getByRole("heading", { name: `आवेदन ${STATUS_FIXTURE.number}` })).toBeVisible();
    await expect(hindi.getByText(`${STATUS_FIXTURE.childName}, कक्षा 9.`)).toBeVisible();
    await expect(hindi.getByText("विद्यालय ने आपको और आपके बच्चे को बातचीत के लिए बुलाया है।")).toBeVisible();
    await expect(hindi.getByText("बुधवार, 13 जनवरी 2027, सुबह 11:00 बजे").first()).toBeVisible();
    await expect(hindi.getByText("Where it stands")).toHaveCount(0);
    await expectFitsThePhone(hindi);
  } finally {
    await context.close();
  }
});

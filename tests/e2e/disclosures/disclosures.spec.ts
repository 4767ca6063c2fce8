// SPEC §2 "Mandatory disclosures" in a browser, on the fresh database of the
// browser tests: the seeded CBSE Appendix IX template with two details filled
// in (tests/e2e/support/fixture-data.ts): a document, a text, and dashes for the rest.
import { type Page } from "@playwright/test";

import { disclosureTemplate } from "../../../db/seed-data";
import { DISCLOSURE_FIXTURES } from "../support/fixture-data";
import { desktop, expectPage, openWithoutJavaScript, pageLabelled } from "../support/support";
import { expect, test } from "../support/test";

const disclosures = pageLabelled("Mandatory Disclosures");
const headings = [
  "A. General Information",
  "B. Documents and Information",
  "C. Result and Academics",
  "D. Staff (Teaching)",
  "E. School Infrastructure",
];

// The back office browser tests (admin-disclosures.spec.ts) add and delete sections of
// their own letters (never A to E) while these run: look only at the seeded ones.
const SEEDED = /^[A-E]\. /;
const seededHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2, name: SEEDED });
const seededSections = (page: Page) =>
  page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: SEEDED }) });

async function expectSeededTemplate(page: Page) {
  const main = page.getByRole("main");
  await expect(seededHeadings(page)).toHaveText(headings);

  for (const [index, heading] of headings.entries()) {
    const items = disclosureTemplate[index]!.items;
    const table = main.getByRole("table", { name: heading, exact: true });
    await expect(table.getByRole("columnheader")).toHaveText(["Sr. No.", "Information", "Detail"]);
    await expect(table.getByRole("rowheader")).toHaveText(items);

    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(items.length + 1);
    for (const [itemIndex, information] of items.entries()) {
      const row = rows.nth(itemIndex + 1);
      await expect(row.getByRole("rowheader")).toHaveText(information);
      const [srNo, detail] = [row.getByRole("cell").first(), row.getByRole("cell").last()];
      await expect(srNo).toHaveText(String(itemIndex + 1));
      const filled = DISCLOSURE_FIXTURES.find(
        (fixture) => fixture.sectionLetter === heading[0] && fixture.srNo === itemIndex + 1,
      );
      if (filled?.documentUrl) {
        // A document: a Download button opening it in a new tab.
        const download = detail.getByRole("link", { name: /Download/ });
        await expect(download).toHaveAccessibleName(/^Download .*\(opens in a new tab\)$/);
        await expect(download).toHaveAttribute("href", filled.documentUrl);
        await expect(download).toHaveAttribute("target", "_blank");
      } else if (filled?.detail) {
        await expect(detail).toHaveText(filled.detail);
      } else {
        // No detail yet: a dash to see, "Not available" to hear.
        await expect(detail.getByText("-", { exact: true })).toBeVisible();
        await expect(detail).toHaveAccessibleName("Not available");
      }
    }
  }
  await expect(seededSections(page).getByRole("link", { name: /Download/ })).toHaveCount(
    DISCLOSURE_FIXTURES.filter((fixture) => fixture.documentUrl).length,
  );
  await expect(seededSections(page).getByText("No items in this section yet.")).toHaveCount(0);
  await expect(main.getByText("No disclosures available at the moment.")).toHaveCount(0);
}

// The page as it comes from the server: the same with JavaScript, which only hydrates it.
test("shows the CBSE template, sections A to E: a Download button, the detail text, or a dash, without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await openWithoutJavaScript(browser, baseURL, desktop, disclosures.path);
  try {
    await expectPage(page, disclosures);
    await expectSeededTemplate(page);
    // The affiliation number and school code are not in the settings yet.
    await expect(page.getByRole("main").getByText("CBSE Affiliation No.")).toHaveCount(0);
  } finally {
    await close();
  }
});

test("reads on a 360 px phone without the page scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(disclosures.path);
  await expect(seededHeadings(page)).toHaveText(headings);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Each table fits its box: the long items wrap instead of needing a sideways scroll.
  for (const table of await page.getByRole("main").getByRole("table").all()) {
    const box = table.locator("xpath=..");
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  }
});

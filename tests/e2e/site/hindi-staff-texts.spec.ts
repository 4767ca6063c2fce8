// What staff write, on the Hindi pages of a new install (decision 0054): every
// seeded text shows in Hindi there, the school's name and address stay as
// written and are marked English, and the English pages show the English with
// no mark. Read without JavaScript, as a page first arrives. These tests only
// read seeded texts no other browser test changes.
import { type Page } from "@playwright/test";

import { defaultContentSections, disclosureTemplate, exampleEvents, hindiSiteSettings } from "../../../db/seed-data";
import { school } from "../support/support";
import { expect, test } from "../support/test";

test.use({ javaScriptEnabled: false });

const seeded = (sectionKey: string) => defaultContentSections.find((section) => section.sectionKey === sectionKey)!;
const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");

test("the Hindi home page shows the seed's texts in Hindi, the school's name as written, marked English", async ({
  page,
}) => {
  await page.goto("/hi");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(school.schoolName!);
  await expect(main.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(main.getByText(hindiSiteSettings.taglineHi, { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: seeded("home_why").titleHi!, exact: true })).toBeVisible();
  await expect(main.getByText(seeded("home_facilities").contentHi!, { exact: true })).toBeVisible();

  await expect(header(page).getByText(school.schoolName!, { exact: true })).toHaveAttribute("lang", "en");
  await expect(header(page).getByText(hindiSiteSettings.taglineHi, { exact: true })).toBeVisible();
  await expect(footer(page).getByText(hindiSiteSettings.shortDescriptionHi, { exact: true })).toBeVisible();
  // The address stays as written, marked English.
  await expect(footer(page).getByText(/^Khan Mohammed Road, Fatehabad 125050/)).toHaveAttribute("lang", "en");

  // Search engines get the Hindi tagline and the Hindi home page.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    slogan: string;
    url: string;
  };
  expect(data.slogan).toBe(hindiSiteSettings.taglineHi);
  expect(data.url).toMatch(/\/hi$/);
});

test("the English home page shows the English, with nothing marked", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("main").getByText(school.tagline!, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2, name: seeded("home_why").title! }),
  ).toBeVisible();
  // (The header's language switch names Hindi in Hindi: not a text staff write.)
  await expect(page.getByRole("main").locator("[lang]")).toHaveCount(0);
  await expect(footer(page).locator("[lang]")).toHaveCount(0);
  await expect(header(page).getByText(school.schoolName!, { exact: true })).not.toHaveAttribute("lang", /./);
  await expect(page.getByText(hindiSiteSettings.taglineHi)).toHaveCount(0);
});

test("the Hindi Contact page gives the office hours in Hindi and the address as written", async ({ page }) => {
  await page.goto("/hi/contact");
  const main = page.getByRole("main");
  await expect(main.getByText(hindiSiteSettings.officeHoursWeekdaysHi, { exact: true })).toBeVisible();
  await expect(main.getByText(hindiSiteSettings.officeHoursSaturdayHi, { exact: true })).toBeVisible();
  await expect(main.locator("address")).toHaveAttribute("lang", "en");
  await expect(main.getByText(seeded("contact_intro").contentHi!, { exact: true })).toBeVisible();
});

test("the Hindi calendar and disclosures show the seed's events and tables in Hindi", async ({ page }) => {
  await page.goto("/hi/calendar");
  const meeting = exampleEvents.find((event) => event.category === "PTM")!;
  const title = page.getByRole("main").getByRole("heading", { level: 3, name: meeting.titleHi!, exact: true });
  await expect(title.first()).toBeVisible();
  await expect(page.getByRole("main").getByText(meeting.descriptionHi!, { exact: true }).first()).toBeVisible();

  await page.goto("/hi/mandatory-disclosures");
  const [general] = disclosureTemplate;
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2, name: `A. ${general!.titleHi}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("rowheader", { name: general!.itemsHi[0], exact: true })).toBeVisible();
});

// /admin/content in the browser: a field saved when it loses focus shows on the
// public page at the next request; the Save button works without JavaScript.
// Both tests edit the Contact page's intro (no other browser test reads it),
// one after the other, and put the original text back however they end.
import { type Page, type TestInfo } from "@playwright/test";

import { openSection } from "../support/support";
import { expect, test } from "../support/test";

test.describe.configure({ mode: "serial" });

const SECTION = "Contact intro";

const cardOf = (page: Page) => page.getByRole("main").getByRole("region", { name: SECTION, exact: true });
const uniqueText = (info: TestInfo) => `Come and meet us, test ${info.workerIndex}-${Date.now().toString(36)}.`;

/** Types `text` into the card's Content and leaves the field: it saves on its own. */
async function saveContentByBlur(page: Page, text: string) {
  const content = cardOf(page).getByLabel(/^Content( \(optional\))?$/);
  await content.fill(text);
  await content.blur();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("Section updated successfully").first(),
  ).toBeVisible();
}

test.beforeEach(async ({ page, reuseAdminSession }) => {
  await reuseAdminSession(page);
  await openSection(page, "/admin/content", "Manage Content");
});

test("a field saved on leaving it shows on its public page at once", async ({ page }, info) => {
  const card = cardOf(page);
  await expect(card.getByRole("link", { name: /Shown on Contact/ })).toHaveAttribute("href", "/contact");
  const original = await card.getByLabel(/^Content( \(optional\))?$/).inputValue();
  const edited = uniqueText(info);
  try {
    await saveContentByBlur(page, edited);
    await page.goto("/contact");
    await expect(page.getByRole("main").getByText(edited, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(original, { exact: true })).toHaveCount(0);
  } finally {
    await openSection(page, "/admin/content", "Manage Content");
    await saveContentByBlur(page, original);
  }
  await page.goto("/contact");
  await expect(page.getByRole("main").getByText(original, { exact: true })).toBeVisible();
});

test("leaving a field unchanged saves nothing", async ({ page }) => {
  const title = cardOf(page).getByLabel(/^Title( \(optional\))?$/);
  await title.focus();
  await title.blur();
  // Something else that does toast, to be sure the first one would have shown by now.
  await cardOf(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Section updated successfully")).toHaveCount(1);
});

test("the Save button works without JavaScript", async ({ page, browser, baseURL }, info) => {
  const original = await cardOf(page)
    .getByLabel(/^Content( \(optional\))?$/)
    .inputValue();
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  const edited = uniqueText(info);
  try {
    await noScript.goto("/admin/content");
    await cardOf(noScript)
      .getByLabel(/^Content( \(optional\))?$/)
      .fill(edited);
    await cardOf(noScript).getByRole("button", { name: "Save" }).click();
    await expect(noScript).toHaveURL(/\/admin\/content$/);
    await expect(noScript.getByRole("status")).toHaveText("Section updated successfully");
    await expect(cardOf(noScript).getByLabel(/^Content( \(optional\))?$/)).toHaveValue(edited);
    await noScript.goto("/contact");
    await expect(noScript.getByRole("main").getByText(edited, { exact: true })).toBeVisible();
  } finally {
    await context.close();
    await openSection(page, "/admin/content", "Manage Content");
    await saveContentByBlur(page, original);
  }
});

test("a Hindi title saved in its card shows on the Hindi page; the English page keeps the English (decision 0054)", async ({
  page,
}, info) => {
  const card = page.getByRole("main").getByRole("region", { name: "About vision", exact: true });
  const englishTitle = await card.getByLabel(/^Title( \(optional\))?$/).inputValue();
  const hindiField = card.getByLabel("Title (Hindi) (optional)", { exact: true });
  // Hindi for the phone's keyboard and the spelling check; the hint says where it shows.
  await expect(hindiField).toHaveAttribute("lang", "hi");
  await expect(hindiField).toHaveAccessibleDescription(
    "Shown on the Hindi site. While it is empty, the Hindi site shows the English.",
  );
  const original = await hindiField.inputValue();
  const hindi = `हमारा सपना ${info.workerIndex}-${Date.now().toString(36)}`;
  const saveHindi = async (text: string) => {
    await hindiField.fill(text);
    await hindiField.blur();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Section updated successfully").first(),
    ).toBeVisible();
  };
  try {
    await saveHindi(hindi);
    await page.goto("/hi/about");
    const heading = page.getByRole("main").getByRole("heading", { level: 2, name: hindi, exact: true });
    await expect(heading).toBeVisible();
    expect(await heading.getAttribute("lang")).toBeNull();
    await page.goto("/about");
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2, name: englishTitle, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(hindi)).toHaveCount(0);

    // Cleared, the Hindi page shows the English title, marked English on its heading.
    await openSection(page, "/admin/content", "Manage Content");
    await saveHindi("");
    await page.goto("/hi/about");
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2, name: englishTitle, exact: true }),
    ).toHaveAttribute("lang", "en");
  } finally {
    await openSection(page, "/admin/content", "Manage Content");
    if ((await hindiField.inputValue()) !== original) await saveHindi(original);
  }
});

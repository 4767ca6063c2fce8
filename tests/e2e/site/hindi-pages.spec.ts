// docs/specification.md §21: every public page at /hi is in Hindi (docs/hindi-glossary.md): its title and
// description, its headings and fixed words, and every date it writes; the English pages keep the specification's
// English. The texts staff write (content, announcements, events) are not checked here: they are the database's.
// Each public page's title, description, headings and words, in either language, are checked in its one visit in
// tests/e2e/whole-site/seo-and-a11y.spec.ts (tests/e2e/support/hindi.ts), with its addresses, <html lang>, canonical
// and alternate links; the language switch in tests/e2e/whole-site/routes.spec.ts. Here: the rest.
import { description, DEVANAGARI, HINDI_MONTHS, HINDI_PAGES, HINDI_WEEKDAYS } from "../support/hindi";
import { publicPages, school, seriousViolations, waitForHydration } from "../support/support";
import { expect, test } from "../support/test";

test.describe("the Hindi pages (docs/specification.md §21)", () => {
  test("cover every public page", () => {
    expect(HINDI_PAGES.map((page) => page.path).sort()).toEqual(
      publicPages.map(({ path }) => (path === "/" ? "/hi" : `/hi${path}`)).sort(),
    );
  });

  test("a page reached from a Hindi page without reloading it is titled in Hindi too", async ({ page }) => {
    await page.goto("/hi");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "पढ़ाई", exact: true }).first().click();
    await expect(page).toHaveURL(/\/hi\/academics$/);
    await expect(page).toHaveTitle(`पढ़ाई | ${school.schoolName}`);
    expect(await description(page)).toMatch(DEVANAGARI);
  });

  test("Hindi pages hydrate to the same words the server sent, with no error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of [
      "/hi",
      "/hi/calendar?view=month&month=2026-12&day=2026-12-02",
      "/hi/privacy",
      "/hi/accessibility",
    ]) {
      await page.goto(path);
      const before = await page.getByRole("main").innerText();
      await waitForHydration(page);
      expect(await page.getByRole("main").innerText(), path).toBe(before);
      await expect(page).toHaveTitle(/^[\u0900-\u097F]/);
    }
    expect(errors).toEqual([]);
  });

  test("a Hindi page draws Devanagari with the system's own font, and downloads none", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/hi/admissions");
    await page.keyboard.press("Tab"); // the first use: the page's scripts load and hydrate
    await waitForHydration(page);
    expect(fonts).toEqual([]);
    const family = await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(family).toContain("Noto Sans Devanagari");
  });

  test("the 404 is in Hindi and leads to the Hindi home page", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("माफ़ कीजिए! यह पृष्ठ नहीं मिला");
    await expect(page).toHaveTitle(`पृष्ठ नहीं मिला | ${school.schoolName}`);
    await expect(page.getByRole("main").getByRole("link", { name: "मुख्य पृष्ठ पर लौटें" })).toHaveAttribute("href", "/hi");
  });

  // docs/specification.md §26: below the page's content, above the footer, in the page's language, on a phone.
  test("a page says when it was last updated, in English and in Hindi, at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, words, month] of [
      [
        "/about",
        "Last updated:",
        "January|February|March|April|May|June|July|August|September|October|November|December",
      ],
      ["/hi/about", "अंतिम अपडेट:", HINDI_MONTHS],
    ] as const) {
      await page.goto(path);
      const line = page.getByText(words);
      await expect(line).toBeVisible();
      const time = line.locator("time");
      await expect(time).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(time).toHaveText(new RegExp(`^\\d{1,2} (${month}) \\d{4}$`));
      // After the page's content, before the site's footer, and within the phone's width.
      expect(await line.evaluate((p) => !!(p.compareDocumentPosition(document.querySelector("main")!) & 2))).toBe(true);
      expect(await line.evaluate((p) => !!(p.compareDocumentPosition(document.querySelector("footer")!) & 4))).toBe(
        true,
      );
      const box = (await line.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });

  test("the phone bar speaks Hindi and starts the WhatsApp message in Hindi", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hi/contact");
    const bar = page.getByRole("navigation", { name: "विद्यालय से संपर्क करें" });
    await expect(bar.getByRole("link", { name: "कॉल करें" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "पूछताछ करें" })).toHaveAttribute("href", "/hi/admissions?form=enquiry");
    const whatsapp = await bar.getByRole("link", { name: "व्हाट्सऐप" }).getAttribute("href");
    expect(new URL(whatsapp!).searchParams.get("text")).toBe("नमस्ते! मुझे विद्यालय के बारे में कुछ पूछना है।");
  });
});

test.describe("the Hindi calendar", () => {
  test("names the months and days in Hindi, and writes each event's date and time as Hindi readers do", async ({
    page,
  }) => {
    await page.goto("/hi/calendar");
    const main = page.getByRole("main");
    const tabs = main.getByRole("navigation", { name: "कार्यक्रमों की श्रेणियाँ" });
    for (const name of ["सभी", "अवकाश", "अभिभावक-शिक्षक बैठक", "कार्यक्रम", "गतिविधि"]) {
      await expect(tabs.getByRole("link", { name })).toHaveAttribute("href", /^\/hi\/calendar(\?|#)/);
    }
    // The seed's Parent-Teacher Meeting, 9 days ahead, 9:00 to 12:00.
    const upcoming = main.getByRole("region", { name: "आने वाले कार्यक्रम" });
    // Its title, the seed's Hindi (db/seed-data.ts).
    const meeting = upcoming
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "अभिभावक-शिक्षक बैठक", exact: true }) })
      .first();
    await expect(meeting.locator("time")).toHaveText(
      new RegExp(`^(${HINDI_WEEKDAYS.join("|")}), \\d{1,2} (${HINDI_MONTHS}) \\d{4}, सुबह 9:00 बजे$`),
    );
    await expect(meeting).toContainText("सुबह 9:00 बजे से दोपहर 12:00 बजे तक");

    await page.goto("/hi/calendar?view=month&month=2026-12&day=2026-12-02");
    await expect(main.getByRole("heading", { level: 2, name: "दिसंबर 2026", exact: true })).toBeVisible();
    const grid = main.getByRole("table", { name: "उस दिन के कार्यक्रम देखने के लिए एक दिन चुनें, दिसंबर 2026" });
    // Each column is named by its whole weekday, and shows its short name.
    for (const [day, name] of HINDI_WEEKDAYS.entries()) {
      await expect(grid.getByRole("columnheader").nth(day)).toHaveAccessibleName(name);
    }
    await expect(grid.getByRole("columnheader").first()).toContainText("रवि");
    await expect(grid.getByRole("link", { name: /^2 दिसंबर 2026, / })).toHaveAttribute("aria-current", "date");
    await expect(main.getByRole("heading", { level: 2, name: "बुधवार, 2 दिसंबर 2026 के कार्यक्रम" })).toBeVisible();
    await expect(main.getByRole("link", { name: "पिछला महीना, नवंबर 2026" })).toHaveAttribute(
      "href",
      "/hi/calendar?view=month&month=2026-11&day=2026-12-02#month",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("works the same: a tab and a month's link lead to the Hindi calendar", async ({ page }) => {
      await page.goto("/hi/calendar?view=month&month=2026-12");
      await page.getByRole("link", { name: "अगला महीना, जनवरी 2027" }).click();
      await expect(page).toHaveURL(/\/hi\/calendar\?view=month&month=2027-01/);
      await expect(page.getByRole("heading", { level: 2, name: "जनवरी 2027", exact: true })).toBeVisible();
      await page.getByRole("navigation", { name: "कार्यक्रमों की श्रेणियाँ" }).getByRole("link", { name: "अवकाश" }).click();
      await expect(page).toHaveURL(/\/hi\/calendar\?category=Holidays&view=month/);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    });
  });
});

test.describe("the privacy notice in Hindi", () => {
  test("is at /hi/privacy, the school's Hindi notice with the page's words around it", async ({ page }) => {
    await page.goto("/hi/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "आपके अधिकार" })).toBeVisible();
    await expect(main).toContainText(new RegExp(`संस्करण 1, \\d{1,2} (${HINDI_MONTHS}) \\d{4} को प्रकाशित।`));
    const collected = main.getByRole("region", { name: "कौन-सा फ़ॉर्म क्या जानकारी लेता है" });
    await expect(collected).toContainText("(वैकल्पिक)");
    const contact = main.getByRole("region", { name: "आपके प्रश्नों का उत्तर कौन देगा" });
    await expect(contact).toContainText(`प्रधानाचार्य, ${school.schoolName}`);
    await expect(contact.getByRole("link", { name: "आपकी जानकारी फ़ॉर्म" })).toHaveAttribute("href", "/hi/your-data");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("its old address, /privacy?lang=hi, has moved there for good, with the version asked for", async ({
    page,
    request,
  }) => {
    for (const [from, to] of [
      ["/privacy?lang=hi", "/hi/privacy"],
      ["/privacy?lang=hi&version=1", "/hi/privacy?version=1"],
    ]) {
      const answer = await request.get(from!, { maxRedirects: 0 });
      expect(answer.status(), from).toBe(301);
      expect(answer.headers()["location"], from).toBe(to);
    }
    await page.goto("/privacy?lang=hi&version=1");
    await expect(page).toHaveURL(/\/hi\/privacy\?version=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("निजता सूचना");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("an earlier version is there in both languages, and the switch keeps it", async ({ page }) => {
    await page.goto("/privacy?version=1");
    await expect(page.getByRole("main")).toContainText("Version 1, published");
    await page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/privacy\?version=1$/);
    await expect(page.getByRole("main")).toContainText("संस्करण 1, ");
    expect((await page.goto("/hi/privacy?version=99"))?.status()).toBe(404);
  });
});

// SPEC §2 "Shared public layout": the header with its desktop bar and mobile
// menu, and the footer, as a visitor's browser shows them.
import { type Page } from "@playwright/test";

import {
  aboutSubmenu,
  admissionsSubmenu,
  currentYearInIndia,
  desktop,
  expectOnlyCurrent,
  expectPage,
  header,
  isHydrated,
  mainNavigation,
  mobile,
  openWithoutJavaScript,
  pageLabelled,
  school,
  waitForHydration,
  type PublicPage,
} from "../support/support";
import { expect, test } from "../support/test";

/** Somewhere to start from that is not `target`. */
const elsewhere = (target: PublicPage) => (target.path === "/" ? "/contact" : "/");

async function expectLogoShown(page: Page, logo = header(page).banner.locator('img[src="/logo.svg"]')) {
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe("header and main navigation on a desktop", () => {
  test.use({ viewport: desktop });

  test("shows the logo, the school's name and tagline, and the nine main items", async ({ page }) => {
    await page.goto("/");
    const { banner, desktopNav, mobileToggle, aboutSubmenu: submenu } = header(page);
    await expectLogoShown(page);
    await expect(banner.getByText(school.schoolName, { exact: true })).toBeVisible();
    await expect(banner.getByText(school.tagline, { exact: true })).toBeVisible();

    await expect(desktopNav).toBeVisible();
    await expect(mobileToggle).toBeHidden();
    // At rest only the top-level items show; the submenu waits for hover or focus.
    await expect(submenu).toBeHidden();
    await expect(desktopNav.getByRole("link")).toHaveText(mainNavigation.map((item) => item.label));
    for (const item of mainNavigation) {
      await expect(header(page).desktopLink(item.label)).toHaveAttribute("href", item.path);
    }
  });

  test("hovering About reveals Our Ethos and Facilities", async ({ page }) => {
    await page.goto("/");
    const { desktopLink, aboutSubmenu: submenu } = header(page);
    await expect(submenu).toBeHidden();

    await desktopLink("About").hover();
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole("link")).toHaveText(aboutSubmenu.map((item) => item.label));
    for (const item of aboutSubmenu) {
      await expect(desktopLink(item.label)).toHaveAttribute("href", item.path);
    }

    await desktopLink("Academics").hover();
    await expect(submenu).toBeHidden();
  });

  test("keyboard focus on About reveals the submenu, and Tab walks into it", async ({ page }) => {
    await page.goto("/");
    const { desktopLink, aboutToggle, aboutSubmenu: submenu } = header(page);
    await desktopLink("Home").focus();
    await expect(submenu).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(desktopLink("About")).toBeFocused();
    await expect(submenu).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(aboutToggle).toBeFocused();
    await expect(submenu).toBeVisible();

    for (const item of aboutSubmenu) {
      await page.keyboard.press("Tab");
      await expect(desktopLink(item.label)).toBeFocused();
      await expect(submenu).toBeVisible();
    }

    await page.keyboard.press("Tab");
    await expect(desktopLink("Academics")).toBeFocused();
    await expect(submenu).toBeHidden();
  });

  test("Escape hides the submenu that keyboard focus revealed", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { desktopLink, aboutSubmenu: submenu } = header(page);
    await desktopLink("Home").focus();
    await page.keyboard.press("Tab");
    await expect(submenu).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
  });

  test("the chevron button toggles aria-expanded and the submenu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { aboutToggle, aboutSubmenu: submenu } = header(page);
    await expect(aboutToggle).toHaveAttribute("aria-expanded", "false");
    await expect(aboutToggle).toHaveAttribute("aria-controls", (await submenu.getAttribute("id"))!);
    await expect(submenu).toBeHidden();

    await aboutToggle.click();
    await expect(aboutToggle).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();

    await aboutToggle.click();
    await expect(aboutToggle).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();

    await aboutToggle.click();
    await expect(aboutToggle).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();
  });

  // One visit, from item to item: each leads to its page, which it alone then marks current.
  test("each main item leads to its page and is then the only current item", async ({ page }) => {
    await page.goto(elsewhere(mainNavigation[0]!));
    await waitForHydration(page);
    const { desktopNav, desktopLink } = header(page);
    for (const item of mainNavigation) {
      await desktopLink(item.label).click();
      await expectPage(page, item);
      await expectOnlyCurrent(desktopNav, desktopLink(item.label));
    }
  });

  for (const item of aboutSubmenu) {
    test(`${item.label} in the About submenu leads to ${item.path} and is then current`, async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const { desktopNav, desktopLink, aboutSubmenu: submenu } = header(page);

      await desktopLink("About").hover();
      await desktopLink(item.label).click();
      await expectPage(page, item);
      // Closed after choosing, though the pointer is still where the item was.
      await expect(submenu).toBeHidden();
      await expectOnlyCurrent(desktopNav, desktopLink(item.label));
      await expect(desktopLink("About")).not.toHaveAttribute("aria-current");

      // Arriving by a full page load marks it the same way.
      await page.reload();
      await expectOnlyCurrent(desktopNav, desktopLink(item.label));
      await expect(submenu).toBeHidden();
    });
  }
});

test.describe("mobile menu", () => {
  test.use({ viewport: mobile });

  test("hides the desktop bar; the Menu toggle opens and closes a menu of every item", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { banner, desktopNav, mobileMenu, mobileToggle, mobileNav, mobileLink } = header(page);
    await expectLogoShown(page);
    await expect(banner.getByText(school.schoolName, { exact: true })).toBeAttached();
    await expect(desktopNav).toBeHidden();
    await expect(mobileNav).toBeHidden();

    await mobileToggle.click();
    await expect(mobileMenu).toHaveAttribute("open");
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link")).toHaveText(
      mainNavigation.flatMap((item) =>
        item.path === "/about"
          ? [item.label, ...aboutSubmenu.map((child) => child.label)]
          : item.path === "/admissions"
            ? [item.label, ...admissionsSubmenu.map((child) => child.label)]
            : [item.label],
      ),
    );
    for (const item of [...mainNavigation, ...aboutSubmenu, ...admissionsSubmenu]) {
      await expect(mobileLink(item.label)).toHaveAttribute("href", item.path);
    }
    await expectOnlyCurrent(mobileNav, mobileLink("Home"));

    await mobileToggle.click();
    await expect(mobileMenu).not.toHaveAttribute("open");
    await expect(mobileNav).toBeHidden();
  });

  for (const item of [pageLabelled("Admissions"), pageLabelled("Our Ethos")]) {
    test(`choosing ${item.label} navigates to ${item.path} and closes the menu`, async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const { mobileMenu, mobileToggle, mobileNav, mobileLink } = header(page);

      await mobileToggle.click();
      await mobileLink(item.label).click();
      await expectPage(page, item);
      await expect(mobileMenu).not.toHaveAttribute("open");
      await expect(mobileNav).toBeHidden();

      await mobileToggle.click();
      await expectOnlyCurrent(mobileNav, mobileLink(item.label));
    });
  }
});

test.describe("the layout without JavaScript", () => {
  test("on a phone the menu opens and its links navigate", async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, mobile, "/");
    try {
      expect(await isHydrated(page)).toBe(false);
      const { mobileMenu, mobileToggle, mobileNav, mobileLink } = header(page);
      await expect(mobileNav).toBeHidden();

      await mobileToggle.click();
      await expect(mobileMenu).toHaveAttribute("open");
      await expect(mobileNav).toBeVisible();

      await mobileLink("Facilities").click();
      await expectPage(page, pageLabelled("Facilities"));
      await expect(mobileNav).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    } finally {
      await close();
    }
  });

  test("on a desktop hovering About shows the submenu, and the footer is there", async ({ browser, baseURL }) => {
    const { page, close } = await openWithoutJavaScript(browser, baseURL, desktop, "/");
    try {
      expect(await isHydrated(page)).toBe(false);
      const { desktopLink, aboutSubmenu: submenu } = header(page);
      await expect(submenu).toBeHidden();

      await desktopLink("About").hover();
      await expect(submenu).toBeVisible();
      await desktopLink("Our Ethos").click();
      await expectPage(page, pageLabelled("Our Ethos"));

      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeVisible();
      await expect(footer.getByRole("navigation", { name: "Quick Links" })).toBeVisible();
      await expect(footer).toContainText(`© ${currentYearInIndia()}`);
    } finally {
      await close();
    }
  });
});

test.describe("footer", () => {
  test.use({ viewport: desktop });

  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  const footer = (page: Page) => page.getByRole("contentinfo");

  test("first block: logo, short description and the Admin Login link", async ({ page }) => {
    const about = footer(page).getByRole("region", { name: "About the school" });
    await expectLogoShown(page, about.locator('img[src="/logo.svg"]'));
    await expect(about).toContainText(school.schoolName);
    await expect(about.getByText(school.shortDescription!, { exact: true })).toBeVisible();
    const adminLogin = about.getByRole("link", { name: "Admin Login", exact: true });
    await expect(adminLogin).toHaveAttribute("href", "/admin");
    await adminLogin.click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
  });

  test("second block: Quick Links to About Us, Academics, Admissions, Fees, Notice Board, Contact Us and Get school alerts", async ({
    page,
  }) => {
    const quickLinks = footer(page).getByRole("navigation", { name: "Quick Links" });
    await expect(quickLinks.getByRole("heading", { name: "Quick Links" })).toBeVisible();
    const expected = [
      { label: "About Us", path: "/about" },
      { label: "Academics", path: "/academics" },
      { label: "Admissions", path: "/admissions" },
      // docs/specification.md §29.
      { label: "Fees", path: "/fees" },
      // Decision 0077.
      { label: "Notice Board", path: "/notices" },
      { label: "Contact Us", path: "/contact" },
      // docs/specification.md §24 "Subscribing".
      { label: "Get school alerts", path: "/alerts/subscribe" },
    ];
    await expect(quickLinks.getByRole("link")).toHaveText(expected.map((link) => link.label));
    for (const { label, path } of expected) {
      await expect(quickLinks.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    }
  });

  test("third block: postal address, two telephone links and an e-mail link", async ({ page }) => {
    const contact = footer(page).getByRole("region", { name: "Contact" });
    const address = `${school.streetAddress}, ${school.locality} ${school.postalCode}, ${school.region}, ${school.country}`;
    expect(address).toBe("Khan Mohammed Road, Fatehabad 125050, Haryana, India");
    await expect(contact.getByText(address, { exact: true })).toBeVisible();
    for (const phone of [school.phonePrimary!, school.phoneSecondary!]) {
      await expect(contact.getByRole("link", { name: phone, exact: true })).toHaveAttribute(
        "href",
        `tel:${phone.replaceAll(" ", "")}`,
      );
    }
    await expect(contact.getByRole("link", { name: school.email!, exact: true })).toHaveAttribute(
      "href",
      `mailto:${school.email}`,
    );
  });

  // A new install has no social link set: no icon leads to a network's bare home page (decision 0037).
  // Icons the school sets are shown, each opening in a new tab: tests/e2e/back-office/settings.spec.ts.
  test("shows no social icon, and no empty block, while the school has set none", async ({ page }) => {
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).getByRole("list", { name: "Social media" })).toHaveCount(0);
    await expect(footer(page).getByRole("link", { name: /^(Facebook|Instagram|YouTube)\b/ })).toHaveCount(0);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Follow Us" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Follow us on" })).toHaveCount(0);
  });

  test("the copyright line has the current year in India and the school's name", async ({ page }) => {
    const copyright = footer(page).getByText(/©/);
    await expect(copyright).toContainText(`© ${currentYearInIndia()} ${school.schoolName}`);
  });
});

// What the browser tests share: the seeded school identity, the public pages
// SPEC §2 lists, and locators for the parts of the shared public layout.
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";

import { defaultSiteSettings, exampleAnnouncements } from "../../../db/seed-data";
import { admissionsSessionOn, schoolDate } from "../../../db/time";
import { E2E_ADMIN } from "./accounts";

export const school = defaultSiteSettings;

/** The announcements the test server's seed wrote: the first names the session of the day it started. */
export const seededAnnouncements = exampleAnnouncements(admissionsSessionOn(schoolDate(new Date(), "Asia/Kolkata")));

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

export interface PublicPage {
  /** The item's text in the main navigation. */
  label: string;
  path: string;
  /** The page's one <h1>. */
  heading: string;
}

/** The main navigation's top-level items, in order (SPEC §2). */
export const mainNavigation: PublicPage[] = [
  { label: "Home", path: "/", heading: school.schoolName },
  { label: "About", path: "/about", heading: "About Us" },
  { label: "Academics", path: "/academics", heading: "Academics" },
  { label: "Admissions", path: "/admissions", heading: "Admissions" },
  // Decision 0077.
  { label: "Notice Board", path: "/notices", heading: "Notice Board" },
  { label: "Calendar", path: "/calendar", heading: "Calendar" },
  { label: "Gallery", path: "/gallery", heading: "Gallery" },
  { label: "Mandatory Disclosures", path: "/mandatory-disclosures", heading: "Mandatory Disclosures" },
  { label: "Contact", path: "/contact", heading: "Contact Us" },
];

/** The About item's submenu. */
export const aboutSubmenu: PublicPage[] = [
  { label: "Our Ethos", path: "/ethos", heading: "Our Ethos" },
  { label: "Facilities", path: "/facilities", heading: "Facilities" },
];

/** The Admissions item's submenu: the fee page (decision 0075). */
export const admissionsSubmenu: PublicPage[] = [{ label: "Fees", path: "/fees", heading: "Fees" }];

/** The statements linked at the foot of every page (decision 0031). */
export const footerStatements: PublicPage[] = [
  { label: "Privacy Notice", path: "/privacy", heading: "Privacy Notice" },
  { label: "Accessibility", path: "/accessibility", heading: "Accessibility" },
  { label: "Your Data", path: "/your-data", heading: "Your Data" },
];

export const publicPages = [...mainNavigation, ...aboutSubmenu, ...footerStatements];

/** The public page whose navigation item reads `label`. */
export function pageLabelled(label: string): PublicPage {
  const found = publicPages.find((item) => item.label === label);
  if (!found) throw new Error(`No public page labelled ${label}`);
  return found;
}

/** The calendar year now in the school's time zone, as the footer shows it. */
export function currentYearInIndia(now = new Date()) {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(now);
}

/**
 * The header's parts. It holds two navigations named "Main": the desktop bar,
 * and the mobile menu's, inside a <details> whose <summary> is the toggle.
 * `includeHidden` so that "is hidden" can be asserted about things that exist.
 */
export function header(page: Page) {
  const banner = page.getByRole("banner");
  const mainNavs = banner.getByRole("navigation", { name: "Main", includeHidden: true });
  const mobileMenu = banner.locator("details");
  const desktopNav = mainNavs.and(page.locator(":not(details) > nav"));
  const aboutItem = desktopNav
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "About submenu" }) });
  return {
    banner,
    desktopNav,
    /** A link of the desktop bar, the submenu's included. */
    desktopLink: (name: string) => desktopNav.getByRole("link", { name, exact: true, includeHidden: true }),
    aboutItem,
    aboutToggle: desktopNav.getByRole("button", { name: "About submenu", includeHidden: true }),
    aboutSubmenu: aboutItem.getByRole("list", { includeHidden: true }),
    mobileMenu,
    mobileToggle: banner.getByLabel("Menu", { exact: true }),
    mobileNav: mobileMenu.getByRole("navigation", { name: "Main", includeHidden: true }),
    mobileLink: (name: string) => mobileMenu.getByRole("link", { name, exact: true, includeHidden: true }),
  };
}

/** The one link of `nav` marked as the current page; fails unless there is exactly one. */
export async function expectOnlyCurrent(nav: Locator, current: Locator) {
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

/** Waits until the page is on `path` and shows the `heading` as its one <h1>. */
export async function expectPage(page: Page, { path, heading }: Pick<PublicPage, "path" | "heading">) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/**
 * Whether React has hydrated the server-rendered page, so that clicks reach the
 * scripts' handlers: the browser entry marks <html data-hydrated> once the
 * hydration has been committed (app/entry.client.tsx).
 */
function hydrated() {
  return document.documentElement.hasAttribute("data-hydrated");
}

export async function waitForHydration(page: Page) {
  // A public page hydrates when its visitor starts to use it (decision 0036): a key press, as harmless as any,
  // pressed again until the page's scripts have arrived to hear it. Every quarter of a second at most, not
  // Playwright's default of every second after the first few tries: a page hydrates in well under a second.
  await expect(async () => {
    if (!(await isHydrated(page))) await page.keyboard.press("Shift");
    expect(await isHydrated(page)).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [100, 250] });
}

export async function isHydrated(page: Page) {
  return page.evaluate(hydrated);
}

/** Opens `path` in a new page whose browser context runs no JavaScript. */
export async function openWithoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  path: string,
) {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Fills in and sends the sign-in form at /admin (what comes next is the caller's to check). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in (the test admin unless told otherwise) and waits for the dashboard. */
export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await submitSignIn(page, email, password);
  // Hashing the password is meant to be slow; on a busy machine more so.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
}

/** Opens a back office section and waits until its page can be used. */
export async function openSection(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

// Month and weekday names in English, from Intl rather than the app's formatter.
const utcName = (options: Intl.DateTimeFormatOptions, day: number) =>
  new Intl.DateTimeFormat("en", { ...options, timeZone: "UTC" }).format(new Date(day));
export const MONTH_NAMES = Array.from({ length: 12 }, (_, month) =>
  utcName({ month: "long" }, Date.UTC(2026, month, 1)),
);
/** Sunday first, as Date.getUTCDay() counts (22 November 2026 was a Sunday). */
export const WEEKDAY_NAMES = Array.from({ length: 7 }, (_, day) =>
  utcName({ weekday: "long" }, Date.UTC(2026, 10, 22 + day)),
);

type WithAxe = { axe: typeof axe };

/**
 * The accessibility problems axe-core finds on the page as it is now (WCAG 2.1 A and AA), in `include` when given.
 * axe is put into each frame once per document and run again there on later calls (decision 0091).
 */
export async function axeViolations(page: Page, include?: string) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => "axe" in window)) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => (window as unknown as WithAxe).axe.configure({ allowedOrigins: ["<same_origin>"] }));
  }
  const results = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as WithAxe).axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    { include, tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  );
  return results.violations;
}

/** Each of `violations` in a line: its rule, its help and the elements it was found on. */
const described = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );

/** Serious and critical accessibility problems axe-core finds on the page as it is now (WCAG 2.1 A and AA). */
export async function seriousViolations(page: Page) {
  return described(
    (await axeViolations(page)).filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    ),
  );
}

/** Every accessibility problem axe-core finds on the page as it is now (WCAG 2.1 A and AA), whatever its impact. */
export async function everyViolation(page: Page) {
  return described(await axeViolations(page));
}

/** A datetime-local value `minutes` from now in the school's time zone (Asia/Kolkata), as staff type one. */
export function schoolDateTime(minutes: number) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((one) => one.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** `work` in a page of a new browser context with `options` (a phone's viewport, a spec's own server), then closed. */
export async function inNewContext(
  browser: Browser,
  options: BrowserContextOptions,
  work: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext(options);
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}
